// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAnonymousUpdates } from './anonymous-answers.ts';
import { recordProgress } from './record-progress.ts';

beforeEach(() => localStorage.clear());

const work = {
  topicId: 'ssc-cgl-mock-1',
  answers: [
    { questionId: 'q1', chosenIndex: 1, mode: 'quiz' as const, timeTakenMs: 4_000 },
    { questionId: 'q2', chosenIndex: null, mode: 'quiz' as const, timeTakenMs: 1_000 },
  ],
  shownQuestionIds: ['q1', 'q2'],
  answerIndexOf: () => 1,
  now: new Date('2026-11-25T10:00:00Z'),
};

describe('recordProgress', () => {
  it('names the mock a submitted mock test was, and keeps the name on the device', () => {
    const { update } = recordProgress(
      { uid: undefined, currentRank: undefined },
      { ...work, mockId: 'ssc-cgl-mock-1' },
    );
    expect(update.mockId).toBe('ssc-cgl-mock-1');
    expect(loadAnonymousUpdates().map((kept) => kept.mockId)).toEqual(['ssc-cgl-mock-1']);
  });

  it('names no mock for a topic quiz', () => {
    const { update } = recordProgress({ uid: undefined, currentRank: undefined }, work);
    expect('mockId' in update).toBe(false);
  });
});
