import { randomUUID } from 'node:crypto';

/** A batch of 10 progress updates of one quiz answer each, as the app's queue sends it. */
export function batchFor(uid: string, questionIds: readonly string[]) {
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: 10 }, () => ({
    id: randomUUID(),
    userId: uid,
    answers: [
      {
        questionId: questionIds[Math.floor(Math.random() * questionIds.length)] ?? '',
        chosenIndex: Math.floor(Math.random() * 4),
        mode: 'quiz' as const,
        timeTakenMs: 9000,
      },
    ],
    scoreChange: 4,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: today,
    timestamp: Date.now(),
  }));
}
