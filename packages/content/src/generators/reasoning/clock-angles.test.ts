import { describe, expect, it } from 'vitest';
import { clockAngles } from './clock-angles.ts';

const questions = clockAngles.generate().map((candidate) => candidate.question);

describe('clock angle questions', () => {
  it("say that 12 o'clock counts as 0 whenever the working puts H = 0", () => {
    const atTwelve = questions.filter((q) => / at 12:\d\d\?$/.test(q.stem));
    expect(atTwelve.length).toBeGreaterThan(5);
    for (const q of atTwelve) {
      expect(q.explanation).toContain("H = 0 (12 o'clock counts as 0)");
      expect(q.explanationHi).toContain('H = 0 (12 बजे को 0 माना जाता है)');
    }
  });

  it('never put H = 0 without saying why', () => {
    const unexplained = questions.filter(
      (q) => /H = 0(?! \(12)/.test(q.explanation) || /H = 0(?! \(12)/.test(q.explanationHi ?? ''),
    );
    expect(unexplained.map((q) => q.stem)).toEqual([]);
  });
});
