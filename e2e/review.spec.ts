import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  currentQuestion,
  expectNoSeriousAxeViolations,
  firstQuizTopic,
  type LearnTopic,
  SCREENSHOT_DIR,
  screenshot,
} from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import {
  openProfile,
  signedUpLearner,
  signUp,
  syncNow,
  syncWidget,
  takeQuiz,
  uniqueName,
} from './sync-helpers.ts';

const DAY = 86_400_000;

interface ServerCard {
  questionId: string;
  starred: boolean;
  mistakeTag: string | null;
  schedule: { due: number };
}

async function serverDeck(page: Page): Promise<ServerCard[]> {
  const response = await page.request.get('/api/review/deck');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cards: ServerCard[] }).cards;
}

/** Answers the practice question on screen wrongly; returns its id once the feedback shows. */
async function answerWrong(page: Page, topic: LearnTopic): Promise<string> {
  const { id, answer } = await currentQuestion(page, topic);
  await page.locator(`[data-option="${(answer + 1) % 4}"]`).click();
  await expect(page.getByText('Not quite.')).toBeVisible();
  return id;
}

/** The review screen's status line, after the page is opened again (its "today" is read at render). */
async function reviewStatus(page: Page) {
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review of mistakes' })).toBeVisible();
  return page.getByTestId('review-status');
}

/** Reviews the one due question right; the session then says it is done. */
async function reviewRight(page: Page, topic: LearnTopic, questionId: string) {
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page.locator('h1[data-question-id]')).toHaveAttribute('data-question-id', questionId);
  const { answer } = await currentQuestion(page, topic);
  await page.locator(`[data-option="${answer}"]`).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Answered 1 · Correct 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review again' })).toHaveAttribute('href', '/review');
}

test('a question answered wrong is due the next day, and reviewed right it moves out; tag and star follow the account', async ({
  page,
  request,
}) => {
  const { topic, name } = await signedUpLearner(page, request, 'Meera', 'Iyer');
  // The wrong answer is given "yesterday" (the server takes a past time; a time ahead it refuses),
  // so that moving the page's clock a day brings it back to the server's today.
  const realNow = Date.now();
  await page.clock.install({ time: realNow - DAY });
  await page.goto(`/practice/${topic.topic.id}`);
  const questionId = await answerWrong(page, topic);
  const tags = page.getByRole('group', { name: 'Why did you get it wrong?' });
  await tags.getByRole('button', { name: 'Misread' }).click();
  await expect(tags.getByRole('button', { name: 'Misread' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Star' }).click();
  await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'review-practice-wrong-tagged');
  await syncNow(page, 'Synced 1 batch(es)');
  await expect(syncWidget(page)).toHaveCount(0, { timeout: 5_000 });
  await expectNoSeriousAxeViolations(page);
  await expect
    .poll(async () =>
      (await serverDeck(page)).map((card) => [card.questionId, card.starred, card.mistakeTag]),
    )
    .toEqual([[questionId, true, 'misread']]);

  // The same day: in the deck, not due.
  const status = await reviewStatus(page);
  await expect(status).toContainText('Nothing is due today.');
  await expect(status).toContainText('Next review:');
  await expect(page.getByText('1 question in your review deck.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why you got them wrong' })).toContainText('Misread');

  // A day later it is due.
  await page.clock.setSystemTime(Date.now());
  await expect(await reviewStatus(page)).toHaveText('1 question is due today.');
  await screenshot(page, 'review-due');
  await expectNoSeriousAxeViolations(page);
  await reviewRight(page, topic, questionId);
  await screenshot(page, 'review-done');

  // Reviewed right, it moves out, on the device at once and on the server once synced.
  await expect(await reviewStatus(page)).toContainText('Nothing is due today.');
  await page.goto(`/subjects/${topic.parentId}`);
  await expect(page.getByTestId('review-entry')).toContainText('Nothing due today');
  await syncNow(page, 'Synced 1 batch(es)');
  const [card] = await serverDeck(page);
  expect(card?.schedule.due).toBeGreaterThan(Date.now() + 2 * DAY);
  expect(card).toMatchObject({ starred: true, mistakeTag: 'misread' });

  const profile = await openProfile(page, name);
  await expect(profile.getByRole('region', { name: 'Why you got them wrong' })).toContainText('Misread');
  await profile.getByRole('region', { name: 'Why you got them wrong' }).screenshot({
    path: path.join(SCREENSHOT_DIR, 'review-profile-mix.png'),
  });
});

test('a visitor keeps the deck on the device: due the next day, out once reviewed right', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  const realNow = Date.now();
  await page.clock.install({ time: realNow - DAY });
  await page.goto(`/practice/${topic.topic.id}`);
  const questionId = await answerWrong(page, topic);
  await expect(await reviewStatus(page)).toContainText('Nothing is due today.');
  await page.clock.setSystemTime(realNow);
  await page.goto(`/subjects/${topic.parentId}`);
  await expect(page.getByTestId('review-entry')).toContainText('1 question due today');
  await screenshot(page, 'review-entry-subject');
  await expect(await reviewStatus(page)).toHaveText('1 question is due today.');
  await reviewRight(page, topic, questionId);
  await expect(await reviewStatus(page)).toContainText('Nothing is due today.');
});

test('on the results, a wrong answer is tagged in one tap and the mix shows it; a star puts a right one in the deck, due at once', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  await takeQuiz(page, topic, 8);
  const review = page.getByRole('region', { name: 'Review', exact: true });
  const wrongItem = review.locator('.learn-review__item--wrong').first();
  await wrongItem.getByRole('button', { name: 'Calculation slip' }).click();
  await expect(wrongItem.getByRole('button', { name: 'Calculation slip' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Why you got them wrong' })).toContainText(
    'Calculation slip1',
  );
  const rightItem = review.locator('.learn-review__item--correct').first();
  await expect(rightItem.getByRole('group', { name: 'Why did you get it wrong?' })).toHaveCount(0);
  await rightItem.getByRole('button', { name: 'Star' }).click();
  await expect(rightItem.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'review-results-tags');
  await wrongItem.screenshot({ path: path.join(SCREENSHOT_DIR, 'review-results-wrong-item.png') });
  await expectNoSeriousAxeViolations(page);

  const status = await reviewStatus(page);
  await expect(status).toHaveText('1 question is due today.');
  await expect(page.getByText('3 questions in your review deck.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'ग़लतियों का दोहराव' })).toBeVisible();
  await expect(page.getByTestId('review-status')).toHaveText('आज 1 प्रश्न दोहराना है।');
  await expect(page.getByRole('region', { name: 'ग़लतियाँ क्यों हुईं' })).toContainText('गणना में चूक');
  await screenshot(page, 'review-due-hi');
});

test('a star and a tag made offline are kept and sent when the connection returns', async ({
  page,
  request,
  context,
}) => {
  const { topic } = await signedUpLearner(page, request, 'Kabir', 'Sethi');
  await page.goto(`/practice/${topic.topic.id}`);
  await expect(page.locator('h1[data-question-id]')).toBeVisible();
  await context.setOffline(true);
  const questionId = await answerWrong(page, topic);
  await page
    .getByRole('group', { name: 'Why did you get it wrong?' })
    .getByRole('button', { name: "Didn't know" })
    .click();
  await page.getByRole('button', { name: 'Star' }).click();
  await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  // Kept on the device, waiting: the tag and the star, in the order made.
  const waiting = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('review_outbox_'))
      .flatMap((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { mark: unknown }[])
      .map((entry) => entry.mark),
  );
  expect(waiting).toEqual([{ tag: 'did-not-know' }, { starred: true }]);
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await serverDeck(page)).map((card) => [card.questionId, card.starred, card.mistakeTag]),
    )
    .toEqual([[questionId, true, 'did-not-know']]);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('review_outbox_'))),
    )
    .toEqual([]);
});

test("a visitor's stars and tags go to the account they sign in to", async ({ page, request }) => {
  const topic = await firstQuizTopic(request);
  await page.goto(`/practice/${topic.topic.id}`);
  const questionId = await answerWrong(page, topic);
  await page
    .getByRole('group', { name: 'Why did you get it wrong?' })
    .getByRole('button', { name: 'Misread' })
    .click();
  await page.getByRole('button', { name: 'Star' }).click();
  await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  await signUp(page, uniqueName('Tara', 'Bose'));
  await expect
    .poll(async () =>
      (await serverDeck(page)).map((card) => [card.questionId, card.starred, card.mistakeTag]),
    )
    .toEqual([[questionId, true, 'misread']]);
});
