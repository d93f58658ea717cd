import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { sectionTargets } from './section-targets.ts';

function questions(
  parentCategoryId: string,
  subcategoryId: string,
  count: number,
  extra: Partial<Question> = {},
) {
  return Array.from(
    { length: count },
    (_, index): Question => ({
      id: `q-${subcategoryId}-${index}`,
      parentCategoryId,
      categoryId: extra.categoryId ?? 'grammar',
      subcategoryId,
      stem: 'A stem?',
      options: ['a', 'b', 'c', 'd'],
      answerIndex: 0,
      explanation: 'An explanation.',
      difficulty: 'easy',
      source: { dataset: 'test', record: String(index) },
      ...extra,
    }),
  );
}

const row = (rows: ReturnType<typeof sectionTargets>, target: string) =>
  rows.find((candidate) => candidate.target === target);

describe('sectionTargets', () => {
  it('counts a named topic over every bank topic that holds it', () => {
    const rows = sectionTargets([
      ...questions('quantitative-aptitude', 'percentage', 40),
      ...questions('quantitative-aptitude', 'percentage-change', 30),
      ...questions('quantitative-aptitude', 'averages', 59),
    ]);
    expect(row(rows, 'Percentage')).toMatchObject({ actual: '70', met: true });
    expect(row(rows, 'Averages')).toMatchObject({ actual: '59', met: false });
    expect(row(rows, 'Quantitative Aptitude questions')).toMatchObject({ actual: '129', met: false });
  });

  it('counts data interpretation and reading comprehension in sets, not questions', () => {
    const sets = (topic: string, setCount: number) =>
      Array.from({ length: setCount }, (_, set) =>
        questions('english', topic, 4, { setId: `${topic}-${set}` }).map((question, index) => ({
          ...question,
          id: `${question.id}-${set}-${index}`,
        })),
      ).flat();
    const rows = sectionTargets([
      ...sets('reading-comprehension-science', 25),
      ...sets('reading-comprehension-society', 14),
    ]);
    expect(row(rows, 'Reading comprehension: sets')).toMatchObject({
      actual: '39 (156 questions)',
      met: false,
    });
  });

  it('wants Hindi for every aptitude and reasoning question, none for English, and little spelling', () => {
    const hindi = { stemHi: 'प्रश्न', optionsHi: ['क', 'ख', 'ग', 'घ'], explanationHi: 'व्याख्या' };
    const rows = sectionTargets([
      ...questions('reasoning', 'dice', 9, hindi),
      ...questions('reasoning', 'calendar', 1),
      ...questions('english', 'spelling-easy', 11, { categoryId: 'spelling' }),
      ...questions('english', 'error-spotting', 89),
    ]);
    expect(row(rows, 'Reasoning with Hindi stem, options and explanation')).toMatchObject({
      actual: '9 (90.0 %)',
      met: false,
    });
    expect(row(rows, 'English with Hindi stem, options and explanation')).toBeUndefined();
    expect(row(rows, 'Spelling share of English')).toMatchObject({ actual: '11.0 % (11)', met: false });
  });
});
