import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { questionOnScreen, type ServedMock, servedMock } from './mock-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { signUp, syncNow, uniqueName } from './sync-helpers.ts';

/** Another mock than the one mock-test.spec.ts takes, so the two tests' rank tables stay apart. */
const MOCK_ID = 'ssc-cgl-mock-2';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Takes the mock with the keyboard: the paper's first questions answered right or wrong as
 * `plan` says, the rest never opened, then Submit and the summary's Submit.
 */
async function takeMock(page: Page, mock: ServedMock, plan: readonly ('right' | 'wrong')[]): Promise<void> {
  await page.goto(`/quiz/${mock.id}`);
  await page.getByRole('button', { name: 'Start mock test' }).focus();
  await page.keyboard.press('Enter');
  for (const [index, outcome] of plan.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 100`, { exact: true })).toBeVisible();
    const shown = await questionOnScreen(page, mock);
    const choice = outcome === 'right' ? shown.answer : (shown.answer + 1) % 4;
    await page.keyboard.press(String(choice + 1));
    await expect(page.locator(`[data-option="${choice}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit the mock test?' });
  await dialog.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/results/${mock.id}$`));
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

/** A learner of their own, signed up in a browser context of their own. */
async function newLearner(browser: Browser, baseURL: string, first: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await signUp(page, uniqueName(first, 'Mock'));
  return page;
}

test('two learners take the same mock: section marks, the rank among the two, a reattempt that keeps the first place, the mistakes to practise', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const mock = await servedMock(request, MOCK_ID);
  const rank = (target: Page) => target.getByTestId('mock-rank');

  // Asha: ten right answers, 20 of 200; alone, she tops the mock.
  await page.goto('/');
  await signUp(page, uniqueName('Asha', 'Mock'));
  await takeMock(page, mock, times(10, 'right'));
  await expect(page.getByTestId('mock-marks')).toHaveText('20 of 200');
  await syncNow(page);
  await expect(rank(page).getByTestId('mock-rank-place')).toHaveText('1 out of 1');

  // Ravi: four right and two wrong, 8 − 1 = 7 of 200, all in the first section.
  const ravi = await newLearner(browser, baseURL ?? '', 'Ravi');
  await takeMock(ravi, mock, [...times(4, 'right' as const), 'wrong', 'wrong']);
  await expect(ravi.getByTestId('mock-marks')).toHaveText('7 of 200');
  await expect(ravi.getByTestId('results-breakdown')).toHaveText('4 correct, 2 wrong, 94 skipped');
  const sections = ravi.getByTestId('mock-sections').getByRole('listitem');
  await expect(sections).toHaveCount(4);
  await expect(sections.nth(0)).toContainText(`${mock.sections[0]?.name}7 of 50`);
  await expect(sections.nth(1)).toContainText('0 of 50');
  // Signed in, the rank waits for the answers to reach the server.
  await expect(rank(ravi)).toContainText('Your rank appears when your answers reach the server.');
  await syncNow(ravi);
  await expect(rank(ravi).getByTestId('mock-rank-place')).toHaveText('2 out of 2');
  // Two takers: the rank stands alone, without a percentile of a handful.
  await expect(rank(ravi)).not.toContainText('Percentile');
  await expect(rank(ravi)).toContainText("Topper's marks20 of 200");
  await expect(rank(ravi)).toContainText('Average marks13.5 of 200');
  await expectNoSeriousAxeViolations(ravi);
  await screenshot(ravi, 'mock-results');

  // The review's filters: by section, and wrong, skipped or marked.
  const count = ravi.getByTestId('mock-review-count');
  await expect(count).toHaveText('Showing 100 of 100 questions');
  await ravi.getByRole('radio', { name: /^Wrong/ }).check();
  await expect(count).toHaveText('Showing 2 of 100 questions');
  await expect(ravi.locator('.learn-review__list > li')).toHaveCount(2);
  await ravi.getByLabel('Section', { exact: true }).selectOption({ label: mock.sections[2]?.name ?? '' });
  await expect(count).toHaveText('No questions match these filters.');
  await ravi.getByRole('radio', { name: /^Skipped/ }).check();
  await expect(count).toHaveText('Showing 25 of 100 questions');

  // Asha, back at her results, tops the two.
  await page.reload();
  await expect(rank(page).getByTestId('mock-rank-place')).toHaveText('1 out of 2');
  await expect(rank(page)).not.toContainText('Percentile');

  // Ravi's reattempt, 12 right (24 of 200), is not ranked: his first attempt's place stands.
  await takeMock(ravi, mock, times(12, 'right'));
  await expect(ravi.getByTestId('mock-marks')).toHaveText('24 of 200');
  await syncNow(ravi);
  await expect(ravi.getByTestId('mock-reattempt')).toBeVisible();
  await expect(rank(ravi).getByTestId('mock-rank-place')).toHaveText('2 out of 2');
  await expect(rank(ravi)).toContainText("Your first attempt's marks7 of 200");

  // Practise the mistakes: the wrong and skipped ones of the last attempt, from question 13 on.
  await ravi.getByRole('link', { name: 'Practise the mistakes' }).click();
  await expect(ravi).toHaveURL(new RegExp(`/practice/${MOCK_ID}\\?mistakes=1$`));
  await expect(ravi.getByText(`Practice: the mistakes of ${mock.name}`)).toBeVisible();
  await expect(ravi.locator('h1[data-question-id]')).toHaveAttribute(
    'data-question-id',
    mock.questions[12]?.id ?? '',
  );

  // The mock list: attempts and best marks.
  await ravi.goto('/subjects/mock-tests');
  const item = ravi.getByTestId(`mock-item-${MOCK_ID}`);
  await expect(item.getByTestId('mock-item-status')).toHaveText('Attempted 2 times · Best 24 of 200');
  await expect(ravi.getByTestId('mock-item-ssc-cgl-mock-3').getByTestId('mock-item-status')).toHaveText(
    'Not attempted',
  );
  await expect(item.getByRole('link', { name: `Take again: ${mock.name}` })).toBeVisible();
  await expectNoSeriousAxeViolations(ravi);
  await screenshot(ravi, 'mock-list');
  await ravi.context().close();

  // Someone who has not taken it sees the field's figures and is asked to sign in for a rank.
  const visitor = await browser.newPage({ baseURL, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/results/${MOCK_ID}`);
  await expect(visitor.getByText('You have not taken this mock on this device yet.')).toBeVisible();
  await expect(rank(visitor)).toContainText('Sign in to get a rank among everyone who took this mock.');
  await expect(rank(visitor)).toContainText('2 learners have taken this mock.');
  await expect(rank(visitor)).toContainText("Topper's marks20 of 200");
  await visitor.close();
});
