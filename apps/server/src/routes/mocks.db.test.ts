import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiErrorSchema,
  type MockPaper,
  type MockStanding,
  type MyMockAttempts,
  mockStandingSchema,
  myMockAttemptsSchema,
  type ProgressSyncResult,
  type ProgressUpdate,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { buildApp } from '../app.ts';
import { writeBackup } from '../backup/backup-archive.ts';
import { restoreBackup } from '../backup/restore-archive.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { MockPapersUnavailableError } from '../mock-papers.ts';
import { createMockAttemptStore } from '../stores/mock-attempt-store.ts';
import { mockUpdate, paperAnswers, testMockPaper } from '../testing/mock-submissions.ts';
import {
  expectTotalsOf,
  progressUpdate,
  quizAnswer,
  RIGHT,
  testAnswerKeys,
} from '../testing/progress-updates.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createSyncTestApp, type SyncTestApp } from '../testing/sync-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MOCK_NOT_FOUND, MOCKS_UNAVAILABLE } from './mocks.ts';

const keys = testAnswerKeys();
/** One paper per test, so that each test reads a rank table of its own. */
const ranked = testMockPaper(1);
const reattempted = testMockPaper(2);
const resent = testMockPaper(3);
const refused = testMockPaper(4);
const other = testMockPaper(5, { first: 100 });
const leaving = testMockPaper(6);
const rebuilt = testMockPaper(7);
const upsc = testMockPaper(1, { exam: 'upsc-prelims-gs1', perSection: 10 });
const routes = testMockPaper(8);
const scripted = testMockPaper(9);
const papers: MockPaper[] = [
  ranked,
  reattempted,
  resent,
  refused,
  other,
  leaving,
  rebuilt,
  upsc,
  routes,
  scripted,
];

let testApp: SyncTestApp;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createSyncTestApp(keys, { mockPapers: papers });
  ({ app, database } = testApp);
});

afterAll(async () => {
  await testApp?.close();
});

let learners = 0;
const newLearner = () => signInAs(app, `mock-learner-${++learners}`);

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

/** A new learner whose first attempt at `paper` has `right` right and `wrong` wrong answers. */
async function takerOf(paper: MockPaper, marks: { right?: number; wrong?: number }): Promise<SignedIn> {
  const learner = await newLearner();
  const update = mockUpdate(learner.uid, paper, marks);
  expect((await sync(learner, [update])).applied).toEqual([update.id]);
  return learner;
}

async function standing(mockId: string, user?: SignedIn): Promise<MockStanding> {
  const response = await app.inject({ url: `/api/mocks/${mockId}/standing`, headers: user?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return mockStandingSchema.parse(response.json());
}

async function mine(user: SignedIn): Promise<MyMockAttempts> {
  const response = await app.inject({ url: '/api/mocks/mine', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return myMockAttemptsSchema.parse(response.json());
}

/** The rank table as stored: marks and takers, rows with takers only. */
async function rankTable(mockId?: string) {
  const { rows } = await sql<{ mockId: string; marksCenti: number; takers: number }>`
    select mock_id, marks_centi, takers from mock_mark_counts
    where takers > 0 and (${mockId ?? null}::text is null or mock_id = ${mockId ?? null}::text)
    order by mock_id, marks_centi
  `.execute(database.db);
  return rows;
}

async function attemptsOf(uid: string) {
  return database.db
    .selectFrom('mockAttempts')
    .select(['mockId', 'attempt', 'marksCenti'])
    .where('userUid', '=', uid)
    .orderBy('mockId')
    .orderBy('attempt')
    .execute();
}

describe('a mock’s rank table', () => {
  it('ranks first attempts: ties share a rank, NTA percentile, topper and average', async () => {
    // Marks: 12 right 2 wrong = 23; 10 right = 20 (twice); 4 right 4 wrong = 6; 0.
    const topper = await takerOf(ranked, { right: 12, wrong: 2 });
    const tiedA = await takerOf(ranked, { right: 10 });
    const tiedB = await takerOf(ranked, { right: 10 });
    const low = await takerOf(ranked, { right: 4, wrong: 4 });
    const blank = await takerOf(ranked, {});

    const forTied = await standing(ranked.id, tiedA);
    expect(forTied).toEqual({
      mockId: ranked.id,
      takers: 5,
      topperMarksCenti: 2300,
      // (2300 + 2000 + 2000 + 600 + 0) / 5 = 1380
      averageMarksCenti: 1380,
      // 4 of 5 at or below 20 marks.
      you: { marksCenti: 2000, rank: 2, percentile: 80, attempts: 1 },
    });
    expect((await standing(ranked.id, tiedB)).you).toEqual(forTied.you);
    expect((await standing(ranked.id, topper)).you).toMatchObject({ rank: 1, percentile: 100 });
    // Two share second place, so the next is fourth.
    expect((await standing(ranked.id, low)).you).toMatchObject({ marksCenti: 600, rank: 4, percentile: 40 });
    expect((await standing(ranked.id, blank)).you).toMatchObject({ marksCenti: 0, rank: 5, percentile: 20 });
  });

  it('shows the table without `you` to a visitor and to a learner who has not sent the mock', async () => {
    const visitor = await standing(ranked.id);
    expect(visitor).toMatchObject({ takers: 5, topperMarksCenti: 2300, you: null });
    expect((await standing(ranked.id, await newLearner())).you).toBeNull();
  });

  it('answers an empty table for a published mock nobody has sent', async () => {
    expect(await standing(routes.id)).toEqual({
      mockId: routes.id,
      takers: 0,
      topperMarksCenti: null,
      averageMarksCenti: null,
      you: null,
    });
  });

  it("marks by the paper's blueprint: UPSC takes 0.66 for a wrong answer", async () => {
    const learner = await takerOf(upsc, { right: 3, wrong: 2 });
    expect((await standing(upsc.id, learner)).you?.marksCenti).toBe(3 * 200 - 2 * 66);
  });

  it('marks a choice made faster than a person can read as no choice, so a script cannot top the table', async () => {
    const learner = await newLearner();
    const answers = paperAnswers(scripted, { right: 20 }).map((answer, index) =>
      index < 15 ? { ...answer, timeTakenMs: 50 } : answer,
    );
    const update = progressUpdate(learner.uid, answers, { mockId: scripted.id });
    expect((await sync(learner, [update])).applied).toEqual([update.id]);
    // Five plausible right answers: 5 × 2 marks; the fifteen instant ones count as skipped.
    expect((await standing(scripted.id, learner)).you?.marksCenti).toBe(1000);
  });

  it('records a reattempt, which leaves the table as it was', async () => {
    const first = await takerOf(reattempted, { right: 5 });
    const rival = await takerOf(reattempted, { right: 8 });
    const before = await rankTable(reattempted.id);

    const again = mockUpdate(first.uid, reattempted, { right: 20 });
    expect((await sync(first, [again])).applied).toEqual([again.id]);

    expect(await attemptsOf(first.uid)).toEqual([
      { mockId: reattempted.id, attempt: 1, marksCenti: 1000 },
      { mockId: reattempted.id, attempt: 2, marksCenti: 4000 },
    ]);
    expect(await rankTable(reattempted.id)).toEqual(before);
    expect(await standing(reattempted.id, first)).toMatchObject({
      takers: 2,
      topperMarksCenti: 1600,
      you: { marksCenti: 1000, rank: 2, attempts: 2 },
    });
    expect((await standing(reattempted.id, rival)).you).toMatchObject({ rank: 1, attempts: 1 });
    expect(await mine(first)).toEqual({
      attempts: [{ mockId: reattempted.id, attempts: 2, firstMarksCenti: 1000, bestMarksCenti: 4000 }],
    });
  });

  it('numbers two submissions of one mock in one batch as the first and a reattempt', async () => {
    const learner = await newLearner();
    const updates = [
      mockUpdate(learner.uid, reattempted, { right: 1 }),
      mockUpdate(learner.uid, reattempted, { right: 2 }),
    ];
    expect((await sync(learner, updates)).applied).toEqual(updates.map((update) => update.id));
    expect(await attemptsOf(learner.uid)).toEqual([
      { mockId: reattempted.id, attempt: 1, marksCenti: 200 },
      { mockId: reattempted.id, attempt: 2, marksCenti: 400 },
    ]);
    expect((await standing(reattempted.id)).takers).toBe(3);
  });

  it('counts a resent update once, and its answers earn the usual points once', async () => {
    const learner = await newLearner();
    const update = mockUpdate(learner.uid, resent, { right: 6, wrong: 3 });
    expect((await sync(learner, [update])).applied).toEqual([update.id]);
    const again = await sync(learner, [update]);
    expect(again.applied).toEqual([]);
    expect(again.duplicates).toEqual([update.id]);
    // Sent twice in one batch, too.
    const twice = await sync(learner, [update, update]);
    expect(twice.applied).toEqual([]);

    expect(await attemptsOf(learner.uid)).toEqual([{ mockId: resent.id, attempt: 1, marksCenti: 1050 }]);
    expect(await rankTable(resent.id)).toEqual([{ mockId: resent.id, marksCenti: 1050, takers: 1 }]);
    // The global boards follow their own rules: +4 a right first quiz answer, −1 a wrong one.
    await expectTotalsOf(database.db, learner.uid, [update], keys);
  });

  it('refuses an unknown mock and answers that are not the paper’s, and applies their neighbour', async () => {
    const learner = await newLearner();
    const unknown = mockUpdate(learner.uid, testMockPaper(99), { right: 20 });
    const foreign = progressUpdate(learner.uid, paperAnswers(other, { right: 20 }), { mockId: refused.id });
    const [firstAnswer, ...restOfPaper] = paperAnswers(refused, { right: 20 });
    const short = progressUpdate(learner.uid, restOfPaper, { mockId: refused.id });
    const doubled = progressUpdate(learner.uid, [...restOfPaper, ...restOfPaper.slice(0, 1)], {
      mockId: refused.id,
    });
    const extra = progressUpdate(learner.uid, [...paperAnswers(refused, {}), quizAnswer('q150', RIGHT)], {
      mockId: refused.id,
    });
    const neighbour = progressUpdate(learner.uid, [quizAnswer('q60', RIGHT)]);
    const result = await sync(learner, [unknown, foreign, short, doubled, extra, neighbour]);

    expect(firstAnswer).toBeDefined();
    expect(result.applied).toEqual([neighbour.id]);
    const notThePaper = `Invalid answers: not one answer for each question of mock ${refused.id}`;
    expect(result.rejected).toEqual([
      { id: unknown.id, reason: 'Unknown mock: ssc-cgl-mock-99' },
      { id: foreign.id, reason: notThePaper },
      { id: short.id, reason: notThePaper },
      { id: doubled.id, reason: notThePaper },
      { id: extra.id, reason: notThePaper },
    ]);
    expect(await attemptsOf(learner.uid)).toEqual([]);
    expect(await rankTable(refused.id)).toEqual([]);
    await expectTotalsOf(database.db, learner.uid, [neighbour], keys);
  });

  it('takes a deleted account’s first attempt out of the table, and its attempts with it', async () => {
    const staying = await takerOf(leaving, { right: 5 });
    const gone = await takerOf(leaving, { right: 15 });
    const reattempt = mockUpdate(gone.uid, leaving, { right: 1 });
    await sync(gone, [reattempt]);
    expect(await standing(leaving.id)).toMatchObject({ takers: 2, topperMarksCenti: 3000 });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: gone.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await attemptsOf(gone.uid)).toEqual([]);
    expect(await rankTable(leaving.id)).toEqual([{ mockId: leaving.id, marksCenti: 1000, takers: 1 }]);
    expect(await standing(leaving.id, staying)).toMatchObject({
      takers: 1,
      topperMarksCenti: 1000,
      averageMarksCenti: 1000,
      you: { rank: 1, percentile: 100 },
    });
  });

  it('is built again from the attempts by the rebuild, to the same table', async () => {
    for (const right of [3, 9, 9, 14]) await takerOf(rebuilt, { right, wrong: 2 });
    const before = await rankTable();
    expect(before.filter((row) => row.mockId === rebuilt.id)).toHaveLength(3);

    const store = createMockAttemptStore(database.db);
    expect(await store.rebuildRankTables()).toEqual({
      mocks: new Set(before.map((row) => row.mockId)).size,
      takers: before.reduce((sum, row) => sum + row.takers, 0),
    });
    expect(await rankTable()).toEqual(before);

    // A table that went wrong (edited by hand, say) is put right.
    await sql`update mock_mark_counts set takers = takers + 7 where mock_id = ${rebuilt.id}`.execute(
      database.db,
    );
    await sql`delete from mock_mark_counts where mock_id = ${ranked.id}`.execute(database.db);
    await store.rebuildRankTables();
    expect(await rankTable()).toEqual(before);
  });

  it('keeps, while it is rebuilt, syncs that change no rank table going and the others waiting', async () => {
    const learner = await newLearner();
    const taker = await newLearner();
    await sync(learner, [mockUpdate(learner.uid, reattempted, {})]);
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // What rebuildRankTables holds while it counts again.
    const rebuilding = database.db.transaction().execute(async (trx) => {
      await sql`lock table mock_mark_counts in exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    try {
      const plain = progressUpdate(learner.uid, [quizAnswer('q80', RIGHT)]);
      expect((await sync(learner, [plain])).applied).toEqual([plain.id]);
      // A reattempt changes no rank table either.
      const reattempt = mockUpdate(learner.uid, reattempted, { right: 2 });
      const first = mockUpdate(taker.uid, rebuilt, { right: 11 });
      let firstDone = false;
      const sendingFirst = sync(taker, [first]).then((result) => {
        firstDone = true;
        return result;
      });
      expect((await sync(learner, [reattempt])).applied).toEqual([reattempt.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(firstDone).toBe(false);
      release();
      expect((await sendingFirst).applied).toEqual([first.id]);
    } finally {
      release();
      await rebuilding;
    }
    expect(await rankTable(rebuilt.id)).toContainEqual({ mockId: rebuilt.id, marksCenti: 2200, takers: 1 });
  });

  it('is left out of a backup and made again, the same, as a restore loads the attempts', async () => {
    const before = await rankTable();
    expect(before.length).toBeGreaterThan(0);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-mocks-backup-'));
    const file = path.join(dataDir, 'mocks.abhyas-backup');
    const summary = await writeBackup({ databaseUrl: database.url, dataDir, file });
    expect(summary.rows.mock_attempts).toBeGreaterThan(0);
    expect(summary.rows.mock_mark_counts).toBeUndefined();

    const restored = await createTestDatabase();
    try {
      await restoreBackup({
        file,
        databaseUrl: restored.url,
        dataDir: mkdtempSync(path.join(tmpdir(), 'abhyas-')),
      });
      const { rows } = await sql<{ mockId: string; marksCenti: number; takers: number }>`
        select mock_id, marks_centi, takers from mock_mark_counts where takers > 0 order by mock_id, marks_centi
      `.execute(restored.db);
      expect(rows).toEqual(before);
    } finally {
      await restored.drop();
    }
  });

  it('lists the signed-in learner’s mocks, and includes the attempts in their data export', async () => {
    const learner = await takerOf(ranked, { right: 1 });
    await sync(learner, [mockUpdate(learner.uid, other, { right: 2 })]);
    expect(await mine(learner)).toEqual({
      attempts: [
        { mockId: ranked.id, attempts: 1, firstMarksCenti: 200, bestMarksCenti: 200 },
        { mockId: other.id, attempts: 1, firstMarksCenti: 400, bestMarksCenti: 400 },
      ],
    });
    expect(await mine(await newLearner())).toEqual({ attempts: [] });

    const exported = await app.inject({ url: '/api/account/export', headers: learner.headers });
    expect(exported.json().mockAttempts).toEqual([
      expect.objectContaining({ mockId: ranked.id, attempt: 1, marksCenti: 200 }),
      expect.objectContaining({ mockId: other.id, attempt: 1, marksCenti: 400 }),
    ]);
  });
});

describe('the mock routes refuse what they cannot answer', () => {
  it('400 for a mock id that is not a slug of at most 100 characters', async () => {
    for (const mockId of [
      'SSC-CGL-MOCK-1',
      'ssc_cgl',
      'a--b',
      '-a',
      `a${'b'.repeat(100)}`,
      '%20',
      'mock%2F1',
    ]) {
      const response = await app.inject({ url: `/api/mocks/${mockId}/standing` });
      expect(response.statusCode, mockId).toBe(400);
      expect(apiErrorSchema.strict().parse(response.json())).toEqual({
        error: 'Invalid mock id',
        field: 'mockId',
      });
    }
  });

  it('404 for a mock that is not published, signed in or not', async () => {
    const learner = await newLearner();
    for (const headers of [{}, learner.headers]) {
      const response = await app.inject({ url: '/api/mocks/ssc-cgl-mock-99/standing', headers });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.strict().parse(response.json())).toEqual({ error: MOCK_NOT_FOUND });
    }
    // The longest id the route accepts is looked up, not refused.
    const longest = await app.inject({ url: `/api/mocks/${'a'.repeat(100)}/standing` });
    expect(longest.statusCode).toBe(404);
  });

  it('401 for the list of one’s mocks when nobody is signed in', async () => {
    const response = await app.inject({ url: '/api/mocks/mine' });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.strict().parse(response.json())).toEqual({ error: 'User not authenticated' });
  });
});

describe('when the mock papers cannot be read', () => {
  it('a batch that submits a mock waits (503) instead of being refused; other batches sync', async () => {
    const unavailable = await buildApp({
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-mocks-')), PORT: '0' }),
      db: database.db,
      logger: createLogger({ level: 'silent' }),
      answerKeys: fixedAnswerKeySource(keys),
      mockPapers: {
        current: () => Promise.reject(new MockPapersUnavailableError('mock-papers.json is missing')),
      },
    });
    try {
      const learner = await signInAs(unavailable, `mock-learner-${++learners}`);
      const submit = (updates: ProgressUpdate[]) =>
        unavailable.inject({
          method: 'POST',
          url: '/api/progress/sync',
          headers: learner.headers,
          payload: { updates },
        });
      const plain = progressUpdate(learner.uid, [quizAnswer('q70', RIGHT)]);
      const mock = mockUpdate(learner.uid, routes, { right: 3 });

      const refused = await submit([plain, mock]);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(apiErrorSchema.strict().parse(refused.json()).error).toBe(
        'Progress sync is unavailable; try again later',
      );
      expect(await attemptsOf(learner.uid)).toEqual([]);

      const alone = await submit([plain]);
      expect(alone.statusCode).toBe(200);
      expect((alone.json() as ProgressSyncResult).applied).toEqual([plain.id]);

      const table = await unavailable.inject({ url: `/api/mocks/${routes.id}/standing` });
      expect(table.statusCode).toBe(503);
      expect(apiErrorSchema.strict().parse(table.json())).toEqual({ error: MOCKS_UNAVAILABLE });
      // The list of one's own mocks needs no paper.
      expect(
        (await unavailable.inject({ url: '/api/mocks/mine', headers: learner.headers })).statusCode,
      ).toBe(200);
    } finally {
      await unavailable.close();
    }
  });
});
