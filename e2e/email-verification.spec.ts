import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { createAccount } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

/** The e2e server's embedded PostgreSQL, found as an operator would: its data folder's pid file and password. */
async function serverDatabase(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  return client;
}

/** The link in the newest email the outbox kept for `email`, as the learner reads it in their mail. */
async function linkFromOutbox(email: string): Promise<string> {
  const database = await serverDatabase();
  try {
    const { rows } = await database.query<{ body: string }>(
      'select body from mail_outbox where to_address = $1 order by id desc limit 1',
      [email],
    );
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/u.exec(rows[0]?.body ?? '')?.[0];
    if (!link) throw new Error(`the outbox holds no link for ${email}`);
    return link;
  } finally {
    await database.end();
  }
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

  const link = await linkFromOutbox(email);
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
  await mailPage.goto(await linkFromOutbox(email));
  await expect(mailPage.getByText('आपका ईमेल सत्यापित हो गया।', { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(mailPage);
  await screenshot(mailPage, 'email-verified-page-hindi-360');
  await hindiBrowser.close();
});
