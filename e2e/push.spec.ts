import type { BrowserContext, Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

/**
 * Playwright's contexts are incognito, where Chromium has no Push API ("Registration failed -
 * permission denied"), and a headless browser here reaches no real push service. So the page's
 * PushManager hands out a subscription as a browser would (an https endpoint and P-256 keys), and
 * the push itself is delivered to the real service worker through the DevTools protocol.
 */
async function standInPushManager(context: BrowserContext) {
  await context.addInitScript(() => {
    // Kept across reloads, as a browser keeps its subscription.
    const KEY = 'stand-in-push-endpoint';
    const fake = (endpoint: string) =>
      ({
        endpoint,
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(KEY, `https://push.example/send/${crypto.randomUUID()}`);
      return fake(sessionStorage.getItem(KEY) as string);
    };
    PushManager.prototype.getSubscription = async () => {
      const endpoint = sessionStorage.getItem(KEY);
      return endpoint ? fake(endpoint) : null;
    };
  });
}

/** Sends `message` as a push to the page's service worker, as a push service would. */
async function deliverPush(page: Page, message: object) {
  // A push for a worker still installing (precaching the app) is not delivered.
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => !entry.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

/**
 * Delivers a push (carrying a tag) until the worker shows `expected`. About once in forty runs
 * Chromium dropped a push delivered through DevTools right after the worker activated, and nothing
 * was shown; a real push service retries too. A delivery sent again replaces the earlier
 * notification by its tag, so what is shown is still exactly one notification.
 */
async function expectPushShown(
  page: Page,
  message: { tag: string; [field: string]: unknown },
  expected: object,
) {
  await expect(async () => {
    await deliverPush(page, message);
    await expect.poll(() => shownNotifications(page), { timeout: 4_000 }).toEqual([expected]);
  }).toPass({ timeout: 15_000 });
}

/** The notifications this origin's service worker shows, as the page can read them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}

test.use({ timezoneId: 'Asia/Kolkata' });

test('a learner turns notifications on for this device and off again; a push is shown', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInPushManager(context);
  await page.goto('/');
  await createAccount(page, 'Nisha Verma', uniqueEmail('nisha'));
  await page.getByRole('button', { name: 'Account: Nisha Verma' }).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  const device = dialog.getByRole('group', { name: 'Notifications on this device' });
  const deviceSwitch = device.getByLabel('Send notifications to this device');
  await expect(deviceSwitch).toBeEnabled();
  // The profile tells the server the browser's zone, for reminders in the learner's evening.
  // (Chromium names India's zone by its older alias, Asia/Calcutta: whatever the browser says is kept.)
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(browserZone);
  await expect
    .poll(async () => (await (await page.request.get('/api/account/export')).json()).timeZone)
    .toBe(browserZone);
  // A controlled switch: it turns on once the browser and the server said yes.
  await deviceSwitch.click();
  await expect(deviceSwitch).toBeChecked();
  const subscriptions = async () =>
    (await (await page.request.get('/api/push/subscriptions')).json()).subscriptions;
  await expect.poll(subscriptions).toEqual([expect.objectContaining({ browser: 'Chrome' })]);
  await device.scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'push-device-on-360');

  // Still on after a reload: the browser's subscription and the server's id.
  await page.reload();
  await page.getByRole('button', { name: 'Account: Nisha Verma' }).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(deviceSwitch).toBeChecked();

  await expectPushShown(
    page,
    {
      title: 'Abhyas: time to practise',
      body: 'You have not practised today. Stop these in your profile.',
      url: '/daily',
      tag: 'daily-reminder',
    },
    {
      title: 'Abhyas: time to practise',
      body: 'You have not practised today. Stop these in your profile.',
      tag: 'daily-reminder',
      data: { url: `${baseURL}/daily` },
    },
  );

  // Off: revoked on the server as well.
  await deviceSwitch.click();
  await expect(deviceSwitch).not.toBeChecked();
  await expect.poll(subscriptions).toEqual([]);
});

test('a push never opens another site', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await expectPushShown(
    page,
    { title: 'Abhyas', body: 'Hello', url: 'https://evil.example/', tag: 'x' },
    { title: 'Abhyas', body: 'Hello', tag: 'x', data: { url: `${baseURL}/` } },
  );
});
