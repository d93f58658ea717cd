import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { currentQuestion, firstQuizTopic } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * "Update available": a new build's service worker waits until the learner says so, and the
 * offer never shows on a running quiz, because accepting it reloads the page.
 *
 * A new build is simulated by a small proxy in front of the e2e server, on its own origin (so
 * its service worker is new to this test): once `publishNewBuild()` is called, it serves a
 * sw.js whose precache lists a new revision of index.html, and an index.html carrying a build
 * marker. The server and its build stay untouched.
 */

const NEW_BUILD_MARKER = '<meta name="abhyas-test-build" content="new" />';

interface NewBuildProxy {
  url: string;
  publishNewBuild(): void;
  close(): Promise<void>;
}

function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _te, ...rest } = headers;
  return rest;
}

function rewriteForNewBuild(pathname: string, contentType: string, body: string): string {
  if (pathname === '/sw.js') {
    const rewritten = body.replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1new-build"');
    if (rewritten === body) throw new Error('sw.js no longer lists index.html in its precache as expected');
    return rewritten;
  }
  if (contentType.startsWith('text/html')) return body.replace('<head>', `<head>${NEW_BUILD_MARKER}`);
  return body;
}

async function startNewBuildProxy(upstream: string): Promise<NewBuildProxy> {
  let newBuild = false;
  const server: Server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', upstream);
    const headers: IncomingHttpHeaders = {
      ...withoutHopHeaders(request.headers),
      host: target.host,
      // Bodies are rewritten as text, and a revalidated (304) copy would skip the rewrite.
      'accept-encoding': 'identity',
    };
    if (newBuild) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forwarded = httpRequest(target, { method: request.method, headers }, (upstreamResponse) => {
      const contentType = String(upstreamResponse.headers['content-type'] ?? '');
      const rewrite = newBuild && (target.pathname === '/sw.js' || contentType.startsWith('text/html'));
      if (!rewrite) {
        response.writeHead(upstreamResponse.statusCode ?? 502, withoutHopHeaders(upstreamResponse.headers));
        upstreamResponse.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstreamResponse.on('end', () => {
        const body = Buffer.from(
          rewriteForNewBuild(target.pathname, contentType, Buffer.concat(chunks).toString('utf8')),
        );
        const {
          etag: _etag,
          'last-modified': _lastModified,
          ...rest
        } = withoutHopHeaders(upstreamResponse.headers);
        response.writeHead(upstreamResponse.statusCode ?? 502, { ...rest, 'content-length': body.length });
        response.end(body);
      });
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    publishNewBuild: () => {
      newBuild = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Asks the browser to look for a new service worker now, and waits until it is installed and waiting. */
async function findNewServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
}

/** Set on the window: gone after any reload. */
async function markThisPageLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { abhyasTestLoad?: boolean }).abhyasTestLoad = true;
  });
}

function sameLoad(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { abhyasTestLoad?: boolean }).abhyasTestLoad === true);
}

let proxy: NewBuildProxy;

test.beforeEach(async () => {
  const upstream = process.env.E2E_BASE_URL;
  if (!upstream) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
  proxy = await startNewBuildProxy(upstream);
});

test.afterEach(async () => {
  await proxy.close();
});

test('a new version is offered on the home screen, never during a quiz, and applied when the learner accepts', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  const updateBar = page.getByRole('status').filter({ hasText: 'Update available' });
  const buildMarker = page.locator('meta[name="abhyas-test-build"]');

  await page.goto(`${proxy.url}/`);
  await expect(page.getByRole('heading', { name: 'Choose a subject' })).toBeVisible();
  await serviceWorkerControls(page);
  await expect(buildMarker).toHaveCount(0);

  // In the middle of a quiz when the new build is found: no offer there.
  await page.goto(`${proxy.url}/quiz/${topic.topic.id}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  const { answer } = await currentQuestion(page, topic);
  await page.locator(`[data-option="${answer}"]`).click();
  await markThisPageLoad(page);
  proxy.publishNewBuild();
  await findNewServiceWorker(page);
  await expect(updateBar).toHaveCount(0);

  // Leaving the quiz shows the offer; going back to the quiz hides it again, with no reload.
  await page.getByRole('link', { name: 'Abhyas home' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a subject' })).toBeVisible();
  await expect(updateBar).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/quiz/${topic.topic.id}$`));
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expect(page.locator(`[data-option="${answer}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(updateBar).toHaveCount(0);
  expect(await sameLoad(page)).toBe(true);

  // Back home, the learner accepts: the page reloads into the new build, and the offer is gone.
  await page.goForward();
  await expect(updateBar).toBeVisible();
  expect(await sameLoad(page)).toBe(true);
  await updateBar.getByRole('button', { name: 'Update now' }).click();
  await expect(buildMarker).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Choose a subject' })).toBeVisible();
  expect(await sameLoad(page)).toBe(false);
  await expect(updateBar).toHaveCount(0);
  const stillWaiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
  );
  expect(stillWaiting).toBe(false);
});

test('"Later" puts the offer away without reloading', async ({ page }) => {
  const updateBar = page.getByRole('status').filter({ hasText: 'Update available' });

  await page.goto(`${proxy.url}/`);
  await serviceWorkerControls(page);
  await markThisPageLoad(page);
  proxy.publishNewBuild();
  await findNewServiceWorker(page);
  await expect(updateBar).toBeVisible();
  await updateBar.getByRole('button', { name: 'Later' }).click();
  await expect(updateBar).toHaveCount(0);
  expect(await sameLoad(page)).toBe(true);
});
