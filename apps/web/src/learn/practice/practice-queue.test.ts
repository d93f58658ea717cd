import { describe, expect, it } from 'vitest';
import { advancePracticeQueue, PRACTICE_RETRY_GAP } from './practice-queue.ts';

describe('advancePracticeQueue', () => {
  it('drops a question answered right', () => {
    expect(advancePracticeQueue(['a', 'b', 'c'], true)).toEqual(['b', 'c']);
  });

  it(`brings a wrong one back after ${PRACTICE_RETRY_GAP} others, until it is answered right`, () => {
    let queue = advancePracticeQueue(['a', 'b', 'c', 'd', 'e'], false);
    expect(queue).toEqual(['b', 'c', 'd', 'a', 'e']);
    queue = advancePracticeQueue(advancePracticeQueue(advancePracticeQueue(queue, true), true), true);
    expect(queue[0]).toBe('a');
    expect(advancePracticeQueue(queue, false)).toEqual(['e', 'a']);
  });

  it('asks the last question again at once when it was wrong', () => {
    expect(advancePracticeQueue(['a'], false)).toEqual(['a']);
    expect(advancePracticeQueue([], true)).toEqual([]);
  });
});
