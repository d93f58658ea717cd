import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type LeaderboardResponse, leaderboardResponseSchema } from '@abhyas/domain';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type RunningServer, startServer } from './server.ts';
import { connectRankRedis, RedisRankStore } from './stores/rank-store-redis.ts';
import { boardRowsOf, SqlRankStore } from './stores/rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from './stores/rank-store-test-redis.ts';
import type { SignedIn } from './testing/sign-in.ts';
import {
  type Answered,
  type Learner,
  realAnswerKeys,
  SyncingLearners,
  statusesOf,
  timedFetch,
} from './testing/syncing-learners.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * Redis (REDIS_URL) stopped and started again under a running server (startServer, as `npm start`
 * wires it) while learners sync and read their boards over HTTP. Redis only holds a copy of the
 * SQL boards: while it is gone no request may fail and the boards come from SQL; once it is back
 * its copy must catch up with SQL by itself. The Redis is one this test starts, so that it can
 * stop it; the database is the run's (embedded, or TEST_DATABASE_URL).
 */

const LEARNERS = 6;
const READERS = 3;
const PERIODS = ['all', 'week', 'day'] as const;

let database: TestDatabase;
let redisServer: TestRedisServer;
let server: RunningServer;
let devices: SyncingLearners;
let inspector: Redis;
let dataDir: string;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redisServer = await createTestRedisServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-redis-faults-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisServer.url,
    PORT: '0',
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startServer(config, pino({ level: 'info' }, logStream));
  devices = new SyncingLearners(server, database.db, realAnswerKeys());
  inspector = connectRankRedis(redisServer.url);
});

afterAll(async () => {
  inspector?.disconnect();
  await server?.close();
  await redisServer?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

function readBoard(period: (typeof PERIODS)[number], user?: SignedIn): Promise<Answered> {
  return timedFetch(`${server.url}/api/leaderboard?period=${period}`, {
    headers: user ? { cookie: user.cookie } : {},
  });
}

const boardOf = (answer: Answered): LeaderboardResponse =>
  leaderboardResponseSchema.parse(JSON.parse(answer.text));

/** Every board row of every learner who has one is in the Redis copy exactly as in SQL, and no other. */
async function redisCopyAgreesWithSql(): Promise<boolean> {
  const redis = new RedisRankStore(inspector);
  const sql = new SqlRankStore(database.db);
  const users = await database.db.selectFrom('users').select('uid').execute();
  const rows = await boardRowsOf(
    database.db,
    users.map((user) => user.uid),
  );
  if (rows.length === 0) return false;
  for (const board of new Set(rows.map((row) => row.board)))
    if ((await redis.countRanked(board)) !== (await sql.countRanked(board))) return false;
  for (const { board, uid } of rows) {
    const [inRedis, inSql] = await Promise.all([redis.ownEntry(board, uid), sql.ownEntry(board, uid)]);
    if (JSON.stringify(inRedis) !== JSON.stringify(inSql)) return false;
  }
  return true;
}

describe('the server when Redis is stopped and started again', () => {
  it('answers every sync and board while Redis is gone, from SQL, and Redis catches up when it is back', async () => {
    // Readers: ranked learners who keep reading their boards (and the public one) through the fault.
    const readers: Learner[] = [];
    for (let n = 0; n < READERS; n++) {
      const reader = await devices.signUp(`reader-${n}`);
      reader.answerOne();
      expect((await reader.sync())?.status).toBe(200);
      readers.push(reader);
    }
    await until(redisCopyAgreesWithSql, 15_000, 'the Redis copy to be built at start');

    const boardAnswers: Answered[] = [];
    let redisDown = false;
    let readsWhileDown = 0;
    let freshDuringOutage: { synced: number; onBoard: number | undefined } | undefined;
    let reading = true;
    const readLoops = readers.map(async (reader, n) => {
      while (reading) {
        const period = PERIODS[(boardAnswers.length + n) % PERIODS.length] ?? 'all';
        const down = redisDown;
        boardAnswers.push(await readBoard(period, reader.signedIn));
        boardAnswers.push(await readBoard(period));
        if (down && redisDown) readsWhileDown += 2;
        await sleep(30);
      }
    });

    const learners = await devices.streamThrough(LEARNERS, async () => {
      await sleep(500);
      await redisServer.stop();
      redisDown = true;
      await sleep(1_000);
      // A sync made while Redis is down shows at once on the learner's own row: the board is SQL's.
      const reader = readers[0] as Learner;
      reader.answerOne();
      const synced = await reader.sync();
      expect(synced?.status).toBe(200);
      const board = boardOf(await readBoard('all', reader.signedIn));
      freshDuringOutage = {
        synced: JSON.parse(synced?.text ?? '{}').profile?.totalScore,
        onBoard: board.you?.score,
      };
      await sleep(1_000);
      redisDown = false;
      await redisServer.start();
      await sleep(1_500);
    });
    reading = false;
    await Promise.all(readLoops);

    // No request failed: every sync and every board read was answered 200, with a valid board.
    expect([...statusesOf(learners)]).toEqual([200]);
    expect(new Set(boardAnswers.map((answer) => answer.status))).toEqual(new Set([200]));
    for (const answer of boardAnswers) boardOf(answer);
    expect(readsWhileDown).toBeGreaterThan(10);
    expect(freshDuringOutage?.synced).toBeGreaterThan(0);
    expect(freshDuringOutage?.onBoard).toBe(freshDuringOutage?.synced);

    // The restarted Redis came back empty: the server rebuilds its copy from SQL by itself.
    await until(redisCopyAgreesWithSql, 15_000, 'the Redis copy to catch up with SQL');
    // ... and the boards it answers again agree with SQL, rank for rank.
    const sql = new SqlRankStore(database.db);
    for (const learner of [...learners, ...readers]) {
      const board = boardOf(await readBoard('all', learner.signedIn));
      expect(board.you?.rank).toBe((await sql.rankOf('all', learner.signedIn.uid))?.rank);
      expect(board.you?.score).toBe((await sql.rankOf('all', learner.signedIn.uid))?.score);
    }

    // The operator reads one warning when it went and one when it came back; nothing at error level.
    const messages = logLines.filter((line) => Number(line.level) >= 40).map((line) => line.msg);
    expect(
      messages.filter((msg) => msg === 'Redis is unreachable; ranks served from SQL until it is back'),
    ).toHaveLength(1);
    expect(
      messages.filter((msg) => msg === 'Redis is reachable again; ranks served from Redis'),
    ).toHaveLength(1);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // Built at start, and again from SQL once the empty Redis was back.
    expect(logLines.filter((line) => line.msg === 'leaderboard: Redis rebuilt from SQL')).toHaveLength(2);
  }, 90_000);
});
