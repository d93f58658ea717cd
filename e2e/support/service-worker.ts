import type { Page } from '@playwright/test';

/** Waits until the app's service worker controls the page: from then on it answers navigations with the shell. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
