import { QUIZ_SECONDS_PER_QUESTION } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { mockDurationMs, secondsPerQuestionFrom } from './test-timer.ts';

describe('secondsPerQuestionFrom', () => {
  it('shortens the timer when asked', () => {
    expect(secondsPerQuestionFrom('?secondsPerQuestion=2')).toBe(2);
  });

  it('never lengthens it and ignores nonsense', () => {
    for (const search of [
      '',
      '?secondsPerQuestion=600',
      '?secondsPerQuestion=0',
      '?secondsPerQuestion=x',
      '?secondsPerQuestion=1.5',
    ])
      expect(secondsPerQuestionFrom(search)).toBe(QUIZ_SECONDS_PER_QUESTION);
  });
});

describe('mockDurationMs', () => {
  it("gives the exam's own time", () => {
    expect(mockDurationMs(60, 100, '')).toBe(3_600_000);
    expect(mockDurationMs(120, 100, '')).toBe(7_200_000);
  });

  it('is shortened by the test hook to N s a question, and never lengthened', () => {
    expect(mockDurationMs(60, 100, '?secondsPerQuestion=1')).toBe(100_000);
    // 50 s a question is shorter than UPSC's 72 s, longer than SSC's 36 s.
    expect(mockDurationMs(120, 100, '?secondsPerQuestion=50')).toBe(5_000_000);
    expect(mockDurationMs(60, 100, '?secondsPerQuestion=50')).toBe(3_600_000);
    for (const search of ['?secondsPerQuestion=0', '?secondsPerQuestion=x', '?secondsPerQuestion=1.5'])
      expect(mockDurationMs(60, 100, search)).toBe(3_600_000);
  });
});
