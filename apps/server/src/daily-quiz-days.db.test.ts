import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DAILY_QUIZ_SIZE,
  dailyBoardSchema,
  dailyQuizDateOf,
  dailyQuizSchema,
  type Question,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAnswerKeySource } from './answer-key.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type DailyQuizDays, fixedDailyQuizBank } from './daily-quiz-bank.ts';
import { createLogger } from './logger.ts';
import { fixedMockPaperSource } from './mock-papers.ts';
import { createModerationStore } from './moderation/moderation-store.ts';
import { paths } from './paths.ts';
import { createDailyQuizDayStore } from './stores/daily-quiz-day-store.ts';
import { progressUpdate, quizAnswer } from './testing/progress-updates.ts';
import { type SignedIn, signInAs } from './testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * The daily quiz is drawn once for every server (migration 0023, decision 021): the apps here are
 * built as production builds them (the content build's bank, the default drawing), two on one
 * database as two servers behind one proxy.
 */
const ADMIN_EMAIL = 'operator@example.org';
const dirs: string[] = [];
const databases: TestDatabase[] = [];
const apps: FastifyInstance[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function newDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

/** A server as production builds it: no daily quiz bank given, so the default one. */
async function serverOn(database: TestDatabase): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: tempDir('abhyas-daily-days-'),
      PORT: '0',
      ADMIN_EMAILS: ADMIN_EMAIL,
      SESSION_SECRET: 'daily-days-test-secret-of-at-least-32-characters',
    }),
    db: database.db,
    logger: createLogger({ level: 'silent' }),
    answerKeys: fileAnswerKeySource(paths.contentBuild),
    mockPapers: fixedMockPaperSource([]),
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function quizIds(app: FastifyInstance, date: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/daily-quiz/${date}` });
  expect(response.statusCode).toBe(200);
  return dailyQuizSchema.parse(response.json()).questions.map((question) => question.id);
}

async function hide(app: FastifyInstance, admin: SignedIn, questionId: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/questions/${encodeURIComponent(questionId)}/hide`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
}

async function keptIds(database: TestDatabase, date: string): Promise<string[] | undefined> {
  return createDailyQuizDayStore(database.db).drawnOn(date);
}

const today = dailyQuizDateOf(new Date());
/** The IST date `days` before today. */
function daysBefore(days: number): string {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('two servers on one database', () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    database = await newDatabase();
    first = await serverOn(database);
    second = await serverOn(database);
    admin = await signInAs(first, 'operator', { email: ADMIN_EMAIL, emailVerified: true });
  });

  it('give the same quiz for a day, and keep it', async () => {
    const [onFirst, onSecond] = await Promise.all([quizIds(first, 'today'), quizIds(second, 'today')]);
    expect(onFirst).toHaveLength(DAILY_QUIZ_SIZE);
    expect(onSecond).toEqual(onFirst);
    expect(await keptIds(database, today)).toEqual(onFirst);
    expect(await quizIds(second, today)).toEqual(onFirst);
  });

  it('never draw a question hidden before the draw', async () => {
    // Yesterday is still open (a late sync may submit it) and nobody has drawn it yet here.
    const date = daysBefore(1);
    expect(await keptIds(database, date)).toBeUndefined();
    // The same date on a database where nothing is hidden: the questions it would draw.
    const elsewhere = await serverOn(await newDatabase());
    const unmoderated = await quizIds(elsewhere, date);
    const [hiddenFirst, hiddenLast] = [unmoderated[0], unmoderated.at(-1)] as [string, string];
    await hide(first, admin, hiddenFirst);
    await hide(first, admin, hiddenLast);

    const drawn = await quizIds(second, date);
    expect(drawn).toHaveLength(DAILY_QUIZ_SIZE);
    expect(drawn).not.toContain(hiddenFirst);
    expect(drawn).not.toContain(hiddenLast);
    expect(await quizIds(first, date)).toEqual(drawn);
    expect(await keptIds(database, date)).toEqual(drawn);
  });

  it('leave a day drawn before a hide as it was, on every server, and leave the question out of a fresh draw', async () => {
    const drawnBefore = await quizIds(first, 'today');
    const hiddenNow = drawnBefore[1] as string;
    await hide(second, admin, hiddenNow);

    // The day is fixed: the servers that knew it, and one started after the hide.
    expect(await quizIds(first, 'today')).toEqual(drawnBefore);
    expect(await quizIds(second, 'today')).toEqual(drawnBefore);
    expect(await quizIds(await serverOn(database), 'today')).toEqual(drawnBefore);
    expect(await keptIds(database, today)).toEqual(drawnBefore);

    // Where today was not drawn yet, the same question hidden first is left out of it.
    const fresh = await newDatabase();
    const freshServer = await serverOn(fresh);
    const freshAdmin = await signInAs(freshServer, 'operator', { email: ADMIN_EMAIL, emailVerified: true });
    await hide(freshServer, freshAdmin, hiddenNow);
    const freshDraw = await quizIds(freshServer, 'today');
    expect(freshDraw).toHaveLength(DAILY_QUIZ_SIZE);
    expect(freshDraw).not.toContain(hiddenNow);
  });

  it("take a learner's quiz of a day drawn before a hide, hidden question and all, onto its board", async () => {
    const late = await serverOn(database);
    const quiz = dailyQuizSchema.parse(
      (await late.inject({ method: 'GET', url: '/api/daily-quiz/today' })).json(),
    );
    expect(await keptIds(database, today)).toEqual(quiz.questions.map((question) => question.id));
    const learner = await signInAs(late, 'daily-after-hide', { displayName: 'After Hide' });
    const answers = quiz.questions.map((question) => ({
      ...quizAnswer(question.id, question.answerIndex),
      timeTakenMs: 5_000,
    }));
    const synced = await late.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: learner.headers,
      payload: { updates: [progressUpdate(learner.uid, answers, { dailyQuizDate: today })] },
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const board = dailyBoardSchema.parse(
      (await first.inject({ url: `/api/daily-quiz/${today}/board`, headers: learner.headers })).json(),
    );
    expect(board.you).toMatchObject({ displayName: 'After Hide', correct: DAILY_QUIZ_SIZE });
  });

  it('leave out a revised question: its old revision is hidden', async () => {
    const date = daysBefore(2);
    const elsewhere = await serverOn(await newDatabase());
    const revised = (await quizIds(elsewhere, date))[2] as string;
    const question = (await elsewhere.inject({ method: 'GET', url: `/api/daily-quiz/${date}` }))
      .json<{ questions: Question[] }>()
      .questions.find((candidate) => candidate.id === revised) as Question;
    const edit = await first.inject({
      method: 'PUT',
      url: `/api/admin/questions/${encodeURIComponent(revised)}`,
      headers: admin.headers,
      payload: {
        stem: `${question.stem} (corrected)`,
        options: ['First', 'Second', 'Third', 'Fourth'],
        answerIndex: 2,
        explanation: 'Third is right, as the corrected source says.',
      },
    });
    expect(edit.statusCode).toBe(201);
    const drawn = await quizIds(second, date);
    expect(drawn).toHaveLength(DAILY_QUIZ_SIZE);
    expect(drawn).not.toContain(revised);
  });

  it('do not keep a day long closed that nobody drew, nor draw a hidden question into it', async () => {
    const date = '2020-01-15';
    const elsewhere = await serverOn(await newDatabase());
    const unmoderated = await quizIds(elsewhere, date);
    await hide(first, admin, unmoderated[0] as string);
    const drawn = await quizIds(first, date);
    expect(drawn).toHaveLength(DAILY_QUIZ_SIZE);
    expect(drawn).not.toContain(unmoderated[0]);
    expect(await keptIds(database, date)).toBeUndefined();
  });
});

describe('two banks drawing one day at once', () => {
  const questions: Question[] = Array.from({ length: 40 }, (_, index) => {
    const subject = ['general-knowledge', 'quantitative-aptitude', 'reasoning', 'english'][
      index % 4
    ] as string;
    return {
      id: `race-${index}`,
      parentCategoryId: subject,
      categoryId: `${subject}-category`,
      subcategoryId: `${subject}-topic-${index % 7}`,
      stem: `Race question ${index}?`,
      options: ['a', 'b', 'c', 'd'],
      answerIndex: 1,
      explanation: 'Because.',
      difficulty: 'easy',
      source: { dataset: 'test', record: `race-${index}` },
    };
  });

  it('agree on the kept draw even when one saw a question hidden that the other did not', async () => {
    const database = await newDatabase();
    const days = createDailyQuizDayStore(database.db);
    // Both banks find the day undrawn before either keeps its draw: the race, every time.
    let looked = 0;
    let bothLooked: () => void = () => {};
    const bothHaveLooked = new Promise<void>((resolve) => {
      bothLooked = resolve;
    });
    const racingDays: DailyQuizDays = {
      async drawnOn(date) {
        const kept = await days.drawnOn(date);
        looked += 1;
        if (looked === 2) bothLooked();
        await bothHaveLooked;
        return kept;
      },
      keep: days.keep,
    };
    const unhidden = fixedDailyQuizBank(questions, { days: racingDays, hiddenIds: async () => [] });
    const date = today;
    // What the other bank would draw with nothing hidden: hide its first question for it alone.
    const plain = await fixedDailyQuizBank(questions).questionIdsOf(date);
    const hiding = fixedDailyQuizBank(questions, {
      days: racingDays,
      hiddenIds: async () => [plain[0] as string],
    });
    const [a, b] = await Promise.all([unhidden.questionIdsOf(date), hiding.questionIdsOf(date)]);
    expect(a).toHaveLength(DAILY_QUIZ_SIZE);
    expect(b).toEqual(a);
    expect(await days.drawnOn(date)).toEqual(a);
    // Whole questions follow the kept ids.
    expect((await hiding.questionsOf(date)).map((question) => question.id)).toEqual(a);
  });

  it('read hidden questions from the moderation store', async () => {
    const database = await newDatabase();
    const moderation = createModerationStore(database.db);
    const plain = await fixedDailyQuizBank(questions).questionIdsOf(today);
    const hidden = plain[3] as string;
    const { parentCategoryId, categoryId, subcategoryId } = questions.find(
      (question) => question.id === hidden,
    ) as Question;
    await moderation.decide(hidden, { parentCategoryId, categoryId, subcategoryId }, 'hidden');
    const bank = fixedDailyQuizBank(questions, {
      days: createDailyQuizDayStore(database.db),
      hiddenIds: async () => (await moderation.hiddenQuestions()).map((entry) => entry.questionId),
    });
    const drawn = await bank.questionIdsOf(today);
    expect(drawn).toHaveLength(DAILY_QUIZ_SIZE);
    expect(drawn).not.toContain(hidden);
  });
});
