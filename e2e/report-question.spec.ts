import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PASSWORD } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, firstQuizTopic, SCREENSHOT_DIR } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { signedUpLearner, takeQuiz, uniqueName } from './sync-helpers.ts';

test.use({ viewport: { width: 360, height: 740 } });

const SENT = 'Thank you. Your report was sent';
const ALREADY = 'You have already reported this question. Thank you.';

const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report a problem' });

/** The answer to the next report the page sends (its status says new, 201, or already there, 200). */
const nextReport = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/api\/questions\/[^/]+\/reports$/.test(response.url()) && response.request().method() === 'POST',
  );

/** The id of the practice question on screen. */
async function practiceQuestionId(page: Page): Promise<string> {
  const id = await page.locator('h1[data-question-id]').getAttribute('data-question-id');
  if (!id) throw new Error('no question on screen');
  return id;
}

/** Forgets on this device which questions the learner reported, so only the server knows. */
async function forgetReportsOnDevice(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('question_reports_sent_')) localStorage.removeItem(key);
  });
}

/** The first mock test the server serves. */
async function firstMockId(request: APIRequestContext): Promise<string> {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    id: string;
    categoryFile: string;
  }[];
  const mockTests = parents.find((parent) => parent.id === 'mock-tests');
  if (!mockTests) throw new Error('no Mock tests subject is served');
  const exams = (await (
    await request.get(`/config/${encodeURIComponent(mockTests.categoryFile)}`)
  ).json()) as { subcategories: { id: string }[] }[];
  const id = exams[0]?.subcategories[0]?.id;
  if (!id) throw new Error('no mock is served');
  return id;
}

test('a signed-in learner reports a practice question with the keyboard alone; reporting it again says it was reported', async ({
  page,
  request,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Kiran', 'Report');
  await page.goto(`/practice/${topic.topic.id}`);
  const questionId = await practiceQuestionId(page);
  // On the question before it is answered, too.
  const button = page.getByRole('button', { name: 'Report a problem' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = reportDialog(page);
  await expect(dialog).toBeVisible();
  const reasons = dialog.getByRole('group', { name: 'What is wrong with this question?' });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  for (const label of ['Wrong answer', 'Two answers are right', 'Typo', 'Unclear', 'Hindi is wrong', 'Other'])
    await expect(reasons.getByRole('radio', { name: label })).toBeVisible();
  // The modal dialog takes focus to its first reason.
  await expect(reasons.getByRole('radio', { name: 'Wrong answer' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-dialog.png') });

  // Send without a reason: nothing is sent, the learner is told and taken to the reasons.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Anything to add? (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong first.');
  await expect(reasons.getByRole('radio', { name: 'Wrong answer' })).toBeFocused();

  // A reason with the arrow keys, a note, Send.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', { name: 'Two answers are right' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Options B and C both name the same city.');
  await page.keyboard.press('Tab');
  const sent = nextReport(page);
  await page.keyboard.press('Enter');
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.url()).toContain(`/api/questions/${encodeURIComponent(questionId)}/reports`);
  expect(response.request().postDataJSON()).toEqual({
    reason: 'two-right',
    note: 'Options B and C both name the same city.',
  });
  await expect(dialog.getByRole('status')).toContainText(SENT);
  await expectNoSeriousAxeViolations(page);
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-dialog-sent.png') });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Again: the device knows; Escape closes and gives the button its focus back.
  await page.keyboard.press('Enter');
  await expect(reportDialog(page).getByRole('status')).toHaveText(ALREADY);
  await page.keyboard.press('Escape');
  await expect(reportDialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  // A device that forgot (another phone, cleared storage): the server says it, one report per learner.
  await forgetReportsOnDevice(page);
  await button.click();
  await reportDialog(page).getByRole('radio', { name: 'Typo' }).check();
  const again = nextReport(page);
  await reportDialog(page).getByRole('button', { name: 'Send' }).click();
  expect((await again).status()).toBe(200);
  await expect(reportDialog(page).getByRole('status')).toHaveText(ALREADY);
  await reportDialog(page).getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-practice-button.png') });

  // In Hindi.
  await page.evaluate(() => localStorage.setItem('abhyas_language', 'hi'));
  await page.reload();
  await forgetReportsOnDevice(page);
  await page.getByRole('button', { name: 'समस्या बताएँ' }).click();
  const hindi = page.getByRole('dialog', { name: 'समस्या बताएँ' });
  await expect(
    hindi.getByRole('group', { name: 'इस प्रश्न में क्या ग़लत है?' }).getByRole('radio', { name: 'दो उत्तर सही हैं' }),
  ).toBeVisible();
  await expect(hindi.getByRole('button', { name: 'भेजें' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await hindi.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-dialog-hindi.png') });
});

test("from the results' review: a failed send keeps the note; offline, the report is kept and sent once back online", async ({
  page,
  request,
  consoleErrors,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Nisha', 'Report');
  await takeQuiz(page, topic, 8);
  const items = page.getByRole('region', { name: 'Review', exact: true }).locator('.learn-review__item');
  const first = items.nth(0);
  await first.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = reportDialog(page);
  await dialog.getByRole('radio', { name: 'Typo' }).check();
  const note = dialog.getByLabel('Anything to add? (optional)');
  await note.fill('"Capitol" should be "capital".');

  // The server fails once: the form stays, with the note.
  await page.route('**/api/questions/*/reports', (route) => route.fulfill({ status: 500, body: '{}' }), {
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The report could not be sent. Your note is kept: try again.',
  );
  await expect(note).toHaveValue('"Capitol" should be "capital".');
  await expect(dialog.getByRole('radio', { name: 'Typo' })).toBeChecked();
  // The refused request the browser logs is the one this test asked for.
  expect(consoleErrors.every((line) => line.includes('status of 500'))).toBe(true);
  consoleErrors.splice(0, consoleErrors.length);
  const sent = nextReport(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByRole('status')).toContainText(SENT);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(first.getByRole('button', { name: 'Report a problem' })).toBeFocused();

  // Offline: kept on the device, said so, and sent when the connection is back.
  const second = items.nth(1);
  await page.context().setOffline(true);
  await second.getByRole('button', { name: 'Report a problem' }).click();
  await dialog.getByRole('radio', { name: 'Unclear' }).check();
  await dialog.getByLabel('Anything to add? (optional)').fill('Which year is meant?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'You are offline. Your report is kept on this device and will be sent when you are back online.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  const later = nextReport(page);
  await page.context().setOffline(false);
  const delivered = await later;
  expect(delivered.status()).toBe(201);
  expect(delivered.request().postDataJSON()).toEqual({ reason: 'unclear', note: 'Which year is meant?' });
  await second.getByRole('button', { name: 'Report a problem' }).click();
  await expect(dialog.getByRole('status')).toHaveText(ALREADY);
});

test("from a mock's review: a visitor's dialog invites to sign in, and signing in there opens the form", async ({
  page,
  request,
}) => {
  const mockId = await firstMockId(request);
  await page.goto(`/quiz/${mockId}`);
  await page.getByRole('button', { name: 'Start mock test' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit the mock test?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/results/${mockId}$`));

  const firstItem: Locator = page.locator('.learn-review__list > li').first();
  const button = firstItem.getByRole('button', { name: 'Report a problem' });
  await button.click();
  const dialog = reportDialog(page);
  await expect(dialog).toContainText(
    'Reports need an account, so that each learner reports a question once. Sign in to report this question.',
  );
  await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-dialog-visitor.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Signing in from the dialog: the popup, a new account, and the form in the same dialog.
  await button.click();
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByRole('link', { name: 'New here? Create an account' }).click();
  await popup.getByLabel('Name', { exact: true }).fill(uniqueName('Mock', 'Reporter'));
  await popup.getByLabel('Email').fill(`mock.reporter.${Date.now().toString(36)}@example.org`);
  await popup.getByLabel('Password').fill(PASSWORD);
  await popup.getByRole('button', { name: 'Create account' }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
  await expect(dialog.getByRole('radio', { name: 'Wrong answer' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Wrong answer' }).check();
  const sent = nextReport(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByRole('status')).toContainText(SENT);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'report-mock-review.png') });
});

test.describe('hidden questions', () => {
  // The service worker would fetch the pack itself, out of the page's routes.
  test.use({ serviceWorkers: 'block' });

  test('a new quiz and a practice session leave out the questions the pack marks hidden', async ({
    page,
    request,
  }) => {
    const topic = await firstQuizTopic(request);
    const pack = (await (await request.get(topic.topic.pack)).json()) as { questions: { id: string }[] };
    const shown = new Set(pack.questions.slice(0, 3).map((question) => question.id));
    // As the server publishes a pack after learners' reports or an operator hid its questions.
    await page.route(`**${topic.topic.pack}`, (route) =>
      route.fulfill({
        json: {
          ...pack,
          questions: pack.questions.map((question) =>
            shown.has(question.id) ? question : { ...question, hidden: true },
          ),
        },
      }),
    );
    await page.goto(`/quiz/${topic.topic.id}`);
    await expect(page.getByText('This topic has 3 questions.')).toBeVisible();
    await page.getByRole('button', { name: 'Start quiz' }).click();
    for (let index = 0; index < 3; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 3`, { exact: true })).toBeVisible();
      expect(shown.has(await practiceQuestionId(page))).toBe(true);
      await page.locator('[data-option="0"]').click();
      await page.keyboard.press('Enter');
    }

    await page.goto(`/practice/${topic.topic.id}`);
    for (let index = 0; index < 4; index += 1) {
      const id = await practiceQuestionId(page);
      expect(shown.has(id)).toBe(true);
      await page.locator(`[data-option="${topic.answerOf.get(id)}"]`).click();
      await expect(page.getByText('Correct!')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Answered ${index + 1} · Correct ${index + 1}`)).toBeVisible();
    }
  });
});
