import { readFile } from 'node:fs/promises';
import { expectNoSeriousAxeViolations } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import {
  answerPracticeQuestion,
  serverProfile,
  signedUpLearner,
  storedQueueIds,
  syncNow,
  syncWidget,
} from './sync-helpers.ts';

interface SentUpdate {
  id: string;
  answers: { timeTakenMs: number }[];
}

test('a practice answer timed while the clock steps back still syncs, and the rest of the queue is not held up', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const { topic } = await signedUpLearner(page, request, 'Ravi', 'Kumar');
  const sent: SentUpdate[] = [];
  page.on('request', (sync) => {
    if (sync.url().endsWith('/api/progress/sync'))
      sent.push(...(sync.postDataJSON() as { updates: SentUpdate[] }).updates);
  });
  await page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(page, topic);
  // The next question is on screen when the phone's clock steps back a minute (a network time
  // correction): its answer is timed at about minus one minute.
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) - 60_000);
  await answerPracticeQuestion(page, topic);
  await answerPracticeQuestion(page, topic);
  await expect(syncWidget(page)).toContainText('3/10');

  await syncNow(page, 'Synced 1 batch(es)');
  expect(await serverProfile(page)).toMatchObject({ questionsAttempted: 3, correctAnswers: 3 });
  expect(sent).toHaveLength(3);
  const times = sent.map((update) => update.answers[0]?.timeTakenMs);
  expect(times[1], 'the stepped-back answer is sent with its time clamped at 0').toBe(0);
  for (const time of times) expect(time).toBeGreaterThanOrEqual(0);
  expect(await storedQueueIds(page, (await serverProfile(page)).uid)).toEqual([]);
  await expect(syncWidget(page)).toHaveCount(0, { timeout: 5_000 });
});

test('a busy server is waited for as long as it asks, and the widget says so', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Uma', 'Pillai');
  await page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(page, topic);
  let busyAnswers = 0;
  await page.route('**/api/progress/sync', async (route) => {
    busyAnswers += 1;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '30' },
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Service unavailable' }),
    });
  });
  await syncNow(page, /^Server busy — retrying in (30|29|28) s$/);
  expect(busyAnswers).toBe(1);
  // Coming back online would sync at once; while the server asked to wait, nothing is sent.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_500);
  expect(busyAnswers).toBe(1);
  await expect(syncWidget(page).getByRole('status')).toHaveText(/^Server busy — retrying in 2\d s$/);

  await page.unroute('**/api/progress/sync');
  // Sync Now is the learner's own request: it goes at once.
  await syncWidget(page).getByRole('button', { name: 'Sync Now' }).click();
  await expect.poll(async () => (await serverProfile(page)).questionsAttempted).toBe(1);
  await expect(syncWidget(page)).toHaveCount(0, { timeout: 5_000 });
  // Chromium logs the 503 it was given; that line is this test's own doing.
  const own = consoleErrors.filter((error) => /status of 503/.test(error));
  expect(own).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !own.includes(error)));
});

test('updates the server refuses for good are set aside where the learner sees and can download them; the rest moves on', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Farah', 'Khan');
  const { uid } = await serverProfile(page);
  await page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(page, topic);
  await answerPracticeQuestion(page, topic);
  await page.route('**/api/progress/sync', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Forbidden' }),
    }),
  );
  await syncNow(page, '2 could not be sent');
  const unsent = syncWidget(page).getByRole('region', { name: 'Could not be sent' });
  await expect(unsent.getByRole('listitem')).toHaveText(['Forbidden', 'Forbidden']);
  expect(await storedQueueIds(page, uid)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await unsent.getByRole('button', { name: 'Download as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^abhyas-could-not-be-sent-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    userId: string;
    updates: { reason: string }[];
  };
  expect(exported.userId).toBe(uid);
  expect(exported.updates.map((entry) => entry.reason)).toEqual(['Forbidden', 'Forbidden']);

  // Kept across a reload, and never sent again: the next answer syncs on its own.
  await page.unroute('**/api/progress/sync');
  await page.reload();
  await expect(syncWidget(page)).toContainText('2 could not be sent');
  await answerPracticeQuestion(page, topic);
  await syncNow(page, 'Synced 1 batch(es)');
  expect(await serverProfile(page)).toMatchObject({ questionsAttempted: 1 });
  // Chromium logs each 403 it was given; those lines are this test's own doing.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/status of 403/.test(error)),
  );
});

test('a session the server no longer knows keeps the queue and asks the learner to sign in again', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Gopal', 'Iyer');
  await page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(page, topic);
  await page.route('**/api/progress/sync', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'User not authenticated' }),
    }),
  );
  await syncNow(page, 'Sign in again to send your answers');
  const widget = syncWidget(page);
  await expect(widget.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The queue is kept: the details still count the answer as pending.
  await expect(widget.locator('dd').first()).toHaveText('1');
  expect((await serverProfile(page)).questionsAttempted).toBe(0);

  await page.unroute('**/api/progress/sync');
  await widget.getByRole('button', { name: 'Sync Now' }).click();
  await expect.poll(async () => (await serverProfile(page)).questionsAttempted).toBe(1);
  await expect(widget).toHaveCount(0, { timeout: 5_000 });
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/status of 401/.test(error)),
  );
});
