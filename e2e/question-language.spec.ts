import { bilingualQuizTopic, expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

test('a quiz question switches to Hindi and back, is answered, and the choice is remembered', async ({
  page,
  request,
}) => {
  const topic = await bilingualQuizTopic(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/quiz/${topic.topicId}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const heading = page.locator('h1[data-question-id]');
  const shown = async () => {
    const id = await heading.getAttribute('data-question-id');
    const question = id ? topic.questions.get(id) : undefined;
    if (!question?.stemHi || !question.optionsHi) throw new Error(`question ${id} has no Hindi`);
    return question as typeof question & { stemHi: string; optionsHi: string[] };
  };
  const languages = page.getByRole('group', { name: 'Question language' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const first = await shown();
  await expect(heading).toContainText(first.stem.split('\n')[0] ?? first.stem);

  await languages.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(languages.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await expect(heading).toHaveAttribute('lang', 'hi');
  await expect(heading).toContainText(first.stemHi.split('\n')[0] ?? first.stemHi);
  await expect(page.locator(`[data-option="${first.answerIndex}"]`)).toContainText(
    first.optionsHi[first.answerIndex] ?? '',
  );
  // The bundled font draws the Devanagari on a machine that has none of its own.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Abhyas Devanagari"', 'क')))
    .toBe(true);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'quiz-question-hindi');

  await languages.getByRole('button', { name: 'English' }).click();
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(heading).toContainText(first.stem.split('\n')[0] ?? first.stem);

  // Answered in Hindi: the choice is the same option whichever language shows it.
  await languages.getByRole('button', { name: 'हिन्दी' }).click();
  await page.keyboard.press(String(first.answerIndex + 1));
  await expect(page.locator(`[data-option="${first.answerIndex}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save & next' }).click();

  // The next question opens in Hindi: the switch is the learner's default now.
  await expect(heading).not.toHaveAttribute('data-question-id', first.id);
  const second = await shown();
  await expect(heading).toContainText(second.stemHi.split('\n')[0] ?? second.stemHi);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Question language' }).getByRole('button', { name: 'हिन्दी' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
