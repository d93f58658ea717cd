import type { Page } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../apps/server/src/testing/built-server.ts';
import { type StandInAds, startStandInAds } from '../apps/server/src/testing/stand-in-ads.ts';
import {
  expectNoSeriousAxeViolations,
  firstQuizTopic,
  type LearnTopic,
  screenshot,
} from './learn-helpers.ts';
import { test as base, expect } from './support/fixtures.ts';

/**
 * Ads on (FEATURES=autoAds) against local stand-ins of an ad network's script (a working, a
 * failing, a broken, a slow and an unreachable one, see apps/server/src/testing/stand-in-ads.ts), on a server of
 * this file's own. The page's clock is Playwright's: the loader's seconds and minutes pass at once.
 */

let standIn: StandInAds;
let server: BuiltServer | undefined;
let topic: LearnTopic;

/**
 * As the shared fixture, but the browser's own complaints about the stand-in's failures are
 * expected (each test asks for it in beforeEach, as the override is not automatic).
 */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.location().url.startsWith(standIn.origin)) return;
      // The provider's sign-in page has no icon; the browser's request for one is no ad's doing.
      if (message.location().url.endsWith('/favicon.ico')) return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => {
      if (!error.message.includes('stand-in ad script: broken on purpose')) errors.push(error.message);
    });
    await use(errors);
    expect(errors, 'unexpected console errors in the page').toEqual([]);
  },
});

test.beforeAll(async ({ request }) => {
  topic = await firstQuizTopic(request);
  standIn = await startStandInAds();
  server = await startBuiltServer({
    output: 'ignore',
    env: {
      FEATURES: 'autoAds',
      ADS_CLIENT_ID: 'pub-stand-in-1',
      ADS_SCRIPT_URL: standIn.scriptUrl,
      MIN_QUIZ_ANSWER_MS: '0',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

// biome-ignore lint/correctness/noUnusedFunctionParameters: asked for so every test checks the console.
test.beforeEach(async ({ page, consoleErrors }) => {
  standIn.mode = 'working';
  standIn.requests.length = 0;
  await page.clock.install();
  // When the page became interactive, and the page's layout shifts.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const probe = window as unknown as { layoutShifts: number[]; loadedAt?: number };
    probe.layoutShifts = shifts;
    window.addEventListener('load', () => {
      probe.loadedAt = Date.now();
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

const appUrl = (address: string) => `${server?.url ?? ''}${address}`;
const scriptLoads = () => standIn.requests.filter((request) => request.method === 'GET').length;
const probes = () => standIn.requests.filter((request) => request.method === 'HEAD').length;
const adFrame = (page: Page) => page.locator('.ad-slot__frame');

/**
 * Opens an ad screen, waits for the page to be interactive (the loader counts from the load event)
 * and stops the page's clock there (the app itself needs a running clock to start: React waits on
 * timers). Returns the milliseconds until just past the loader's first initialisation, 6 s after load.
 */
async function openAdScreen(page: Page, address = '/'): Promise<number> {
  await page.goto(appUrl(address), { waitUntil: 'load' });
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'pending');
  const pausedAt = await pauseShortlyAhead(page);
  const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
  const left = 6_000 - (pausedAt - loadedAt);
  expect(left, 'the app took over 5 s to show the slot').toBeGreaterThan(1_000);
  // The app hears the load event a moment after this test does: 20 ms of slack.
  return left + 20;
}

/**
 * Pauses the page's clock a small step ahead of its now and returns that time. Only a short move
 * keeps its timers in step; on a busy machine the step can pass before the pause arrives ("cannot
 * fast-forward to the past"), so a longer one is tried then.
 */
async function pauseShortlyAhead(page: Page): Promise<number> {
  for (const step of [50, 150, 400]) {
    const pausedAt = (await page.evaluate(() => Date.now())) + step;
    try {
      await page.clock.pauseAt(pausedAt);
      return pausedAt;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
  throw new Error("the page's clock could not be paused ahead of its now");
}

/** Nothing of a failing ad reaches the learner: no message, no label, nothing announced. */
async function expectNothingShown(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Advertisement')).toBeHidden();
  await expect(adFrame(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(page.locator('body')).not.toContainText(/ad script|failed to load/i);
}

/** A short real wait, to show nothing happens (the page's clock stands still meanwhile). */
const settle = (page: Page) => page.waitForTimeout(300);

test('a working ad script fills the reserved slot 6 s after load, and nothing moves', async ({ page }) => {
  const untilFirstInit = await openAdScreen(page);
  const room = await page.locator('.ad-slot').boundingBox();
  expect(room?.height).toBe(124);
  const footer = await page.locator('.shell-footer').boundingBox();
  // The app's own first render moves its footer (with ads off too); what counts here is the fill.
  await page.evaluate(() => {
    (window as unknown as { layoutShifts: number[] }).layoutShifts.length = 0;
  });

  await page.clock.runFor(untilFirstInit - 40);
  await settle(page);
  expect(standIn.requests).toEqual([]);
  await page.clock.runFor(40);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'success');
  // The reachability test first, then the script with the client id.
  expect(standIn.requests).toEqual([
    { method: 'HEAD', path: '/ads.js' },
    { method: 'GET', path: '/ads.js' },
  ]);
  const ins = page.locator('ins.ad-slot__ins');
  await expect(ins).toHaveAttribute('data-ad-status', 'filled');
  await expect(ins).toContainText('Stand-in ad for pub-stand-in-1');
  await expect(page.getByText('Advertisement')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();

  expect(await page.locator('.ad-slot').boundingBox()).toEqual(room);
  expect(await page.locator('.shell-footer').boundingBox()).toEqual(footer);
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual(
    [],
  );
  // axe waits on timers: the page's clock runs again.
  await page.clock.resume();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'ads-filled-360');
});

test('a failing ad script is retried on schedule and never shown; back online it is tried in 3 s', async ({
  page,
}) => {
  standIn.mode = 'failing';
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.clock.runFor(await openAdScreen(page));
  await expect.poll(scriptLoads).toBe(1);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  // 20 quick retries, 2.5 s apart.
  for (let retry = 1; retry <= 20; retry += 1) {
    await page.clock.runFor(2_499);
    await settle(page);
    expect(scriptLoads()).toBe(retry);
    await page.clock.runFor(1);
    await expect.poll(scriptLoads).toBe(retry + 1);
    await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  }
  expect(probes()).toBe(21);
  // Then the background ones, 4 s apart.
  await page.clock.runFor(3_999);
  await settle(page);
  expect(scriptLoads()).toBe(21);
  await page.clock.runFor(1);
  await expect.poll(scriptLoads).toBe(22);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  await expectNothingShown(page);
  // Logged for whoever looks at the console, and only there.
  expect(warnings.filter((text) => text.startsWith('ads: attempt '))).toHaveLength(22);
  expect(warnings[0]).toMatch(/^ads: attempt 1 failed \(the ad script did not load\); retrying in 2500 ms$/);
  await screenshot(page, 'ads-failing-360');

  // The network comes back and the script works again: the retry comes 3 s after the event.
  standIn.mode = 'working';
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.clock.runFor(2_999);
  await settle(page);
  expect(scriptLoads()).toBe(22);
  await page.clock.runFor(1);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'success');
  expect(scriptLoads()).toBe(23);
});

test('a script that throws is retried with a new tag; a manual retry resets and succeeds 2 s later', async ({
  page,
}) => {
  standIn.mode = 'broken';
  await page.clock.runFor(await openAdScreen(page));
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  await page.clock.runFor(2_500);
  await expect.poll(scriptLoads).toBe(2);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  // A failed tag is removed before the next is added.
  await expect(page.locator('script[data-abhyas-ads]')).toHaveCount(0);
  await expectNothingShown(page);

  standIn.mode = 'working';
  await page.evaluate(() => window.dispatchEvent(new Event('abhyas:ads-retry')));
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'pending');
  await page.clock.runFor(1_999);
  await settle(page);
  expect(scriptLoads()).toBe(2);
  await page.clock.runFor(1);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'success');
  await expect(page.locator('script[data-abhyas-ads]')).toHaveCount(1);
});

test('an unreachable ad host is not even asked for the script', async ({ page }) => {
  standIn.mode = 'unreachable';
  await page.clock.runFor(await openAdScreen(page));
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  await page.clock.runFor(2_500);
  await expect.poll(probes).toBe(2);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'failed');
  expect(scriptLoads()).toBe(0);
  await expect(page.locator('script[data-abhyas-ads]')).toHaveCount(0);
  await expectNothingShown(page);
});

test('a slow ad script never holds up learning, and fills the slot when it arrives', async ({ page }) => {
  standIn.mode = 'slow';
  const untilFirstInit = await openAdScreen(page);
  const room = await page.locator('.ad-slot').boundingBox();
  await page.clock.runFor(untilFirstInit);
  await expect.poll(scriptLoads).toBe(1);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'initializing');
  // Meanwhile the learner moves on to a subject: the app answers at once (its clock running again).
  await page.clock.resume();
  await page
    .getByRole('link', { name: new RegExp(topic.parentName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/subjects/${topic.parentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'initializing');
  // The script arrives (3 s of real time) and fills the same slot, which kept its room.
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'success', { timeout: 15_000 });
  expect(scriptLoads()).toBe(1);
  expect((await page.locator('.ad-slot').boundingBox())?.height).toBe(room?.height);
});

test('no ad and no request to the ad host during a quiz; leaving an ad screen for a quiz removes the slot', async ({
  page,
}) => {
  await page.goto(appUrl(`/quiz/${topic.topic.id}`), { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.locator('h1[data-question-id]')).toBeVisible();
  await page.clock.runFor(60_000);
  await settle(page);
  await expect(page.locator('.ad-slot')).toHaveCount(0);
  await expect(page.locator('ins')).toHaveCount(0);
  expect(standIn.requests).toEqual([]);

  for (const address of [`/practice/${topic.topic.id}`, '/daily', '/review']) {
    await page.goto(appUrl(address), { waitUntil: 'load' });
    await page.clock.runFor(60_000);
    await expect(page.locator('.ad-slot'), address).toHaveCount(0);
  }
  await settle(page);
  expect(standIn.requests).toEqual([]);

  // From an ad screen with its ad into a quiz: the slot goes with the screen.
  await page.goto(appUrl(`/category/${topic.category.id}`), { waitUntil: 'load' });
  await page.clock.runFor(6_000);
  await expect(adFrame(page)).toHaveAttribute('data-ad-state', 'success');
  // The quiz started above resumes.
  await page.goto(appUrl(`/quiz/${topic.topic.id}`));
  await expect(page.locator('h1[data-question-id]')).toBeVisible();
  await expect(page.locator('.ad-slot')).toHaveCount(0);
});

test('no ad on the sign-in pages', async ({ page }) => {
  await page.goto(appUrl('/api/auth/sign-in?mode=popup'), { waitUntil: 'load' });
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.clock.runFor(60_000);
  await settle(page);
  await expect(page.locator('ins')).toHaveCount(0);
  expect(standIn.requests).toEqual([]);
});
