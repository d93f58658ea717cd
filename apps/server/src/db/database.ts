import {
  CamelCasePlugin,
  Kysely,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  type RawBuilder,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// bigint counts (COUNT(*)) arrive as strings by default; every count we make fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const PREPARED_MARKER = /^\/\* prepared: ([a-z0-9-]+) \*\//;

/**
 * Marks a statement to run as a named prepared statement: PostgreSQL parses and plans it once
 * per connection instead of at every call. For the hot paths only (the progress sync), and only
 * for statements whose text never changes: pass lists as array parameters (`unnest($1::text[])`),
 * never as a variable number of placeholders. One name, one text.
 */
export function prepared<T>(name: string, query: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`/* prepared: ${sql.raw(name)} */ ${query}`;
}

/** Runs statements that start with the `prepared` marker as named prepared statements. */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === 'string' ? PREPARED_MARKER.exec(config)?.[1] : undefined;
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
  };
}

export interface DatabaseOptions {
  maxConnections?: number;
  /**
   * Plans each prepared statement once per connection (`plan_cache_mode=force_generic_plan`)
   * instead of letting PostgreSQL plan it again for every call's values, which it keeps doing
   * for the sync's statements and which cost a third of their time. Only for a pool that runs
   * `prepared` statements whose best plan does not depend on their values (the sync's):
   * a statement with a LIMIT or a skewed filter may need its values to be planned well.
   */
  genericPlans?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    ...(options.genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A dropped idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', prepareMarkedStatements);
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
