import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './data-dir-lock.ts';
import { findFreeLoopbackPort } from './free-loopback-port.ts';
import {
  builtEntry,
  isProcessAlive,
  killStartedProcesses,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from './testing/server-process.ts';

/**
 * The built server (`npm run build` first) on the embedded default, started on a DATA_DIR it may
 * not write in, as when a service user meets a folder root made, or the files were copied as
 * another user: one line on stderr naming the folder, the cause and the fix, exit code 1, and
 * the database as it was, so that the next start on a writable folder serves it.
 *
 * Root writes past any mode bits, so as root the server runs as `nobody` here (the folder is
 * that user's, and then made read-only to it); otherwise as the user running the test. A
 * read-only mount (EROFS) or a full disk (ENOSPC) cannot be made without root; the same line is
 * chosen for them by `data-dir-write-error.ts` from the error code (see its unit test).
 */
const runsAsRoot = process.getuid?.() === 0;
/** `nobody` on Debian and most Linux systems. */
const serverUser = runsAsRoot ? { uid: 65534, gid: 65534 } : undefined;
const scratch = mkdtempSync(path.join(tmpdir(), 'abhyas-data-dir-faults-'));
if (serverUser) chownSync(scratch, serverUser.uid, serverUser.gid);

/** Folders above the checkout that `nobody` could not pass through, and their modes before. */
const openedForServerUser: [string, number][] = [];

const serverUserCanReadBuild = () =>
  spawnSync(
    process.execPath,
    ['-e', `require('node:fs').accessSync(${JSON.stringify(builtEntry('main'))})`],
    {
      ...serverUser,
    },
  ).status === 0;

beforeAll(() => {
  if (!serverUser || serverUserCanReadBuild()) return;
  // A checkout in a private folder (mktemp -d makes them 0700): let `nobody` pass through the
  // folders above the build for the length of this file, and put their modes back after.
  for (
    let folder = path.dirname(builtEntry('main'));
    folder !== path.dirname(folder);
    folder = path.dirname(folder)
  ) {
    const mode = statSync(folder).mode & 0o7777;
    if ((mode & 0o005) === 0o005) continue;
    openedForServerUser.push([folder, mode]);
    chmodSync(folder, mode | 0o005);
  }
  if (!serverUserCanReadBuild())
    throw new Error('as root this test runs the server as nobody, who cannot read the build here');
});

afterAll(() => {
  killStartedProcesses();
  for (const [folder, mode] of openedForServerUser.reverse()) chmodSync(folder, mode);
  // A test that failed half-way may have left folders read-only, which only root could remove.
  execFileSync('chmod', ['-R', 'u+w', scratch]);
  rmSync(scratch, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<RunningProcess & { url: string }> {
  const port = String(await findFreeLoopbackPort());
  const started = runBuilt('main', { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: port }, [], serverUser);
  return { ...started, url: `http://127.0.0.1:${port}` };
}

function setWritable(target: string, writable: boolean): void {
  execFileSync('chmod', ['-R', writable ? 'u+w' : 'a-w', target]);
}

function expectOneClearLine(run: RunningProcess, exitCode: number | null, line: RegExp): void {
  expect(exitCode, run.output()).toBe(1);
  const lines = run
    .errorOutput()
    .split('\n')
    .filter((text) => text.trim() !== '');
  expect(lines, run.output()).toHaveLength(1);
  expect(lines[0]).toMatch(/^abhyas: /);
  expect(lines[0]).toMatch(line);
  expect(run.output()).not.toMatch(/^\s+at /m);
  expect(run.output()).not.toContain('"level":60');
}

/** A row written through the running server's own database (its address is in the lock file). */
async function withServerDatabase<T>(dataDir: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const { databaseUrl } = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
    databaseUrl: string;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const UNWRITABLE =
  /^abhyas: DATA_DIR \S+ cannot be written: permission denied; give the server's user write access to it \(every file in it\) or choose another DATA_DIR$/;

describe('a DATA_DIR the server cannot write in', () => {
  it('stops the start with one line and leaves the database to serve once the folder is writable again', async () => {
    const dataDir = path.join(scratch, 'data');
    mkdirSync(dataDir);
    if (serverUser) chownSync(dataDir, serverUser.uid, serverUser.gid);

    // An installation with a learner in it.
    const first = await start(dataDir);
    await waitUntilReady(first, first.url);
    await withServerDatabase(dataDir, (client) =>
      client.query(`insert into users (uid, display_name, total_score) values ('kept', 'Kept Learner', 42)`),
    );
    await first.stop();
    expect(await first.exit).toBe(0);

    // The whole folder read-only: the server cannot take its lock.
    setWritable(dataDir, false);
    const wholeFolder = await start(dataDir);
    expectOneClearLine(wholeFolder, await wholeFolder.exit, UNWRITABLE);

    // The folder writable, the embedded PostgreSQL's cluster in it not: PostgreSQL refuses to start.
    execFileSync('chmod', ['u+w', dataDir]);
    const clusterOnly = await start(dataDir);
    expectOneClearLine(clusterOnly, await clusterOnly.exit, UNWRITABLE);
    // Nothing left behind that the next start must clean up: no lock, no PostgreSQL running.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    if (existsSync(pidFile))
      expect(isProcessAlive(Number.parseInt(readFileSync(pidFile, 'utf8'), 10))).toBe(false);

    // Writable again: the same database, the learner in it.
    setWritable(dataDir, true);
    const again = await start(dataDir);
    await waitUntilReady(again, again.url);
    const kept = await withServerDatabase(dataDir, (client) =>
      client.query<{ total_score: number }>(`select total_score from users where uid = 'kept'`),
    );
    expect(kept.rows).toEqual([{ total_score: 42 }]);
    await again.stop();
    expect(await again.exit).toBe(0);
    expect(again.output()).not.toMatch(/"level":(50|60)/);
  }, 180_000);

  it('stops a first start in a folder made by another user with one line, and writes nothing', async () => {
    const dataDir = path.join(scratch, 'made-by-another');
    mkdirSync(dataDir);
    if (serverUser) chownSync(dataDir, serverUser.uid, serverUser.gid);
    setWritable(dataDir, false);
    const refused = await start(dataDir);
    expectOneClearLine(refused, await refused.exit, UNWRITABLE);
    setWritable(dataDir, true);
    expect(execFileSync('ls', ['-A', dataDir], { encoding: 'utf8' })).toBe('');
  }, 60_000);
});
