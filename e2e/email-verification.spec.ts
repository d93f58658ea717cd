import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { verificationLinkFromOutbox } from './server-database.ts';
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

test('a learner verifies their email with the link from the outbox, and the security score counts it', async ({
  page,
}) => {
  const email = uniqueEmail('anil');
  await page.goto('/');
  await createAccount(page, 'Anil Rao', email);
  const dialog = await openProfile(page, 'Anil Rao');
  await expect(dialog.getByTestId('security-status')).toHaveText('Security score: 0/100 · Low');
  await expect(dialog.getByText('Not verified')).toBeVisible();

  await dialog.getByRole('button', { name: 'Verify email' }).click();
  await expect(
    dialog.getByText(`We sent a link to ${email}. Open it within 24 hours to verify your email.`),
  ).toBeVisible();
  // "Send again" waits a minute.
  await expect(dialog.getByRole('button', { name: /^Send again in \d+ seconds?$/u })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'email-link-sent-360');

  const link = await verificationLinkFromOutbox(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('Your email is verified.', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'email-verified-page-360');

  // A used link does not work twice.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('it was used already');

  await page.getByRole('link', { name: 'Open Abhyas' }).click();
  const after = await openProfile(page, 'Anil Rao');
  await expect(after.getByTestId('security-status')).toHaveText('Security score: 50/100 · Medium');
  await expect(after.getByText('Verified', { exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Verify email' })).toHaveCount(0);
  await screenshot(page, 'email-verified-profile-360');
});

test('email verification speaks Hindi', async ({ page, browser }) => {
  const email = uniqueEmail('kiran');
  await page.goto('/');
  await createAccount(page, 'Kiran Das', email);
  await page.evaluate(() => localStorage.setItem('abhyas_language', 'hi'));
  await page.reload();
  await page.getByRole('button', { name: /Kiran Das/u }).click();
  await page.getByRole('button', { name: 'प्रोफ़ाइल' }).click();
  const dialog = page.getByRole('dialog', { name: 'आपकी प्रोफ़ाइल' });
  await dialog.getByRole('button', { name: 'ईमेल सत्यापित करें' }).click();
  await expect(dialog.getByText(`हमने ${email} पर एक लिंक भेजा है।`, { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'email-link-sent-hindi-360');

  // The link opened in a mail app's browser that speaks Hindi.
  const hindiBrowser = await browser.newContext({ locale: 'hi-IN', viewport: { width: 360, height: 740 } });
  const mailPage = await hindiBrowser.newPage();
  await mailPage.goto(await verificationLinkFromOutbox(email));
  await expect(mailPage.getByText('आपका ईमेल सत्यापित हो गया।', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(mailPage);
  await screenshot(mailPage, 'email-verified-page-hindi-360');
  await hindiBrowser.close();
});
