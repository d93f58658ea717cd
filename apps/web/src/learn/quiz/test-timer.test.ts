import { QUIZ_SECONDS_PER_QUESTION } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { secondsPerQuestionFrom } from './test-timer.ts';

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
