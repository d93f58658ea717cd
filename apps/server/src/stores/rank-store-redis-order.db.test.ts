import { randomBytes } from 'node:crypto';
import { ALL_TIME_BOARD } from '@abhyas/domain';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { LeaderboardService } from '../services/leaderboard.ts';
import { createProgressSyncService } from '../services/progress-sync-service.ts';
import { progressUpdate, quizAnswer, RIGHT, testAnswerKeys, WRONG } from '../testing/progress-updates.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createProgressStore } from './progress-store.ts';
import { FallbackRankStore } from './rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from './rank-store-redis.ts';
import { boardRowsOf, SqlRankStore } from './rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from './rank-store-test-redis.ts';

/**
 * Two servers of one deployment, each with its own database pool and its own Redis connection,
 * sharing one PostgreSQL and one Redis copy of the boards, syncing the same learner. (Two app
 * instances in one test process: separate clients give Redis the same view as two processes,
 * and the test can hold one server's Redis traffic to force the interleaving.)
 */

const silent = pino({ level: 'silent' });
const keys = testAnswerKeys();
let database: TestDatabase;
let redisServer: TestRedisServer | undefined;
let redisUrl: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  if (process.env.TEST_REDIS_URL) redisUrl = process.env.TEST_REDIS_URL;
  else {
    redisServer = await createTestRedisServer();
    redisUrl = redisServer.url;
  }
});

afterAll(async () => {
  await database?.drop();
  await redisServer?.stop();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function ready(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

/** One server: its pool, its Redis client (at `url`), its rank stores and its sync service. */
async function startServer(url: string, prefix: string) {
  const db: Db = createDatabase(database.url, { maxConnections: 4 });
  const client = connectRankRedis(url);
  await ready(client);
  const redisStore = new RedisRankStore(client, prefix);
  const sqlStore = new SqlRankStore(db);
  const ranks = new FallbackRankStore(client, redisStore, sqlStore, silent);
  cleanups.push(async () => {
    ranks.close();
    client.disconnect();
    await db.destroy();
  });
  await ranks.bringUpToDate();
  expect(ranks.status).toBe('ready');
  const leaderboard = new LeaderboardService({ db, ranks, scores: sqlStore, cacheMs: 0 });
  const sync = createProgressSyncService({
    store: createProgressStore(db),
    answerKeys: fixedAnswerKeySource(keys),
    leaderboard,
  });
  return { redisStore, ranks, sync };
}

type Server = Awaited<ReturnType<typeof startServer>>;

let question = 0;
/** Syncs one update of first-time quiz answers (4 points each right, -1 each wrong) through `server`. */
async function answer(server: Server, uid: string, right: number, wrong = 0) {
  const answers = [...Array(right).fill(RIGHT), ...Array(wrong).fill(WRONG)].map((chosen: number) =>
    quizAnswer(`q${question++ % 200}`, chosen),
  );
  const outcome = await server.sync.sync(uid, { updates: [progressUpdate(uid, answers)] });
  if (outcome.kind !== 'applied' || outcome.result.applied.length !== 1)
    throw new Error(`the update of ${uid} did not apply: ${JSON.stringify(outcome)}`);
  return outcome.result.profile;
}

async function versionOf(uid: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('syncVersion')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.syncVersion;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every board row of the learner in the Redis copy equals SQL's: score, rank, counters, profile. */
async function expectCopyAgreesWithSql(redisStore: RedisRankStore, uid: string): Promise<void> {
  const sqlStore = new SqlRankStore(database.db);
  const rows = await boardRowsOf(database.db, [uid]);
  expect(rows.length).toBeGreaterThan(0);
  for (const { board } of rows)
    expect(await redisStore.ownEntry(board, uid)).toEqual(await sqlStore.ownEntry(board, uid));
}

describe('the Redis copy with two servers syncing one learner', () => {
  let prefix: string;
  let proxy: TcpProxy;
  let a: Server;
  let b: Server;

  beforeEach(async () => {
    await sql`truncate leaderboard_scores, users, progress_updates, quiz_attempts cascade`.execute(
      database.db,
    );
    // Keys of their own: other test runs share this Redis.
    prefix = `abhyas-test-order:${randomBytes(6).toString('hex')}:`;
    const target = new URL(redisUrl);
    // Server A reaches Redis through a relay the test can hold; server B directly.
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(redisUrl);
    proxied.host = `127.0.0.1:${proxy.port}`;
    a = await startServer(proxied.toString(), prefix);
    b = await startServer(redisUrl, prefix);
    cleanups.push(() => b.redisStore.deleteAll());
    await database.db
      .insertInto('users')
      .values([
        { uid: 'asha', displayName: 'Asha' },
        { uid: 'ravi', displayName: 'Ravi' },
      ])
      .execute();
  });

  it('keeps the newest score when an older sync’s copy reaches Redis last', async () => {
    // Ravi: 2 right, 2 wrong = 6 points.
    await answer(b, 'ravi', 2, 2);
    const before = await versionOf('asha');

    // Server A commits Asha's first batch (4 points), but its copy to Redis is held on the way ...
    proxy.freeze();
    const older = answer(a, 'asha', 1);
    await until(async () => (await versionOf('asha')) === before + 1);
    // ... while server B commits and copies her next batch (+8: 12 points, first place).
    const newer = await answer(b, 'asha', 2);
    expect(newer).toMatchObject({ totalScore: 12, currentRank: 1 });
    // Then A's older copy arrives, and A counts a rank from its older score.
    proxy.thaw();
    const olderProfile = await older;
    expect(a.ranks.status).toBe('ready');

    expect(await b.redisStore.rankOf(ALL_TIME_BOARD, 'asha')).toEqual({ uid: 'asha', score: 12, rank: 1 });
    await expectCopyAgreesWithSql(b.redisStore, 'asha');
    // Neither did A's older rank overwrite B's: the stored profile is the newest.
    const stored = await database.db
      .selectFrom('users')
      .select(['totalScore', 'currentRank', 'syncVersion'])
      .where('uid', '=', 'asha')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ totalScore: 12, currentRank: 1, syncVersion: before + 2 });
    expect(olderProfile).toMatchObject({ totalScore: 12, currentRank: 1 });
  });

  it('keeps the newest name and preference when a learner is hidden between two copies', async () => {
    await answer(b, 'asha', 1);
    proxy.freeze();
    const older = answer(a, 'asha', 1);
    const before = await versionOf('asha');
    await until(async () => (await versionOf('asha')) > before);
    // Asha hides herself from the boards through server B while A's copy is held.
    const leaderboard = new LeaderboardService({
      db: database.db,
      ranks: b.ranks,
      scores: new SqlRankStore(database.db),
    });
    expect(await leaderboard.setHidden('asha', true)).toBe(true);
    proxy.thaw();
    await older;
    expect((await b.redisStore.ownEntry(ALL_TIME_BOARD, 'asha')).profile?.hidden).toBe(true);
    expect(await b.redisStore.listPublic(ALL_TIME_BOARD, 0, 10)).toEqual([]);
    await expectCopyAgreesWithSql(b.redisStore, 'asha');
  });

  it('ends with SQL’s numbers after many syncs of one learner race through both servers', async () => {
    await answer(b, 'ravi', 5);
    await Promise.all(
      Array.from({ length: 24 }, (_, index) => answer(index % 2 === 0 ? a : b, 'asha', 1 + (index % 3))),
    );
    await expectCopyAgreesWithSql(b.redisStore, 'asha');
    const stored = await database.db
      .selectFrom('users')
      .select(['totalScore', 'currentRank'])
      .where('uid', '=', 'asha')
      .executeTakeFirstOrThrow();
    expect(stored.currentRank).toBe(
      await new SqlRankStore(database.db).rankForScore(ALL_TIME_BOARD, stored.totalScore),
    );
  });
});
