import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { INTERNAL_ERROR_MESSAGE } from './http-error-handler.ts';
import { type RunningServer, startServer } from './server.ts';
import { expectTotalsOf } from './testing/progress-updates.ts';
import {
  type Answered,
  expectHonestUnavailable,
  INTERNALS,
  realAnswerKeys,
  SyncingLearners,
  statusesOf,
} from './testing/syncing-learners.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * Faults injected into a running server (startServer, as `npm start` wires it, with short
 * timeouts) while learners sync over HTTP. The server reaches its database through a loopback
 * relay, so a test can cut and refuse its connections as a PostgreSQL restart would, without
 * stopping a PostgreSQL that others share. Each fault asserts: only 200 or 503 (Retry-After,
 * a generic body: no driver message, host, port or path), the process keeps serving, the
 * service returns by itself, and every update acknowledged is applied exactly once.
 */

// The pool wait well below the lock timeout, so that the two kinds of 503 can be told apart by time.
const TIMEOUTS = { statementMs: 4_000, lockMs: 2_500, idleInTransactionMs: 3_000, poolWaitMs: 800 };
const LEARNERS = 8;

let database: TestDatabase;
let proxy: TcpProxy;
let server: RunningServer;
let admin: pg.Client;
let devices: SyncingLearners;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(database.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(proxy.port);
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-faults-')),
    DATABASE_URL: relayed.toString(),
    PORT: '0',
    DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUTS.statementMs),
    DATABASE_LOCK_TIMEOUT_MS: String(TIMEOUTS.lockMs),
    DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: String(TIMEOUTS.idleInTransactionMs),
    DATABASE_POOL_WAIT_MS: String(TIMEOUTS.poolWaitMs),
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startServer(config, pino({ level: 'info' }, logStream));
  devices = new SyncingLearners(server, database.db, realAnswerKeys());
  admin = new pg.Client({ connectionString: database.url });
  admin.on('error', () => undefined);
  await admin.connect();
});

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await server?.close();
  await proxy?.close();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readiness = () => devices.readiness();
const errorLines = () => logLines.filter((line) => line.level === 50);

describe('the server when its database fails', () => {
  it("sets the configured timeouts on the server's connections and its HTTP server", async () => {
    const { rows } = await sql<{ statement: string; lock: string; idle: string }>`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
             current_setting('idle_in_transaction_session_timeout') as idle
    `.execute(server.db);
    expect(rows[0]).toEqual({ statement: '4s', lock: '2500ms', idle: '3s' });
    // Node's HTTP server ends a request whose body has not all arrived by then (408).
    expect(server.app.server.requestTimeout).toBe(30_000);
  });

  it('keeps serving while the backends of its connections are terminated, and loses no acknowledged answer', async () => {
    let terminated = 0;
    const learners = await devices.streamThrough(LEARNERS, async () => {
      for (let round = 0; round < 8; round++) {
        const { rows } = await admin.query<{ count: number }>(
          `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows[0]?.count ?? 0;
        await sleep(250);
      }
    });
    expect(terminated).toBeGreaterThan(0);
    expect([...statusesOf(learners)].every((status) => status === 200 || status === 503)).toBe(true);
    expect(logLines.some((line) => /uncaught|unhandled/i.test(String(line.msg)))).toBe(false);
  });

  it('answers 503 while PostgreSQL restarts (connections cut, then refused) and serves again by itself', async () => {
    let readyDuringOutage: Answered | undefined;
    const learners = await devices.streamThrough(LEARNERS, async () => {
      await proxy.down();
      await sleep(500);
      readyDuringOutage = await readiness();
      await sleep(1_500);
      await proxy.up();
      await sleep(500);
    });
    expect(statusesOf(learners).has(503)).toBe(true);
    expect(readyDuringOutage?.status).toBe(503);
    expect(readyDuringOutage?.ms).toBeLessThan(2_500);
    expect(readyDuringOutage?.text).not.toMatch(INTERNALS);
    // The cause is in the log at error level, with the request id, and only there.
    const refused = errorLines().find((line) => JSON.stringify(line.err ?? {}).includes('ECONNREFUSED'));
    expect(refused).toMatchObject({ msg: 'database unavailable; answered 503' });
    expect(refused?.reqId).toBeDefined();
  });

  it('answers 503 when the database stops answering (frozen, not down), and serves again when it answers', async () => {
    const frozenOut = await devices.signUp('frozen-out');
    let inFlight: Answered | undefined;
    let readyWhileFrozen: Answered | undefined;
    await devices.streamThrough(LEARNERS, async () => {
      proxy.freeze();
      try {
        frozenOut.answerOne();
        [inFlight, readyWhileFrozen] = await Promise.all([frozenOut.sync(), sleep(300).then(readiness)]);
      } finally {
        proxy.thaw();
      }
      await sleep(500);
    });
    // No statement timeout fires in a database that does not run: the server's own bound does.
    expectHonestUnavailable(inFlight);
    expect(inFlight?.ms).toBeLessThan(TIMEOUTS.statementMs + 2_000 + 1_500);
    expect(readyWhileFrozen?.status).toBe(503);
    expect(readyWhileFrozen?.ms).toBeLessThan(2_500);
    for (let attempt = 0; attempt < 20 && frozenOut.waiting > 0; attempt++) await frozenOut.sync();
    expect(frozenOut.waiting).toBe(0);
    await expectTotalsOf(database.db, frozenOut.signedIn.uid, frozenOut.all, devices.keys);
  });

  it('answers 503 after the lock timeout, not after the lock, while a table is held', async () => {
    const learner = await devices.signUp('locked-out');
    await admin.query('begin');
    await admin.query('lock table users in access exclusive mode');
    try {
      learner.answerOne();
      const answer = await learner.sync();
      expect(answer).toBeDefined();
      expectHonestUnavailable(answer);
      expect(answer?.ms).toBeLessThan(TIMEOUTS.lockMs + 2_000);
    } finally {
      await admin.query('rollback');
    }
    expect((await learner.sync())?.status).toBe(200);
    await expectTotalsOf(database.db, learner.signedIn.uid, learner.all, devices.keys);
  });

  it('answers 503 quickly when every pool connection is busy', async () => {
    const learners = await Promise.all(Array.from({ length: 25 }, (_, n) => devices.signUp(`crowd-${n}`)));
    await admin.query('begin');
    await admin.query('lock table progress_updates in access exclusive mode');
    let answers: Answered[];
    try {
      answers = await Promise.all(
        learners.map((learner) => {
          learner.answerOne();
          return learner.sync() as Promise<Answered>;
        }),
      );
    } finally {
      await admin.query('rollback');
    }
    for (const answer of answers) expectHonestUnavailable(answer);
    // The sync pool holds 10 connections: the others were not kept waiting for the lock.
    const quick = answers.filter((answer) => answer.ms < TIMEOUTS.lockMs - 200);
    expect(quick.length).toBeGreaterThanOrEqual(answers.length - 10);
    expect(
      errorLines().some((line) =>
        JSON.stringify(line.err ?? {}).includes('timeout exceeded when trying to connect'),
      ),
    ).toBe(true);
    for (const learner of learners) expect((await learner.sync())?.status).toBe(200);
  });

  it('answers 503 on a full disk, turns unready after repeated write failures, and ready again when writes succeed', async () => {
    // A tablespace-free full disk: the error PostgreSQL raises when it cannot extend a table file
    // (SQLSTATE 53100, with the file's path in the message), raised by a trigger on the sync's insert.
    await admin.query(`
      create function abhyas_test_disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/16384/16490": No space left on device'
          using errcode = 'disk_full';
      end $$;
      create trigger abhyas_test_disk_full before insert on progress_updates
        for each statement execute function abhyas_test_disk_full();
    `);
    const learner = await devices.signUp('full-disk');
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        learner.answerOne();
        const answer = await learner.sync();
        expectHonestUnavailable(answer);
      }
      const drained = await readiness();
      expect(drained.status).toBe(503);
      expect(JSON.parse(drained.text)).toEqual({
        status: 'unavailable',
        error: 'Database writes are failing',
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(
        errorLines().some((line) => JSON.stringify(line.err ?? {}).includes('No space left on device')),
      ).toBe(true);
    } finally {
      await admin.query('drop trigger abhyas_test_disk_full on progress_updates');
      await admin.query('drop function abhyas_test_disk_full()');
    }
    expect((await learner.sync())?.status).toBe(200);
    expect((await readiness()).status).toBe(200);
    await expectTotalsOf(database.db, learner.signedIn.uid, learner.all, devices.keys);
  });

  it('answers any other server fault 500 with a generic body, its stack in the log', async () => {
    await admin.query(`
      create function abhyas_test_bug() returns trigger language plpgsql as $$
      begin
        raise exception 'relation "secret_table" does not exist at /srv/abhyas/x.sql' using errcode = 'XX000';
      end $$;
      create trigger abhyas_test_bug before insert on progress_updates
        for each statement execute function abhyas_test_bug();
    `);
    const learner = await devices.signUp('bug');
    let answer: Answered | undefined;
    try {
      learner.answerOne();
      answer = await learner.sync();
    } finally {
      await admin.query('drop trigger abhyas_test_bug on progress_updates');
      await admin.query('drop function abhyas_test_bug()');
    }
    expect(answer?.status).toBe(500);
    expect(JSON.parse(answer?.text ?? '')).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(answer?.retryAfter).toBeNull();
    const logged = errorLines().find((line) => JSON.stringify(line.err ?? {}).includes('secret_table'));
    expect(logged).toMatchObject({ msg: 'request failed; answered 500' });
    expect(String((logged?.err as { stack?: string } | undefined)?.stack)).toContain('    at ');
    expect(logged?.reqId).toBeDefined();
  });

  it('answers client errors as client errors, in the one error body', async () => {
    const learner = await devices.signUp('client-error');
    const response = await fetch(`${server.url}/api/progress/sync`, {
      method: 'POST',
      headers: { ...learner.signedIn.headers, 'content-type': 'application/json' },
      body: '{"updates": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.stringContaining('JSON'),
      reason: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });
});
