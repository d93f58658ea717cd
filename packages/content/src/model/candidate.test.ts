import { describe, expect, it } from 'vitest';
import { buildCandidate, type CandidateInput } from './candidate.ts';

const FORMS = ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'];
const FORMS_HI = ['केवल 1', 'केवल 2', '1 और 2 दोनों', 'न तो 1 और न ही 2'];

function statementInput(overrides: Partial<CandidateInput> = {}): CandidateInput {
  return {
    key: { generator: 'test-statements', entity: 'towns', template: 'statements' },
    topic: { parentCategoryId: 'general-knowledge', categoryId: 'geography', subcategoryId: 'towns' },
    stem: 'Consider the following statements:\n1. Alpha stands on the Red.\n2. Beta stands on the Green.',
    correct: 'Both 1 and 2',
    distractors: ['Neither 1 nor 2', '1 only', '2 only'],
    explanation: 'Statement 1 is correct. Statement 2 is correct.',
    difficulty: 'easy',
    source: { dataset: 'test', record: 'towns' },
    isTrue: (option) => option === 'Both 1 and 2',
    hindi: {
      stem: 'निम्नलिखित कथनों पर विचार कीजिए:',
      correct: '1 और 2 दोनों',
      distractors: ['न तो 1 और न ही 2', 'केवल 1', 'केवल 2'],
    },
    ...overrides,
  };
}

describe('buildCandidate', () => {
  it("keeps the paper's order of the options, English and Hindi alike, with the key where it falls", () => {
    const candidate = buildCandidate(statementInput({ optionOrder: FORMS }));
    expect(candidate.question.options).toEqual(FORMS);
    expect(candidate.question.optionsHi).toEqual(FORMS_HI);
    expect(candidate.question.answerIndex).toBe(2);
    expect(candidate.keepOptionOrder).toBe(true);
  });

  it('takes the order from forms the question does not all offer', () => {
    const candidate = buildCandidate(
      statementInput({
        correct: '1 and 3 only',
        distractors: ['3 only', '1, 2 and 3', '1 only'],
        isTrue: (option) => option === '1 and 3 only',
        hindi: undefined,
        optionOrder: [
          '1 only',
          '2 only',
          '3 only',
          '1 and 2 only',
          '2 and 3 only',
          '1 and 3 only',
          '1, 2 and 3',
        ],
      }),
    );
    expect(candidate.question.options).toEqual(['1 only', '3 only', '1 and 3 only', '1, 2 and 3']);
    expect(candidate.question.answerIndex).toBe(2);
  });

  it("gives an ask in the paper's order another id than the same ask with moved options, which was published", () => {
    const moved = buildCandidate(statementInput());
    const ordered = buildCandidate(statementInput({ optionOrder: FORMS }));
    expect(ordered.question.id).not.toBe(moved.question.id);
    expect(ordered.question.factKey).toBe(moved.question.factKey);
    expect(moved.keepOptionOrder).toBeUndefined();
  });

  it('refuses an option its order does not name', () => {
    expect(() => buildCandidate(statementInput({ optionOrder: FORMS.slice(0, 3) }))).toThrow(
      /option "Neither 1 nor 2" is not in its optionOrder/,
    );
  });
});
