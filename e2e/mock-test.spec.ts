import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { questionOnScreen, secondsLeft, servedMock } from './mock-helpers.ts';
import { expect, test } from './support/fixtures.ts';

const MOCK_ID = 'ssc-cgl-mock-1';

test.use({ viewport: { width: 360, height: 740 } });

test('an SSC CGL mock taken with the keyboard: sections as tabs, the five palette states, a reload that resumes, the summary by section', async ({
  page,
  request,
}) => {
  const mock = await servedMock(request, MOCK_ID);
  expect(mock.sections.map((section) => section.questionCount)).toEqual([25, 25, 25, 25]);
  const paletteButton = (number: number, state: string) =>
    page.getByRole('button', { name: `Question ${number}: ${state}`, exact: true });
  const tabs = page.getByRole('tablist', { name: 'Sections' }).getByRole('tab');
  const question = (number: number) => page.getByText(`Question ${number} of 100`, { exact: true });

  // Home › Mock tests › SSC CGL Mock 1, by the keyboard.
  await page.goto('/');
  // The papers reuse the bank's questions: the card counts papers, not questions.
  await expect(page.getByRole('link', { name: /Mock tests/ })).toContainText('30 full-length papers');
  await page.getByRole('link', { name: /Mock tests/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock tests' })).toBeVisible();
  await page.getByRole('link', { name: `Start: ${mock.name}`, exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/quiz/${MOCK_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SSC CGL Mock 1' })).toBeVisible();
  for (const section of mock.sections)
    await expect(page.getByText(section.name, { exact: true })).toBeVisible();
  await expect(
    page.getByText('Time: 60 minutes for 100 questions, one timer for the whole paper.'),
  ).toBeVisible();
  await expect(page.getByText(/^Marking: \+2 for a right answer, −0\.5 for a wrong one/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'mock-intro');
  await page.getByRole('button', { name: 'Start mock test' }).focus();
  await page.keyboard.press('Enter');

  // The whole paper in paper order, the first section open.
  await expect(question(1)).toBeVisible();
  await expect(tabs).toHaveCount(4);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  expect((await questionOnScreen(page, mock)).number).toBe(1);

  // Q1 right, Q2 marked without an answer, Q3 wrong and marked, Q4 seen and left.
  let shown = await questionOnScreen(page, mock);
  await page.keyboard.press(String(shown.answer + 1));
  await page.keyboard.press('Enter');
  await expect(question(2)).toBeVisible();
  await page.keyboard.press('m');
  await page.keyboard.press('Enter');
  await expect(question(3)).toBeVisible();
  shown = await questionOnScreen(page, mock);
  await page.keyboard.press(String(((shown.answer + 1) % 4) + 1));
  await page.keyboard.press('m');
  await page.keyboard.press('Enter');
  await expect(question(4)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question(5)).toBeVisible();

  await expect(paletteButton(1, 'Answered')).toBeVisible();
  await expect(paletteButton(2, 'Marked for review')).toBeVisible();
  await expect(paletteButton(3, 'Answered & marked for review')).toBeVisible();
  await expect(paletteButton(4, 'Not answered')).toBeVisible();
  await expect(paletteButton(5, 'Not answered')).toHaveAttribute('aria-current', 'step');
  await expect(paletteButton(6, 'Not visited')).toBeVisible();
  // The palette shows the open section alone: 25 questions, numbered within the paper.
  await expect(page.locator('.learn-palette__button')).toHaveCount(25);
  await expect(
    page.getByRole('heading', { name: `Question palette: ${mock.sections[0]?.name}` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'mock-section');

  // The tabs: arrows move between sections, and the focus stays on the tabs.
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(question(26)).toBeVisible();
  await expect(page.locator('.learn-palette__button').first()).toHaveText('26');
  shown = await questionOnScreen(page, mock);
  const languages = page.getByRole('group', { name: 'Question language' });
  // General Awareness is read in English or Hindi, question by question, where the bank has Hindi.
  if (shown.question.stemHi && shown.question.optionsHi) await expect(languages).toBeVisible();
  await page.keyboard.press(String(shown.answer + 1));
  await expect(paletteButton(26, 'Answered')).toBeVisible();
  await expect(tabs.nth(1)).toContainText('1 of 25 answered');

  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(question(76)).toBeVisible();
  // English Comprehension is read in English alone.
  await expect(languages).toHaveCount(0);
  shown = await questionOnScreen(page, mock);
  await page.keyboard.press(String(shown.answer + 1));
  // Enter on a tab takes the focus to its question, so the next Enter goes on.
  await page.keyboard.press('Enter');
  await expect(page.locator('h1[data-question-id]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(77)).toBeVisible();

  // Back to the first section: where the learner left it, not its first question.
  await tabs.nth(3).focus();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(question(5)).toBeVisible();

  // Save & next at a section's end opens the next section.
  await paletteButton(25, 'Not visited').focus();
  await page.keyboard.press('Enter');
  await expect(question(25)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question(26)).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  // A reload (or a crash) resumes the mock: same question, same answers, the time still running.
  const before = await secondsLeft(page);
  expect(before).toBeGreaterThan(55 * 60);
  await page.reload();
  await expect(question(26)).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-option="${shown.answer}"]`)).toHaveAttribute('aria-pressed', 'true');
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  await tabs.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('h1[data-question-id]')).toBeFocused();
  await expect(paletteButton(1, 'Answered')).toBeVisible();
  await expect(paletteButton(2, 'Marked for review')).toBeVisible();
  await expect(paletteButton(3, 'Answered & marked for review')).toBeVisible();
  await expect(paletteButton(25, 'Not answered')).toBeVisible();

  // The summary by section before the final submit.
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit the mock test?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('96 questions are unanswered.');
  const summary = dialog.getByTestId('mock-submit-summary');
  const counts = async (section: string) =>
    summary
      .locator(`[data-section="${section}"] td`)
      .evaluateAll((cells) => cells.map((cell) => `${cell.getAttribute('data-state')}=${cell.textContent}`));
  // Answered, not answered, marked, answered & marked, not visited.
  const row = (...values: number[]) =>
    ['answered', 'not-answered', 'marked', 'answered-marked', 'not-visited'].map(
      (state, index) => `${state}=${values[index]}`,
    );
  const [reasoning, awareness, quant, english] = mock.sections.map((section) => section.id);
  expect(await counts(reasoning ?? '')).toEqual(row(1, 3, 1, 1, 19));
  expect(await counts(awareness ?? '')).toEqual(row(1, 0, 0, 0, 24));
  expect(await counts(quant ?? '')).toEqual(row(0, 0, 0, 0, 25));
  expect(await counts(english ?? '')).toEqual(row(1, 1, 0, 0, 23));
  expect(await counts('total')).toEqual(row(3, 4, 1, 1, 91));
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'mock-submit');

  // Escape keeps going; the second time, Submit.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/results/${MOCK_ID}$`));

  // Results: section marks (Q1, Q26 and Q76 right, +2 each; Q3 wrong, −0.5: 5.5 of 200) and the
  // rank between two learners are checked here by the results work.
});

test('a mock submits itself when its one timer runs out', async ({ page, request }) => {
  // 1 s a question (the test hook only ever shortens the time): the paper's 100 s.
  test.setTimeout(180_000);
  const mock = await servedMock(request, MOCK_ID);
  await page.goto(`/quiz/${MOCK_ID}?secondsPerQuestion=1`);
  await expect(
    page.getByText('Time: 1.7 minutes for 100 questions, one timer for the whole paper.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start mock test' }).focus();
  await page.keyboard.press('Enter');
  const first = await questionOnScreen(page, mock);
  await page.keyboard.press(String(first.answer + 1));
  await expect(page.getByRole('button', { name: 'Question 1: Answered', exact: true })).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(100);
  await expect(page).toHaveURL(new RegExp(`/results/${MOCK_ID}$`), { timeout: 130_000 });
  await expect(page.getByText(/Time ran out/)).toBeVisible();
  // The mock is over: opening it again offers a new attempt, not the submitted one.
  await page.goto(`/quiz/${MOCK_ID}`);
  await expect(page.getByRole('button', { name: 'Start mock test' })).toBeVisible();
});
