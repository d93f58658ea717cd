import { CamelCasePlugin, Kysely, type MigrationResultSet, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// bigint counts (COUNT(*)) arrive as strings by default; every count we make fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabase(url: string, options: { maxConnections?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A dropped idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
