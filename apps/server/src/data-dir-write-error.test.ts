import { openSync, writeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DataDirNotWritableError,
  dataDirWriteErrorOf,
  EMBEDDED_START_FAILURE,
} from './data-dir-write-error.ts';

const dataDir = '/var/lib/abhyas';

/** The error a write to /dev/full gives: a real ENOSPC, as on a full disk. */
function realDiskFullError(): unknown {
  const full = openSync('/dev/full', 'w');
  try {
    writeSync(full, 'x');
  } catch (error) {
    return error;
  }
  throw new Error('/dev/full accepted a write');
}

describe('the one line for a DATA_DIR the server cannot write in', () => {
  it('names the folder, the cause and the fix, for each way a write is refused', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open '/var/lib/abhyas/x'"), {
      code: 'EACCES',
    });
    const readOnly = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    expect(dataDirWriteErrorOf(dataDir, denied)).toEqual(
      new DataDirNotWritableError(
        "DATA_DIR /var/lib/abhyas cannot be written: permission denied; give the server's user write access to it (every file in it) or choose another DATA_DIR",
      ),
    );
    expect(dataDirWriteErrorOf(dataDir, readOnly)?.message).toBe(
      'DATA_DIR /var/lib/abhyas cannot be written: the file system is read-only; mount it read-write or choose another DATA_DIR',
    );
    expect(dataDirWriteErrorOf(dataDir, realDiskFullError())?.message).toBe(
      'DATA_DIR /var/lib/abhyas cannot be written: no space left on its disk; free some space or choose another DATA_DIR',
    );
  });

  it('reads the cause from the embedded PostgreSQL’s last words when it exits while starting', () => {
    const words = (text: string) =>
      new Error(`${EMBEDDED_START_FAILURE}: 2026-11-25 17:39:24.786 UTC FATAL:  ${text}`);
    expect(
      dataDirWriteErrorOf(dataDir, words('could not create lock file "postmaster.pid": Permission denied'))
        ?.message,
    ).toMatch(/permission denied/);
    expect(
      dataDirWriteErrorOf(
        dataDir,
        words('could not write to file "pg_wal/xlogtemp.7": No space left on device'),
      )?.message,
    ).toMatch(/no space left on its disk/);
    expect(
      dataDirWriteErrorOf(dataDir, words('could not open file "global/pg_control": Read-only file system'))
        ?.message,
    ).toMatch(/read-only/);
  });

  it('leaves every other error alone', () => {
    expect(dataDirWriteErrorOf(dataDir, new Error('port 5432 is in use'))).toBeUndefined();
    expect(
      dataDirWriteErrorOf(dataDir, Object.assign(new Error('gone'), { code: 'ENOENT' })),
    ).toBeUndefined();
    expect(dataDirWriteErrorOf(dataDir, new Error('Permission denied for table users'))).toBeUndefined();
    expect(dataDirWriteErrorOf(dataDir, undefined)).toBeUndefined();
    const signalRefused = Object.assign(new Error('kill EPERM'), { code: 'EPERM', syscall: 'kill' });
    expect(dataDirWriteErrorOf(dataDir, signalRefused)).toBeUndefined();
  });
});
