import { describe, expect, it } from 'vitest';
import { MAX_UPDATES_PER_REQUEST } from './constants.ts';
import {
  buildProgressUpdate,
  type ProgressUpdate,
  progressSyncRequestSchema,
  progressUpdateSchema,
} from './progress-update.ts';

const key: Record<string, number> = { a: 0, b: 1, c: 2 };

function makeUpdate(): ProgressUpdate {
  return buildProgressUpdate({
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    userId: 'user-1',
    answers: [
      { questionId: 'a', chosenIndex: 0, mode: 'quiz', timeTakenMs: 4000 },
      { questionId: 'b', chosenIndex: 0, mode: 'quiz', timeTakenMs: 3000 },
      { questionId: 'c', chosenIndex: null, mode: 'quiz', timeTakenMs: 1000 },
    ],
    answerIndexOf: (id) => key[id],
    alreadyAttemptedQuizQuestionIds: new Set(),
    currentRank: 42,
    now: new Date(2026, 0, 5, 23, 30),
  });
}

describe('buildProgressUpdate', () => {
  it('computes the optimistic counters with the shared scoring rules', () => {
    const update = makeUpdate();
    expect(update).toMatchObject({
      scoreChange: 3,
      questionsAttempted: 2,
      correctAnswers: 1,
      wrongAnswers: 1,
      newRank: 42,
      currentDailyDate: '2026-01-05',
    });
    expect(progressUpdateSchema.parse(update)).toEqual(update);
  });
});

describe('progressUpdateSchema', () => {
  it('accepts a skipped answer as chosenIndex null', () => {
    expect(makeUpdate().answers[2]?.chosenIndex).toBeNull();
    expect(progressUpdateSchema.safeParse(makeUpdate()).success).toBe(true);
  });

  it.each([
    ['id', { id: 'not-a-uuid' }],
    ['currentDailyDate', { currentDailyDate: '2026-1-5' }],
    ['answers', { answers: [] }],
    ['userId', { userId: '' }],
    ['timestamp', { timestamp: 9_000_000_000_000_000 }],
    ['timestamp', { timestamp: 0 }],
  ])('refuses a bad %s', (field, patch) => {
    const result = progressUpdateSchema.safeParse({ ...makeUpdate(), ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('refuses an option index outside the four options and an unknown mode', () => {
    const update = makeUpdate();
    const badIndex = { ...update, answers: [{ ...update.answers[0], chosenIndex: 4 }] };
    const badMode = { ...update, answers: [{ ...update.answers[0], mode: 'exam' }] };
    expect(progressUpdateSchema.safeParse(badIndex).success).toBe(false);
    expect(progressUpdateSchema.safeParse(badMode).success).toBe(false);
  });
});

describe('progressSyncRequestSchema', () => {
  it(`takes 1 to ${MAX_UPDATES_PER_REQUEST} updates`, () => {
    const update = makeUpdate();
    expect(progressSyncRequestSchema.safeParse({ updates: [update] }).success).toBe(true);
    expect(progressSyncRequestSchema.safeParse({ updates: [] }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_UPDATES_PER_REQUEST + 1 }, () => update);
    expect(progressSyncRequestSchema.safeParse({ updates: tooMany }).success).toBe(false);
  });
});
