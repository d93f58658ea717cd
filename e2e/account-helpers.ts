import type { Page } from '@playwright/test';

/** The password every test account uses at the built-in provider. */
export const PASSWORD = 'monsoon-lotus-77';

/** Clicks "Sign in" and resolves with the provider's popup, loaded. */
export async function openSignInPopup(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return popup;
}

/**
 * Creates an account at the built-in provider through the popup; resolves once the popup has
 * closed. `remember` ticks "Remember me on this device", so the chooser offers it later.
 */
export async function createAccount(
  page: Page,
  name: string,
  email: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  const popup = await openSignInPopup(page);
  await popup.getByRole('link', { name: 'New here? Create an account' }).click();
  await popup.getByLabel('Name', { exact: true }).fill(name);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  if (options.remember) await popup.getByLabel('Remember me on this device').check();
  await popup.getByRole('button', { name: 'Create account' }).click();
  // Sign-up answers a new email and a known one alike: a page to check the details, then Continue.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

/** Signs in at the built-in provider's email and password form; resolves once the popup has closed. */
export async function signInWithPassword(page: Page, email: string): Promise<void> {
  const popup = await openSignInPopup(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}
