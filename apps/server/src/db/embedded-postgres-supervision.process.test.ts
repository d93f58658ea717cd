import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { realAnswerKeys, SyncingLearners, timedFetch } from '../testing/syncing-learners.ts';
import { createDatabase } from './database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * The embedded PostgreSQL killed under the server (an OOM killer, an operator's kill -9): the
 * server watches it, logs one error line, starts it again (crash recovery) and serves again.
 * These tests start their own embedded clusters, so they run once, in the db-embedded project.
 */

const dataDirs: string[] = [];
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-supervision-'));
  dataDirs.push(dir);
  return dir;
}

function collectingLogger(lines: Array<Record<string, unknown>>) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return pino({ level: 'info' }, stream);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  withinMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('the embedded PostgreSQL, watched by the server', () => {
  it('is started again after a SIGKILL during a sync stream, keeping every acknowledged answer', async () => {
    const logLines: Array<Record<string, unknown>> = [];
    const config = loadConfig({ DATA_DIR: newDataDir(), PORT: '0', DATABASE_POOL_WAIT_MS: '500' });
    let lost = false;
    const server: RunningServer = await startServer(config, collectingLogger(logLines), {
      onEmbeddedDatabaseLost: () => {
        lost = true;
      },
    });
    cleanups.push(() => server.close());
    const embedded = server.embeddedDatabase as EmbeddedDatabase;
    const firstPid = embedded.pid as number;
    expect(firstPid).toBeGreaterThan(0);
    const devices = new SyncingLearners(server, server.db, realAnswerKeys());

    const healthDuringOutage: number[] = [];
    await devices.streamThrough(6, async () => {
      process.kill(firstPid, 'SIGKILL');
      // Until it is back, /healthz must say so (a process supervisor would act on it).
      await waitFor(
        async () => {
          const health = await timedFetch(`${server.url}/healthz`);
          healthDuringOutage.push(health.status);
          return health.status === 200 && healthDuringOutage.includes(503);
        },
        30_000,
        'the embedded PostgreSQL to be down, then up again',
      );
      await sleep(500);
    });

    expect(isProcessAlive(firstPid)).toBe(false);
    expect(embedded.isRunning()).toBe(true);
    expect(embedded.pid).not.toBe(firstPid);
    expect(lost).toBe(false);
    const errors = logLines.filter((line) => Number(line.level) >= 50);
    const exits = errors.filter(
      (line) => line.msg === 'embedded PostgreSQL exited unexpectedly; restarting it',
    );
    expect(exits).toHaveLength(1);
    expect(exits[0]).toMatchObject({ pid: firstPid, signal: 'SIGKILL' });
  });

  it('gives up when it cannot start again within the time allowed, and says so once', async () => {
    const logLines: Array<Record<string, unknown>> = [];
    let gaveUp = 0;
    const embedded = await startEmbeddedPostgres(newDataDir(), collectingLogger(logLines), {
      restartWithinMs: 2_000,
      onGiveUp: () => {
        gaveUp += 1;
      },
    });
    cleanups.push(() => embedded.stop());
    const port = Number(new URL(embedded.url).port);
    const pid = embedded.pid as number;

    // Another program takes its port the moment it dies: PostgreSQL cannot listen again.
    process.kill(pid, 'SIGKILL');
    let squatter: Server | undefined;
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const candidate = createServer();
          candidate.once('error', () => resolve(false));
          candidate.listen(port, '127.0.0.1', () => {
            squatter = candidate;
            resolve(true);
          });
        }),
      5_000,
      'the port to be free',
    );
    cleanups.push(() => new Promise((resolve) => squatter?.close(resolve)));

    await waitFor(() => gaveUp > 0, 15_000, 'the supervisor to give up');
    await sleep(300);
    expect(gaveUp).toBe(1);
    expect(embedded.isRunning()).toBe(false);
    expect(logLines.filter((line) => line.level === 50)).toHaveLength(1);
    expect(logLines.filter((line) => line.level === 60)).toMatchObject([
      {
        msg: 'embedded PostgreSQL could not be started again; giving up',
        // PostgreSQL's own reason, not only that it exited: what an operator needs to act.
        err: { message: expect.stringMatching(/FATAL: +could not create any TCP\/IP sockets/) },
      },
    ]);
  });

  it('stops at once for a forced exit, and not again', async () => {
    const embedded = await startEmbeddedPostgres(newDataDir(), pino({ level: 'silent' }));
    cleanups.push(() => embedded.stop());
    const pid = embedded.pid as number;
    const db = createDatabase(embedded.url, { maxConnections: 1 });
    cleanups.push(() => db.destroy());
    const started = Date.now();
    await embedded.kill(1_000);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(isProcessAlive(pid)).toBe(false);
    await sleep(700);
    expect(embedded.isRunning()).toBe(false);
    expect(embedded.pid).toBeUndefined();
  });
});
