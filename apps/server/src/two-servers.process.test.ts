import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ALL_TIME_BOARD,
  type AnswerKeys,
  type ProgressSyncResult,
  type ProgressUpdate,
  scoreAnswers,
} from '@abhyas/domain';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from './auth/session-cookie.ts';
import { newSessionToken, sessionIdOf } from './auth/session-token.ts';
import { createDatabase, type Db, migrateToLatest } from './db/database.ts';
import { findFreeLoopbackPort } from './free-loopback-port.ts';
import { SqlRankStore } from './stores/rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from './stores/rank-store-test-redis.ts';
import { createBrowserAgent } from './testing/browser-agent.ts';
import { signUpThroughProvider } from './testing/built-in-sign-up.ts';
import { expectTotalsOf } from './testing/progress-updates.ts';
import {
  killStartedProcesses,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from './testing/server-process.ts';
import { realAnswerKeys } from './testing/syncing-learners.ts';

/**
 * Two built servers (two processes, as `npm start` runs them) on one PostgreSQL and one Redis,
 * serving the same learners as two copies behind a load balancer do: one public address
 * (PUBLIC_URL, here server A's), one SESSION_SECRET. A learner signs in through A and goes on
 * with the same cookie on B; answers sent to either, and sent again to the other, count once;
 * both serve the same boards. (rank-store-redis-order.process.test.ts covers the order of the
 * two servers' copies to Redis; this file covers the learner's side of the pair.)
 *
 * On TEST_DATABASE_URL and TEST_REDIS_URL when set, else on the run's embedded PostgreSQL and a
 * redis-server of its own; a Redis database number of its own either way.
 */

const sessionSecret = randomBytes(32).toString('hex');
let db: Db;
let dropDatabase: () => Promise<void>;
let redisServer: TestRedisServer | undefined;
let redis: Redis;
const servers: { process: RunningProcess; origin: string; dataDir: string }[] = [];
let publicOrigin: string;
let keys: AnswerKeys;
let questionIds: string[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh, migrated database on TEST_DATABASE_URL's PostgreSQL, or the run's embedded one. */
async function scratchDatabase(): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? inject('adminDatabaseUrl');
  const name = `abhyas_two_servers_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), { maxConnections: 5 });
  await migrateToLatest(database);
  return {
    url: url.toString(),
    db: database,
    drop: async () => {
      await database.destroy();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** An empty Redis database number (1-15), claimed with a key so that a parallel run takes another. */
async function claimRedisDatabase(baseUrl: string): Promise<{ url: string; client: Redis }> {
  for (let number = 1; number <= 15; number += 1) {
    const client = new Redis(`${baseUrl}/${number}`, { lazyConnect: true });
    await client.connect();
    if ((await client.dbsize()) === 0 && (await client.setnx('abhyas-test:claim', String(process.pid))))
      return { url: `${baseUrl}/${number}`, client };
    client.disconnect();
  }
  throw new Error('no empty Redis database to run two servers on');
}

async function startServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-two-'));
  const started = runBuilt('main', {
    ...env,
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  const origin = `http://127.0.0.1:${port}`;
  servers.push({ process: started, origin, dataDir });
  await waitUntilReady(started, origin);
  const deadline = Date.now() + 60_000;
  while (!started.output().includes('ranks served from Redis')) {
    if (Date.now() > deadline) throw new Error(`Redis never became ready: ${started.output()}`);
    await sleep(100);
  }
  return origin;
}

/**
 * The browser agent's `app.inject`, answered by the server process at `origin` over HTTP: the
 * agent needs only inject, and only these fields of its answer.
 */
function overHttp(origin: string): FastifyInstance {
  const inject = async (request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }) => {
    const response = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.payload,
      redirect: 'manual',
    });
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    headers['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers, body: await response.text() };
  };
  return { inject } as unknown as FastifyInstance;
}

const origins = () => servers.map((server) => server.origin) as [string, string];

/** A learner with a session made in the database (as a sign-in on either server leaves one). */
async function signedInLearner(uid: string): Promise<string> {
  const token = newSessionToken();
  await db.insertInto('users').values({ uid, displayName: uid }).execute();
  await db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), uid, expiresAt: new Date(Date.now() + 86_400_000) })
    .execute();
  return `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(token, sessionSecret))}`;
}

let nextQuestion = 0;
/** An update of `count` first-time quiz answers, right and wrong in turn, 5 s each. */
function update(uid: string, count: number): ProgressUpdate {
  const answers = Array.from({ length: count }, (_, index) => {
    const questionId = questionIds[nextQuestion++] ?? '';
    const answerIndex = keys[questionId]?.answerIndex ?? 0;
    return {
      questionId,
      chosenIndex: index % 2 === 0 ? answerIndex : (answerIndex + 1) % 4,
      mode: 'quiz' as const,
      timeTakenMs: 5_000,
    };
  });
  return {
    id: randomUUID(),
    userId: uid,
    answers,
    scoreChange: 0,
    questionsAttempted: count,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    timestamp: Date.now(),
  };
}

async function sync(origin: string, cookie: string, updates: ProgressUpdate[]): Promise<ProgressSyncResult> {
  const response = await fetch(`${origin}/api/progress/sync`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: publicOrigin },
    body: JSON.stringify({ updates }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as ProgressSyncResult;
}

const get = async (url: string, cookie: string) => {
  const response = await fetch(url, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  const database = await scratchDatabase();
  db = database.db;
  dropDatabase = database.drop;
  keys = realAnswerKeys(400);
  questionIds = Object.keys(keys);
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) {
    redisServer = await createTestRedisServer();
    redisUrl = redisServer.url;
  }
  const base = new URL(redisUrl);
  const claimed = await claimRedisDatabase(`redis://${base.host}`);
  redis = claimed.client;
  const [portA, portB] = [await findFreeLoopbackPort(), await findFreeLoopbackPort()];
  publicOrigin = `http://127.0.0.1:${portA}`;
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: claimed.url,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: publicOrigin,
  };
  // One by one, as an operator may start them: the second finds the migrations applied.
  await startServer(portA, shared);
  await startServer(portB, shared);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.process.stop()));
  killStartedProcesses();
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  if (redis) {
    await redis.flushdb();
    redis.disconnect();
  }
  await dropDatabase?.();
  await redisServer?.stop();
}, 60_000);

describe('two server processes on one PostgreSQL and Redis', () => {
  let uid = '';
  let cookie = '';
  const sent: ProgressUpdate[] = [];

  it('keep a learner signed in through either with the cookie one of them set', async () => {
    const [a, b] = origins();
    const browser = createBrowserAgent(overHttp(a), a);
    const { continued } = await signUpThroughProvider(browser, {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      password: 'lotus-harbour-58',
    });
    uid = JSON.parse(/var result = (\{.*?\});/.exec(continued.body)?.[1] ?? '{}').uid ?? '';
    expect(uid).not.toBe('');
    const value = browser.cookie(new URL(a).host, SESSION_COOKIE);
    expect(value).toBeDefined();
    cookie = `${SESSION_COOKIE}=${value}`;

    for (const origin of [a, b])
      expect(await get(`${origin}/api/auth/me`, cookie)).toMatchObject({
        status: 200,
        body: { user: { uid } },
      });
    // B lists the one session A made, and marks it as the one in use.
    expect(await get(`${b}/api/auth/sessions`, cookie)).toMatchObject({
      status: 200,
      body: { sessions: [{ current: true }] },
    });
  });

  it('count answers sent to either, and sent again to the other, exactly once', async () => {
    const [a, b] = origins();
    const acknowledged = new Map<string, number>();
    const note = (result: ProgressSyncResult) => {
      expect(result.rejected).toEqual([]);
      for (const id of result.applied) acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
    };
    // Twelve updates, to A and B in turn; every third is sent again to the other server.
    for (let index = 0; index < 12; index += 1) {
      const next = update(uid, 3);
      sent.push(next);
      const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
      note(await sync(first, cookie, [next]));
      if (index % 3 === 0) {
        const again = await sync(second, cookie, [next]);
        expect(again).toMatchObject({ applied: [], duplicates: [next.id] });
      }
    }
    // A batch lost on its way back from A (the app never saw the answer) is sent whole to B,
    // with the next answers added to it.
    const lost = [update(uid, 2), update(uid, 2)];
    const more = [update(uid, 2)];
    sent.push(...lost, ...more);
    note(await sync(a, cookie, lost));
    const resent = await sync(b, cookie, [...lost, ...more]);
    note(resent);
    expect(new Set(resent.duplicates)).toEqual(new Set(lost.map((item) => item.id)));
    // The same batch reaching both servers at once (a retry racing the first try).
    const raced = [update(uid, 3), update(uid, 1)];
    sent.push(...raced);
    const answers = await Promise.all([sync(a, cookie, raced), sync(b, cookie, raced)]);
    for (const answer of answers) note(answer);
    for (const item of raced)
      expect(answers.filter((answer) => answer.duplicates.includes(item.id))).toHaveLength(1);

    expect([...acknowledged.values()].every((times) => times === 1)).toBe(true);
    expect(new Set(acknowledged.keys())).toEqual(new Set(sent.map((item) => item.id)));
    await expectTotalsOf(db, uid, sent, keys);
    // Both servers show the learner the same totals, the database's.
    const expected = scoreAnswers(
      sent.flatMap((item) => item.answers),
      (id) => keys[id]?.answerIndex,
      new Set(),
    );
    for (const origin of [a, b])
      expect(await get(`${origin}/api/auth/me`, cookie)).toMatchObject({
        body: {
          profile: {
            totalScore: expected.scoreChange,
            questionsAttempted: expected.questionsAttempted,
            correctAnswers: expected.correctAnswers,
          },
        },
      });
  });

  it('serve the same boards, with the same own rows, from both', async () => {
    const [a, b] = origins();
    // More learners answering through one server or the other, some of them twice.
    const learners = await Promise.all(['asha', 'ravi', 'kiran', 'dev'].map(signedInLearner));
    for (const [index, learnerCookie] of learners.entries()) {
      const learnerUid = ['asha', 'ravi', 'kiran', 'dev'][index] ?? '';
      const updates = Array.from({ length: 1 + index }, () => update(learnerUid, 2 + index));
      await sync(index % 2 === 0 ? a : b, learnerCookie, updates);
      if (index % 2 === 0) expect(await sync(b, learnerCookie, updates)).toMatchObject({ applied: [] });
    }
    const ranks = new SqlRankStore(db);
    // Everything but the moment each server put its answer together.
    const board = (body: unknown) => ({ ...(body as Record<string, unknown>), generatedAt: 'either' });
    for (const viewer of [cookie, ...learners])
      for (const period of ['all', 'day']) {
        const [fromA, fromB] = await Promise.all([
          get(`${a}/api/leaderboard?period=${period}`, viewer),
          get(`${b}/api/leaderboard?period=${period}`, viewer),
        ]);
        expect(fromA.status).toBe(200);
        expect(fromB.status).toBe(200);
        expect(board(fromB.body)).toEqual(board(fromA.body));
      }
    // And it is the database's board: all five learners, best first, own rank as SQL ranks it.
    const allTime = (await get(`${b}/api/leaderboard?period=all`, cookie)).body as {
      rankedLearners: number;
      entries: { score: number; rank: number }[];
      you: { rank: number } | null;
    };
    expect(allTime.rankedLearners).toBe(5);
    expect(allTime.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
    const scores = allTime.entries.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(allTime.you?.rank).toBe((await ranks.rankOf(ALL_TIME_BOARD, uid))?.rank);
  });
});
