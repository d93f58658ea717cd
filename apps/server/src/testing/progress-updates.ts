import { randomUUID } from 'node:crypto';
import {
  type AnswerKeys,
  type ProgressAnswer,
  type ProgressUpdate,
  scoreAnswers,
  updateNumberOf,
} from '@abhyas/domain';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import type { SyncOutcome } from '../services/progress-sync-service.ts';

/** A small answer key for sync tests: questions q0..q{n-1}, the answer always option 1. */
export function testAnswerKeys(count = 200): AnswerKeys {
  const keys: AnswerKeys = {};
  for (let index = 0; index < count; index++)
    keys[`q${index}`] = {
      answerIndex: 1,
      subcategoryId: 'topic',
      categoryId: 'category',
      parentCategoryId: 'gk',
    };
  return keys;
}

export const RIGHT = 1;
export const WRONG = 0;

export function quizAnswer(questionId: string, chosenIndex: number | null): ProgressAnswer {
  return { questionId, chosenIndex, mode: 'quiz', timeTakenMs: 1000 };
}

export function practiceAnswer(questionId: string, chosenIndex: number | null): ProgressAnswer {
  return { questionId, chosenIndex, mode: 'practice', timeTakenMs: 1000 };
}

/** A progress update with plausible (not necessarily true) client counters. */
export function progressUpdate(
  userId: string,
  answers: ProgressAnswer[],
  overrides: Partial<ProgressUpdate> = {},
): ProgressUpdate {
  return {
    id: randomUUID(),
    userId,
    answers,
    scoreChange: 0,
    questionsAttempted: answers.length,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: new Date().toISOString().slice(0, 10),
    timestamp: Date.now(),
    ...overrides,
  };
}

/**
 * The sync's promise: the learner's stored totals equal the answers of `updates` graded once each
 * (every answer a first attempt), and each update whose id carries no number is recorded exactly
 * once (a numbered one leaves no row of its own).
 */
export async function expectTotalsOf(
  db: Db,
  uid: string,
  updates: readonly ProgressUpdate[],
  keys: AnswerKeys,
): Promise<void> {
  const expected = scoreAnswers(
    updates.flatMap((update) => update.answers),
    (id) => keys[id]?.answerIndex,
    new Set(),
  );
  const row = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    totalScore: expected.scoreChange,
    questionsAttempted: expected.questionsAttempted,
    correctAnswers: expected.correctAnswers,
    wrongAnswers: expected.wrongAnswers,
  });
  const recorded = await db
    .selectFrom('progressUpdates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userUid', '=', uid)
    .executeTakeFirstOrThrow();
  expect(recorded.count).toBe(updates.filter((update) => !updateNumberOf(update.id)).length);
}

/** The result of a sync that applied (or acknowledged) the batch; throws on any other outcome. */
export function applied(outcome: SyncOutcome) {
  if (outcome.kind !== 'applied') throw new Error(`expected an apply, got ${outcome.kind}`);
  return outcome.result;
}
