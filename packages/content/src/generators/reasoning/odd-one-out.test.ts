import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { defensibleAnswers, oddOneOut } from './odd-one-out.ts';

const candidates = oddOneOut.generate();
const numbersIn = (stem: string) => (stem.split('\n')[1] ?? '').split(', ').map(Number);

describe('odd one out', () => {
  it('singles out one number by each feature a learner might use', () => {
    // 53 is the only odd number, 6 the only one-digit and 186 the only three-digit number.
    expect(defensibleAnswers([6, 53, 74, 186])).toEqual([6, 53, 186]);
    expect(defensibleAnswers([17, 68, 79, 151])).toEqual([68, 151]);
    expect(defensibleAnswers([36, 81, 144, 147])).toEqual([147]);
  });

  it('asks only sets with exactly one defensible answer, and passes the validators', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(150);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(defensibleAnswers(numbersIn(question.stem)).map(String), question.stem).toEqual([
        question.options[question.answerIndex],
      ]);
    }
  });

  it('asks in Hindi too, and shows why the three belong together and the fourth does not', () => {
    for (const { question } of candidates) {
      expect(question.stemHi?.split('\n')[1]).toBe(question.stem.split('\n')[1]);
      expect(question.explanation.split('\n')).toHaveLength(2);
      expect(question.explanationHi).toMatch(/अतः/);
    }
  });
});
