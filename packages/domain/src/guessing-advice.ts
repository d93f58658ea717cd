import type { MockMarking } from './mock-blueprints.ts';

/** The quiz's marking: +4 for a right answer, −1 for a wrong one (the app's own quizzes). */
export const QUIZ_MARKING: MockMarking = { correctCenti: 400, wrongCenti: -100 };

/** Below this many answered questions a subject's accuracy says too little to advise on. */
export const GUESSING_ADVICE_MIN_ANSWERS = 20;

/** Whether one more attempt is worth it under a marking, from the learner's own accuracy. */
export interface GuessingAdvice {
  /** Right answers among answered ones, in per cent (skips left out). */
  accuracy: number;
  answered: number;
  /** The accuracy at which an attempt gains nothing on average, in per cent. */
  breakEven: number;
  /** Marks an attempt earns on average at this accuracy, in hundredths. */
  expectedCenti: number;
  /** `attempt`: worth it; `skip`: it costs marks; `unknown`: too few answers to tell. */
  verdict: 'attempt' | 'skip' | 'unknown';
}

/**
 * An attempt at accuracy p earns p × right − (1 − p) × penalty on average: worth it above the
 * break-even p* = penalty / (right + penalty) (20 % under +4/−1 and SSC's +2/−0.5, 24.8 % under
 * UPSC's +2/−0.66). The learner's accuracy on answered questions stands for p: a guess they would
 * make is no better than their answers, usually worse, so this is the most an attempt can be worth.
 */
export function guessingAdvice(
  correct: number,
  wrong: number,
  marking: MockMarking = QUIZ_MARKING,
  minAnswers = GUESSING_ADVICE_MIN_ANSWERS,
): GuessingAdvice {
  const answered = correct + wrong;
  const penalty = -marking.wrongCenti;
  const p = answered === 0 ? 0 : correct / answered;
  const breakEven = penalty / (marking.correctCenti + penalty);
  const expectedCenti = Math.round(p * marking.correctCenti - (1 - p) * penalty);
  const verdict = answered < minAnswers ? 'unknown' : p > breakEven ? 'attempt' : 'skip';
  return {
    accuracy: Math.round(100 * p),
    answered,
    breakEven: Math.round(1000 * breakEven) / 10,
    expectedCenti,
    verdict,
  };
}
