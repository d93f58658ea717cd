import type { ProgressUpdate } from '@abhyas/domain';

let counter = 0;

/** For tests: a practice update of learner u1 with a fresh id; `overrides` may break its types on purpose. */
export function testProgressUpdate(overrides: Record<string, unknown> = {}): ProgressUpdate {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    userId: 'u1',
    answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: 100 }],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 5,
    currentDailyDate: '2026-03-10',
    timestamp: Date.now(),
    ...overrides,
  } as ProgressUpdate;
}
