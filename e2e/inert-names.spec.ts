import type { Page } from '@playwright/test';
import { createAccount, openSignInPopup } from './account-helpers.ts';
import { firstQuizTopic } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { openProfile, signUp, syncNow, takeQuiz } from './sync-helpers.ts';

/**
 * A display name is text wherever it shows: a learner who names themselves with HTML sees, and
 * shows everyone on the board, the characters they typed, never an element. A name holds at most
 * 50 characters, so the payloads come one at a time: an image with a handler as the name given at
 * sign-up (spaces: the board shows its first word and an initial), then, renamed in the profile,
 * the same image without spaces (the board shows it whole) and a script.
 */
const SIGN_UP_NAME = '<img src=x onerror="window.__pwned=1">Asha';
// Without spaces an attribute ends at a quote: `<img/src='x'/onerror=…>` is an img with src and onerror.
const RENAMES = ["<img/src='x'/onerror=window.__pwned=1>Asha", 'Asha<script>window.__pwned=2</script>'];

/** "Asha Rani Verma" -> "Asha V.", as the boards show names (domain's publicName). */
const shownName = (name: string) => {
  const words = name.split(' ');
  return words.length > 1 ? `${words[0]} ${words[words.length - 1]?.[0]?.toUpperCase()}.` : name;
};

/** Nothing of the payloads became an element or ran. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injected = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('__pwned')).length,
    handlers: document.querySelectorAll('[onerror]').length,
    // A name is text only: no element inside it but the board's own avatar.
    inNames: document.querySelectorAll(
      '.leaderboard__name > span:not(.leaderboard__avatar) > :not(.leaderboard__you-tag), .auth-identity__name *, button.account span *',
    ).length,
  }));
  expect(injected).toEqual({ pwned: undefined, scripts: 0, handlers: 0, inNames: 0 });
}

async function expectNameOnBoard(page: Page, name: string) {
  // The board's answers are cached for a few seconds, so a rename shows after a reload or two.
  await expect(async () => {
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'All time' }).click();
    const row = page.locator('.leaderboard__table tbody tr').filter({ hasText: shownName(name) });
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000, 2_000] });
  const row = page.locator('.leaderboard__table tbody tr').filter({ hasText: shownName(name) });
  // The characters typed, as text: what the board shows of the name, `<` and all.
  expect(await row.locator('.leaderboard__name').innerText()).toContain(shownName(name));
  await expect(page.getByTestId('leaderboard-you')).toBeVisible();
  await expectInert(page);
}

async function expectNameInProfile(page: Page, name: string) {
  const dialog = await openProfile(page, name);
  await expect(dialog.locator('.auth-identity__name')).toHaveText(name);
  await expect(dialog.getByLabel('Display name')).toHaveValue(name);
  await expectInert(page);
  return dialog;
}

test('a display name made of HTML shows as the text typed on the board and in the profile', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  await page.goto('/');
  await signUp(page, SIGN_UP_NAME);
  await expectInert(page);
  await takeQuiz(page, topic, 10);
  await syncNow(page);

  await expectNameOnBoard(page, SIGN_UP_NAME);
  expect(await page.locator('.leaderboard__table').innerText()).toContain('<img');

  let current = SIGN_UP_NAME;
  for (const name of RENAMES) {
    const dialog = await expectNameInProfile(page, current);
    await dialog.getByLabel('Display name').fill(name);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog.getByText('Name saved.')).toBeVisible();
    await expect(dialog.locator('.auth-identity__name')).toHaveText(name);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
    current = name;
    await expectNameOnBoard(page, name);
    expect(await page.locator('.leaderboard__table').innerText()).toContain(name);
  }
  await expectNameInProfile(page, current);
});

test("the provider's account chooser, a page the server writes, shows a remembered HTML name as text", async ({
  page,
}) => {
  await page.goto('/');
  const email = `inert.${Date.now().toString(36)}@example.org`;
  await createAccount(page, SIGN_UP_NAME, email, { remember: true });
  await page.getByRole('button', { name: `Account: ${SIGN_UP_NAME}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const popup = await openSignInPopup(page);
  const popupErrors: string[] = [];
  popup.on('console', (message) => {
    if (message.type() === 'error') popupErrors.push(message.text());
  });
  await expect(popup.getByText('Choose an account')).toBeVisible();
  const account = popup.getByRole('button', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(account).toContainText(SIGN_UP_NAME);
  expect(await account.innerText()).toContain('<img');
  await expectInert(popup);
  await popup.close();
  expect(popupErrors).toEqual([]);
});
