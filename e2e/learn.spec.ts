import {
  currentQuestion,
  expectNoSeriousAxeViolations,
  firstQuizTopic,
  screenshot,
} from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

test('browse to a topic, take a 10-question quiz with right, wrong and skipped answers, and read the marks', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose a subject' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'home');
  await page.getByRole('link', { name: new RegExp(topic.parentName) }).click();
  await expect(page).toHaveURL(new RegExp(`/subjects/${topic.parentId}$`));
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'subject');
  await page.getByRole('link', { name: new RegExp(topic.category.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: topic.category.name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'category');
  await page.getByRole('link', { name: `Quiz: ${topic.topic.name}`, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Quiz: ${topic.topic.name}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: '10' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'quiz-intro');
  await page.getByRole('button', { name: 'Start quiz' }).click();

  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    const { answer } = await currentQuestion(page, topic);
    if (index < 7) {
      // Right: by key (1-4) for most, by tapping the option for the others.
      if (index % 2 === 0) await page.keyboard.press(String(answer + 1));
      else await page.locator(`[data-option="${answer}"]`).click();
      await expect(page.locator(`[data-option="${answer}"]`)).toHaveAttribute('aria-pressed', 'true');
    } else if (index < 9) {
      // Wrong, after first choosing the right one: an answer may change until submit.
      await page.keyboard.press('ABCD'[answer] ?? 'A');
      await page.keyboard.press('ABCD'[(answer + 1) % 4] ?? 'A');
      await expect(page.locator(`[data-option="${(answer + 1) % 4}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    if (index === 2) {
      // Answered, then marked: the real test's fifth state, which is still scored.
      await page.keyboard.press('m');
      await expect(
        page.getByRole('button', { name: 'Question 3: Answered & marked for review' }),
      ).toBeVisible();
    }
    if (index === 1) {
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, 'quiz-question');
    }
    // Enter goes on; on the last question it asks to submit.
    await page.keyboard.press('Enter');
  }

  const dialog = page.getByRole('dialog', { name: 'Submit the quiz?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 question is unanswered.');
  await screenshot(page, 'quiz-submit');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(new RegExp(`/results/${topic.topic.id}$`));
  await expect(page.getByTestId('results-marks')).toHaveText('26 of 40');
  await expect(page.getByTestId('results-breakdown')).toHaveText('7 correct, 2 wrong, 1 skipped');
  await expect(page.getByText('78%')).toBeVisible();
  await expect(page.getByText('Your first attempt at this topic on this device.')).toBeVisible();
  await expect(page.locator('.learn-review__item')).toHaveCount(10);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'results');
  await page.getByLabel('Show wrong answers only').check();
  await expect(page.locator('.learn-review__item')).toHaveCount(2);
  await expect(page.locator('.learn-review__item').first()).toContainText('Correct answer:');

  // Kept on the device: a reload shows the same results.
  await page.reload();
  await expect(page.getByTestId('results-marks')).toHaveText('26 of 40');

  // The ones I got wrong come back as practice.
  await page.getByRole('link', { name: 'Practise the ones I got wrong' }).click();
  await expect(page.getByText('Practice: the ones you got wrong')).toBeVisible();
});

test('practice gives instant feedback with the correct option and the explanation', async ({
  page,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  await page.goto(`/practice/${topic.topic.id}`);
  let question = await currentQuestion(page, topic);
  const wrong = (question.answer + 1) % 4;
  await page.locator(`[data-option="${wrong}"]`).click();
  await expect(page.getByText('Not quite.')).toBeVisible();
  await expect(page.getByText(/The correct answer is [ABCD]\. /)).toBeVisible();
  await expect(page.getByText('Explanation:')).toBeVisible();
  await expect(page.locator(`[data-option="${question.answer}"]`)).toHaveClass(/learn-option--correct/);
  await expect(page.getByTestId('practice-tally')).toHaveText('Answered 1 · Correct 0');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'practice-feedback');
  // A choice after the feedback changes nothing.
  await page.keyboard.press(String(question.answer + 1));
  await expect(page.getByTestId('practice-tally')).toHaveText('Answered 1 · Correct 0');

  const firstId = question.id;
  await page.keyboard.press('Enter');
  question = await currentQuestion(page, topic);
  expect(question.id).not.toBe(firstId);
  await page.keyboard.press(String(question.answer + 1));
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(page.getByTestId('practice-tally')).toHaveText('Answered 2 · Correct 1');
});

test('a quiz survives a reload, and one started online is finished offline', async ({
  page,
  context,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  await page.goto(`/quiz/${topic.topic.id}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const first = await currentQuestion(page, topic);
  await page.keyboard.press(String(first.answer + 1));
  await page.keyboard.press('Enter');
  const second = await currentQuestion(page, topic);
  await page.keyboard.press(String(((second.answer + 1) % 4) + 1));

  await page.reload();
  await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1: Answered' })).toBeVisible();
  await expect(page.locator(`[data-option="${(second.answer + 1) % 4}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await context.setOffline(true);
  await page.keyboard.press('Enter');
  for (let index = 2; index < 10; index += 1) {
    const { answer } = await currentQuestion(page, topic);
    await page.keyboard.press(String(answer + 1));
    await page.keyboard.press('Enter');
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('results-marks')).toHaveText('35 of 40');
  await expect(page.getByTestId('results-breakdown')).toHaveText('9 correct, 1 wrong, 0 skipped');
  await context.setOffline(false);
});

test('the quiz submits itself when the time runs out', async ({ page, request }) => {
  const topic = await firstQuizTopic(request);
  // The test timer only ever shortens the time: 1 s a question, 10 s for the quiz.
  await page.goto(`/quiz/${topic.topic.id}?secondsPerQuestion=1`);
  await expect(page.getByText('Time: 0.2 minutes (1 s a question)')).toBeVisible();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const { answer } = await currentQuestion(page, topic);
  await page.keyboard.press(String(answer + 1));
  await expect(page).toHaveURL(new RegExp(`/results/${topic.topic.id}$`), { timeout: 15_000 });
  await expect(page.getByText('Time ran out, so the quiz was submitted automatically.')).toBeVisible();
  await expect(page.getByTestId('results-breakdown')).toHaveText('1 correct, 0 wrong, 9 skipped');
  await expect(page.getByTestId('results-marks')).toHaveText('4 of 40');
});

test('unknown subjects, categories and topics show a way back', async ({ page }) => {
  for (const path of ['/subjects/nope', '/category/nope', '/quiz/nope', '/practice/nope', '/results/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'We could not find that' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to all subjects' })).toBeVisible();
  }
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Go to all subjects' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a subject' })).toBeVisible();
});

test('the learn screens speak Hindi', async ({ page, request }) => {
  const topic = await firstQuizTopic(request);
  await page.addInitScript(() => localStorage.setItem('abhyas_language', 'hi'));
  await page.goto(`/category/${topic.category.id}`);
  await expect(page.getByRole('heading', { name: 'टॉपिक' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'क्विज़', exact: false }).first()).toBeVisible();
  await screenshot(page, 'category-hi');
  await page.goto(`/quiz/${topic.topic.id}`);
  await page.getByRole('button', { name: 'क्विज़ शुरू करें' }).click();
  await expect(page.getByRole('heading', { name: 'प्रश्न पैलेट' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'quiz-hi');
});
