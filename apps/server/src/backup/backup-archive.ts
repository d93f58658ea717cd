import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { filesToBackUp } from './backup-files.ts';

/**
 * An Abhyas backup: gzip of JSON lines. The embedded PostgreSQL 18 ships no pg_dump (and older
 * client tools refuse it), so the rows are read from Node, every table in one REPEATABLE READ
 * transaction: one snapshot, as pg_dump takes it, while learners keep syncing.
 *
 *   {"kind":"abhyas-backup","version":1,"createdAt":…,"migrations":["0001-users",…]}
 *   {"kind":"file","path":"session-secret","mode":384,"mtimeMs":…,"data":"<base64>"}  (DATA_DIR files)
 *   {"kind":"rows","table":"users","rows":[{…},…]}                            (up to 1000 a line)
 *   {"kind":"end","rows":{"users":12,…}}
 *
 * The schema is not in the archive: a restore runs this version's migrations up to the ones the
 * backup was taken at, loads the rows, then migrates on. The end line tells a whole archive from
 * one cut short; a restore refuses the latter.
 */
export const BACKUP_FORMAT = 'abhyas-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = '.abhyas-backup';

/**
 * Tables kept by triggers from another table (the all-time board's histogram, from
 * leaderboard_scores; the mocks' rank tables, from mock_attempts): not backed up, made again by
 * the triggers as their source is loaded.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'leaderboard_score_counts',
  'leaderboard_score_buckets',
  'mock_mark_counts',
]);
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const ROWS_PER_LINE = 1000;

export interface BackupSummary {
  readonly file: string;
  readonly bytes: number;
  readonly files: number;
  readonly rows: Readonly<Record<string, number>>;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The tables a backup holds and a restore loads, parents before children (foreign keys). */
export async function backedUpTables(client: Queryable): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = current_schema() and c.oid <> p.oid`,
  );
  const names = tables
    .map((table) => table.name)
    .filter((name) => !MIGRATION_TABLES.has(name) && !DERIVED_TABLES.has(name));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name) || !names.includes(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) visit(reference.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/**
 * Writes one consistent archive of the database at `databaseUrl` and the files of `dataDir` it
 * needs to `file` (made whole under a temporary name, then renamed: a crash never leaves a file
 * that looks like a backup).
 */
export async function writeBackup(options: {
  databaseUrl: string;
  dataDir: string;
  file: string;
  backupDir?: string;
}): Promise<BackupSummary> {
  const { databaseUrl, dataDir, file } = options;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  const finished = new Promise<void>((resolve, reject) => {
    output.once('finish', resolve);
    output.once('error', reject);
    gzip.once('error', reject);
  });
  gzip.pipe(output);
  const writeLine = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: Record<string, number> = {};
  let files = 0;
  try {
    // One snapshot for every table; read only, so it never blocks a writer.
    await client.query('begin isolation level repeatable read read only');
    const { rows: schema } = await client.query<{ found: string | null }>(
      `select to_regclass('kysely_migration')::text as found`,
    );
    if (!schema[0]?.found)
      throw new Error('the database holds no Abhyas tables yet: there is nothing to back up');
    const { rows: applied } = await client.query<{ name: string }>(
      'select name from kysely_migration order by name',
    );
    await writeLine(
      JSON.stringify({
        kind: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: applied.map((migration) => migration.name),
      }),
    );
    for (const relative of await filesToBackUp(dataDir, options.backupDir ?? path.join(dataDir, 'backups'))) {
      const absolute = path.join(dataDir, relative);
      const [data, info] = await Promise.all([readFile(absolute), stat(absolute)]);
      await writeLine(
        JSON.stringify({
          kind: 'file',
          path: relative.split(path.sep).join('/'),
          mode: info.mode & 0o777,
          mtimeMs: info.mtimeMs,
          data: data.toString('base64'),
        }),
      );
      files += 1;
    }
    for (const table of await backedUpTables(client)) {
      rows[table] = 0;
      await client.query(
        `declare backup_rows no scroll cursor for select to_json(t)::text as row from ${quoted(table)} t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${ROWS_PER_LINE} from backup_rows`);
        if (batch.rows.length === 0) break;
        // The rows are JSON already: spliced in as text, never parsed and written again.
        await writeLine(
          `{"kind":"rows","table":${JSON.stringify(table)},"rows":[${batch.rows.map((r) => r.row).join(',')}]}`,
        );
        rows[table] += batch.rows.length;
      }
      await client.query('close backup_rows');
    }
    await client.query('commit');
    await writeLine(JSON.stringify({ kind: 'end', rows }));
    gzip.end();
    await finished;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  return { file, bytes: (await stat(file)).size, files, rows };
}

export interface BackupHeader {
  readonly kind: typeof BACKUP_FORMAT;
  readonly version: number;
  readonly createdAt: string;
  readonly migrations: readonly string[];
}

export type BackupLine =
  | {
      readonly kind: 'file';
      readonly path: string;
      readonly mode: number;
      /** When the file was last written (archives before it have none): a restore keeps it. */
      readonly mtimeMs?: number;
      readonly data: string;
    }
  | { readonly kind: 'rows'; readonly table: string; readonly rows: readonly Record<string, unknown>[] }
  | { readonly kind: 'end'; readonly rows: Readonly<Record<string, number>> };

/** Reads an archive's lines one by one; the first is checked to be a backup this version can read. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    if (line === '') continue;
    const parsed = JSON.parse(line) as BackupHeader | BackupLine;
    if (first) {
      if (parsed.kind !== BACKUP_FORMAT) throw new Error(`${file} is not an Abhyas backup`);
      if ((parsed as BackupHeader).version > BACKUP_VERSION)
        throw new Error(`${file} was written by a newer version of Abhyas; restore it with that version`);
      first = false;
    }
    yield parsed;
  }
  if (first) throw new Error(`${file} is empty`);
}

export function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
