import type { Page } from '@playwright/test';
import { createAccount, openSignInPopup, PASSWORD, signInWithPassword } from './account-helpers.ts';
import { firstQuizTopic } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { openProfile, syncNow, takeQuiz, uniqueName } from './sync-helpers.ts';

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The library's own error page, which learners must never see. */
const RAW_ERROR = /oops! something went wrong|interaction session not found/i;

test('after sign-out on a shared phone, signing in asks for the password', async ({ page }) => {
  await page.goto('/');
  const email = uniqueEmail('priya');
  await createAccount(page, 'Priya Sharma', email);
  await expect(page.getByRole('button', { name: 'Account: Priya Sharma' })).toBeVisible();
  await signOut(page, 'Priya Sharma');

  const popup = await openSignInPopup(page);
  await expect(popup.getByLabel('Password')).toBeVisible();
  await expect(popup.getByText('Choose an account')).toHaveCount(0);
  await expect(popup.getByText('Priya Sharma')).toHaveCount(0);
  await expect(popup.getByLabel('Remember me on this device')).not.toBeChecked();
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled. Please try again.', {
    timeout: 15_000,
  });

  await signInWithPassword(page, email);
  await expect(page.getByRole('button', { name: 'Account: Priya Sharma' })).toBeVisible();
});

test('a remembered account is offered after sign-out, and still asks for its password', async ({ page }) => {
  await page.goto('/');
  const email = uniqueEmail('arjun');
  await createAccount(page, 'Arjun Nair', email, { remember: true });
  await signOut(page, 'Arjun Nair');

  const popup = await openSignInPopup(page);
  await expect(popup.getByText('Choose an account')).toBeVisible();
  await popup.getByRole('button', { name: /Arjun Nair/ }).click();
  await expect(popup.getByLabel('Password')).toBeVisible();
  await expect(popup.getByLabel('Email')).toHaveValue(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Account: Arjun Nair' })).toBeVisible();
});

test('a deleted account is gone from the chooser and its old password no longer signs in', async ({
  page,
}) => {
  await page.goto('/');
  const email = uniqueEmail('meena');
  await createAccount(page, 'Meena Das', email, { remember: true });
  const dialog = await openProfile(page, 'Meena Das');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const popup = await openSignInPopup(page);
  await expect(popup.getByText('Choose an account')).toHaveCount(0);
  await expect(popup.getByText('Meena Das')).toHaveCount(0);
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled. Please try again.', {
    timeout: 15_000,
  });
});

test('a new display name shows in the menu and on the board', async ({ page, request }) => {
  const topic = await firstQuizTopic(request);
  const before = uniqueName('Zoya', 'Khan');
  const after = uniqueName('Zoya', 'Qureshi');
  await page.goto('/');
  await createAccount(page, before, uniqueEmail('zoya'));
  await takeQuiz(page, topic, 3);
  await syncNow(page);

  await page.goto('/');
  const dialog = await openProfile(page, before);
  const field = dialog.getByLabel('Display name');
  await expect(field).toHaveAttribute('maxlength', '50');
  await field.fill('x'.repeat(60));
  await expect(field).toHaveValue('x'.repeat(50));
  await expect(dialog.getByText('50 of 50 characters')).toBeVisible();
  await field.fill(`  ${after}  `);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Name saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Account: ${after}` })).toBeVisible();

  // Boards cache for a few seconds: the new name is there within a bounded wait.
  const shown = `${after.split(' ')[0]} Q.`;
  await expect(async () => {
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'All time' }).click();
    await expect(page.locator('.leaderboard__table tbody tr').filter({ hasText: shown })).toHaveCount(1, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(`${before.split(' ')[0]} K.`)).toHaveCount(0);
});

test('cancel, retry, another account and create account in any order never show the raw error page', async ({
  page,
}) => {
  const seen: string[] = [];
  const watch = (popup: Page) =>
    popup.on('load', async () => {
      seen.push(await popup.content().catch(() => ''));
    });
  await page.goto('/');
  const email = uniqueEmail('kabir');
  await createAccount(page, 'Kabir Singh', email, { remember: true });
  await signOut(page, 'Kabir Singh');

  // Cancel from the sign-up form.
  let popup = await openSignInPopup(page);
  watch(popup);
  await popup.getByRole('link', { name: 'Use another account' }).click();
  await popup.getByRole('link', { name: 'New here? Create an account' }).click();
  let closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled. Please try again.');
  await page.getByRole('button', { name: 'Dismiss' }).click();

  // Retry, then go back past the finished form and send it again: the sign-in has ended.
  popup = await openSignInPopup(page);
  watch(popup);
  await popup.getByRole('link', { name: 'Use another account' }).click();
  const staleForm = popup.url();
  await popup.getByRole('link', { name: 'New here? Create an account' }).click();
  await popup.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await page.getByRole('button', { name: 'Dismiss' }).click();

  popup = await openSignInPopup(page);
  watch(popup);
  // The earlier, cancelled sign-in's form, as a back button would bring it.
  await popup.goto(staleForm);
  await expect(popup.getByRole('alert')).toContainText('This sign-in has ended');
  await expect(popup.getByRole('link', { name: 'Back to Abhyas' })).toBeVisible();
  // A resumed sign-in whose interaction is gone: the provider's own error, in our page.
  await popup.goto('/idp/auth/no-such-interaction');
  await expect(popup.getByRole('alert')).toBeVisible();
  await popup.getByRole('link', { name: 'Start again' }).click();
  await popup.getByRole('button', { name: /Kabir Singh/ }).click();
  await popup.getByLabel('Password').fill(PASSWORD);
  closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Account: Kabir Singh' })).toBeVisible();

  expect(seen.length).toBeGreaterThan(5);
  for (const html of seen) expect(html).not.toMatch(RAW_ERROR);
});
