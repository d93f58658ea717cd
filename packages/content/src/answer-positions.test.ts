import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { balanceAnswerPositions } from './answer-positions.ts';
import type { Candidate } from './model/candidate.ts';

function candidate(id: string, answerIndex: number): Candidate {
  const options = ['w1', 'w2', 'w3'];
  options.splice(answerIndex, 0, 'right');
  const question: Question = {
    id,
    parentCategoryId: 'general-knowledge',
    categoryId: 'physics',
    subcategoryId: 'light',
    stem: `Question ${id}?`,
    options,
    optionsHi: options.map((option) => `${option}-हि`),
    answerIndex,
    explanation: 'Because it is right.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
  };
  return { question, isTrue: (option) => option === 'right' };
}

describe('balanceAnswerPositions', () => {
  it('spreads new questions evenly over A-D and moves the Hindi key with the English one', () => {
    const balanced = balanceAnswerPositions(
      Array.from({ length: 40 }, (_, index) => candidate(`q${String(index).padStart(2, '0')}`, 0)),
      new Map(),
    );
    const counts = [0, 0, 0, 0];
    for (const { question, isTrue } of balanced) {
      counts[question.answerIndex] = (counts[question.answerIndex] ?? 0) + 1;
      expect(isTrue(question.options[question.answerIndex] ?? '')).toBe(true);
      expect(question.optionsHi?.[question.answerIndex]).toBe('right-हि');
    }
    expect(counts).toEqual([10, 10, 10, 10]);
  });

  it('keeps a published question where the ledger has it and fills the gaps around it', () => {
    const published = new Map([
      ['qa', 2],
      ['qb', 2],
    ]);
    const balanced = balanceAnswerPositions(
      [candidate('qa', 2), candidate('qb', 2), candidate('qc', 2), candidate('qd', 2)],
      published,
    );
    expect(balanced.map((c) => c.question.answerIndex)).toEqual([2, 2, 0, 1]);
  });

  it('moves a published question back to its ledger position when the generator places it elsewhere', () => {
    const [moved] = balanceAnswerPositions([candidate('qa', 0)], new Map([['qa', 3]]));
    expect(moved?.question.answerIndex).toBe(3);
    expect(moved?.question.options[3]).toBe('right');
    expect(moved?.question.optionsHi?.[3]).toBe('right-हि');
  });

  it("leaves a question in the paper's order as it is and counts its key where it stands", () => {
    const parts = ['(A) Mathematics are', '(B) my favourite subject', '(C) at school.', 'No error'];
    const errorSpotting: Candidate = {
      question: { ...candidate('qa', 0).question, options: parts, optionsHi: undefined, answerIndex: 0 },
      isTrue: (option) => option === parts[0],
      keepOptionOrder: true,
    };
    const balanced = balanceAnswerPositions(
      [errorSpotting, candidate('qb', 0), candidate('qc', 0), candidate('qd', 0)],
      new Map(),
    );
    expect(balanced[0]?.question).toBe(errorSpotting.question);
    expect(balanced.map((c) => c.question.answerIndex)).toEqual([0, 1, 2, 3]);
  });

  it("never moves a question in the paper's order to the ledger's position: the build's ledger check refuses it instead", () => {
    const fixed: Candidate = { ...candidate('qa', 1), keepOptionOrder: true };
    const [kept] = balanceAnswerPositions([fixed], new Map([['qa', 3]]));
    expect(kept?.question.options).toEqual(['w1', 'right', 'w2', 'w3']);
    expect(kept?.question.answerIndex).toBe(1);
  });
});
