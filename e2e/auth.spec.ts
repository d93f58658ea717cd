import type { Page } from '@playwright/test';
import { openSignInPopup, PASSWORD, createAccount as signUp } from './account-helpers.ts';
import { expect, test } from './support/fixtures.ts';

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

async function openProfile(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Your profile' });
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test('a first sign-in through the popup creates the default profile; a second refreshes it', async ({
  page,
}) => {
  await page.goto('/');
  const email = uniqueEmail('meera');
  await signUp(page, 'Meera Iyer', email);

  const dialog = await openProfile(page, 'Meera Iyer');
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('Not verified')).toBeVisible();
  await expect(dialog.getByTestId('profile-total-score')).toHaveText('0');
  await expect(dialog.getByTestId('profile-rank')).toHaveText('Not ranked yet');
  await expect(dialog.getByTestId('security-status')).toContainText('Security score: 0/100');
  await expect(dialog.getByLabel('Sound')).toBeChecked();
  await expect(dialog.getByLabel('Difficulty')).toHaveValue('mixed');
  await page.screenshot({ path: 'test-results/auth-profile-360.png', fullPage: false });

  // Preferences save at once and survive a reload.
  const savedPreference = () =>
    page.waitForResponse((response) => response.url().endsWith('/api/profile/preferences') && response.ok());
  let saved = savedPreference();
  await dialog.getByLabel('Difficulty').selectOption('hard');
  await saved;
  saved = savedPreference();
  await dialog.getByLabel('Sound').uncheck();
  await saved;
  await expect(dialog.getByLabel('Sound')).not.toBeChecked();
  await page.reload();
  const reloaded = await openProfile(page, 'Meera Iyer');
  await expect(reloaded.getByLabel('Difficulty')).toHaveValue('hard');
  await expect(reloaded.getByLabel('Sound')).not.toBeChecked();
  await reloaded.getByRole('button', { name: 'Close' }).click();

  const first = await (await page.request.get('/api/auth/me')).json();
  await signOut(page, 'Meera Iyer');
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();

  // The second sign-in asks for the password: sign-out ended the provider's session, and
  // "Remember me on this device" was not ticked, so no chooser offers the account.
  const popup = await openSignInPopup(page);
  await expect(popup.getByRole('heading', { name: 'Sign in to Abhyas' })).toBeVisible();
  await expect(popup.getByText('Choose an account')).toHaveCount(0);
  await popup.screenshot({ path: 'test-results/auth-sign-in-popup.png' });
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Account: Meera Iyer' })).toBeVisible();
  const second = await (await page.request.get('/api/auth/me')).json();
  expect(second.user.uid).toBe(first.user.uid);
  expect(second.profile.createdAt).toBe(first.profile.createdAt);
  expect(Date.parse(second.profile.lastLoginAt)).toBeGreaterThan(Date.parse(first.profile.lastLoginAt));
  expect(second.profile.preferences.difficulty).toBe('hard');
});

test('a blocked popup says so and offers the full-page way', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Popup was blocked by your browser. Please allow popups for this site.',
  );
  await expect(page.getByRole('button', { name: 'Sign in on this page instead' })).toBeVisible();
});

test('closing the popup reports a cancelled sign-in after 8 seconds', async ({ page }) => {
  await page.goto('/');
  const popup = await openSignInPopup(page);
  const closedAt = Date.now();
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled. Please try again.', {
    timeout: 15_000,
  });
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(7_500);
});

test('a provider fault reports the authentication service error', async ({ page, context }) => {
  // The provider answers the authorization request with server_error, as a failing one does.
  // (Playwright routes only the first request of a redirect chain, so the app's redirect to the
  // provider is rewritten into the provider's error answer.)
  await context.route(
    (url) => url.pathname === '/api/auth/sign-in',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const authorization = new URL(response.headers().location ?? '');
      const callback = new URL(authorization.searchParams.get('redirect_uri') ?? '');
      callback.searchParams.set('error', 'server_error');
      callback.searchParams.set('state', authorization.searchParams.get('state') ?? '');
      callback.searchParams.set('iss', `${authorization.origin}/idp`);
      await route.fulfill({
        status: 302,
        headers: { location: callback.href, 'set-cookie': response.headers()['set-cookie'] ?? '' },
      });
    },
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Authentication service error. Please try again later.',
  );
});

test('without a connection, sign-in reports a network error', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Network error. Please check your internet connection and try again.',
  );
  await context.setOffline(false);
});

test('a second learner cannot read the first one’s data', async ({ browser, baseURL }) => {
  const first = await browser.newPage({ baseURL });
  await first.goto('/');
  await signUp(first, 'Ravi Kumar', uniqueEmail('ravi'));
  const ravi = await (await first.request.get('/api/auth/me')).json();

  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await second.goto('/');
  await signUp(second, 'Sita Rao', uniqueEmail('sita'));
  const own = await second.request.get('/api/profile');
  expect(own.ok()).toBe(true);
  const foreign = await second.request.get(`/api/profile/${ravi.user.uid}`);
  expect(foreign.status()).toBe(403);
  const anonymous = await (await browser.newContext({ baseURL })).request.get('/api/profile');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: 'User not authenticated' });
  await first.close();
  await other.close();
});

test('download my data, then delete my account', async ({ page }) => {
  await page.goto('/');
  const email = uniqueEmail('kabir');
  await signUp(page, 'Kabir Das', email);
  const dialog = await openProfile(page, 'Kabir Das');

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.profile.totalScore).toBe(0);

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Delete your account?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('abhyas_profile'))).toBeNull();
});
