import { describe, expect, it } from 'vitest';
import { answerKeysSchema, isCorrectAnswer, type Question, questionSchema } from './question.ts';

function createQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 'q0123456789abcdef',
    parentCategoryId: 'general-knowledge',
    categoryId: 'world-geography',
    subcategoryId: 'world-capitals',
    stem: 'What is the capital of India?',
    options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
    answerIndex: 1,
    explanation: 'New Delhi is the capital of India.',
    difficulty: 'easy',
    source: { dataset: 'world-countries', record: 'IND' },
    ...overrides,
  };
}

describe('questionSchema', () => {
  it('accepts a complete question, with or without Hindi', () => {
    expect(questionSchema.safeParse(createQuestion()).success).toBe(true);
    const hindi = createQuestion({
      stemHi: 'भारत की राजधानी क्या है?',
      optionsHi: ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'],
    });
    expect(questionSchema.safeParse(hindi).success).toBe(true);
  });

  it('rejects anything but exactly four options', () => {
    expect(questionSchema.safeParse(createQuestion({ options: ['a', 'b', 'c'] })).success).toBe(false);
    expect(questionSchema.safeParse(createQuestion({ options: ['a', 'b', 'c', 'd', 'e'] })).success).toBe(
      false,
    );
  });

  it('rejects an answer index outside 0-3, an unknown difficulty and an empty explanation', () => {
    expect(questionSchema.safeParse(createQuestion({ answerIndex: 4 })).success).toBe(false);
    expect(questionSchema.safeParse({ ...createQuestion(), difficulty: 'mixed' }).success).toBe(false);
    expect(questionSchema.safeParse(createQuestion({ explanation: '' })).success).toBe(false);
  });
});

describe('answer keys', () => {
  it('grade by the keyed index', () => {
    const keys = answerKeysSchema.parse({
      q1: { answerIndex: 2, subcategoryId: 'a', categoryId: 'b', parentCategoryId: 'c' },
    });
    expect(isCorrectAnswer(keys.q1 ?? { answerIndex: -1 }, 2)).toBe(true);
    expect(isCorrectAnswer(keys.q1 ?? { answerIndex: -1 }, 0)).toBe(false);
  });
});
