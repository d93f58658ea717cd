import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { type BackupHeader, backedUpTables, quoted, readBackup } from './backup-archive.ts';
import { isBackedUp } from './backup-files.ts';
import { migrateTo } from './migrate-to.ts';

export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  readonly createdAt: string;
  readonly files: number;
  readonly rows: Readonly<Record<string, number>>;
}

/** Whether the database holds any learner or account: a restore goes only into one that does not. */
async function holdsData(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relname in ('users', 'idp_accounts')`,
  );
  for (const { name } of rows) {
    const found = await client.query(`select 1 from ${quoted(name)} limit 1`);
    if (found.rowCount) return true;
  }
  return false;
}

/**
 * Restores an archive made by writeBackup into the empty database at `databaseUrl` and its files
 * into `dataDir`: this version's migrations up to the backup's, every row in one transaction
 * (an archive cut short changes nothing), then the remaining migrations.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl: string;
  dataDir: string;
}): Promise<RestoreSummary> {
  const { file, databaseUrl, dataDir } = options;
  const lines = readBackup(file);
  const header = (await lines.next()).value as BackupHeader;
  const unknown = header.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `${file} was taken by a newer version of Abhyas (migration ${unknown[0]}); restore it with that version`,
    );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const files: Array<{ path: string; mode: number; mtimeMs?: number; data: Buffer }> = [];
  const rows: Record<string, number> = {};
  try {
    if (await holdsData(client))
      throw new RestoreRefusedError('the database is not empty: restore into a new, empty database');

    const maintenance = createDatabase(databaseUrl, { maxConnections: 1 });
    try {
      const last = header.migrations.at(-1);
      if (last) await migrateTo(maintenance, last);
    } finally {
      await maintenance.destroy();
    }

    await client.query('begin');
    const tables = await backedUpTables(client);
    // Rows a migration made (the installation row) give way to the backup's.
    if (tables.length > 0) await client.query(`truncate ${tables.map(quoted).join(', ')} cascade`);
    let ended: Readonly<Record<string, number>> | undefined;
    for await (const line of lines) {
      if (line.kind === 'file') {
        if (!isBackedUp(line.path) || line.path.split('/').includes('..'))
          throw new RestoreRefusedError(
            `${file} holds a file that does not belong in DATA_DIR: ${line.path}`,
          );
        files.push({
          path: line.path,
          mode: line.mode,
          ...(typeof line.mtimeMs === 'number' ? { mtimeMs: line.mtimeMs } : {}),
          data: Buffer.from(line.data, 'base64'),
        });
      } else if (line.kind === 'rows') {
        if (!tables.includes(line.table))
          throw new RestoreRefusedError(`${file} holds rows of an unknown table: ${line.table}`);
        await client.query(
          `insert into ${quoted(line.table)} overriding system value
           select * from json_populate_recordset(null::${quoted(line.table)}, $1::json)`,
          [JSON.stringify(line.rows)],
        );
        rows[line.table] = (rows[line.table] ?? 0) + line.rows.length;
      } else if (line.kind === 'end') {
        ended = line.rows;
      }
    }
    if (!ended) throw new RestoreRefusedError(`${file} is cut short (no end line): nothing was restored`);
    for (const [table, count] of Object.entries(ended))
      if ((rows[table] ?? 0) !== count)
        throw new RestoreRefusedError(
          `${file} is damaged: ${table} has ${rows[table] ?? 0} rows of ${count}`,
        );
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }

  for (const entry of files) {
    const target = path.join(dataDir, ...entry.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entry.data, { mode: entry.mode });
    // An imported bank's file older than its topic in the database must stay older (imported-content.ts).
    if (entry.mtimeMs !== undefined) await utimes(target, new Date(), new Date(entry.mtimeMs));
  }
  const latest = createDatabase(databaseUrl, { maxConnections: 1 });
  try {
    await migrateTo(latest, undefined);
  } finally {
    await latest.destroy();
  }
  return { createdAt: header.createdAt, files: files.length, rows };
}

/** Sequences (serial and identity columns) continue after the restored rows. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
     from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     join pg_namespace n on n.oid = s.relnamespace
     where n.nspname = current_schema() and d.deptype in ('a', 'i')`,
  );
  for (const row of rows)
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoted(row.column)}) from ${quoted(row.table)}), 0) + 1, false)`,
      [quoted(row.sequence)],
    );
}
