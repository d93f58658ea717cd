import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { formatTargets, generalKnowledgeTargets } from './coverage-targets.ts';

function questions(categoryId: string, count: number, extra: Partial<Question> = {}): Question[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `q-${categoryId}-${index}`,
    parentCategoryId: 'general-knowledge',
    categoryId,
    subcategoryId: `${categoryId}-topic`,
    stem: 'A stem?',
    options: ['a', 'b', 'c', 'd'],
    answerIndex: 0,
    explanation: 'An explanation.',
    difficulty: 'easy',
    source: { dataset: 'test', record: String(index) },
    ...extra,
  }));
}

describe('generalKnowledgeTargets', () => {
  it('computes each area share and flags what misses its target', () => {
    const bank = [
      ...questions('modern-history', 50, {
        stemHi: 'प्रश्न',
        optionsHi: ['क', 'ख', 'ग', 'घ'],
        explanationHi: 'व्याख्या',
      }),
      ...questions('world-facts', 30),
      ...questions('physics', 20, { factKey: 'physics/statements:one' }),
    ];
    const rows = generalKnowledgeTargets(bank);
    const row = (target: string) => rows.find((candidate) => candidate.target === target);
    expect(row('General Knowledge questions')).toMatchObject({ actual: '100', met: false });
    expect(row('History share')).toMatchObject({ actual: '50.0 % (50)', met: true });
    expect(row('Science share')).toMatchObject({ actual: '20.0 % (20)', met: true });
    expect(row('Economy share')).toMatchObject({ actual: '0.0 % (0)', met: false });
    expect(row('Country-code trivia share')).toMatchObject({ actual: '30.0 % (30)', met: false });
    expect(row('UPSC-style statement questions')).toMatchObject({ actual: '20', met: false });
    expect(row('Topics with fewer than 40 questions')).toMatchObject({ met: false });
    expect(row('Questions with Hindi stem, options and explanation')).toMatchObject({
      actual: '50 (50.0 %)',
    });
    expect(formatTargets(rows).split('\n')[0]).toMatch(/^target +\| wanted +\| actual +\| met$/);
  });
});
