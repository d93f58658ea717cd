import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROGRESS_COUNTER_FIELDS } from './progress-store.ts';

/**
 * The sync writes a learner's counters only over the `sync_version` it read, so every other
 * writer of a counter must bump it: one that does not is overwritten by a sync that read before
 * it, silently. These tests read every statement of the server that updates or inserts into
 * `users` and fail on one that sets a counter without bumping the version.
 */

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Where a statement writing `users` starts: Kysely's builders, or SQL text. */
const WRITE_START =
  /updateTable\(\s*['"]users['"]\s*\)|insertInto\(\s*['"]users['"]\s*\)|\b(?:update|insert\s+into)\s+users\b/gi;

interface UsersWrite {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Each statement writing `users` in `source`: from its start to its execution (or its SQL's end). */
function usersWritesIn(file: string, source: string): UsersWrite[] {
  const writes: UsersWrite[] = [];
  for (const match of source.matchAll(WRITE_START)) {
    const start = match.index ?? 0;
    const rest = source.slice(start);
    const sqlText = !match[0].includes('(');
    const end = sqlText ? rest.search(/`/) : rest.search(/\.execute(?:TakeFirst(?:OrThrow)?)?\(/);
    writes.push({
      file,
      line: source.slice(0, start).split('\n').length,
      text: end === -1 ? rest : rest.slice(0, end),
    });
  }
  return writes;
}

/** The counters a write sets, or 'unknown' when it sets columns it does not name (a variable). */
function countersSetBy(write: UsersWrite): string[] | 'unknown' {
  if (/\.(?:set|values)\(\s*(?!\{)/.test(write.text) && !/\.set\(\s*\(/.test(write.text)) {
    // `.values(row)` of an insert that does nothing on conflict only creates the row: a new
    // learner's counters start where the sync expects them.
    if (/insertInto/.test(write.text) && /doNothing\(\)/.test(write.text)) return [];
    return 'unknown';
  }
  return PROGRESS_COUNTER_FIELDS.filter((field) =>
    new RegExp(`\\b(?:${field}\\s*[:,}]|${snakeCase(field)}\\s*=)`).test(write.text),
  );
}

const bumpsVersion = (write: UsersWrite) =>
  /sync_version\s*=\s*sync_version\s*\+\s*1|syncVersion\s*:/.test(write.text);

function serverFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const writes = serverFiles(serverSource).flatMap((file) =>
  usersWritesIn(path.relative(serverSource, file), readFileSync(file, 'utf8')),
);

describe('writers of a learner’s counters', () => {
  it('all bump sync_version', () => {
    const offenders = writes
      .filter((write) => {
        const counters = countersSetBy(write);
        return counters === 'unknown' || (counters.length > 0 && !bumpsVersion(write));
      })
      .map((write) => `${write.file}:${write.line} sets ${JSON.stringify(countersSetBy(write))}`);
    expect(offenders).toEqual([]);
  });

  it('finds the writers it knows of, so the check above reads real statements', () => {
    const counterWriters = writes.filter((write) => {
      const counters = countersSetBy(write);
      return counters !== 'unknown' && counters.length > 0;
    });
    const where = counterWriters.map((write) => write.file);
    // The sync's statement and the day rollover on profile load.
    expect(where).toContain(path.join('stores', 'progress-store.ts'));
    expect(where).toContain(path.join('stores', 'user-store.ts'));
    expect(counterWriters.every(bumpsVersion)).toBe(true);
  });

  it('flags a writer of a counter that leaves the version alone, in either spelling', () => {
    const kysely = usersWritesIn(
      'example.ts',
      `await db.updateTable('users').set({ dailyScore: 0, theme }).where('uid', '=', uid).execute();`,
    );
    const text = usersWritesIn('example.ts', 'await sql`update users set total_score = 0 where uid = 1`;');
    const spread = usersWritesIn('example.ts', `await db.updateTable('users').set(row).execute();`);
    for (const write of [...kysely, ...text]) {
      expect(countersSetBy(write)).not.toEqual([]);
      expect(bumpsVersion(write)).toBe(false);
    }
    expect(spread.map(countersSetBy)).toEqual(['unknown']);
    const bumped = usersWritesIn(
      'example.ts',
      "await db.updateTable('users').set({ dailyScore: 0, syncVersion: sql`sync_version + 1` }).execute();",
    );
    expect(bumped.map(bumpsVersion)).toEqual([true]);
  });
});
