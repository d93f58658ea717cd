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
