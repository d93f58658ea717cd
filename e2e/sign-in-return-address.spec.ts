import { PASSWORD } from './account-helpers.ts';
import { expect, test } from './support/fixtures.ts';

test('a full-page sign-in asked to return to /%09/evil.example/x ends on the app, signed in', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const leftTheApp: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    async (route) => {
      leftTheApp.push(route.request().url());
      await route.abort();
    },
  );

  const signInPage = await page.goto('/api/auth/sign-in?mode=redirect&returnTo=/%09/evil.example/x');
  expect(signInPage?.status()).toBe(200);
  await page.getByRole('link', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Name').fill('Tara Menon');
  await page.getByLabel('Email').fill(`tara.${Date.now().toString(36)}@example.org`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('button', { name: 'Account: Tara Menon' })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.origin).toBe(appOrigin);
  expect(landed.pathname).toBe('/');
  expect(leftTheApp).toEqual([]);
});
