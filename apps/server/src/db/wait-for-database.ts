import pg from 'pg';
import type { Logger } from 'pino';

/** SQLSTATEs and socket errors of a PostgreSQL that is not up yet, or restarting: worth waiting for. */
const NOT_UP_YET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P01', // admin_shutdown
]);

/** The server cannot use DATABASE_URL; the message is the one line an operator reads. */
export class DatabaseUnavailableError extends Error {}

/** Where DATABASE_URL points, without its user name or password. */
function whereOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host || 'localhost'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
}

/** SQLSTATEs and system errors worth naming in words rather than codes. */
function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not found';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    case '28P01':
    case '28000':
      return 'the user name or password is refused';
    case '3D000':
      return 'no such database';
    default:
      return typeof message === 'string' && message !== '' ? message : String(code ?? error);
  }
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

function isNotUpYet(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && NOT_UP_YET.has(code)) return true;
  // A socket closed before PostgreSQL answered (a proxy or a container still starting).
  return error instanceof Error && /Connection terminated|timeout expired/i.test(error.message);
}

/**
 * An external PostgreSQL started alongside the server (a compose file, a reboot) may not answer
 * for a while: tried again with back-off for up to `withinMs`. A wrong password or a missing
 * database is not going to get better and fails at once. Either way it throws
 * DatabaseUnavailableError, whose message says what is wrong in one line.
 */
export async function waitForDatabase(url: string, logger: Logger, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      if (attempt > 1) logger.warn({ attempt }, 'the database answers; starting');
      return;
    } catch (error) {
      if (!isNotUpYet(error)) {
        throw new DatabaseUnavailableError(`DATABASE_URL ${whereOf(url)}: ${reasonOf(error)}`, {
          cause: error,
        });
      }
      if (Date.now() + delay > deadline) {
        const seconds = Math.round(withinMs / 1000);
        throw new DatabaseUnavailableError(
          `DATABASE_URL ${whereOf(url)} does not answer (${reasonOf(error)}) after ${seconds} s: is PostgreSQL running there, and the address right?`,
          { cause: error },
        );
      }
      logger.warn(
        { attempt, retryInMs: delay, err: error },
        'the database does not answer yet; trying again',
      );
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
