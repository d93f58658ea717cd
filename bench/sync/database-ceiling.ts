/**
 * The database's own ceiling for bench/sync: the statements the server runs for one sync request
 * (the sync's read, which looks the session up too, and its write), captured from the real
 * stores and replayed by pgbench, a C client (no Node, no HTTP), from as many connections as the
 * server's pool. What it reaches is the most batches a second this PostgreSQL gives this work on
 * this machine, whatever the server in front of it does. The reference statement gets the same
 * treatment.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnswerKeys, ProgressUpdate } from '@abhyas/domain';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { fixedAnswerKeySource } from '../../apps/server/src/answer-key.ts';
import { sessionIdOf } from '../../apps/server/src/auth/session-token.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { LeaderboardService } from '../../apps/server/src/services/leaderboard.ts';
import { createProgressSyncService } from '../../apps/server/src/services/progress-sync-service.ts';
import { createProgressStore } from '../../apps/server/src/stores/progress-store.ts';
import { SqlRankStore } from '../../apps/server/src/stores/rank-store-sql.ts';
import { databaseCounters, parentPid, reapedChildrenCpuMs } from './cpu-time.ts';
import { REFERENCE_STATEMENT } from './reference-statement.ts';

export interface CeilingResult {
  readonly rate: number;
  readonly averageLatencyMs: number;
  /** CPU per transaction (ms) of PostgreSQL and of pgbench. */
  readonly databaseCpuMs: number;
  readonly clientCpuMs: number;
  /** WAL written per transaction (bytes), full-page images included. */
  readonly walBytes: number;
  /** Full-page images written to the WAL per transaction (the first change of a page after a checkpoint). */
  readonly walFullPages: number;
  /** Rows inserted per transaction: 0 means the script's writes did nothing (a read it depends on broke). */
  readonly rowsInserted: number;
}

/** The learner pgbench's `:u` picks, as the seed names them (`bench-<n>`), and their session. */
const LEARNER = `('bench-' || :u)`;
const SESSION_ID = `encode(sha256(('bench-token-' || :u)::bytea), 'hex')`;
/**
 * Fresh values per transaction for the ids a batch makes new (update ids, first quiz questions):
 * the `k`th of them is made of pgbench's random `:r`, with no hashing or random generator in the
 * database (which would add CPU the server's requests do not cost it).
 */
const PICKS = '\\set u random(0, 99999)\n\\set r random(1, 68719476735)';
const freshUuid = (k: number) =>
  `('00000000-0000-4000-8000-' || lpad(to_hex(:r::int8 * 64 + ${k}), 12, '0'))::uuid`;
const freshQuestion = (k: number) => `('q-' || :r::int8 || '-' || ${k})`;

/** A scalar as SQL text (arrays are taken apart by `pgbenchCommand`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  // pgbench takes `:name` as a variable even inside a quoted string (a JSON `"expiresAt":null`).
  return `'${String(value)
    .replaceAll("'", "''")
    .replace(/:(?=[A-Za-z_])/g, "' || ':' || '")}'`;
}

/**
 * Text with each piece that `inText` names (a learner, an id, a score inside a JSON value)
 * replaced by its SQL expression: `'["' || (expression) || '", …]'`.
 */
function textSql(
  text: string,
  inText: (text: string) => { at: number; length: number; sql: string } | undefined,
) {
  const parts: string[] = [];
  let rest = text;
  for (let found = inText(rest); found; found = inText(rest)) {
    if (found.at > 0) parts.push(literal(rest.slice(0, found.at)));
    parts.push(`(${found.sql})::text`);
    rest = rest.slice(found.at + found.length);
  }
  if (rest !== '' || parts.length === 0) parts.push(literal(rest));
  return parts.length === 1 ? (parts[0] ?? "''") : `(${parts.join(' || ')})`;
}

/**
 * A captured statement as one pgbench command: each parameter becomes `expression(value)` (or
 * a literal; in a text, the pieces `inText` finds become expressions), the `$n` of `variables`
 * become pgbench variables (`:name`).
 */
function pgbenchCommand(
  query: CompiledQuery,
  expression: (value: unknown) => string | undefined,
  variables: Record<number, string> = {},
  inText: (text: string) => { at: number; length: number; sql: string } | undefined = () => undefined,
): string {
  const valueSql = (value: unknown): string =>
    expression(value) ??
    (Array.isArray(value)
      ? `array[${value.map(valueSql).join(', ')}]`
      : typeof value === 'string'
        ? textSql(value, inText)
        : literal(value));
  const text = query.sql.replace(/\$(\d+)(?!\d)/g, (_, index: string) => {
    const variable = variables[Number(index)];
    return variable ? `:${variable}` : valueSql(query.parameters[Number(index) - 1]);
  });
  return text
    .replace(/\/\*.*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Runs one sync for the seeded learner `uid` (its session read by the sync) through the real
 * stores, keeping their SQL and the learner's total score before and after.
 */
async function captureSyncStatements(url: string, keys: AnswerKeys, uid: string, batch: ProgressUpdate[]) {
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db: Db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  try {
    const ranks = new SqlRankStore(db);
    const service = createProgressSyncService({
      store: createProgressStore(db),
      answerKeys: fixedAnswerKeySource(keys),
      leaderboard: new LeaderboardService({ db, ranks, scores: ranks }),
    });
    // As the server syncs for a session it does not have at hand: the read looks the session up.
    const session = {
      id: sessionIdOf(uid.replace('bench-', 'bench-token-')),
      now: new Date(),
      admit: async (row: { uid: string } | undefined) => row,
    };
    const outcome = await service.sync(session, { updates: batch });
    if (outcome.kind !== 'applied' || outcome.result.applied.length !== batch.length)
      throw new Error(`the captured sync did not apply: ${outcome.kind}`);
    const [read, write] = captured;
    if (!read || !write || captured.length !== 2)
      throw new Error(
        `expected a read (with the session) and a write; captured ${captured.length} statements`,
      );
    return { read, write, totalScore: outcome.result.profile.totalScore };
  } finally {
    await db.destroy();
  }
}

/**
 * The pgbench script of one sync request: the statements the real stores ran for one seeded
 * learner, with that learner's values replaced by pgbench's pick (`:u`), fresh ids, and the
 * picked learner's own version and score as the read found them (\gset). The new score is
 * theirs plus the batch's points, as in a real sync (one constant score would send every
 * learner to the same histogram row, to queue on its lock). The captured learner's score (1,000
 * to 3,000) is told apart from the batch's small counters by its value.
 */
export async function syncScript(
  url: string,
  keys: AnswerKeys,
  makeBatch: (uid: string) => ProgressUpdate[],
): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin
    .query<{ uid: string; totalScore: number }>(
      `select uid, total_score as "totalScore" from users where uid like 'bench-%' and total_score between 1000 and 3000 limit 1`,
    )
    .finally(() => admin.end());
  const learner = rows[0];
  if (!learner) throw new Error('no seeded learner with a score between 1000 and 3000');
  // Every answer right: the learner's score moves, as it does in most real batches, so the
  // all-time row and its histogram are written (a batch scoring 0 would leave them alone).
  const batch = makeBatch(learner.uid).map((update) => ({
    ...update,
    answers: update.answers.map((answer) => ({
      ...answer,
      chosenIndex: keys[answer.questionId]?.answerIndex ?? 0,
    })),
  }));
  const { read, write, totalScore } = await captureSyncStatements(url, keys, learner.uid, batch);
  const points = totalScore - learner.totalScore;
  const updateIds = new Set(batch.map((update) => update.id.toLowerCase()));
  const questionIds = new Set(batch.flatMap((update) => update.answers.map((answer) => answer.questionId)));
  const sessionId = sessionIdOf(learner.uid.replace('bench-', 'bench-token-'));
  let made = 0;
  const nextFresh = () => {
    made += 1;
    return made;
  };
  const expression = (value: unknown) => {
    if (value === learner.uid) return LEARNER;
    if (value === totalScore) return `(:total_score + ${points})`;
    if (value === sessionId) return SESSION_ID;
    if (typeof value === 'string' && updateIds.has(value)) return freshUuid(nextFresh());
    if (typeof value === 'string' && questionIds.has(value)) return freshQuestion(nextFresh());
    return undefined;
  };
  // The lists travel as JSON text: the same pieces inside it, and the all-time board's new score
  // (`"score":n,`) as the picked learner's.
  const scoreInJson = `"score":${totalScore},`;
  const inText = (text: string) => {
    let first: { at: number; length: number; sql: string } | undefined;
    const consider = (piece: string, sql: () => string) => {
      const at = text.indexOf(piece);
      if (at >= 0 && (!first || at < first.at)) first = { at, length: piece.length, sql: sql() };
    };
    consider(learner.uid, () => LEARNER);
    consider(scoreInJson, () => `'"score":' || (:total_score + ${points})::text || ','`);
    for (const id of updateIds) consider(id, () => freshUuid(nextFresh()));
    for (const id of questionIds) consider(`"${id}"`, () => `'"' || ${freshQuestion(nextFresh())} || '"'`);
    return first;
  };
  // The write applies only over the version the read saw: pgbench keeps it from the read (\gset).
  const versionIndex = /sync_version = \$(\d+)/.exec(write.sql)?.[1];
  if (!versionIndex) throw new Error('the write no longer checks sync_version: update the ceiling script');
  return [
    PICKS,
    // The read gives the learner as one JSON value: the version and score the write needs come
    // out of it, and every other column is kept too, so that none of the read's work is planned away.
    `select (s."user" ->> 'sync_version')::int as sync_version, (s."user" ->> 'total_score')::int as total_score, s.* from (${pgbenchCommand(read, expression, {}, inText)}) as s \\gset`,
    `${pgbenchCommand(write, expression, { [Number(versionIndex)]: 'sync_version' }, inText)};`,
    '',
  ].join('\n');
}

/** The pgbench script of the reference statement (reference-statement.ts). */
export function referenceScript(): string {
  const ids = Array.from({ length: 10 }, (_, k) => freshUuid(k)).join(', ');
  const text = REFERENCE_STATEMENT.text
    .replaceAll('$1::text', `${LEARNER}::text`)
    .replaceAll('$2::uuid[]', `array[${ids}]::uuid[]`);
  return `${PICKS}\n${text.replace(/\s+/g, ' ').trim()};\n`;
}

/** Where the WAL is now, to count the bytes written since (`walBytesSince`). */
export async function walPosition(admin: pg.Client): Promise<string> {
  const { rows } = await admin.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  return rows[0]?.lsn ?? '0/0';
}

export async function walBytesSince(admin: pg.Client, start: string): Promise<number> {
  const { rows } = await admin.query<{ bytes: number }>(
    'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::float8 as bytes',
    [start],
  );
  return rows[0]?.bytes ?? 0;
}

/** Waits (at most 10 s) until the database's other backends have exited and been reaped. */
async function pgbenchBackendsGone(admin: pg.Client): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const { rows } = await admin.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (rows[0]?.others === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // pg_stat_activity drops a backend as it exits; the postmaster reaps it just after.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Runs `script` with pgbench from `clients` connections for `seconds`; undefined (with a line
 * saying why) where pgbench is not installed. PostgreSQL's CPU is its postmaster's reaped
 * children: pgbench's backends start and end inside the run.
 */
export async function runPgbench(
  url: string,
  script: string,
  options: { clients: number; seconds: number },
): Promise<CeilingResult | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-pgbench-'));
  const file = path.join(dir, 'script.sql');
  writeFileSync(file, script);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>('select pg_backend_pid() as pid');
    const postmaster = parentPid(rows[0]?.pid ?? 0);
    // Just after a checkpoint, as every run of bench/sync: the same full-page images in each WAL.
    await admin.query('checkpoint');
    const walAtStart = await walPosition(admin);
    const counters = () => databaseCounters(admin, new URL(url).pathname.slice(1));
    const countersAtStart = await counters();
    const databaseAtStart = reapedChildrenCpuMs(postmaster);
    const clientAtStart = reapedChildrenCpuMs('self');
    const clients = String(options.clients);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      clients,
      '-j',
      '2',
      '-T',
      String(options.seconds),
      '-f',
      file,
      url,
    ];
    const output = await new Promise<string | undefined>((resolve, reject) => {
      // Planned once per connection, as the server's sync pool does (createDatabase's genericPlans).
      const env = { ...process.env, PGOPTIONS: '-c plan_cache_mode=force_generic_plan' };
      const child = spawn('pgbench', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? resolve(undefined) : reject(error),
      );
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`pgbench exited with ${code}: ${text.slice(-800)}`)),
      );
    });
    if (output === undefined) {
      console.info('  (pgbench is not installed: the database-alone run is left out)');
      return undefined;
    }
    await pgbenchBackendsGone(admin);
    // A backend reports its counters within a second of going idle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const countersAtEnd = await counters();
    const since = (key: string) => (countersAtEnd[key] ?? 0) - (countersAtStart[key] ?? 0);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    const rate = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const averageLatencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
    return {
      rate,
      averageLatencyMs,
      databaseCpuMs: (reapedChildrenCpuMs(postmaster) - databaseAtStart) / transactions,
      clientCpuMs: (reapedChildrenCpuMs('self') - clientAtStart) / transactions,
      walBytes: (await walBytesSince(admin, walAtStart)) / transactions,
      walFullPages: since('wal_fpi') / transactions,
      rowsInserted: since('tup_inserted') / transactions,
    };
  } finally {
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
