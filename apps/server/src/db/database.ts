import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  type QueryResult,
  type RawBuilder,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseTimeouts } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// bigint counts (COUNT(*)) arrive as strings by default; every count we make fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

const PREPARED_MARKER = /^\/\* prepared: ([a-z0-9-]+) \*\//;

/** The error without the client pg-pool hangs on it, which would put the whole connection in the log. */
function lostConnection(error: Error & { code?: string }) {
  return { type: error.name, message: error.message, code: error.code, stack: error.stack };
}

/** Marks a statement to run as a named prepared statement (see `preparedStatement`). */
function prepared<T>(name: string, query: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`/* prepared: ${sql.raw(name)} */ ${query}`;
}

const PLACEHOLDER = Symbol('placeholder');

/** Stands for the value at `path` in a `preparedStatement`'s arguments while its SQL is built. */
function placeholder(path: readonly PropertyKey[]): unknown {
  return new Proxy(
    { [PLACEHOLDER]: path },
    {
      get: (target, key) =>
        key === PLACEHOLDER
          ? target[PLACEHOLDER]
          : typeof key === 'symbol'
            ? undefined
            : placeholder([...path, key]),
    },
  );
}

function placeholderPath(value: unknown): readonly PropertyKey[] | undefined {
  return typeof value === 'object' && value !== null
    ? (value as { [PLACEHOLDER]?: readonly PropertyKey[] })[PLACEHOLDER]
    : undefined;
}

function valueAt(args: unknown, path: readonly PropertyKey[]): unknown {
  let value = args;
  for (const key of path) value = (value as Record<PropertyKey, unknown>)[key];
  return value;
}

/**
 * A statement for the hot paths (the progress sync, the session lookup), run as a named prepared
 * statement and built only once. `build` receives placeholders for the arguments: use each
 * (nested ones too, `${args.boards.uids}::text[]`) only as a value in the SQL, never compute
 * with it; pass lists as array parameters (`unnest($1::text[])`). The SQL is compiled at the
 * first call; every call then sends the same text with its own values, so PostgreSQL parses and
 * plans it once per connection, and Kysely does not build and compile the query again at each
 * call, which costs about as much CPU as the round trip itself.
 */
export function preparedStatement<Args extends object, Row>(
  name: string,
  build: (args: Args) => RawBuilder<Row>,
): { execute(db: Db, args: Args): Promise<QueryResult<Row>> } {
  let compiled: { sql: string; parameters: ((args: Args) => unknown)[] } | undefined;
  const compile = (db: Db) => {
    const query = prepared(name, build(placeholder([]) as Args)).compile(db);
    // Computing with a placeholder (`args.list.map(...)`, `args.n + 1`) throws a TypeError here.
    const parameters = query.parameters.map((parameter) => {
      const path = placeholderPath(parameter);
      return path ? (args: Args) => valueAt(args, path) : () => parameter;
    });
    return { sql: query.sql, parameters };
  };
  return {
    async execute(db, args) {
      compiled ??= compile(db);
      const values = compiled.parameters.map((parameter) => parameter(args));
      return db.executeQuery(CompiledQuery.raw(compiled.sql, values) as CompiledQuery<Row>);
    },
  };
}

/** Runs statements that start with the `prepared` marker (`preparedStatement`) as named prepared statements. */
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
   * `preparedStatement`s whose best plan does not depend on their values (the sync's):
   * a statement with a LIMIT or a skewed filter may need its values to be planned well.
   */
  genericPlans?: boolean;
  /**
   * Bounds on every wait (statement, lock, idle transaction, free pool connection). The server's
   * pools set them; migrations and maintenance commands run without, as they may rightly take long.
   */
  timeouts?: DatabaseTimeouts;
  /** Where lost connections are reported; silent without. */
  logger?: Logger;
}

/** Without configured timeouts, a request still gives up waiting for a pool connection after this. */
const DEFAULT_POOL_WAIT_MS = 10_000;
/**
 * A database that does not answer at all (frozen, or cut off without a reset) never enforces
 * its own statement timeout: the client gives up this long after it, and closes the connection.
 */
const UNANSWERED_MARGIN_MS = 2_000;
const QUERY_READ_TIMEOUT = 'Query read timeout';

/** A connection whose statement went unanswered is in an unknown state: end it, so the pool drops it. */
function endOnUnansweredQuery(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.then(undefined, (error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT)
          client.end().catch(() => undefined);
      });
    return result;
  };
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    ...(options.genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
    max: options.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.timeouts?.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
    ...(options.timeouts
      ? {
          statement_timeout: options.timeouts.statementMs,
          lock_timeout: options.timeouts.lockMs,
          idle_in_transaction_session_timeout: options.timeouts.idleInTransactionMs,
          query_timeout: options.timeouts.statementMs + UNANSWERED_MARGIN_MS,
        }
      : {}),
  });
  const log = options.logger?.child({ component: 'database' });
  // A dropped idle connection must not crash the server; the pool replaces it.
  pool.on('error', (error) =>
    log?.warn({ err: lostConnection(error) }, 'an idle database connection was lost'),
  );
  pool.on('connect', (client) => {
    // pg-pool listens for errors only while a client is idle: a connection lost while checked out
    // (a terminated backend, a restart) would be an unhandled 'error' event and end the process.
    // The query in flight fails on its own and the pool drops the client when it is released.
    client.on('error', (error) =>
      log?.warn({ err: lostConnection(error) }, 'a database connection in use was lost'),
    );
    prepareMarkedStatements(client);
    if (options.timeouts) endOnUnansweredQuery(client);
  });
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

/** Answers within `timeoutMs` even when the database is frozen or the pool is exhausted. */
export async function isDatabaseReachable(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const reached = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([reached, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
