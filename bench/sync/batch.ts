import { randomBytes, randomUUID } from 'node:crypto';
import { numberedUpdateId, updateClientPart } from '@abhyas/domain';

/**
 * Each learner's page in this process, numbering its updates 1, 2, 3… as the app does
 * (`numberedUpdateId`). A process is a new page: a learner's first batch in it adds the page's
 * row, later ones move it. With BENCH_SYNC_IDS=random the updates have random ids instead, as
 * every update made before the numbers has (a row each).
 */
const RANDOM_IDS = process.env.BENCH_SYNC_IDS === 'random';
const pages = new Map<string, { part: string; last: number }>();
function nextId(uid: string): string {
  if (RANDOM_IDS) return randomUUID();
  const page = pages.get(uid) ?? { part: updateClientPart(randomBytes(16)), last: 0 };
  page.last += 1;
  pages.set(uid, page);
  return numberedUpdateId(page.part, page.last);
}

/** A batch of 10 progress updates of one quiz answer each, as the app's queue sends it. */
export function batchFor(uid: string, questionIds: readonly string[]) {
  const today = new Date().toISOString().slice(0, 10);
  return Array.from({ length: 10 }, () => ({
    id: nextId(uid),
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
