import { randomBytes } from 'node:crypto';
import { competitionRanks, DEFAULT_RANK } from '@abhyas/domain';
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { LeaderboardService } from '../services/leaderboard.ts';
import { createProfileService } from '../services/profile-service.ts';
import { createProgressSyncService } from '../services/progress-sync-service.ts';
import { progressUpdate, quizAnswer, RIGHT, testAnswerKeys, WRONG } from '../testing/progress-updates.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createIdentityStore } from './identity-store.ts';
import { createProgressStore } from './progress-store.ts';
import type { Executor, RankStore } from './rank-store.ts';
import { FallbackRankStore } from './rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from './rank-store-redis.ts';
import { boardRowsOf, SqlRankStore } from './rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from './rank-store-test-redis.ts';
import { createUserStore } from './user-store.ts';

const silent = pino({ level: 'silent' });
let database: TestDatabase;
/** CI's Redis when TEST_REDIS_URL is set; otherwise one started here. */
let sharedRedisServer: TestRedisServer | undefined;
let sharedRedisUrl: string;
const clients: Redis[] = [];
const fallbacks: FallbackRankStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  if (process.env.TEST_REDIS_URL) sharedRedisUrl = process.env.TEST_REDIS_URL;
  else {
    sharedRedisServer = await createTestRedisServer();
    sharedRedisUrl = sharedRedisServer.url;
  }
});

afterAll(async () => {
  await database?.drop();
  await sharedRedisServer?.stop();
});

afterEach(async () => {
  for (const store of fallbacks.splice(0)) store.close();
  for (const client of clients.splice(0)) client.disconnect();
});

interface Learner {
  uid: string;
  score: number;
  hidden?: boolean;
  /** The stored display name; `Learner <uid>` when left out. */
  name?: string | null;
  photo?: string | null;
  attempted?: number;
  correct?: number;
}

async function resetTables(): Promise<void> {
  await sql`truncate leaderboard_scores, users cascade`.execute(database.db);
}

async function addLearners(learners: readonly Learner[]): Promise<void> {
  if (learners.length === 0) return;
  await database.db
    .insertInto('users')
    .values(
      learners.map((learner) => ({
        uid: learner.uid,
        displayName: learner.name === undefined ? `Learner ${learner.uid}` : learner.name,
        photoUrl: learner.photo ?? null,
        hideFromLeaderboards: learner.hidden ?? false,
      })),
    )
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .execute();
}

function ready(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A Redis-backed store in its ready state under a fresh key prefix, cleaned up after the test. */
async function redisStores(url: string) {
  const client = connectRankRedis(url);
  clients.push(client);
  await ready(client);
  const prefix = `abhyas-test:${randomBytes(6).toString('hex')}:`;
  const redisStore = new RedisRankStore(client, prefix);
  const sqlStore = new SqlRankStore(database.db);
  const fallback = new FallbackRankStore(client, redisStore, sqlStore, silent);
  fallbacks.push(fallback);
  await fallback.bringUpToDate();
  expect(fallback.status).toBe('ready');
  cleanups.push(() => redisStore.deleteAll());
  return { client, prefix, redisStore, sqlStore, fallback };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Kind = 'sql' | 'redis';

async function makeStore(kind: Kind): Promise<RankStore> {
  if (kind === 'sql') return new SqlRankStore(database.db);
  return (await redisStores(sharedRedisUrl)).fallback;
}

/**
 * Test data for the read side: sets board rows straight in SQL (as a restore or an old server
 * would have left them), bumping each learner's version as every writer does, and returns them
 * as copied. Scores reach the boards in the product only through the sync (see `syncing`).
 */
async function setBoardRows(
  executor: Executor,
  board: string,
  learners: readonly Learner[],
  expiresAt: Date | null = null,
) {
  if (learners.length === 0) return [];
  await sql`
    insert into leaderboard_scores (board, uid, score, attempted, correct, expires_at)
    select ${board}, uid, score, attempted, correct, ${expiresAt}::timestamptz
    from unnest(${learners.map((l) => l.uid)}::text[], ${learners.map((l) => l.score)}::int[],
      ${learners.map((l) => l.attempted ?? 1)}::int[], ${learners.map((l) => l.correct ?? 1)}::int[])
      as input(uid, score, attempted, correct)
    on conflict (board, uid) do update set score = excluded.score, attempted = excluded.attempted,
      correct = excluded.correct, updated_at = clock_timestamp()
  `.execute(executor);
  const uids = learners.map((learner) => learner.uid);
  await executor
    .updateTable('users')
    .set({ syncVersion: sql`sync_version + 1` })
    .where('uid', 'in', uids)
    .execute();
  return (await boardRowsOf(executor, uids)).filter((row) => row.board === board);
}

/** Sets board scores through SQL (the source) and copies them to the store. */
async function seed(store: RankStore, board: string, learners: readonly Learner[]): Promise<void> {
  await addLearners(learners);
  await store.mirror(await setBoardRows(database.db, board, learners));
}

const answerKeys = testAnswerKeys();
let nextQuestion = 0;

/**
 * The real write: a progress sync service over `ranks`, and `answer(uid, at, right, wrong)`,
 * which syncs one update of that many first-time quiz answers (4 points right, -1 wrong).
 */
function syncing(ranks: RankStore, now: () => Date = () => new Date()) {
  const leaderboard = new LeaderboardService({
    db: database.db,
    ranks,
    scores: new SqlRankStore(database.db),
    now,
    cacheMs: 0,
  });
  const sync = createProgressSyncService({
    store: createProgressStore(database.db),
    answerKeys: fixedAnswerKeySource(answerKeys),
    leaderboard,
    now,
  });
  const answer = async (uid: string, at: Date, right: number, wrong = 0) => {
    const answers = [
      ...Array.from({ length: right }, () => RIGHT),
      ...Array.from({ length: wrong }, () => WRONG),
    ].map((chosen) => quizAnswer(`q${nextQuestion++ % 200}`, chosen));
    const update = progressUpdate(uid, answers, {
      timestamp: at.getTime(),
      currentDailyDate: istDate(at),
    });
    const outcome = await sync.sync(uid, { updates: [update] });
    if (outcome.kind !== 'applied' || outcome.result.applied.length !== 1)
      throw new Error(`the update of ${uid} did not apply: ${JSON.stringify(outcome)}`);
    return outcome.result.profile;
  };
  return { leaderboard, sync, answer };
}

/** The learner's calendar date in India, as the web app sends it. */
function istDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

describe.each<Kind>(['sql', 'redis'])('the %s rank store', (kind) => {
  let store: RankStore;
  beforeEach(async () => {
    await resetTables();
    store = await makeStore(kind);
  });

  it('gives tied learners the same rank (1, 2, 2, 4)', async () => {
    await seed(store, 'all', [
      { uid: 'a', score: 50 },
      { uid: 'b', score: 40 },
      { uid: 'c', score: 40 },
      { uid: 'd', score: 30 },
    ]);
    const list = await store.listPublic('all', 0, 100);
    expect(list).toEqual([
      { uid: 'a', score: 50, rank: 1 },
      { uid: 'c', score: 40, rank: 2 },
      { uid: 'b', score: 40, rank: 2 },
      { uid: 'd', score: 30, rank: 4 },
    ]);
    expect(await store.rankOf('all', 'b')).toEqual({ uid: 'b', score: 40, rank: 2 });
    expect(await store.rankOf('all', 'd')).toEqual({ uid: 'd', score: 30, rank: 4 });
    expect(await store.rankForScore('all', 40)).toBe(2);
    expect(await store.rankForScore('all', 45)).toBe(2);
    expect(await store.rankForScore('all', 99)).toBe(1);
    expect(await store.rankForScore('all', -5)).toBe(5);
    expect(await store.countRanked('all')).toBe(4);
  });

  it('pages through a board with offsets', async () => {
    await seed(
      store,
      'all',
      Array.from({ length: 10 }, (_, index) => ({ uid: `u${index}`, score: 100 - index * 10 })),
    );
    const page = await store.listPublic('all', 3, 4);
    expect(page.map((entry) => [entry.uid, entry.rank])).toEqual([
      ['u3', 4],
      ['u4', 5],
      ['u5', 6],
      ['u6', 7],
    ]);
    expect(await store.listPublic('all', 9, 5)).toEqual([{ uid: 'u9', score: 10, rank: 10 }]);
    expect(await store.listPublic('all', 10, 5)).toEqual([]);
  });

  it('answers an empty board', async () => {
    expect(await store.listPublic('day:2030-01-01', 0, 100)).toEqual([]);
    expect(await store.countRanked('day:2030-01-01')).toBe(0);
    expect(await store.rankOf('day:2030-01-01', 'nobody')).toBeNull();
    expect(await store.rankForScore('day:2030-01-01', 0)).toBe(1);
  });

  it('keeps boards apart', async () => {
    await seed(store, 'day:2030-01-01', [{ uid: 'a', score: 5 }]);
    await seed(store, 'day:2030-01-02', [
      { uid: 'b', score: 9 },
      { uid: 'a', score: 1 },
    ]);
    expect(await store.rankOf('day:2030-01-01', 'a')).toEqual({ uid: 'a', score: 5, rank: 1 });
    expect(await store.rankOf('day:2030-01-02', 'a')).toEqual({ uid: 'a', score: 1, rank: 2 });
    expect(await store.rankOf('day:2030-01-01', 'b')).toBeNull();
  });

  it('leaves a hidden learner off the list but keeps their rank', async () => {
    await seed(store, 'all', [
      { uid: 'a', score: 50 },
      { uid: 'h', score: 45, hidden: true },
      { uid: 'c', score: 40 },
    ]);
    expect((await store.listPublic('all', 0, 100)).map((entry) => [entry.uid, entry.rank])).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
    expect(await store.rankOf('all', 'h')).toEqual({ uid: 'h', score: 45, rank: 2 });
    expect(await store.countRanked('all')).toBe(3);

    const sqlStore = new SqlRankStore(database.db);
    const rows = await database.db.transaction().execute(async (trx) => {
      const boards = await sqlStore.setHidden(trx, 'h', false);
      await store.mirror(boards ?? []);
      return boards;
    });
    expect(rows).toHaveLength(1);
    expect((await store.listPublic('all', 0, 100)).map((entry) => entry.uid)).toEqual(['a', 'h', 'c']);
  });

  it('records a synced batch: all-time totals, IST day and week boards, currentRank', async () => {
    // Monday 2030-01-07 00:10 IST is Sunday 2030-01-06 18:40 UTC.
    const now = new Date('2030-01-06T18:40:00Z');
    const { leaderboard: service, answer } = syncing(store, () => now);
    await addLearners([
      { uid: 'asha', score: 0, name: 'Asha Rani Verma' },
      { uid: 'ravi', score: 0, name: 'Ravi Kumar' },
    ]);

    // 23:59:59 IST on Sunday the 6th (one right answer), then 00:00:00 IST on Monday the 7th (two).
    await answer('asha', new Date('2030-01-06T18:29:59Z'), 1);
    expect((await answer('asha', new Date('2030-01-06T18:30:00Z'), 2)).currentRank).toBe(1);
    expect((await answer('ravi', new Date('2030-01-06T18:35:00Z'), 5)).currentRank).toBe(1);

    expect(await store.rankOf('all', 'asha')).toEqual({ uid: 'asha', score: 12, rank: 2 });
    expect(await store.rankOf('day:2030-01-06', 'asha')).toEqual({ uid: 'asha', score: 4, rank: 1 });
    expect(await store.rankOf('day:2030-01-07', 'asha')).toEqual({ uid: 'asha', score: 8, rank: 2 });
    // The Sunday answer belongs to the week that began Monday 2029-12-31.
    expect(await store.rankOf('week:2029-12-31', 'asha')).toEqual({ uid: 'asha', score: 4, rank: 1 });
    expect(await store.rankOf('week:2030-01-07', 'asha')).toEqual({ uid: 'asha', score: 8, rank: 2 });
    expect(await service.currentRank('asha')).toBe(2);
    expect(await service.currentRank('nobody')).toBe(DEFAULT_RANK);

    const today = await service.board({ period: 'day', limit: 100, offset: 0 }, 'asha');
    expect(today.board).toBe('day:2030-01-07');
    expect(today.entries.map((entry) => [entry.name, entry.rank, entry.score, entry.isYou])).toEqual([
      ['Ravi K.', 1, 20, false],
      ['Asha V.', 2, 8, true],
    ]);
    expect(today.you).toMatchObject({ rank: 2, score: 8, topPercent: 100, rankedLearners: 2, accuracy: 100 });
    const signedOut = await service.board({ period: 'week', limit: 100, offset: 0 }, null);
    expect(signedOut.you).toBeNull();
    expect(signedOut.signedIn).toBe(false);
    expect(signedOut.board).toBe('week:2030-01-07');
  });
});

describe('SQL and Redis agree', () => {
  beforeEach(resetTables);

  it('gives identical ranks and lists for random scores', async () => {
    const { fallback, redisStore } = await redisStores(sharedRedisUrl);
    const sqlStore = new SqlRankStore(database.db);
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ score: fc.integer({ min: -20, max: 40 }), hidden: fc.boolean() }), {
          minLength: 0,
          maxLength: 40,
        }),
        fc.nat({ max: 45 }),
        async (learners, offset) => {
          round += 1;
          const board = `day:round-${round}`;
          const seeded = learners.map((learner, index) => ({ uid: `r${round}-${index}`, ...learner }));
          await seed(fallback, board, seeded);
          expect(fallback.status).toBe('ready');

          const sorted = [...seeded].sort((a, b) => b.score - a.score || (a.uid < b.uid ? 1 : -1));
          const ranks = competitionRanks(sorted.map((learner) => learner.score));
          const expected = sorted
            .map((learner, index) => ({ uid: learner.uid, score: learner.score, rank: ranks[index] }))
            .filter((_, index) => !sorted[index]?.hidden);

          for (const store of [sqlStore, redisStore]) {
            expect(await store.listPublic(board, 0, 100)).toEqual(expected);
            expect(await store.listPublic(board, offset, 7)).toEqual(expected.slice(offset, offset + 7));
            expect(await store.countRanked(board)).toBe(seeded.length);
          }
          for (const learner of seeded) {
            expect(await redisStore.rankOf(board, learner.uid)).toEqual(
              await sqlStore.rankOf(board, learner.uid),
            );
          }
          for (const score of [-21, 0, 17, 41]) {
            expect(await redisStore.rankForScore(board, score)).toBe(
              await sqlStore.rankForScore(board, score),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('SQL and Redis agree on whole boards', () => {
  beforeEach(resetTables);

  it('gives every viewer the same board, own entry included, from either store', async () => {
    const { fallback, redisStore, sqlStore } = await redisStores(sharedRedisUrl);
    const names = fc.option(
      fc.string({ unit: 'grapheme', maxLength: 16 }).filter((name) => !name.includes('\0')),
      { nil: null },
    );
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            score: fc.integer({ min: -20, max: 40 }),
            hidden: fc.boolean(),
            name: names,
            photo: fc.option(fc.webUrl(), { nil: null }),
            attempted: fc.integer({ min: 0, max: 50 }),
            correctShare: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 20 },
        ),
        fc.nat({ max: 25 }),
        async (learners, offset) => {
          round += 1;
          // Each round looks at a day board of its own.
          const now = new Date(Date.UTC(2030, 0, 1, 6) + round * 86_400_000);
          const [fromSql, fromRedis] = [sqlStore, fallback].map(
            (ranks) =>
              new LeaderboardService({
                db: database.db,
                ranks,
                scores: sqlStore,
                now: () => now,
                cacheMs: 0,
              }),
          ) as [LeaderboardService, LeaderboardService];
          const query = { period: 'day' as const, limit: 8, offset };
          const { board } = await fromSql.board(query, null);
          const seeded = learners.map(({ correctShare, ...learner }, index) => ({
            uid: `o${round}-${index}`,
            ...learner,
            correct: Math.floor(learner.attempted * correctShare),
          }));
          await seed(fallback, board, seeded);
          // A learner with no board row yet, who signs in and looks.
          const newcomer = { uid: `o${round}-new`, score: 0, hidden: round % 2 === 0 };
          await addLearners([newcomer]);
          expect(fallback.status).toBe('ready');

          for (const learner of seeded) {
            // The copy alone answers a ranked learner's whole own entry (no SQL behind it).
            expect(await redisStore.ownEntry(board, learner.uid)).toEqual(
              await sqlStore.ownEntry(board, learner.uid),
            );
          }
          for (const viewer of [...seeded.map((learner) => learner.uid), newcomer.uid, 'nobody', null]) {
            expect(await fromRedis.board(query, viewer)).toEqual(await fromSql.board(query, viewer));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('the Redis copy of names, photos and preferences', () => {
  beforeEach(resetTables);

  async function signedInLearner(sharedUrl: string) {
    const stores = await redisStores(sharedUrl);
    const service = new LeaderboardService({
      db: database.db,
      ranks: stores.fallback,
      scores: stores.sqlStore,
      cacheMs: 0,
      forgetAgainAfterMs: 200,
    });
    const profiles = createProfileService({
      users: createUserStore(database.db),
      identities: createIdentityStore(database.db),
      ranks: service,
    });
    const signIn = (displayName: string | null, photoURL: string | null = null) =>
      profiles.ensureProfile({ uid: 'asha', displayName, photoURL }, new Date());
    await signIn('Asha Rani Verma');
    // Three right and one wrong: 11 points, 75% accuracy.
    await syncing(stores.fallback).answer('asha', new Date(), 3, 1);
    const look = async (period: 'all' | 'day' | 'week') => {
      const board = await service.board({ period, limit: 100, offset: 0 }, 'asha');
      return { you: board.you, entries: board.entries, hiddenFromBoards: board.hiddenFromBoards };
    };
    return { ...stores, service, signIn, look };
  }

  it('shows a renamed learner’s new name and photo on every board', async () => {
    const { redisStore, fallback, signIn, look } = await signedInLearner(sharedRedisUrl);
    expect((await look('all')).you).toMatchObject({
      name: 'Asha V.',
      avatarUrl: null,
      rank: 1,
      accuracy: 75,
    });

    await signIn('Asha Sharma', 'https://example.org/asha.png');
    expect(fallback.status).toBe('ready');
    // The copy itself has the new name: the board is not answered from SQL.
    expect((await redisStore.ownEntry('all', 'asha')).profile).toMatchObject({
      displayName: 'Asha Sharma',
      photoUrl: 'https://example.org/asha.png',
    });
    for (const period of ['all', 'day', 'week'] as const) {
      const { you, entries } = await look(period);
      expect(you).toMatchObject({ name: 'Asha S.', avatarUrl: 'https://example.org/asha.png', accuracy: 75 });
      expect(entries).toEqual([expect.objectContaining({ name: 'Asha S.', isYou: true })]);
    }
  });

  it('hides and shows a learner on the boards it answers from Redis', async () => {
    const { redisStore, service, look } = await signedInLearner(sharedRedisUrl);
    expect(await service.setHidden('asha', true)).toBe(true);
    expect((await redisStore.ownEntry('all', 'asha')).profile?.hidden).toBe(true);
    expect(await look('all')).toMatchObject({
      you: { hidden: true, rank: 1 },
      entries: [],
      hiddenFromBoards: true,
    });
    await service.setHidden('asha', false);
    expect(await look('day')).toMatchObject({ you: { hidden: false }, hiddenFromBoards: false });
    expect((await look('day')).entries).toHaveLength(1);
  });

  it('copies a rename made while Redis was unreachable once it is back', async () => {
    const { client, redisStore, fallback, signIn, look } = await signedInLearner(sharedRedisUrl);
    client.disconnect(true);
    await until(() => fallback.status === 'down');
    await signIn('Asha Sharma');
    await until(async () => {
      await fallback.settled();
      return fallback.status === 'ready';
    });
    expect((await redisStore.ownEntry('all', 'asha')).profile?.displayName).toBe('Asha Sharma');
    expect((await look('week')).you?.name).toBe('Asha S.');
  });

  it('forgets a learner whose account is being deleted, and again after a late copy of their rows', async () => {
    const { redisStore, service } = await signedInLearner(sharedRedisUrl);
    const rows = await boardRowsOf(database.db, ['asha']);
    const boards = rows.map((row) => row.board);
    expect(boards).toHaveLength(3);
    await service.forget('asha');
    for (const board of boards) {
      expect(await redisStore.ownEntry(board, 'asha')).toEqual({ ranked: null, profile: undefined });
      expect(await redisStore.countRanked(board)).toBe(0);
    }
    // A sync that committed just before the deletion copies its rows after it.
    await redisStore.mirror(rows);
    expect(await redisStore.countRanked('all')).toBe(1);
    await until(async () => (await redisStore.countRanked('all')) === 0);
    for (const board of boards)
      expect(await redisStore.ownEntry(board, 'asha')).toEqual({ ranked: null, profile: undefined });
  });

  it('rebuilds every row, in pages and pipelines, to agree with SQL', async () => {
    // More rows than one Redis pipeline takes, on two boards, read in pages of 1,000.
    await sql`
      insert into users (uid, display_name, photo_url, hide_from_leaderboards)
      select 'p' || lpad(i::text, 5, '0'), 'Learner ' || i, 'https://example.org/' || i || '.png', i % 7 = 0
      from generate_series(1, 4500) as i
    `.execute(database.db);
    await sql`
      insert into leaderboard_scores (board, uid, score, attempted, correct)
      select board, 'p' || lpad(i::text, 5, '0'), (i * 37) % 1000, i % 50, (i % 50) / 2
      from generate_series(1, 4500) as i, (values ('all'), ('week:2030-01-07')) as boards(board)
      where board = 'all' or i % 3 = 0
    `.execute(database.db);
    const { redisStore, sqlStore } = await redisStores(sharedRedisUrl);
    const read: string[] = [];
    for await (const page of sqlStore.readAll(1_000))
      read.push(...page.map((row) => `${row.board}|${row.uid}`));
    expect(read).toHaveLength(6000);
    expect(new Set(read).size).toBe(6000);
    expect(await redisStore.replaceAll(sqlStore.readAll(1_000))).toBe(6000);
    for (const board of ['all', 'week:2030-01-07']) {
      expect(await redisStore.countRanked(board)).toBe(await sqlStore.countRanked(board));
      expect(await redisStore.listPublic(board, 0, 100)).toEqual(await sqlStore.listPublic(board, 0, 100));
      for (const uid of ['p00001', 'p00007', 'p02999', 'p04500'])
        expect(await redisStore.ownEntry(board, uid)).toEqual(await sqlStore.ownEntry(board, uid));
    }
  });

  it('rebuilds a copy laid out by an older version', async () => {
    const { client, prefix, redisStore, fallback } = await signedInLearner(sharedRedisUrl);
    // What an older server left: sorted sets, but no profiles and an older layout number.
    await client.del(`${prefix}learners`);
    await client.hset(`${prefix}meta`, 'layout', '1');
    await fallback.bringUpToDate();
    expect((await redisStore.ownEntry('all', 'asha')).profile?.displayName).toBe('Asha Rani Verma');
  });
});

describe('Redis stopped in the middle and restarted', () => {
  let server: TestRedisServer;
  beforeAll(async () => {
    server = await createTestRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(resetTables);

  it('answers from SQL while Redis is down and brings Redis up to date when it returns', async () => {
    const { fallback, redisStore } = await redisStores(server.url);
    const { leaderboard: service, answer } = syncing(fallback);
    await addLearners([
      { uid: 'a', score: 0 },
      { uid: 'b', score: 0 },
      { uid: 'c', score: 0 },
    ]);
    // `rights` right answers, 4 points each.
    const record = async (uid: string, rights: number) => (await answer(uid, new Date(), rights)).currentRank;
    await record('a', 8);
    await record('b', 5);
    expect(await redisStore.rankOf('all', 'b')).toEqual({ uid: 'b', score: 20, rank: 2 });

    await server.stop();
    // Writes and reads go on without an error while Redis is gone.
    expect(await record('c', 10)).toBe(1);
    expect(await record('b', 8)).toBe(1);
    expect(fallback.status).toBe('down');
    expect(await fallback.rankOf('all', 'a')).toEqual({ uid: 'a', score: 32, rank: 3 });
    expect((await fallback.listPublic('all', 0, 10)).map((entry) => entry.uid)).toEqual(['b', 'c', 'a']);
    const board = await service.board({ period: 'all', limit: 100, offset: 0 }, 'a');
    expect(board.you?.rank).toBe(3);

    await server.start();
    await until(async () => {
      await fallback.settled();
      return fallback.status === 'ready';
    });
    // The restarted Redis came back empty (no persistence): it was rebuilt from SQL.
    expect(await redisStore.listPublic('all', 0, 10)).toEqual([
      { uid: 'b', score: 52, rank: 1 },
      { uid: 'c', score: 40, rank: 2 },
      { uid: 'a', score: 32, rank: 3 },
    ]);
    expect(await redisStore.countRanked('all')).toBe(3);
    await record('a', 8);
    expect(await redisStore.rankOf('all', 'a')).toEqual({ uid: 'a', score: 64, rank: 1 });
  });

  it('catches up only what changed when Redis kept its data', async () => {
    const { client, fallback, redisStore } = await redisStores(server.url);
    await addLearners([{ uid: 'a', score: 0 }]);
    await seed(fallback, 'all', [{ uid: 'a', score: 5 }]);
    // A failed write (Redis unreachable for a moment) puts the store down ...
    client.disconnect(true);
    await until(() => fallback.status === 'down');
    await database.db.transaction().execute(async (trx) => {
      await fallback.mirror(
        await setBoardRows(trx, 'all', [{ uid: 'a', score: 9, attempted: 2, correct: 2 }]),
      );
    });
    // ... and reconnecting copies the missed row over.
    await until(async () => {
      await fallback.settled();
      return fallback.status === 'ready';
    });
    expect(await redisStore.rankOf('all', 'a')).toEqual({ uid: 'a', score: 9, rank: 1 });
  });

  it('rebuilds Redis while a day board that has stopped mattering is still in SQL', async () => {
    await addLearners([{ uid: 'a', score: 0 }]);
    const learner = { uid: 'a', score: 7, attempted: 2, correct: 2 };
    await setBoardRows(database.db, 'all', [learner]);
    await setBoardRows(database.db, 'day:2026-01-01', [learner], new Date(Date.now() - 1000));
    const { fallback, redisStore } = await redisStores(server.url);
    await fallback.bringUpToDate({ full: true });
    expect(fallback.status).toBe('ready');
    expect(await redisStore.rankOf('all', 'a')).toEqual({ uid: 'a', score: 7, rank: 1 });
    expect(await redisStore.rankOf('day:2026-01-01', 'a')).toBeNull();
  });
});

describe('the SQL all-time histogram', () => {
  beforeEach(resetTables);
  const DAY = 'day:2026-01-01';
  const WEEK = 'week:2025-12-29';

  /** The learner's rows on `boards` set to `score`, in one statement. */
  async function setRowsOnBoards(boards: readonly string[], uid: string, score: number): Promise<void> {
    await sql`
      insert into leaderboard_scores (board, uid, score, attempted, correct)
      select board, ${uid}, ${score}, 1, 1 from unnest(${boards}::text[]) as b(board)
      on conflict (board, uid) do update set score = excluded.score
    `.execute(database.db);
  }

  it('ranks like a count of higher scores after any mix of inserts, changes and deletes', async () => {
    const store = new SqlRankStore(database.db);
    const uids = Array.from({ length: 12 }, (_, index) => `h${index}`);
    await addLearners(uids.map((uid) => ({ uid, score: 0 })));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            uid: fc.constantFrom(...uids),
            // Wide enough to span many 256-point buckets, negative scores included.
            score: fc.integer({ min: -2_000, max: 100_000 }),
            remove: fc.boolean(),
            // The statement's boards: the all-time board alone, a day or week alone (the
            // histogram's triggers return at once, migration 0024), or all three in one statement.
            boards: fc.constantFrom(['all'], [DAY], [WEEK], ['all', DAY, WEEK]),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (steps) => {
          for (const step of steps) {
            if (step.remove)
              await database.db
                .deleteFrom('leaderboardScores')
                .where('board', 'in', step.boards)
                .where('uid', '=', step.uid)
                .execute();
            else await setRowsOnBoards(step.boards, step.uid, step.score);
          }
          const rows = await database.db
            .selectFrom('leaderboardScores')
            .select(['uid', 'score'])
            .where('board', '=', 'all')
            .execute();
          expect(await store.countRanked('all')).toBe(rows.length);
          for (const row of rows) {
            const expected = 1 + rows.filter((other) => other.score > row.score).length;
            expect(await store.rankOf('all', row.uid)).toEqual({
              uid: row.uid,
              score: row.score,
              rank: expected,
            });
            expect(await store.rankForScore('all', row.score - 1)).toBe(
              1 + rows.filter((other) => other.score > row.score - 1).length,
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
