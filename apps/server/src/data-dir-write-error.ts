/**
 * A DATA_DIR the server cannot write in (not its user's, a file system mounted read-only, a full
 * disk) stops the start with one line that names the folder, the cause and what to do: a stack
 * trace would tell the operator nothing more, and nothing was changed in the folder.
 */
export class DataDirNotWritableError extends Error {}

type Cause = 'permission' | 'read-only' | 'full';

const CAUSE_OF_CODE: Readonly<Record<string, Cause>> = {
  EACCES: 'permission',
  EPERM: 'permission',
  EROFS: 'read-only',
  ENOSPC: 'full',
  EDQUOT: 'full',
};

const NOT_FILE_CALLS = new Set(['kill', 'listen', 'bind', 'connect']);

/** The same causes as PostgreSQL words them (strerror) when its cluster folder cannot be written. */
const CAUSE_OF_POSTGRES_TEXT: ReadonlyArray<[RegExp, Cause]> = [
  [/Permission denied|Operation not permitted/, 'permission'],
  [/Read-only file system/, 'read-only'],
  [/No space left on device|Disk quota exceeded/, 'full'],
];

const LINE_OF_CAUSE: Readonly<Record<Cause, (dataDir: string) => string>> = {
  permission: (dataDir) =>
    `DATA_DIR ${dataDir} cannot be written: permission denied; give the server's user write access to it (every file in it) or choose another DATA_DIR`,
  'read-only': (dataDir) =>
    `DATA_DIR ${dataDir} cannot be written: the file system is read-only; mount it read-write or choose another DATA_DIR`,
  full: (dataDir) =>
    `DATA_DIR ${dataDir} cannot be written: no space left on its disk; free some space or choose another DATA_DIR`,
};

/**
 * The one-line error for `error` when it says that `dataDir` (or the embedded PostgreSQL's folder
 * in it) cannot be written; undefined for any other error.
 */
export function dataDirWriteErrorOf(dataDir: string, error: unknown): DataDirNotWritableError | undefined {
  const cause = causeOf(error);
  return cause ? new DataDirNotWritableError(LINE_OF_CAUSE[cause](dataDir)) : undefined;
}

function causeOf(error: unknown): Cause | undefined {
  const { code, syscall, message } = (error ?? {}) as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
  };
  // EPERM from signalling another user's process, or EACCES from a port, is no folder's fault.
  if (typeof code === 'string' && CAUSE_OF_CODE[code] && !NOT_FILE_CALLS.has(String(syscall)))
    return CAUSE_OF_CODE[code];
  // The embedded PostgreSQL's own last words when it exited while starting.
  if (typeof message === 'string' && message.startsWith(EMBEDDED_START_FAILURE))
    return CAUSE_OF_POSTGRES_TEXT.find(([pattern]) => pattern.test(message))?.[1];
  return undefined;
}

/** How `startEmbeddedPostgres` begins the error for a PostgreSQL that exited while starting. */
export const EMBEDDED_START_FAILURE = 'the embedded PostgreSQL exited while starting';
