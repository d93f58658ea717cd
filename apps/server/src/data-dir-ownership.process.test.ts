import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeLoopbackPort } from './free-loopback-port.ts';
import { createTestRedisServer } from './stores/rank-store-test-redis.ts';
import {
  isProcessAlive,
  killStartedProcesses,
  postmasterPid,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from './testing/server-process.ts';

/**
 * One owner per data folder, with the built server as `npm start` runs it: a second server, a
 * maintenance command and a stale pid file must never take the running server's database away.
 */
const dirs: string[] = [];
const stops: Array<() => Promise<unknown>> = [];
const strays: ChildProcess[] = [];

afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  killStartedProcesses();
  for (const child of strays) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'abhyas-owner-')));
  dirs.push(dir);
  return dir;
}

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${await findFreeLoopbackPort()}`;
  const server = runBuilt('main', { DATA_DIR: dataDir, PORT: new URL(url).port, ...env });
  stops.push(() => server.stop());
  await waitUntilReady(server, url);
  return { server, url };
}

async function expectStillServing(url: string, dataDir: string, postgresPid: number) {
  expect(isProcessAlive(postgresPid)).toBe(true);
  expect(postmasterPid(dataDir)).toBe(postgresPid);
  for (let n = 0; n < 5; n++) expect((await fetch(`${url}/readyz`)).status).toBe(200);
  expect((await fetch(`${url}/api/leaderboard?period=all`)).status).toBeLessThan(500);
}

describe('one owner per data folder', () => {
  let dataDir: string;
  let first: { server: RunningProcess; url: string };
  let postgresPid: number;

  it('a second server on the same folder refuses at once with one line, and the first keeps serving', async () => {
    dataDir = newDataDir();
    first = await startServer(dataDir);
    postgresPid = postmasterPid(dataDir);

    const started = Date.now();
    const second = runBuilt('main', { DATA_DIR: dataDir, PORT: String(await findFreeLoopbackPort()) });
    expect(await second.exit).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(second.output()).toBe(
      `abhyas: DATA_DIR ${dataDir} is in use by the server with PID ${first.server.child.pid}; stop it first or choose another DATA_DIR\n`,
    );
    await expectStillServing(first.url, dataDir, postgresPid);
  });

  it('leaderboard:rebuild uses the running server’s database and leaves it running', async () => {
    const redis = await createTestRedisServer();
    stops.push(() => redis.stop());
    const rebuild = runBuilt('leaderboard-rebuild', { DATA_DIR: dataDir, REDIS_URL: redis.url });
    expect(await rebuild.exit, rebuild.output()).toBe(0);
    expect(rebuild.output()).toContain('Leaderboards rebuilt in Redis');
    await expectStillServing(first.url, dataDir, postgresPid);
  });

  it('never stops a process a stale pid file names unless it is a PostgreSQL of this folder', async () => {
    await first.server.stop();
    expect(isProcessAlive(postgresPid)).toBe(false);
    // A process named and started like a postmaster of this folder, as the system's PostgreSQL
    // could be after a power cut gave its PID to the old file; only its working directory differs.
    const databaseDir = path.join(dataDir, 'postgres');
    const dummy = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)', '--', '-D', databaseDir], {
      argv0: 'postgres',
      stdio: 'ignore',
    });
    strays.push(dummy);
    await new Promise((resolve) => dummy.once('spawn', resolve));
    writeFileSync(
      path.join(databaseDir, 'postmaster.pid'),
      `${dummy.pid}\n${databaseDir}\n1700000000\n5432\n\n127.0.0.1\n  5432001         0\nready   \n`,
    );

    const again = await startServer(dataDir);
    expect(isProcessAlive(dummy.pid ?? 0)).toBe(true);
    expect(dummy.exitCode).toBeNull();
    await again.server.stop();
  });

  it('an orphaned PostgreSQL of this folder (its server killed) is stopped and the folder starts again', async () => {
    const killed = await startServer(dataDir);
    const orphan = postmasterPid(dataDir);
    killed.server.child.kill('SIGKILL');
    await killed.server.exit;
    expect(isProcessAlive(orphan)).toBe(true);
    const again = await startServer(dataDir);
    expect(isProcessAlive(orphan)).toBe(false);
    await expectStillServing(again.url, dataDir, postmasterPid(dataDir));
    await again.server.stop();
  });

  it('a cluster that cannot start says why, not "undefined"', async () => {
    const broken = newDataDir();
    const first = await startServer(broken);
    await first.server.stop();
    // PostgreSQL refuses a data directory others can read.
    chmodSync(path.join(broken, 'postgres'), 0o755);
    const refused = runBuilt('main', { DATA_DIR: broken, PORT: String(await findFreeLoopbackPort()) });
    expect(await refused.exit).toBe(1);
    expect(refused.output()).toContain(
      'abhyas: could not start: the embedded PostgreSQL exited while starting:',
    );
    expect(refused.output()).toContain('permissions');
  });
});
