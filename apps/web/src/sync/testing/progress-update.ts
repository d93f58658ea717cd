import type { ProgressUpdate } from '@abhyas/domain';

let counter = 0;

/** A time every test update may carry: after the product's first day, in the past. */
export const TEST_TIME = Date.parse('2026-11-20T10:00:00Z');

const utcDateOf = (timestamp: unknown) =>
  typeof timestamp === 'number' && Number.isFinite(timestamp) && Math.abs(timestamp) <= 8.64e15
    ? new Date(timestamp).toISOString().slice(0, 10)
    : '2026-11-20';

/**
 * For tests: a practice update of learner u1 with a fresh id, its daily date the day of its
 * timestamp (now, unless given); `overrides` may break its types on purpose.
 */
export function testProgressUpdate(overrides: Record<string, unknown> = {}): ProgressUpdate {
  counter += 1;
  const timestamp = 'timestamp' in overrides ? overrides.timestamp : Date.now();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    userId: 'u1',
    answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: 100 }],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 5,
    currentDailyDate: utcDateOf(timestamp),
    timestamp,
    ...overrides,
  } as ProgressUpdate;
}
