import { describe, expect, it } from 'vitest';
import { buildCandidate, type Candidate, type CandidateInput } from '../model/candidate.ts';
import { validateCandidate, validateUniqueness } from './question-validators.ts';
import { validateKeyShare, validateLongestKey, validateTopicSize } from './topic-validators.ts';

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

  it('lets one stem ask about different passages or figures, but not twice about the same one', () => {
    const passage = { id: 'p1', instruction: 'Read the passage.', passage: 'Rain fell.' };
    const about = (entity: string, set: typeof passage, position: number) =>
      createCandidate({
        key: { generator: 'test', entity, template: 'main-idea' },
        stem: 'What is the passage mainly about?',
        set: { set, position },
      });
    const other = { ...passage, id: 'p2', passage: 'Snow fell.' };
    expect(validateUniqueness([about('a', passage, 0), about('b', other, 0)])).toEqual([]);
    expect(validateUniqueness([about('a', passage, 0), about('b', passage, 1)])).toHaveLength(1);
    const figure = (size: number) =>
      createCandidate({
        key: { generator: 'test', entity: String(size), template: 'count' },
        stem: 'How many triangles are in the figure?',
        figure: {
          kind: 'drawing',
          width: size,
          height: size,
          shapes: [{ type: 'line', x1: 0, y1: 0, x2: size, y2: size }],
          alt: 'A line.',
        },
      });
    expect(validateUniqueness([figure(10), figure(20)])).toEqual([]);
  });
});

describe('validateKeyShare', () => {
  const keyed = (answers: readonly string[]) =>
    answers.map(
      (answer, index) =>
        createCandidate({
          key: { generator: 'test', entity: String(index), template: 'share' },
          correct: answer,
          distractors: ['w', 'x', 'y'],
        }).question,
    );
  it('refuses a topic whose commonest key answers more than a third of it', () => {
    const fair = keyed([...Array(4).fill('Neither'), ...'abcdefgh'.split('')]);
    expect(validateKeyShare('syllogism', fair)).toEqual([]);
    const lopsided = keyed([...Array(5).fill('Neither'), ...'abcdefg'.split('')]);
    expect(validateKeyShare('syllogism', lopsided)[0]?.message).toMatch(/"Neither" is the key of 5 of 12/);
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

describe('validateLongestKey', () => {
  const withKey = (key: string, index: number) =>
    createCandidate({
      key: { generator: 'test', entity: String(index), template: 'longest' },
      correct: key,
      distractors: ['short', 'brief', 'terse'],
    }).question;
  it('refuses a topic where the longest option is the key in over 40 % of questions', () => {
    const telling = Array.from({ length: 12 }, (_, index) =>
      withKey(index < 5 ? 'a much longer answer' : 'tiny', index),
    );
    expect(validateLongestKey('idioms', telling)[0]?.message).toMatch(/longest option in 5 of 12/);
    const fair = Array.from({ length: 12 }, (_, index) =>
      withKey(index < 4 ? 'a much longer answer' : 'tiny', index),
    );
    expect(validateLongestKey('idioms', fair)).toEqual([]);
  });
});
