import type { Page } from '@playwright/test';
import { createAccount, openSignInPopup, PASSWORD } from './account-helpers.ts';
import { expectNoSeriousAxeViolations } from './learn-helpers.ts';
import { serverDatabase } from './server-database.ts';
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

/** Signs in an existing account through the popup with its password. */
async function signInWithPassword(page: Page, email: string) {
  const popup = await openSignInPopup(page);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

test('the profile lists signed-in devices, and "Sign out everywhere" ends them all', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('asha');
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  const phonePage = await phone.newPage();
  const laptopPage = await laptop.newPage();
  await phonePage.goto('/');
  await createAccount(phonePage, 'Asha Verma', email);
  await laptopPage.goto('/');
  await signInWithPassword(laptopPage, email);
  await expect(laptopPage.getByRole('button', { name: 'Account: Asha Verma' })).toBeVisible();

  const dialog = await openProfile(phonePage, 'Asha Verma');
  const devices = dialog.getByTestId('signed-in-devices').getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('Signed in on this device since');
  await expect(devices.nth(1)).toContainText(/Chrome on Linux, signed in since/);
  await expectNoSeriousAxeViolations(phonePage);

  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(phonePage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await (await laptopPage.request.get('/api/auth/me')).json()).user).toBeNull();
  await phone.close();
  await laptop.close();
});

test('deleting an account signed in a while ago asks for the password again, then deletes it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const email = uniqueEmail('kabir');
  await createAccount(page, 'Kabir Das', email);
  const { user } = await (await page.request.get('/api/auth/me')).json();
  const database = await serverDatabase();
  try {
    await database.query(`update sessions set created_at = now() - interval '10 minutes' where uid = $1`, [
      user.uid,
    ]);
  } finally {
    await database.end();
  }
  // The server keeps a session it read for 5 s: let that pass so it reads the older sign-in.
  await page.waitForTimeout(5_500);

  const dialog = await openProfile(page, 'Kabir Das');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  const popup = await popupPromise;
  await expect(
    dialog.getByText('For your safety, please sign in again to delete your account.'),
  ).toBeVisible();
  // The provider is still signed in as Kabir, yet asks for his password.
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
  // Chromium logs the first DELETE's 403 (the server asking for the password): expected here, and only it.
  const expected = consoleErrors.filter((line) => line.includes('status of 403'));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected.includes(line)));
});
