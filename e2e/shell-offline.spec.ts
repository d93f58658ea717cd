import { expect, test } from './support/fixtures.ts';
import { serviceWorkerControls } from './support/service-worker.ts';

/** Offline, requests that need the server (the session, a sync) fail by design; the app must carry on. */
function allowOfflineRequestErrors(errors: string[]): void {
  for (let index = errors.length - 1; index >= 0; index -= 1) {
    if (/ERR_INTERNET_DISCONNECTED/.test(errors[index] ?? '')) errors.splice(index, 1);
  }
}

test('after one online visit the app opens offline, with the offline banner', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Abhyas home' })).toBeVisible();
  await serviceWorkerControls(page);
  // The config the first visit loaded was kept for offline starts.
  await page.waitForFunction(async () => (await (await caches.open('abhyas-config')).keys()).length > 0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Abhyas home' })).toBeVisible();
  await expect(page.getByText("You're offline - some features may be limited")).toBeVisible();
  await expect(page.getByText('Connection Error')).toHaveCount(0);

  // A client route never visited before still opens: the shell answers every navigation.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  await context.setOffline(false);
  allowOfflineRequestErrors(consoleErrors);
});

test('a question pack fetched once is served from the cache offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await serviceWorkerControls(page);
  const pack = await page.evaluate(async () => {
    const categories = (await (
      await fetch(`/config/${encodeURIComponent('General-Knowledge Categories.json')}`)
    ).json()) as { subcategories: { pack: string }[] }[];
    const url = categories[0]?.subcategories[0]?.pack ?? '';
    await fetch(url);
    return url;
  });
  await context.setOffline(true);
  const offlineStatus = await page.evaluate(async (url) => (await fetch(url)).status, pack);
  expect(offlineStatus).toBe(200);
  await context.setOffline(false);
  allowOfflineRequestErrors(consoleErrors);
});
