import type { Locator, Page } from '@playwright/test';
import { createAccount, signInWithPassword } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { serverDatabase } from './server-database.ts';
import { expect, test } from './support/fixtures.ts';

let counter = 0;
function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.org`;
}

/** An Indian mobile number no other run of this file used. */
function uniqueNumber(): { typed: string; stored: string; shown: string } {
  counter += 1;
  const rest = `98${String(Date.now() + counter).slice(-8)}`;
  return { typed: `+91 ${rest.slice(0, 5)} ${rest.slice(5)}`, stored: `+91${rest}`, shown: `+91 ${rest}` };
}

/** The code in the newest SMS the outbox kept for `phoneNumber`, as the learner reads it on their phone. */
async function codeFromOutbox(phoneNumber: string): Promise<string> {
  const database = await serverDatabase();
  try {
    const { rows } = await database.query<{ body: string }>(
      'select body from sms_outbox where to_number = $1 order by id desc limit 1',
      [phoneNumber],
    );
    const code = /code is (\d{6})/u.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`the outbox holds no code for ${phoneNumber}`);
    return code;
  } finally {
    await database.end();
  }
}

const invitation = (page: Page) => page.getByRole('region', { name: 'Add your phone number' });
const phoneSection = (dialog: Locator) => dialog.getByRole('region', { name: 'Phone' });

test('a learner adds a phone, verifies it with the code from the SMS, turns reminders on, then removes it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await createAccount(page, 'Meera Iyer', uniqueEmail('meera'));
  await expect(page.getByRole('button', { name: 'Account: Meera Iyer' })).toBeVisible();

  // The invitation, on the start page, opens the profile at the phone's field.
  await expect(invitation(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'phone-invitation-360');
  await invitation(page).getByRole('button', { name: 'Add phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  const phone = phoneSection(dialog);
  const field = phone.getByLabel('Phone number');
  await expect(field).toBeFocused();
  await expect(dialog.getByTestId('security-status')).toHaveText('Security score: 0/100 · Low');

  // A number out of the format is explained at once; Enter saves from the keyboard.
  await field.fill('98765 43210');
  await field.press('Enter');
  await expect(phone.getByText('Invalid phone number format')).toBeVisible();
  const number = uniqueNumber();
  await field.fill(number.typed);
  await field.press('Enter');

  // Saved unverified: the prompt to verify, its button focused.
  await expect(phone.getByTestId('phone-number')).toHaveText(`${number.shown} Not verified`);
  await expect(phone.getByText('Now verify your number: we send a 6-digit code to it by SMS.')).toBeVisible();
  const sendCode = phone.getByRole('button', { name: 'Send code' });
  await expect(sendCode).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'phone-added-360');
  await page.keyboard.press('Enter');

  await expect(
    phone.getByText(`We sent a 6-digit code to ${number.shown}. It works for 10 minutes.`),
  ).toBeVisible();
  const codeField = phone.getByLabel('Code from the SMS');
  await expect(codeField).toBeFocused();
  // "Send again" waits the minute the server asks for.
  await expect(phone.getByRole('button', { name: /^Send again in \d+ seconds?$/u })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const code = await codeFromOutbox(number.stored);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await codeField.press('Enter');
  await expect(
    phone.getByText('Failed to update phone verification status: wrong code; 4 tries left'),
  ).toBeVisible();
  await screenshot(page, 'phone-code-360');
  // The browser logs the wrong code's 400 as a failed request: expected here, and only that one.
  const refused = consoleErrors.filter((line) => line.includes('status of 400'));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !refused.includes(line)));
  await codeField.fill(code);
  await phone.getByRole('button', { name: 'Verify' }).click();

  await expect(phone.getByText('Your phone number is verified.')).toBeVisible();
  await expect(phone.getByTestId('phone-number')).toHaveText(`${number.shown} Verified`);
  await expect(dialog.getByTestId('security-status')).toHaveText('Security score: 50/100 · Medium');

  // Reminders by SMS, now that the number is verified.
  const smsSwitch = phone.getByLabel('Send me SMS notifications');
  await expect(smsSwitch).toBeEnabled();
  await smsSwitch.check();
  await expect(smsSwitch).toBeChecked();
  await phone.getByLabel('Daily practice reminder').check();
  await expect
    .poll(async () => (await (await page.request.get('/api/profile')).json()).preferences)
    .toMatchObject({ enablePhoneNotifications: true, phoneNotificationTypes: { dailyReminder: true } });
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'phone-verified-360');

  // Removed: the number, its verification and the SMS switch go.
  await phone.getByRole('button', { name: 'Remove number' }).click();
  await phone.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(phone.getByText('Phone number removed.')).toBeVisible();
  await expect(dialog.getByTestId('security-status')).toHaveText('Security score: 0/100 · Low');
  await expect(smsSwitch).not.toBeChecked();
  await expect(smsSwitch).toBeDisabled();
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({
    phoneNumber: null,
    phoneNumberVerified: false,
    preferences: { enablePhoneNotifications: false },
  });
});

test('"Skip" puts the invitation away for the account, on this device and the next', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const email = uniqueEmail('arjun');
  await createAccount(page, 'Arjun Rao', email);
  await invitation(page).getByRole('button', { name: 'Skip' }).click();
  await expect(invitation(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account: Arjun Rao' })).toBeVisible();
  await expect(invitation(page)).toHaveCount(0);

  const laptop = await browser.newContext({ baseURL });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/');
  await signInWithPassword(laptopPage, email);
  await expect(laptopPage.getByRole('button', { name: 'Account: Arjun Rao' })).toBeVisible();
  await expect(invitation(laptopPage)).toHaveCount(0);
  await laptop.close();
});

test('the phone section speaks Hindi', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, 'Kavya Nair', uniqueEmail('kavya'));
  await expect(page.getByRole('button', { name: 'Account: Kavya Nair' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('abhyas_language', 'hi'));
  await page.reload();
  const invite = page.getByRole('region', { name: 'अपना फ़ोन नंबर जोड़ें' });
  await invite.getByRole('button', { name: 'फ़ोन नंबर जोड़ें' }).click();
  const phone = page.getByRole('dialog').getByRole('region', { name: 'फ़ोन' });
  const field = phone.getByLabel('फ़ोन नंबर');
  await expect(field).toBeFocused();
  await field.fill('12345');
  await field.press('Enter');
  await expect(phone.getByText('फ़ोन नंबर का प्रारूप गलत है')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'phone-hindi-360');
});
