import { questionPackSchema } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { withoutHiddenQuestions } from './visible-questions.ts';

const question = (id: string, hidden?: boolean) => ({
  id,
  parentCategoryId: 'general-knowledge',
  categoryId: 'geography',
  subcategoryId: 'capitals',
  stem: `Question ${id}?`,
  options: ['A', 'B', 'C', 'D'],
  answerIndex: 0,
  explanation: 'Because.',
  difficulty: 'easy' as const,
  source: { dataset: 'test', record: id },
  ...(hidden === undefined ? {} : { hidden }),
});

describe('withoutHiddenQuestions', () => {
  it('leaves out the questions marked hidden and keeps the rest in order', () => {
    const questions = [question('a'), question('b', true), question('c', false), question('d')];
    expect(withoutHiddenQuestions(questions).map((kept) => kept.id)).toEqual(['a', 'c', 'd']);
  });

  it('keeps every question of a pack with none hidden, and none when all are hidden', () => {
    expect(withoutHiddenQuestions([question('a'), question('b')])).toHaveLength(2);
    expect(withoutHiddenQuestions([question('a', true), question('b', true)])).toEqual([]);
  });

  it('sees the mark the server puts in a pack: parsing the pack keeps `hidden`', () => {
    const pack = questionPackSchema.parse({
      subcategoryId: 'capitals',
      categoryId: 'geography',
      parentCategoryId: 'general-knowledge',
      name: 'Capitals',
      nameHi: 'राजधानियाँ',
      questions: [question('a'), question('b', true)],
    });
    expect(pack.questions[1]?.hidden).toBe(true);
    expect(withoutHiddenQuestions(pack.questions).map((kept) => kept.id)).toEqual(['a']);
  });
});
