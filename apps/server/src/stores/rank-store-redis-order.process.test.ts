import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_TIME_BOARD, type AnswerKeys, type ProgressUpdate } from '@abhyas/domain';
import fastifyCookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { newSessionToken, sessionIdOf } from '../auth/session-token.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import {
  killStartedProcesses,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from '../testing/server-process.ts';
import { realAnswerKeys } from '../testing/syncing-learners.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { RedisRankStore } from './rank-store-redis.ts';
import { SqlRankStore } from './rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from './rank-store-test-redis.ts';

/**
 * Two built servers (two processes, `npm start` as it runs) on one PostgreSQL and one Redis,
 * syncing the same learner. Server A reaches Redis through a relay the test holds, so A's copy
 * of an older sync reaches Redis after B's copy of a newer one: Redis must keep the newer.
 * The servers use the default key prefix, so they get a Redis database number of their own
 * (an empty one) on the shared Redis.
 */

const sessionSecret = randomBytes(32).toString('hex');
let database: TestDatabase;
let redisServer: TestRedisServer | undefined;
let redisDatabaseUrl: string;
let inspector: Redis;
let proxy: TcpProxy;
const servers: { process: RunningProcess; origin: string; dataDir: string }[] = [];
let keys: AnswerKeys;
const cookies = new Map<string, string>();

/** The first empty database number of the Redis at `url`, from a random one on. */
async function emptyRedisDatabase(url: string): Promise<number> {
  const start = 1 + Math.floor(Math.random() * 15);
  for (let step = 0; step < 15; step++) {
    const number = 1 + ((start - 1 + step) % 15);
    const client = new Redis(`${url}/${number}`, { lazyConnect: true });
    await client.connect();
    const size = await client.dbsize();
    client.disconnect();
    if (size === 0) return number;
  }
  throw new Error('no empty Redis database to run two servers on');
}

async function startServer(redisUrl: string) {
  const port = await findFreeLoopbackPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-order-'));
  const started = runBuilt('main', {
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
  });
  const origin = `http://127.0.0.1:${port}`;
  servers.push({ process: started, origin, dataDir });
  await waitUntilReady(started, origin);
  // Reads come from Redis (and the copy is written) once the start-up catch-up is done.
  const deadline = Date.now() + 60_000;
  while (!started.output().includes('ranks served from Redis')) {
    if (Date.now() > deadline) throw new Error(`Redis never became ready: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return origin;
}

async function signedIn(uid: string): Promise<void> {
  const token = newSessionToken();
  await database.db.insertInto('users').values({ uid, displayName: uid }).execute();
  await database.db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), uid, expiresAt: new Date(Date.now() + 86_400_000) })
    .execute();
  cookies.set(uid, `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(token, sessionSecret))}`);
}

let nextQuestion = 0;
/** Posts one update of `right` right and `wrong` wrong first-time quiz answers to a server. */
async function sync(origin: string, uid: string, right: number, wrong = 0) {
  const questionIds = Object.keys(keys);
  const answers = [...Array(right).fill(true), ...Array(wrong).fill(false)].map((isRight: boolean) => {
    const questionId = questionIds[nextQuestion++] ?? '';
    const answerIndex = keys[questionId]?.answerIndex ?? 0;
    return {
      questionId,
      chosenIndex: isRight ? answerIndex : (answerIndex + 1) % 4,
      mode: 'quiz' as const,
      timeTakenMs: 1_500,
    };
  });
  const update: ProgressUpdate = {
    id: randomUUID(),
    userId: uid,
    answers,
    scoreChange: 0,
    questionsAttempted: answers.length,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    timestamp: Date.now(),
  };
  const response = await fetch(`${origin}/api/progress/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.get(uid) ?? '', origin },
    body: JSON.stringify({ updates: [update] }),
  });
  const body = (await response.json()) as { applied?: string[]; profile?: { totalScore: number } };
  expect({ status: response.status, applied: body.applied }).toEqual({ status: 200, applied: [update.id] });
  return body;
}

async function stored(uid: string) {
  return database.db
    .selectFrom('users')
    .select(['totalScore', 'currentRank', 'syncVersion'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  database = await createTestDatabase();
  keys = realAnswerKeys(200);
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) {
    redisServer = await createTestRedisServer();
    redisUrl = redisServer.url;
  }
  const base = new URL(redisUrl);
  base.pathname = '';
  const baseUrl = base.toString().replace(/\/$/, '');
  const number = await emptyRedisDatabase(baseUrl);
  redisDatabaseUrl = `${baseUrl}/${number}`;
  inspector = new Redis(redisDatabaseUrl);
  proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 6379) });
  await Promise.all([signedIn('asha'), signedIn('ravi')]);
  await startServer(`redis://127.0.0.1:${proxy.port}/${number}`);
  await startServer(redisDatabaseUrl);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.process.stop()));
  killStartedProcesses();
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  await proxy?.close();
  if (inspector) {
    await new RedisRankStore(inspector).deleteAll();
    inspector.disconnect();
  }
  await database?.drop();
  await redisServer?.stop();
}, 60_000);

describe('two server processes syncing one learner', () => {
  it('leave the newest score in Redis and the newest rank in the profile', async () => {
    const [a, b] = servers.map((server) => server.origin) as [string, string];
    await sync(b, 'ravi', 2, 2);
    const before = (await stored('asha')).syncVersion;

    // A commits Asha's first batch; its copy to Redis is held on the way ...
    proxy.freeze();
    const older = sync(a, 'asha', 1);
    const deadline = Date.now() + 5_000;
    while ((await stored('asha')).syncVersion === before) {
      if (Date.now() > deadline) throw new Error('server A never committed the batch');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // ... while B commits and copies her next one, then A's older copy and rank go through.
    const newer = await sync(b, 'asha', 3);
    proxy.thaw();
    await older;

    const profile = await stored('asha');
    expect(profile.syncVersion).toBe(before + 2);
    expect(profile.totalScore).toBe(newer.profile?.totalScore);
    const redis = new RedisRankStore(inspector);
    const sql = new SqlRankStore(database.db);
    expect(await redis.rankOf(ALL_TIME_BOARD, 'asha')).toEqual(await sql.rankOf(ALL_TIME_BOARD, 'asha'));
    expect(await redis.ownEntry(ALL_TIME_BOARD, 'asha')).toEqual(await sql.ownEntry(ALL_TIME_BOARD, 'asha'));
    expect(profile.currentRank).toBe((await sql.rankOf(ALL_TIME_BOARD, 'asha'))?.rank);
  }, 60_000);
});
