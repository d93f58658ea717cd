import { MIN_QUIZ_ANSWER_MS, SCORED_ANSWERS_PER_DAY } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressUpdate, RIGHT, testAnswerKeys } from '../testing/progress-updates.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createSyncTestApp, type SyncTestApp } from '../testing/sync-test-app.ts';
import type { TestDatabase } from '../testing/test-database.ts';

const QUESTIONS = 1_200;
let testApp: SyncTestApp;
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  testApp = await createSyncTestApp(testAnswerKeys(QUESTIONS));
  ({ app, database } = testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const sync = (user: SignedIn, updates: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/progress/sync', headers: user.headers, payload: { updates } });

const storedOf = (uid: string) =>
  database.db
    .selectFrom('users')
    .select(['totalScore', 'questionsAttempted', 'correctAnswers', 'implausibleAnswers'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();

describe('honest boards', () => {
  it(`give a bot that reads the packs and sends 1,000 perfect answers in a minute no more than ${SCORED_ANSWERS_PER_DAY} scored`, async () => {
    const bot = await signInAs(app, 'bot');
    const perfect = Array.from({ length: 1_000 }, (_, index) => ({
      questionId: `q${index}`,
      chosenIndex: RIGHT,
      mode: 'quiz' as const,
      // It even claims to take its time.
      timeTakenMs: 5_000,
    }));
    for (let start = 0; start < perfect.length; start += 100) {
      const answer = await sync(bot, [progressUpdate(bot.uid, perfect.slice(start, start + 100))]);
      expect(answer.statusCode).toBe(200);
    }
    expect(await storedOf(bot.uid)).toEqual({
      totalScore: SCORED_ANSWERS_PER_DAY * 4,
      questionsAttempted: 1_000,
      correctAnswers: 1_000,
      implausibleAnswers: 1_000 - SCORED_ANSWERS_PER_DAY,
    });
    const board = await app.inject({
      method: 'GET',
      url: '/api/leaderboard?board=all-time',
      headers: bot.headers,
    });
    expect(JSON.stringify(board.json())).toContain(`"score":${SCORED_ANSWERS_PER_DAY * 4}`);
  }, 120_000);

  it('keep answers given faster than a person reads for accuracy but not for points, and refuse ones stamped in the future', async () => {
    const learner = await signInAs(app, 'hasty');
    const answer = (index: number, timeTakenMs: number) => ({
      questionId: `q${index}`,
      chosenIndex: RIGHT,
      mode: 'quiz' as const,
      timeTakenMs,
    });
    const future = progressUpdate(learner.uid, [answer(2, 4_000)], { timestamp: Date.now() + 60 * 60_000 });
    const synced = await sync(learner, [
      progressUpdate(learner.uid, [answer(0, MIN_QUIZ_ANSWER_MS - 1), answer(1, 4_000)]),
      future,
    ]);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().rejected).toEqual([
      { id: future.id, reason: expect.stringMatching(/ahead of the server/) },
    ]);
    expect(await storedOf(learner.uid)).toEqual({
      totalScore: 4,
      questionsAttempted: 2,
      correctAnswers: 2,
      implausibleAnswers: 1,
    });
  });
});
