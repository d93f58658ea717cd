/**
 * Prints the JavaScript and CSS a first visit to `/` downloads, gzip-compressed, against the
 * budgets of the app-shell issue (JS <= 100 KB, CSS <= 20 KB). Run after `npm run build`:
 *
 *   npx tsx bench/web-budget.ts
 *
 * It starts the built server (as the e2e tests do) with a temporary DATA_DIR, opens `/` in Debian's
 * Chromium (no service worker, so every file is a real download), waits until the network is
 * idle, and gzips each script and stylesheet the page loaded. Exit code 1 when over budget.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../apps/server/src/testing/built-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/server/src/testing/chromium.ts';

const JS_BUDGET_BYTES = 100 * 1024;
const CSS_BUDGET_BYTES = 20 * 1024;

interface Download {
  url: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

async function measure(baseUrl: string): Promise<Download[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pending: Promise<Download | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            kind: type === 'script' ? 'js' : 'css',
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return (await Promise.all(pending)).filter((download): download is Download => download !== null);
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startBuiltServer();
let overBudget = false;
try {
  const downloads = await measure(server.url);
  for (const download of downloads.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(
      `${download.kind.padEnd(3)} ${kb(download.gzipBytes).padStart(9)}  ${new URL(download.url).pathname}`,
    );
  }
  const total = (kind: Download['kind']) =>
    downloads
      .filter((download) => download.kind === kind)
      .reduce((sum, download) => sum + download.gzipBytes, 0);
  const js = total('js');
  const css = total('css');
  console.info(
    `\nJavaScript for /: ${kb(js)} gzip (budget ${kb(JS_BUDGET_BYTES)})${js > JS_BUDGET_BYTES ? '  OVER' : ''}`,
  );
  console.info(
    `CSS for /:        ${kb(css)} gzip (budget ${kb(CSS_BUDGET_BYTES)})${css > CSS_BUDGET_BYTES ? '  OVER' : ''}`,
  );
  overBudget = js > JS_BUDGET_BYTES || css > CSS_BUDGET_BYTES;
} finally {
  await server.stop();
}
process.exitCode = overBudget ? 1 : 0;
