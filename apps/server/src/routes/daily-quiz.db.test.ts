import {
  type AnswerKeys,
  chooseDailyQuestionIds,
  DAILY_QUIZ_SIZE,
  type DailyBoard,
  dailyBoardSchema,
  dailyQuizDateOf,
  dailyQuizSchema,
  type ProgressSyncResult,
  type ProgressUpdate,
  type Question,
  streakSchema,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressUpdate, quizAnswer, testAnswerKeys } from '../testing/progress-updates.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createSyncTestApp, type SyncTestApp } from '../testing/sync-test-app.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { DAILY_QUIZ_NOT_FOUND } from './daily-quiz.ts';

const SUBJECTS = ['general-knowledge', 'quantitative-aptitude', 'reasoning', 'english'];
const RIGHT = 2;
const WRONG = 0;

/** A small bank over the four subjects, answer always option 2. */
const bank: Question[] = Array.from({ length: 48 }, (_, index) => {
  const subject = SUBJECTS[index % SUBJECTS.length] ?? 'english';
  return {
    id: `d${index}`,
    parentCategoryId: subject,
    categoryId: `${subject}-category`,
    subcategoryId: `${subject}-topic-${index % 5}`,
    stem: `Daily question ${index}?`,
    options: ['a', 'b', 'c', 'd'],
    answerIndex: RIGHT,
    explanation: 'Because.',
    difficulty: 'easy',
    source: { dataset: 'test', record: `d${index}` },
  };
});

const keys: AnswerKeys = {
  ...testAnswerKeys(),
  ...Object.fromEntries(
    bank.map((question) => [
      question.id,
      {
        answerIndex: question.answerIndex,
        subcategoryId: question.subcategoryId,
        categoryId: question.categoryId,
        parentCategoryId: question.parentCategoryId,
      },
    ]),
  ),
};

const today = dailyQuizDateOf(new Date());
const todaysIds = chooseDailyQuestionIds(today, bank);

let testApp: SyncTestApp;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createSyncTestApp(keys, { dailyQuestions: bank });
  ({ app, database } = testApp);
});

afterAll(async () => {
  await testApp?.close();
});

let learners = 0;
const newLearner = (name?: string) =>
  signInAs(app, `daily-learner-${++learners}`, name ? { displayName: name } : {});

async function sync(user: SignedIn, updates: ProgressUpdate[]): Promise<ProgressSyncResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/progress/sync',
    headers: user.headers,
    payload: { updates },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A daily quiz of today with `right` right answers, each taking `msEach`. */
function dailyUpdate(uid: string, right: number, msEach = 5_000, overrides: Partial<ProgressUpdate> = {}) {
  const answers = todaysIds.map((questionId, index) => ({
    ...quizAnswer(questionId, index < right ? RIGHT : WRONG),
    timeTakenMs: msEach,
  }));
  return progressUpdate(uid, answers, { dailyQuizDate: today, ...overrides });
}

async function board(date: string, user?: SignedIn): Promise<DailyBoard> {
  const response = await app.inject({ url: `/api/daily-quiz/${date}/board`, headers: user?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return dailyBoardSchema.parse(response.json());
}

async function attemptsOf(uid: string) {
  return database.db
    .selectFrom('dailyQuizAttempts')
    .select(['quizDate', 'correct', 'timeTakenMs'])
    .where('userUid', '=', uid)
    .execute();
}

describe('GET /api/daily-quiz/:date', () => {
  it("answers today's ten questions, whole, the same for everyone", async () => {
    const response = await app.inject({ url: '/api/daily-quiz/today' });
    expect(response.statusCode, response.body).toBe(200);
    const quiz = dailyQuizSchema.parse(response.json());
    expect(quiz.date).toBe(today);
    expect(quiz.questions.map((question) => question.id)).toEqual(todaysIds);
    expect(quiz.questions).toHaveLength(DAILY_QUIZ_SIZE);
    expect(quiz.questions[0]?.options).toHaveLength(4);
    const byDate = await app.inject({ url: `/api/daily-quiz/${today}` });
    expect(dailyQuizSchema.parse(byDate.json()).questions).toEqual(quiz.questions);
  });

  it('keeps a day that has not begun in India, and refuses a date that is no date', async () => {
    const future = await app.inject({ url: '/api/daily-quiz/2999-01-01' });
    expect(future.statusCode).toBe(404);
    expect(future.json()).toEqual({ error: DAILY_QUIZ_NOT_FOUND });
    const bad = await app.inject({ url: '/api/daily-quiz/yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'date' });
    expect((await app.inject({ url: '/api/daily-quiz/2026-13-01/board' })).statusCode).toBe(400);
  });
});

describe('the daily board', () => {
  it('records first attempts only, best first with ties by time taken, and shows the learner their place', async () => {
    const slow = await newLearner('Slow Nine');
    const fast = await newLearner('Fast Nine');
    const low = await newLearner('Low Four');
    const before = (await board(today)).takers;
    await sync(slow, [dailyUpdate(slow.uid, 9, 9_000)]);
    await sync(fast, [dailyUpdate(fast.uid, 9, 3_000)]);
    await sync(low, [dailyUpdate(low.uid, 4)]);
    // A second attempt, all right and faster, changes nothing on the board.
    const again = dailyUpdate(low.uid, 10, 2_000);
    expect((await sync(low, [again])).applied).toEqual([again.id]);
    expect(await attemptsOf(low.uid)).toEqual([{ quizDate: today, correct: 4, timeTakenMs: 50_000 }]);

    const seen = await board(today, low);
    expect(seen.takers).toBe(before + 3);
    const mine = seen.top.filter((entry) =>
      ['Slow Nine', 'Fast Nine', 'Low Four'].includes(entry.displayName),
    );
    expect(mine.map((entry) => entry.displayName)).toEqual(['Fast Nine', 'Slow Nine', 'Low Four']);
    expect(seen.you).toMatchObject({ displayName: 'Low Four', correct: 4, timeTakenMs: 50_000 });
    expect((await board(today)).you).toBeNull();
  });

  it('records a resent update once', async () => {
    const learner = await newLearner();
    const update = dailyUpdate(learner.uid, 7);
    await sync(learner, [update]);
    const resent = await sync(learner, [update, update]);
    expect(resent.applied).toEqual([]);
    expect(resent.duplicates).toContain(update.id);
    expect(await attemptsOf(learner.uid)).toEqual([{ quizDate: today, correct: 7, timeTakenMs: 50_000 }]);
  });

  it('keeps off the board a quiz that is not the day’s ten, or of a day not open, yet counts its answers', async () => {
    const learner = await newLearner();
    const partial = progressUpdate(
      learner.uid,
      todaysIds.slice(0, 5).map((id) => quizAnswer(id, RIGHT)),
      { dailyQuizDate: today },
    );
    const future = dailyUpdate(learner.uid, 10, 5_000, { dailyQuizDate: '2999-01-01' });
    const result = await sync(learner, [partial, future]);
    expect(result.applied).toEqual([partial.id, future.id]);
    expect(await attemptsOf(learner.uid)).toEqual([]);
    expect(result.profile.questionsAttempted).toBe(15);
  });

  it('refuses a daily date that is no date, alone', async () => {
    const learner = await newLearner();
    const bad = dailyUpdate(learner.uid, 3, 5_000, { dailyQuizDate: 'today' });
    const good = dailyUpdate(learner.uid, 6);
    const result = await sync(learner, [bad, good]);
    expect(result.rejected.map((entry) => entry.id)).toEqual([bad.id]);
    expect(result.applied).toEqual([good.id]);
    expect(await attemptsOf(learner.uid)).toEqual([{ quizDate: today, correct: 6, timeTakenMs: 50_000 }]);
  });

  it('lists a learner hidden from the boards to themselves alone', async () => {
    const hidden = await newLearner('Hidden Ten');
    await database.db
      .updateTable('users')
      .set({ hideFromLeaderboards: true })
      .where('uid', '=', hidden.uid)
      .execute();
    await sync(hidden, [dailyUpdate(hidden.uid, 10, 1_500)]);
    expect((await board(today)).top.map((entry) => entry.displayName)).not.toContain('Hidden Ten');
    expect((await board(today, hidden)).you).toMatchObject({ rank: 1, correct: 10 });
  });
});

describe('the streak', () => {
  it('is kept by the sync: days in the learner’s own zone, a resent update counted once', async () => {
    const learner = await newLearner();
    const now = Date.now();
    const day = 86_400_000;
    const local = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const yesterday = progressUpdate(learner.uid, [quizAnswer('q1', 1)], {
      currentDailyDate: local(now - day),
      timestamp: now - day,
    });
    const todayUpdate = progressUpdate(learner.uid, [quizAnswer('q2', 1)], {
      currentDailyDate: local(now),
      timestamp: now,
    });
    await sync(learner, [yesterday]);
    await sync(learner, [todayUpdate, yesterday]);
    await sync(learner, [todayUpdate]);
    const response = await app.inject({ url: '/api/streak', headers: learner.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(streakSchema.parse(response.json())).toMatchObject({ days: 2, best: 2, lastDate: local(now) });
  });

  it('does not count a day whose answers were all skipped', async () => {
    const learner = await newLearner();
    await sync(learner, [progressUpdate(learner.uid, [quizAnswer('q3', null)])]);
    const response = await app.inject({ url: '/api/streak', headers: learner.headers });
    expect(streakSchema.parse(response.json())).toMatchObject({ days: 0, lastDate: null });
  });

  it('answers 401 signed out', async () => {
    const response = await app.inject({ url: '/api/streak' });
    expect(response.statusCode).toBe(401);
  });
});
