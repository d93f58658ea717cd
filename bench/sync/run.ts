/**
 * bench/sync: batches of 10 answers through `POST /api/progress/sync` on the real, built server
 * (apps/server/dist/main.js, its own process), with 100,000 learners and 50 keep-alive
 * connections from a load generator in a third process; on the embedded PostgreSQL and on the
 * machine's PostgreSQL; next to the same transaction run directly (the service, no HTTP). It
 * also prints the CPU time per batch of the server process, of the PostgreSQL backends and of
 * the load generator: on a shared machine batches/s follow whatever CPU is left, CPU per batch
 * much less so. Then the same load and direct run for the issue's reference, the bare minimum
 * (one insert-returning statement feeding a counter, behind a bare Fastify route:
 * reference-statement.ts, reference-server.ts), so that the two are compared on the same
 * machine at the same moment. Each also runs with the database alone: its statements replayed
 * by pgbench, with no Node and no HTTP (database-ceiling.ts), the most batches a second this
 * PostgreSQL gives that work here; left out where pgbench is not installed.
 *
 * Issue 24's measures, per target: after the sync's closed loop, an open loop at half the rate it
 * reached (p50/p99 below saturation); the server's CPU per request for requests that stop at
 * each of its layers; WAL, full-page images and rows per batch for every run; the rows the rules
 * require written alone (rules-floor.ts), the floor any design meets; and the four targets as
 * ratios to the reference. Decision 003 keeps the figures and what they mean.
 *
 *   npm run build -w apps/server && npx tsx bench/sync/run.ts     # both targets
 *   BENCH_SECONDS=10 BENCH_TARGETS=external npx tsx bench/sync/run.ts
 *   BENCH_CONNECTIONS=5 BENCH_TARGETS=external npx tsx bench/sync/run.ts  # fewer connections
 *   BENCH_SERVER_PROFILE=/tmp/prof BENCH_TARGETS=external npx tsx bench/sync/run.ts  # + CPU profile
 *   BENCH_WARM_UP_SECONDS=0 npx tsx bench/sync/run.ts  # measure the servers cold (5 s of warm-up by default)
 *   BENCH_SYNC_IDS=random npx tsx bench/sync/run.ts  # updates with random ids (a row each), not numbered
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnswerKeys, ProgressUpdate } from '@abhyas/domain';
import pg from 'pg';
import { fixedAnswerKeySource } from '../../apps/server/src/answer-key.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { findFreeLoopbackPort } from '../../apps/server/src/free-loopback-port.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { paths } from '../../apps/server/src/paths.ts';
import { LeaderboardService } from '../../apps/server/src/services/leaderboard.ts';
import { createProgressSyncService } from '../../apps/server/src/services/progress-sync-service.ts';
import { createProgressStore } from '../../apps/server/src/stores/progress-store.ts';
import { SqlRankStore } from '../../apps/server/src/stores/rank-store-sql.ts';
import { spawnLoad } from '../leaderboard/http-load.ts';
import { batchFor } from './batch.ts';
import { backendCpuMs, databaseCounters, processCpuMs } from './cpu-time.ts';
import {
  type CeilingResult,
  referenceScript,
  runPgbench,
  syncScript,
  walBytesSince,
  walPosition,
} from './database-ceiling.ts';
import type { SyncLoadRequest } from './load-worker.ts';
import { referenceSync, seedReference } from './reference-statement.ts';
import { rulesFloorScript, seedRulesFloor } from './rules-floor.ts';
import { seed } from './seed.ts';

const USERS = 100_000;
/** A whole number above 0 from the environment, or `fallback`; anything else stops the benchmark. */
function countFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  return value;
}

/** The 50 by default; fewer show the latency below saturation (BENCH_CONNECTIONS=5). */
const CONNECTIONS = countFromEnv('BENCH_CONNECTIONS', 50);
/** The server's pool (createDatabase's default); the direct run uses the same. */
const POOL = 10;
const SECONDS = countFromEnv('BENCH_SECONDS', 15);
const EXTERNAL_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'bench-session-secret-bench-session-secret';
const logger = createLogger({ level: 'silent' });
const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.join(here, '../../apps/server/dist/main.js');

if (new URL(EXTERNAL_ADMIN_URL).hostname !== '127.0.0.1')
  throw new Error('the benchmark only runs against 127.0.0.1');
if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: npm run build -w apps/server`);

const keys = JSON.parse(
  readFileSync(path.join(paths.contentBuild, 'answer-keys.json'), 'utf8'),
) as AnswerKeys;
const questionIds = Object.keys(keys);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function report(label: string, rate: number, p50: number, p99: number, errors: number) {
  console.info(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(6)} batches/s  p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  errors ${errors}`,
  );
}

/**
 * Runs `syncBatch` for random learners from CONNECTIONS callers in this process for SECONDS;
 * prints the rate, the latency and this process's CPU per batch, and returns the rate.
 */
async function directRun(
  label: string,
  syncBatch: (uid: string, updates: ProgressUpdate[]) => Promise<void>,
  database: BenchDatabase,
) {
  const latencies: number[] = [];
  let errors = 0;
  const backendCpuAtStart = await backendCpuMs(database.admin, database.name);
  const countersAtStart = await databaseCounters(database.admin, database.name);
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const uid = `bench-${Math.floor(Math.random() * USERS)}`;
        const updates = batchFor(uid, questionIds);
        const at = performance.now();
        try {
          await syncBatch(uid, updates);
          latencies.push(performance.now() - at);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const backendCpu = (await backendCpuMs(database.admin, database.name)) - backendCpuAtStart;
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / seconds;
  report(label, rate, percentile(latencies, 0.5), percentile(latencies, 0.99), errors);
  console.info(
    `  CPU per batch: this process ${((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(2)} ms, PostgreSQL backends ${(backendCpu / latencies.length).toFixed(2)} ms`,
  );
  await printCountersSince(database.admin, database.name, countersAtStart, latencies.length);
  return rate;
}

/** The benchmark's database, and a connection to read its statistics. */
interface BenchDatabase {
  admin: pg.Client;
  name: string;
}

/**
 * What the database did per batch since `start` (pg_stat_database; a backend reports within a
 * second): a table scanned whole, an extra statement or a rollback shows here first.
 */
async function printCountersSince(
  admin: pg.Client,
  dbName: string,
  start: Record<string, number>,
  batches: number,
) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const now = await databaseCounters(admin, dbName);
  const per = (key: string) => (((now[key] ?? 0) - (start[key] ?? 0)) / batches).toFixed(1);
  console.info(
    `  per batch: rows inserted ${per('tup_inserted')}, updated ${per('tup_updated')}, read ${per('tup_returned')}; ` +
      `buffers ${per('blks_hit')}; transactions ${per('xact_commit')}, rolled back ${per('xact_rollback')}; ` +
      `full-page images in the WAL ${per('wal_fpi')}`,
  );
}

/** The same transaction without HTTP: the sync service in this process on a pool of POOL connections. */
async function direct(label: string, url: string, database: BenchDatabase) {
  const db = createDatabase(url, { maxConnections: POOL });
  const syncDb = createDatabase(url, { maxConnections: POOL, genericPlans: true });
  const ranks = new SqlRankStore(db);
  const service = createProgressSyncService({
    store: createProgressStore(syncDb),
    answerKeys: fixedAnswerKeySource(keys),
    leaderboard: new LeaderboardService({ db, ranks, scores: ranks }),
  });
  try {
    return await directRun(
      label,
      async (uid, updates) => {
        const outcome = await service.sync(uid, { updates });
        if (outcome.kind !== 'applied') throw new Error(outcome.kind);
      },
      database,
    );
  } finally {
    await syncDb.destroy();
    await db.destroy();
  }
}

/** The reference statement without HTTP, on a pool of POOL connections. */
async function referenceDirect(label: string, url: string, database: BenchDatabase) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', () => undefined);
  try {
    return await directRun(
      label,
      async (uid, updates) => {
        await referenceSync(
          pool,
          uid,
          updates.map((update) => update.id),
        );
      },
      database,
    );
  } finally {
    await pool.end();
  }
}

/**
 * The statements of one sync request (or of the reference) replayed by pgbench from POOL
 * connections (database-ceiling.ts): the most this database gives that work here, with no
 * Node and no HTTP in front of it. Prints the rate and the CPU per batch.
 */
async function databaseAlone(label: string, url: string, script: string): Promise<CeilingResult | undefined> {
  const result = await runPgbench(url, script, { clients: POOL, seconds: SECONDS });
  if (!result) return undefined;
  // Every script inserts rows: none means its writes applied to nothing (a version the read no
  // longer gives, say), and the figures would be those of a read alone.
  if (result.rowsInserted < 1)
    throw new Error(
      `${label}: pgbench inserted ${result.rowsInserted.toFixed(1)} rows per batch; the script writes nothing`,
    );
  console.info(
    `${label.padEnd(34)} ${result.rate.toFixed(0).padStart(6)} batches/s  average ${result.averageLatencyMs.toFixed(1)} ms (pgbench)`,
  );
  console.info(
    `  CPU per batch: PostgreSQL ${result.databaseCpuMs.toFixed(2)} ms, pgbench ${result.clientCpuMs.toFixed(2)} ms; WAL ${(result.walBytes / 1024).toFixed(1)} KB per batch (${result.walFullPages.toFixed(1)} full-page images); rows inserted ${result.rowsInserted.toFixed(1)}`,
  );
  return result;
}

/** Starts a server process and waits for it to print `listening`/`running at http://host:port`. */
async function startListeningProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:running|listening) at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        // The request log goes on being written (the real server's cost) but is not kept.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-500)}`)));
  });
  return { port, child };
}

async function startServerProcess(
  url: string,
  dataDir: string,
): Promise<{ port: number; child: ChildProcess }> {
  // BENCH_SERVER_PROFILE=dir writes the server's CPU profile (.cpuprofile) there when it stops.
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // A known port, so PUBLIC_URL is the origin the load sends: the CSRF rule refuses any other (403).
  const port = await findFreeLoopbackPort();
  return startListeningProcess([...nodeArgs, serverEntry], {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: SECRET,
    REDIS_URL: '',
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Seconds of load a server is given before its first measured run (WARM_UP_SECONDS). */
const WARM_UP_SECONDS =
  process.env.BENCH_WARM_UP_SECONDS === '0' ? 0 : countFromEnv('BENCH_WARM_UP_SECONDS', 5);

/**
 * The same load for WARM_UP_SECONDS, not counted: the first seconds of a fresh process run its
 * code before V8 has compiled it (a third more CPU per batch for the sync's server, by
 * measurement) and fill its pools. A deployment runs warm; both servers get the same warm-up,
 * and the line printed says what the cold seconds cost.
 */
async function warmUp(label: string, server: { port: number; child: ChildProcess }) {
  if (WARM_UP_SECONDS === 0) return;
  const before = processCpuMs(server.child.pid ?? 0);
  const load = await spawnLoad(path.join(here, 'load-worker.ts'), {
    port: server.port,
    connections: CONNECTIONS,
    seconds: WARM_UP_SECONDS,
    users: USERS,
    secret: SECRET,
  });
  const cpu = (processCpuMs(server.child.pid ?? 0) - before) / Math.max(1, load.requests);
  console.info(
    `${label.padEnd(34)} ${load.rps.toFixed(0).padStart(6)} batches/s, server ${cpu.toFixed(2)} ms CPU per batch (warm-up, ${WARM_UP_SECONDS} s, not counted)`,
  );
}

/** What one HTTP run measured, per batch where it says so. */
interface HttpFigures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU per batch (ms) of the server process and of the PostgreSQL backends. */
  serverCpuMs: number;
  databaseCpuMs: number;
  /** WAL written per batch (bytes), full-page images included. */
  walBytes: number;
}

/**
 * Drives a started server with the load worker (closed loop on CONNECTIONS connections, or open
 * loop at `rate` batches a second); prints the rate, latency, CPU and WAL per batch.
 */
async function httpRun(
  label: string,
  server: { port: number; child: ChildProcess },
  database: BenchDatabase,
  rate?: number,
): Promise<HttpFigures> {
  const { admin, name } = database;
  const serverCpuAtStart = processCpuMs(server.child.pid ?? 0);
  const databaseCpuAtStart = await backendCpuMs(admin, name);
  const countersAtStart = await databaseCounters(admin, name);
  // Every closed-loop run starts just after a checkpoint, so each pays the same full-page images
  // in its WAL; the open loop measures latency, in whatever state the closed loop left.
  if (rate === undefined) await admin.query('checkpoint');
  const walAtStart = await walPosition(admin);
  const http = await spawnLoad(path.join(here, 'load-worker.ts'), {
    port: server.port,
    // Open loop: as many connections as the schedule needs (a server falling behind makes more wait).
    connections: rate === undefined ? CONNECTIONS : 500,
    seconds: SECONDS,
    users: USERS,
    secret: SECRET,
    ...(rate === undefined ? {} : { rate }),
  });
  // The server's pools stay open until it stops: their backends' CPU is the run's.
  const serverCpu = processCpuMs(server.child.pid ?? 0) - serverCpuAtStart;
  const databaseCpu = (await backendCpuMs(admin, name)) - databaseCpuAtStart;
  const walBytes = (await walBytesSince(admin, walAtStart)) / http.requests;
  report(label, http.rps, http.p50, http.p99, http.errors);
  const figures = {
    rps: http.rps,
    p50: http.p50,
    p99: http.p99,
    serverCpuMs: serverCpu / http.requests,
    databaseCpuMs: databaseCpu / http.requests,
    walBytes,
  };
  console.info(
    `  CPU per batch: server ${figures.serverCpuMs.toFixed(2)} ms, PostgreSQL backends ${figures.databaseCpuMs.toFixed(2)} ms, load generator ${(http.cpuMs / http.requests).toFixed(2)} ms; WAL ${(walBytes / 1024).toFixed(1)} KB per batch`,
  );
  await printCountersSince(admin, name, countersAtStart, http.requests);
  if (http.errors > 0) console.info(`  failures: ${JSON.stringify(http.failures)}`);
  // Refused requests cost next to nothing: a run that is mostly refusals measures the refusal.
  if (http.errors > http.requests / 100)
    throw new Error(
      `${label}: ${http.errors} of ${http.requests} requests failed; the figures would be meaningless`,
    );
  return figures;
}

/**
 * The server's CPU per request for requests that stop at each of its layers (load-worker.ts):
 * what HTTP and the hooks cost, what the session adds, and so what the batch's own work costs.
 */
async function serverLayers(name: string, server: { port: number; child: ChildProcess }, sync: HttpFigures) {
  const cpuPerRequest = async (kind: SyncLoadRequest) => {
    const before = processCpuMs(server.child.pid ?? 0);
    const load = await spawnLoad(path.join(here, 'load-worker.ts'), {
      port: server.port,
      connections: 20,
      seconds: Math.min(SECONDS, 5),
      users: USERS,
      secret: SECRET,
      kind,
    });
    return (processCpuMs(server.child.pid ?? 0) - before) / load.requests;
  };
  const health = await cpuPerRequest('healthz');
  const noSession = await cpuPerRequest('no-session');
  const emptyBatch = await cpuPerRequest('empty-batch');
  console.info(
    `${name}: server CPU per request: GET /healthz ${health.toFixed(2)} ms, the sync without a cookie (refused 429 by the address's limit) ${noSession.toFixed(2)} ms, ` +
      `with its session read and no updates ${emptyBatch.toFixed(2)} ms; a batch's own work about ${(sync.serverCpuMs - emptyBatch).toFixed(2)} ms`,
  );
}

/** The four targets, each a ratio to the reference measured in the same run. */
function printTargets(name: string, sync: HttpFigures, open: HttpFigures, reference: HttpFigures) {
  const total = (figures: HttpFigures) => figures.serverCpuMs + figures.databaseCpuMs;
  const verdict = (met: boolean) => (met ? 'met' : 'not met');
  const cpuRatio = total(sync) / total(reference);
  const rateShare = sync.rps / reference.rps;
  const walRatio = sync.walBytes / reference.walBytes;
  console.info(`${name}: targets`);
  console.info(
    `  total CPU per batch ${total(sync).toFixed(2)} ms = ${cpuRatio.toFixed(1)} × the reference's ${total(reference).toFixed(2)} ms (at most 2.5 ×: ${verdict(cpuRatio <= 2.5)})`,
  );
  console.info(
    `  HTTP rate ${sync.rps.toFixed(0)} batches/s = ${(rateShare * 100).toFixed(0)} % of the reference's ${reference.rps.toFixed(0)} (at least 40 %: ${verdict(rateShare >= 0.4)})`,
  );
  console.info(
    `  open loop at ${open.rps.toFixed(0)} batches/s (half the sync's maximum): p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms (at most 50 ms: ${verdict(open.p99 <= 50)})`,
  );
  console.info(
    `  WAL per batch ${(sync.walBytes / 1024).toFixed(1)} KB = ${walRatio.toFixed(1)} × the reference's ${(reference.walBytes / 1024).toFixed(1)} KB (at most 2 ×: ${verdict(walRatio <= 2)})`,
  );
}

async function benchTarget(name: string, adminUrl: string) {
  const dbName = `abhyas_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-bench-'));
  const children: ChildProcess[] = [];
  const database = { admin, name: dbName };
  try {
    await seed(url.toString(), USERS);
    const server = await startServerProcess(url.toString(), dataDir);
    children.push(server.child);
    await warmUp(`${name}: HTTP`, server);
    const http = await httpRun(`${name}: HTTP`, server, database);
    // Latency below saturation: a fixed schedule at half the most the sync gave.
    const open = await httpRun(`${name}: HTTP open loop`, server, database, Math.max(1, http.rps / 2));
    await serverLayers(name, server, http);
    await stopProcess(server.child);
    const rate = await direct(`${name}: direct transaction`, url.toString(), database);
    console.info(`${name}: HTTP reaches ${((http.rps / rate) * 100).toFixed(0)} % of the direct rate`);
    const ceiling = await databaseAlone(
      `${name}: database alone`,
      url.toString(),
      await syncScript(url.toString(), keys, (uid) => batchFor(uid, questionIds)),
    );

    // The reference, measured here and now: what this machine gives the bare minimum.
    await seedReference(url.toString(), USERS);
    const reference = await startListeningProcess(
      ['--import', 'tsx', path.join(here, 'reference-server.ts')],
      {
        ...process.env,
        BENCH_LOAD: JSON.stringify({ url: url.toString() }),
      },
    );
    children.push(reference.child);
    await warmUp(`${name}: reference HTTP`, reference);
    const referenceHttp = await httpRun(`${name}: reference HTTP`, reference, database);
    await stopProcess(reference.child);
    const referenceRate = await referenceDirect(`${name}: reference direct`, url.toString(), database);
    const referenceCeiling = await databaseAlone(
      `${name}: reference database alone`,
      url.toString(),
      referenceScript(),
    );
    console.info(
      `${name}: reference HTTP reaches ${((referenceHttp.rps / referenceRate) * 100).toFixed(0)} % of its direct rate`,
    );
    if (ceiling && referenceCeiling)
      console.info(
        `${name}: alone, the database runs the sync's statements at ${((ceiling.rate / referenceCeiling.rate) * 100).toFixed(0)} % of the reference's rate; ` +
          `the sync over HTTP reaches ${((http.rps / ceiling.rate) * 100).toFixed(0)} % of its database-alone rate`,
      );
    // The floor: the rows the rules require, the leanest way, with no server (rules-floor.ts).
    await seedRulesFloor(url.toString(), USERS);
    const floor = await databaseAlone(`${name}: the rules' rows alone`, url.toString(), rulesFloorScript());
    printTargets(name, http, open, referenceHttp);
    if (floor && referenceCeiling) {
      const referenceTotal = referenceHttp.serverCpuMs + referenceHttp.databaseCpuMs;
      console.info(
        `  floor: the database alone spends ${floor.databaseCpuMs.toFixed(2)} ms on the rules' rows (${(floor.databaseCpuMs / referenceCeiling.databaseCpuMs).toFixed(1)} × its ${referenceCeiling.databaseCpuMs.toFixed(2)} ms on the reference's), ` +
          `${(floor.databaseCpuMs / referenceTotal).toFixed(1)} × the reference's whole ${referenceTotal.toFixed(2)} ms; WAL ${(floor.walBytes / 1024).toFixed(1)} KB = ${(floor.walBytes / referenceCeiling.walBytes).toFixed(1)} × the reference's alone`,
      );
    }
  } finally {
    for (const child of children) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const targets = (process.env.BENCH_TARGETS ?? 'embedded,external').split(',');
const unknownTargets = targets.filter((target) => target !== 'embedded' && target !== 'external');
if (unknownTargets.length > 0)
  throw new Error(`BENCH_TARGETS takes embedded and external, not ${unknownTargets.join(', ')}`);
console.info(
  `bench/sync: ${USERS} learners, ${CONNECTIONS} connections, ${SECONDS} s per run, batches of 10 answers, ` +
    `server pool ${POOL}; ${cpus().length} cores, load average ${loadAverage()} at start`,
);
if (targets.includes('embedded')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-bench-pg-'));
  const embedded = await startEmbeddedPostgres(dir, logger);
  try {
    await benchTarget('embedded PostgreSQL', embedded.url);
  } finally {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (targets.includes('external')) await benchTarget('machine PostgreSQL', EXTERNAL_ADMIN_URL);
console.info(`load average at end: ${loadAverage()}`);
