import { describe, expect, it } from 'vitest';
import { GUESSING_ADVICE_MIN_ANSWERS, guessingAdvice } from './guessing-advice.ts';

describe('guessingAdvice', () => {
  it('advises an attempt above 20 % accuracy under +4/−1, and a skip below', () => {
    expect(guessingAdvice(30, 70)).toMatchObject({
      accuracy: 30,
      breakEven: 20,
      expectedCenti: 50,
      verdict: 'attempt',
    });
    expect(guessingAdvice(15, 85)).toMatchObject({ accuracy: 15, expectedCenti: -25, verdict: 'skip' });
    // Exactly at the break-even an attempt gains nothing: not worth the risk.
    expect(guessingAdvice(20, 80)).toMatchObject({ expectedCenti: 0, verdict: 'skip' });
  });

  it("weighs UPSC's +2/−0.66, whose break-even is higher", () => {
    const upsc = { correctCenti: 200, wrongCenti: -66 };
    expect(guessingAdvice(23, 77, upsc)).toMatchObject({ breakEven: 24.8, verdict: 'skip' });
    expect(guessingAdvice(23, 77)).toMatchObject({ verdict: 'attempt' });
  });

  it('gives no verdict on too few answers', () => {
    expect(guessingAdvice(1, GUESSING_ADVICE_MIN_ANSWERS - 2)).toMatchObject({ verdict: 'unknown' });
    expect(guessingAdvice(0, 0)).toMatchObject({ accuracy: 0, answered: 0, verdict: 'unknown' });
  });
});
