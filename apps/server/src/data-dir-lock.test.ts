import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, liveOwnerOf, lockDataDir, processStartOf } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another live process, standing for a server that holds a folder. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

async function lockHeldBy(dir: string, pid: number, overrides: Record<string, unknown> = {}) {
  writeFileSync(
    path.join(dir, LOCK_FILE),
    JSON.stringify({
      pid,
      role: 'server',
      processStart: await processStartOf(pid),
      dataDir: dir,
      startedAt: new Date().toISOString(),
      databaseUrl: 'postgres://postgres:secret@127.0.0.1:5555/postgres',
      ...overrides,
    }),
  );
}

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, naming its PID', async () => {
    const dir = newDir();
    const owner = otherProcess();
    await lockHeldBy(dir, owner.pid ?? 0);
    const refused = await lockDataDir(dir, 'server').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dir} is in use by the server with PID ${owner.pid}; stop it first or choose another DATA_DIR`,
    );
    expect((await liveOwnerOf(dir))?.databaseUrl).toBe('postgres://postgres:secret@127.0.0.1:5555/postgres');
  });

  it('takes over a lock whose process is gone, or whose PID now belongs to another process', async () => {
    const gone = newDir();
    const child = otherProcess();
    await lockHeldBy(gone, child.pid ?? 0);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const taken = await lockDataDir(gone, 'server');
    expect(JSON.parse(readFileSync(path.join(gone, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await taken.release();
    expect(existsSync(path.join(gone, LOCK_FILE))).toBe(false);

    const reused = newDir();
    const stranger = otherProcess();
    await lockHeldBy(reused, stranger.pid ?? 0, { processStart: '1' });
    await (await lockDataDir(reused, 'server')).release();
  });

  it('treats the lock inside a copy of a running folder as stale', async () => {
    const original = newDir();
    const owner = otherProcess();
    await lockHeldBy(original, owner.pid ?? 0);
    const copy = path.join(newDir(), 'copy');
    cpSync(original, copy, { recursive: true });
    expect(await liveOwnerOf(copy)).toBeUndefined();
    await (await lockDataDir(copy, 'server')).release();
    await expect(lockDataDir(original, 'server')).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('publishes the owner’s connection details for commands run beside it', async () => {
    const dir = newDir();
    const lock = await lockDataDir(dir, 'backup');
    await lock.publish({ databaseUrl: 'postgres://x@127.0.0.1:1/postgres' });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'backup',
      databaseUrl: 'postgres://x@127.0.0.1:1/postgres',
    });
    await lock.release();
  });
});
