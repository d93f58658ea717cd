import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import {
  type AnswerKeyLedger,
  formatLedger,
  ledgerProblems,
  recordQuestions,
  retiredAnswerKeys,
  unrecordedQuestions,
} from './answer-key-ledger.ts';

function question(id: string, answerIndex: number): Question {
  return {
    id,
    parentCategoryId: 'general-knowledge',
    categoryId: 'modern-history',
    subcategoryId: 'revolt-of-1857',
    stem: `Stem of ${id}?`,
    options: ['A', 'B', 'C', 'D'],
    answerIndex,
    explanation: 'An explanation long enough.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
  };
}

const ledger: AnswerKeyLedger = {
  topics: {
    'old-topic': {
      categoryId: 'world-facts',
      parentCategoryId: 'general-knowledge',
      answers: { qretired: 1 },
    },
    'revolt-of-1857': {
      categoryId: 'modern-history',
      parentCategoryId: 'general-knowledge',
      answers: { qkept: 2 },
    },
  },
};

describe('the answer-key ledger', () => {
  it('keeps the answer key of a question the bank dropped, with its old placement', () => {
    expect(retiredAnswerKeys(ledger, [question('qkept', 2)])).toEqual({
      qretired: {
        answerIndex: 1,
        subcategoryId: 'old-topic',
        categoryId: 'world-facts',
        parentCategoryId: 'general-knowledge',
      },
    });
  });

  it('fails a kept question whose answer moved', () => {
    expect(ledgerProblems(ledger, [question('qkept', 2)])).toEqual([]);
    expect(ledgerProblems(ledger, [question('qkept', 0)])).toEqual([
      { where: 'qkept', message: 'answer index changed from 2 to 0; a published question keeps its answer' },
    ]);
  });

  it('records new questions and never forgets an old one', () => {
    const recorded = recordQuestions(ledger, [question('qkept', 2), question('qnew', 3)]);
    expect(unrecordedQuestions(recorded, [question('qnew', 3)])).toEqual([]);
    expect(recorded.topics['revolt-of-1857']?.answers).toEqual({ qkept: 2, qnew: 3 });
    expect(recorded.topics['old-topic']?.answers).toEqual({ qretired: 1 });
    expect(JSON.parse(formatLedger(recorded))).toEqual(recorded);
  });
});
