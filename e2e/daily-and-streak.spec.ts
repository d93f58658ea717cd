import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInWithPassword } from './account-helpers.ts';
import { expectNoSeriousAxeViolations, firstQuizTopic, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import {
  answerPracticeQuestion,
  openProfile,
  signUp,
  syncNow,
  takeQuiz,
  uniqueName,
} from './sync-helpers.ts';

test.use({ viewport: { width: 360, height: 740 } });

interface ServedDaily {
  date: string;
  questions: { id: string; answerIndex: number }[];
}

async function servedDaily(request: APIRequestContext): Promise<ServedDaily> {
  const response = await request.get('/api/daily-quiz/today');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServedDaily;
}

/** Takes today's quiz with the keyboard: the first `right` questions right, the rest wrong. */
async function takeDaily(page: Page, daily: ServedDaily, right: number): Promise<void> {
  await page.goto('/daily');
  await page.getByRole('button', { name: "Start today's quiz" }).click();
  for (const [index, question] of daily.questions.entries()) {
    await expect(
      page.getByText(`Question ${index + 1} of ${daily.questions.length}`, { exact: true }),
    ).toBeVisible();
    await expect(page.locator('h1[data-question-id]')).toHaveAttribute('data-question-id', question.id);
    const choice = index < right ? question.answerIndex : (question.answerIndex + 1) % 4;
    await page.keyboard.press(String(choice + 1));
    await expect(page.locator(`[data-option="${choice}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
  }
  await page
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByTestId('daily-score')).toContainText(
    `You got ${right} of ${daily.questions.length} right`,
  );
}

async function learnerIn(
  browser: Browser,
  baseURL: string,
  timezoneId: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, timezoneId });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('two learners take the daily quiz and see its board: most right first, and each their own place', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const daily = await servedDaily(request);
  expect(daily.questions).toHaveLength(10);
  const subjects = new Set(daily.questions.map((question) => question.id));
  expect(subjects.size).toBe(10);

  const asha = uniqueName('Asha', 'Daily');
  await page.goto('/');
  await signUp(page, asha);
  // Once fetched, the day's quiz is on the device: offline, it still opens.
  await page.goto('/daily');
  await expect(page.getByRole('button', { name: "Start today's quiz" })).toBeVisible();
  await screenshot(page, 'daily-intro-360');
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Abhyas home' }).click();
  await page.getByTestId('home-daily').getByRole('link', { name: "Take today's quiz" }).click();
  await expect(page.getByRole('button', { name: "Start today's quiz" })).toBeVisible();
  await page.context().setOffline(false);
  await takeDaily(page, daily, 7);
  await expect(page.getByRole('region', { name: "Today's board" })).toContainText(
    'Your place appears once your answers reach the server.',
  );
  await syncNow(page);
  await expect(page.getByText('Your place: 1 of 1, with 7 right.')).toBeVisible();

  const second = await learnerIn(browser, baseURL ?? '', 'Asia/Kolkata');
  const ravi = uniqueName('Ravi', 'Daily');
  await second.page.goto('/');
  await signUp(second.page, ravi);
  await takeDaily(second.page, daily, 9);
  await syncNow(second.page);
  const board = second.page.getByRole('region', { name: "Today's board" });
  await expect(board.getByText('Your place: 1 of 2, with 9 right.')).toBeVisible();
  await expect(board.getByRole('listitem').nth(0)).toContainText(ravi);
  await expect(board.getByRole('listitem').nth(1)).toContainText(asha);
  await screenshot(second.page, 'daily-board-360');
  await expectNoSeriousAxeViolations(second.page);

  // The day's quiz is taken once: coming back shows the result and the board, Asha now second.
  await page.goto('/daily');
  await expect(page.getByTestId('daily-score')).toContainText('You got 7 of 10 right');
  await expect(page.getByText('Your place: 2 of 2, with 7 right.')).toBeVisible();
  await second.close();
});

/** The learner's local date in a time zone, as the device there reports it. */
const localDate = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

test('a streak survives a change of time zone: Los Angeles, then Tokyo, then back to Los Angeles', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const topic = await firstQuizTopic(request);
  const streak = (page: Page) => page.getByTestId('home-streak');

  const west = await learnerIn(browser, baseURL ?? '', 'America/Los_Angeles');
  await west.page.goto('/');
  const email = await signUp(west.page, uniqueName('Meera', 'Travels'));
  await west.page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(west.page, topic);
  await syncNow(west.page);
  await west.page.goto('/');
  await expect(streak(west.page)).toContainText('1 day in a row');

  // Minutes later in Tokyo, 17 hours ahead: the local date moves on a day (from 07:00 in Los
  // Angeles) or stays; either way the streak carries on, never back to nothing.
  const east = await learnerIn(browser, baseURL ?? '', 'Asia/Tokyo');
  await east.page.goto('/');
  await signInWithPassword(east.page, email);
  await east.page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(east.page, topic);
  await syncNow(east.page);
  await east.page.goto('/');
  const days = localDate('Asia/Tokyo') === localDate('America/Los_Angeles') ? 1 : 2;
  await expect(streak(east.page)).toContainText(days === 1 ? '1 day in a row' : '2 days in a row');

  // Back in Los Angeles the local date goes back (or repeats): not a break either.
  await west.page.goto(`/practice/${topic.topic.id}`);
  await answerPracticeQuestion(west.page, topic);
  await syncNow(west.page);
  await west.page.goto('/');
  await expect(streak(west.page)).toContainText(days === 1 ? '1 day in a row' : '2 days in a row');
  const stored = await west.page.request.get('/api/streak');
  expect(await stored.json()).toMatchObject({ days, lastDate: localDate('Asia/Tokyo') });
  await east.close();
  await west.close();
});

test('home at 360 px: a new learner gets a start, then today’s numbers, streak, daily quiz, continue and weakest topics', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const topic = await firstQuizTopic(request);
  await page.goto('/');
  await expect(page.getByTestId('home-visitor')).toContainText('Sign in to keep a streak');
  await expect(page.getByRole('link', { name: topic.parentName })).toBeVisible();
  const name = uniqueName('Nisha', 'Home');
  await signUp(page, name);
  await expect(page.getByRole('heading', { name: 'Welcome to Abhyas' })).toBeVisible();
  await expect(page.getByTestId('home-today')).toContainText('No answers yet today.');
  await expect(page.getByTestId('home-today')).toContainText('Not ranked yet');
  await expect(page.getByTestId('home-streak')).toContainText('Answer a question today to start a streak.');
  await expect(page.getByTestId('home-daily').getByRole('link', { name: "Take today's quiz" })).toBeVisible();
  await screenshot(page, 'home-new-learner-360');
  await expectNoSeriousAxeViolations(page);

  // Ten answers in one topic, three right: enough for it to show as the weakest.
  await takeQuiz(page, topic, 3);
  // The results weigh guessing in the topic's subject, from the learner's own answers.
  await expect(page.getByTestId('guessing-advice')).toContainText(
    `${topic.parentName}10 answers so far: too few to tell.`,
  );
  // Another quiz started and left: home offers to continue it.
  await page.goto(`/quiz/${topic.topic.id}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await syncNow(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Abhyas' })).toHaveCount(0);
  await expect(page.getByTestId('home-today')).toContainText('10 answers today, 30 % right');
  await expect(page.getByTestId('home-streak')).toContainText('1 day in a row');
  // Seven wrong answers wait in the review deck, due from tomorrow.
  await expect(page.getByTestId('review-entry')).toBeVisible();
  await expect(
    page.getByTestId('home-continue').getByRole('link', { name: `Continue: ${topic.topic.name}` }),
  ).toBeVisible();
  const weak = page.getByTestId('home-weak');
  await expect(weak).toContainText(topic.topic.name);
  await expect(weak).toContainText('30 % right over 10 answers');
  await screenshot(page, 'home-signed-in-360');
  await expectNoSeriousAxeViolations(page);
  await weak.getByRole('link', { name: `Practise ${topic.topic.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${topic.topic.id}$`));

  // The profile shows the streak, and the guessing advice waits for enough answers in the subject.
  const profile = await openProfile(page, name);
  await expect(profile.getByTestId('profile-streak')).toContainText('1 day in a row');
  await expect(profile.getByTestId('guessing-advice')).toContainText(
    `${topic.parentName}10 answers so far: too few to tell.`,
  );
  await expect(profile.getByTestId('profile-rank')).not.toHaveText('Not ranked yet');
});
