import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One owner per data folder. A server (or a command that starts its own embedded PostgreSQL)
 * holds `DATA_DIR/abhyas.lock` while it runs; a second one refuses before touching the database.
 * The file also publishes what other commands need to use the running server's database
 * instead of starting (and later stopping) one of their own.
 *
 * Node has no flock, so the lock is a file made atomically (link() fails when it exists) naming
 * its owner's PID and, on Linux, the process's start time: a PID reused after a crash or a
 * container restart then reads as a stale lock, not as a live owner. A copied or moved folder
 * carries the old lock; it names another folder's path and is stale here too.
 */
export const LOCK_FILE = 'abhyas.lock';

export interface DataDirOwner {
  readonly pid: number;
  /** What holds it: `server`, `backup`, `restore`, `leaderboard:rebuild`. */
  readonly role: string;
  /** Clock ticks since boot when the process started (Linux); tells a reused PID apart. */
  readonly processStart?: string;
  /** The folder's real path when the lock was taken: a copy's lock names the original. */
  readonly dataDir: string;
  readonly startedAt: string;
  /** Published once the owner's database runs: the embedded PostgreSQL's URL (password included; the file is 0600). */
  readonly databaseUrl?: string;
  /** Published once the owner serves. */
  readonly url?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    const what = owner.role === 'server' ? 'the server' : `\`${owner.role}\``;
    super(
      `DATA_DIR ${dataDir} is in use by ${what} with PID ${owner.pid}; stop it first or choose another DATA_DIR`,
    );
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Adds connection details for other commands to the lock file. */
  publish(details: { databaseUrl?: string; url?: string }): Promise<void>;
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
}

/** Takes the lock on `dataDir` (made if missing) for this process; throws DataDirInUseError when a live owner holds it. */
export async function lockDataDir(dataDir: string, role: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const realDir = await realpath(dataDir);
  const file = path.join(realDir, LOCK_FILE);
  let owner: DataDirOwner = {
    pid: process.pid,
    role,
    processStart: await processStartOf(process.pid),
    dataDir: realDir,
    startedAt: new Date().toISOString(),
  };
  const write = async (target: string, content: DataDirOwner) =>
    writeFile(target, `${JSON.stringify(content)}\n`, { mode: 0o600 });

  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await write(temporary, owner);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(temporary, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const current = await readOwner(file);
      if (current && (await isLiveOwner(current, realDir))) throw new DataDirInUseError(realDir, current);
      // Stale: moved aside under a name of our own, so two starts cannot both remove the same file.
      await rename(file, `${file}.stale.${process.pid}`).catch(() => undefined);
      await rm(`${file}.stale.${process.pid}`, { force: true });
    }
  } finally {
    await rm(temporary, { force: true });
  }

  return {
    dataDir: realDir,
    async publish(details) {
      owner = { ...owner, ...details };
      // Written whole then renamed over, so a reader never sees half of it.
      await write(temporary, owner);
      await rename(temporary, file);
    },
    async release() {
      const current = await readOwner(file);
      if (current?.pid === process.pid && current.processStart === owner.processStart)
        await rm(file, { force: true });
    },
  };
}

/** The live owner of `dataDir`, if any, with what it published. */
export async function liveOwnerOf(dataDir: string): Promise<DataDirOwner | undefined> {
  if (!existsSync(dataDir)) return undefined;
  const realDir = await realpath(dataDir);
  const owner = await readOwner(path.join(realDir, LOCK_FILE));
  return owner && (await isLiveOwner(owner, realDir)) ? owner : undefined;
}

async function readOwner(file: string): Promise<DataDirOwner | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<DataDirOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.dataDir !== 'string') return undefined;
    return parsed as DataDirOwner;
  } catch {
    return undefined;
  }
}

async function isLiveOwner(owner: DataDirOwner, realDir: string): Promise<boolean> {
  if (owner.dataDir !== realDir) return false;
  if (owner.pid === process.pid) return false;
  if (!isProcessAlive(owner.pid)) return false;
  const stat = await procStat(owner.pid);
  // A killed process nobody reaped yet (no init in a container) still answers kill(0).
  if (stat?.state === 'Z') return false;
  const start = stat?.start;
  // Without /proc a live PID has to be believed.
  return start === undefined || owner.processStart === undefined || start === owner.processStart;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time (field 22 of /proc/<pid>/stat, clock ticks since boot) tells a reused PID apart. */
export async function processStartOf(pid: number): Promise<string | undefined> {
  return (await procStat(pid))?.start;
}

/** State and start time from /proc/<pid>/stat, read after the command name's closing parenthesis. */
async function procStat(pid: number): Promise<{ state: string; start: string } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}
