import { describe, expect, it } from 'vitest';
import { buildCandidate, type Candidate, type CandidateInput } from '../model/candidate.ts';
import { validateCandidate, validateUniqueness } from './question-validators.ts';
import { validateTopicSize } from './topic-validators.ts';

const CAPITALS: Record<string, string> = {
  India: 'New Delhi',
  France: 'Paris',
  Japan: 'Tokyo',
  Kenya: 'Nairobi',
};

function createCandidate(overrides: Partial<CandidateInput> = {}): Candidate {
  return buildCandidate({
    key: { generator: 'test', entity: 'India', template: 'capital' },
    topic: {
      parentCategoryId: 'general-knowledge',
      categoryId: 'world-geography',
      subcategoryId: 'world-capitals',
    },
    stem: 'What is the capital of India?',
    correct: 'New Delhi',
    distractors: ['Paris', 'Tokyo', 'Nairobi'],
    explanation: 'New Delhi is the capital of India.',
    difficulty: 'easy',
    source: { dataset: 'test', record: 'India' },
    isTrue: (option) => CAPITALS.India === option,
    ...overrides,
  });
}

describe('validateCandidate', () => {
  it('accepts a well-formed question with exactly one true option', () => {
    expect(validateCandidate(createCandidate())).toEqual([]);
  });

  it('rejects repeated options', () => {
    const problems = validateCandidate(createCandidate({ distractors: ['Paris', 'paris', 'Tokyo'] }));
    expect(problems.map((problem) => problem.message).join()).toMatch(/not distinct/);
  });

  it('rejects a distractor that is also true by the data (a shared currency, a second capital)', () => {
    const problems = validateCandidate(
      createCandidate({ isTrue: (option) => option === 'New Delhi' || option === 'Paris' }),
    );
    expect(problems.map((problem) => problem.message).join()).toMatch(/exactly option/);
  });

  it('rejects a key that points at a false option', () => {
    const problems = validateCandidate(createCandidate({ isTrue: (option) => option === 'Tokyo' }));
    expect(problems).toHaveLength(1);
  });

  it('rejects a missing explanation and a wrong option count', () => {
    expect(validateCandidate(createCandidate({ explanation: ' ' })).length).toBeGreaterThan(0);
    expect(validateCandidate(createCandidate({ distractors: ['Paris', 'Tokyo'] })).length).toBeGreaterThan(0);
  });
});

describe('validateUniqueness', () => {
  it('reports duplicate stems and duplicate ids', () => {
    const first = createCandidate();
    const sameStem = createCandidate({ key: { generator: 'test', entity: 'India', template: 'other' } });
    expect(
      validateUniqueness([first, sameStem])
        .map((problem) => problem.message)
        .join(),
    ).toMatch(/same stem/);
    expect(
      validateUniqueness([first, first])
        .map((problem) => problem.message)
        .join(),
    ).toMatch(/duplicate question id/);
  });
});

describe('validateTopicSize', () => {
  it('requires at least 20 questions and a slug id', () => {
    const questions = Array.from({ length: 20 }, () => createCandidate().question);
    expect(validateTopicSize('world-capitals', questions)).toEqual([]);
    expect(validateTopicSize('world-capitals', questions.slice(1))).toHaveLength(1);
    expect(validateTopicSize('World Capitals', questions)).toHaveLength(1);
  });
});
