/**
 * `npm run bench:load [-- --seconds 60 --connections 32 --learners 5000 --board 100000 --servers 1 --soak-minutes 30]`
 * (builds what is missing or stale first, as `npm start` does; `npx tsx bench/load/run.ts` runs
 * the build as it is).
 *
 * The built server (apps/server/dist/main.js, its own process, as `npm start` runs it) on
 * PostgreSQL and Redis, under the mixed traffic of learners using the app, from a load generator
 * in a second process (load-worker.ts) on loopback: packs and config files 80 %, progress sync
 * 15 % (batches of 10 answers, spread over the learners so none nears the route's rate limit),
 * the leaderboard 5 % (signed in, so each answer carries the learner's own row).
 *
 * 1. `--seconds` (60) of closed-loop load on `--connections` (32) connections after a 5 s
 *    warm-up: per route requests/s, p50, p99 and error rate; the server's resident memory
 *    (/proc/<pid>/status) and its PostgreSQL and Redis connections before and after.
 *    `--servers 2` runs two server processes on the one database and Redis, with one public
 *    address and session secret, the connections spread over them (memory is then summed).
 * 2. With `--soak-minutes N`: N minutes at half the rate phase 1 reached, on a fixed schedule
 *    (open loop), sampling memory and connections every minute; says whether they stayed flat.
 *
 * Into a scratch database it creates on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test, the admin connection) and drops at the end, and an
 * empty Redis database number of its own on BENCH_REDIS_URL (default redis://127.0.0.1:6379),
 * emptied at the end. Seeds `--learners` learners with sessions (they send the traffic) and
 * `--board` more on the all-time board.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.ts';
import { findFreeLoopbackPort } from '../../apps/server/src/free-loopback-port.ts';
import { paths } from '../../apps/server/src/paths.ts';
import { countOf, emptyHistogram, merge, quantile } from './latency-histogram.ts';
import {
  type IntervalReport,
  type LoadOptions,
  type LoadReport,
  ROUTE_SHARES,
  type RouteName,
  sessionToken,
} from './workload.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');

function option(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return fallback;
  const text = argv[at]?.includes('=') ? argv[at]?.split('=')[1] : argv[at + 1];
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number, not "${text}"`);
  return value;
}

const SECONDS = option('seconds', 60);
const WARM_UP_SECONDS = option('warm-up-seconds', 5);
const CONNECTIONS = option('connections', 32);
const LEARNERS = option('learners', 5_000);
const BOARD = option('board', 100_000);
const SOAK_MINUTES = option('soak-minutes', 0);
/** Server processes on the one database and Redis; the generator spreads its connections over them. */
const SERVERS = Math.max(1, option('servers', 1));
/** Samples memory and connections this often in the soak (and the generator reports). */
const SAMPLE_SECONDS = option('sample-seconds', 60);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
for (const url of [adminUrl, redisUrl]) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`the benchmark only runs on 127.0.0.1, not ${host}`);
}
const SECRET = 'bench-load-session-secret-bench-load-session-secret';

/** URL paths of the content build's files in `folder` (the plain files; the server picks .br/.gz). */
function contentPaths(folder: 'packs' | 'config'): string[] {
  return readdirSync(path.join(paths.contentBuild, 'public', folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `/${folder}/${encodeURIComponent(name)}`);
}

/** Learners with sessions (load-*) and a long-tailed all-time board of `BOARD` more (board-*). */
async function seed(url: string): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    await sql`
      insert into users (uid, display_name, total_score, questions_attempted, correct_answers)
      select uid, 'Learner ' || i, s, greatest(1, s / 3), greatest(0, s / 4)
      from (
        select 'load-' || i as uid, i, floor(power(random(), 3) * 40000)::int as s
        from generate_series(0, ${LEARNERS - 1}::int) as i
        union all
        select 'board-' || i, ${LEARNERS}::int + i, floor(power(random(), 3) * 40000)::int
        from generate_series(0, ${BOARD - 1}::int) as i
      ) as learners
    `.execute(db);
    await sql`
      insert into leaderboard_scores (board, uid, score, attempted, correct, updated_at)
      select 'all', uid, total_score, questions_attempted, correct_answers, now() - interval '1 hour' from users
    `.execute(db);
    const tokens = Array.from({ length: LEARNERS }, (_, index) => sessionToken(index));
    await sql`
      insert into sessions (id, uid, expires_at)
      select encode(sha256(convert_to(token, 'UTF8')), 'hex'), 'load-' || (n - 1), now() + interval '7 days'
      from unnest(${tokens}::text[]) with ordinality as tokens (token, n)
    `.execute(db);
    await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** The first empty Redis database number (1-15), claimed with a key so that no other run takes it. */
async function claimRedisDatabase(): Promise<{ number: number; client: Redis }> {
  for (let number = 15; number >= 1; number -= 1) {
    const client = new Redis(`${redisUrl.replace(/\/\d*$/, '')}/${number}`, { lazyConnect: true });
    await client.connect();
    if ((await client.dbsize()) === 0 && (await client.setnx('abhyas-bench-load:claim', String(process.pid))))
      return { number, client };
    client.disconnect();
  }
  throw new Error('no empty Redis database (1-15) to run the benchmark on');
}

interface Server {
  readonly child: ChildProcess;
  readonly port: number;
}

/** Starts the built server and waits until it is ready and serves ranks from Redis. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    let found = 0;
    const timer = setTimeout(
      () => reject(new Error(`server not ready in 120 s: ${output.slice(-800)}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      found ||= Number(/running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1] ?? 0);
      if (found && output.includes('ranks served from Redis')) {
        // The request log goes on being written (the real server's cost); only its last lines
        // are kept, to say why the server stopped if it does.
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => {
          output = (output + more.toString()).slice(-8_000);
        });
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output.slice(-800)}`));
    });
  });
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `the server exited (code ${code}, signal ${signal}); its last lines:\n${output.slice(-4_000)}`,
      );
  });
  return { child, port };
}

let stopping = false;

async function stopServer(child: ChildProcess): Promise<void> {
  stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Runs the load generator; calls `onInterval` for each of its interval lines; resolves with its result. */
function runLoad(options: LoadOptions, onInterval: (report: IntervalReport) => Promise<void> | void) {
  return new Promise<LoadReport>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'load-worker.ts')], {
      env: { ...process.env, BENCH_LOAD: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let result: LoadReport | undefined;
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const report = JSON.parse(line) as IntervalReport | LoadReport;
      if (report.type === 'result') result = report;
      else void onInterval(report);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

interface Sample {
  readonly rssMb: number;
  readonly peakRssMb: number;
  readonly postgres: number;
  readonly redis: number;
}

/**
 * The servers' resident memory (now and peak, summed over the servers), and their connections to
 * PostgreSQL and Redis.
 */
async function sample(pids: number[], admin: pg.Client, database: string, redis: Redis, redisDb: number) {
  const statuses = pids.map((pid) => readFileSync(`/proc/${pid}/status`, 'utf8'));
  const kb = (field: string) =>
    statuses.reduce(
      (total, status) => total + Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0),
      0,
    );
  const { rows } = await admin.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = $1',
    [database],
  );
  const clients = String(await redis.client('LIST'))
    .split('\n')
    .filter((line) => line.includes(` db=${redisDb} `) && !line.includes('cmd=client'));
  return {
    rssMb: kb('VmRSS') / 1024,
    peakRssMb: kb('VmHWM') / 1024,
    postgres: rows[0]?.count ?? 0,
    redis: clients.length,
  } satisfies Sample;
}

const describeSample = (s: Sample) =>
  `RSS ${s.rssMb.toFixed(0)} MB (peak ${s.peakRssMb.toFixed(0)} MB), PostgreSQL connections ${s.postgres}, Redis connections ${s.redis}`;

function printTable(report: LoadReport): number {
  const seconds = report.seconds;
  const names = Object.keys(ROUTE_SHARES) as RouteName[];
  const requests = names.reduce((total, name) => total + report.routes[name].requests, 0);
  const errors = names.reduce((total, name) => total + report.routes[name].errors, 0);
  const all = emptyHistogram();
  const row = (name: string, count: number, failed: number, histogram: number[]) =>
    console.info(
      [
        name.padEnd(26),
        `${((count / Math.max(1, requests)) * 100).toFixed(1)} %`.padStart(8),
        (count / seconds).toFixed(1).padStart(8),
        quantile(histogram, 0.5).toFixed(2).padStart(8),
        quantile(histogram, 0.99).toFixed(2).padStart(8),
        `${((failed / Math.max(1, count)) * 100).toFixed(2)} %`.padStart(8),
      ].join(' '),
    );
  console.info(
    [
      'route'.padEnd(26),
      'share'.padStart(8),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(8),
    ].join(' '),
  );
  for (const name of names) {
    const route = report.routes[name];
    merge(all, route.histogram);
    row(name, route.requests, route.errors, route.histogram);
    if (route.errors > 0) console.info(`  failures: ${JSON.stringify(route.failures)}`);
  }
  row('all', requests, errors, all);
  if (countOf(all) !== requests) throw new Error('histogram and request counts disagree');
  if (report.unsent > 0)
    console.info(`requests never sent (no free connection within 5 s): ${report.unsent}`);
  return requests / seconds;
}

const fmtLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// --- the run ---
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const postgresVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
  ?.server_version;
const database = `abhyas_load_${Date.now()}`;
await admin.query(`create database "${database}"`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
const redis = await claimRedisDatabase();
const redisVersion = /redis_version:(\S+)/.exec(await redis.client.info('server'))?.[1];
const servers: { server?: Server; dataDir: string }[] = [];
try {
  console.info(
    `bench/load: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, ` +
      `Node ${process.version}, PostgreSQL ${postgresVersion}, Redis ${redisVersion}; load average ${fmtLoad()}`,
  );
  console.info(
    `${LEARNERS} signed-in learners sending the traffic, ${LEARNERS + BOARD} on the board; ` +
      `${SERVERS} server process${SERVERS > 1 ? 'es (RSS summed)' : ''}, ` +
      `${CONNECTIONS} connections for ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up`,
  );
  await seed(databaseUrl.toString());
  const ports = await Promise.all(Array.from({ length: SERVERS }, () => findFreeLoopbackPort()));
  // One public address for every server, as behind a load balancer: the generator sends it as
  // Origin on the sync, as a browser on the app's page does.
  const publicOrigin = `http://127.0.0.1:${ports[0]}`;
  for (const port of ports) {
    const entry: (typeof servers)[number] = { dataDir: mkdtempSync(path.join(tmpdir(), 'abhyas-load-')) };
    servers.push(entry);
    entry.server = await startServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicOrigin,
      DATA_DIR: entry.dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `${redisUrl.replace(/\/\d*$/, '')}/${redis.number}`,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'info',
      // No daily backup during the run: it would be part of what is measured.
      BACKUP_KEEP_DAYS: '0',
    });
  }
  const pids = servers.map((entry) => entry.server?.child.pid ?? 0);
  const measure = () => sample(pids, admin, database, redis.client, redis.number);
  const base = {
    ports,
    origin: publicOrigin,
    learners: LEARNERS,
    secret: SECRET,
    packs: contentPaths('packs'),
    config: contentPaths('config'),
  };

  const idle = await measure();
  console.info(`server started, idle:   ${describeSample(idle)}`);
  if (WARM_UP_SECONDS > 0)
    await runLoad(
      { ...base, mode: 'closed', connections: CONNECTIONS, seconds: WARM_UP_SECONDS, reportSeconds: 3_600 },
      () => undefined,
    );
  const before = await measure();
  console.info(`before (after warm-up): ${describeSample(before)}`);
  const closed = await runLoad(
    { ...base, mode: 'closed', connections: CONNECTIONS, seconds: SECONDS, reportSeconds: 3_600 },
    () => undefined,
  );
  const after = await measure();
  console.info(`after ${SECONDS} s:          ${describeSample(after)}`);
  console.info(
    `\nclosed loop, ${CONNECTIONS} connections, ${closed.seconds.toFixed(1)} s (load average ${fmtLoad()}):`,
  );
  const rate = printTable(closed);
  console.info(`load generator CPU: ${(closed.cpuMs / 1000 / closed.seconds).toFixed(2)} cores`);

  if (SOAK_MINUTES > 0) {
    const soakRate = Math.max(1, Math.round(rate / 2));
    console.info(
      `\nsoak: ${SOAK_MINUTES} min at ${soakRate} requests/s (half of ${rate.toFixed(0)}), fixed schedule; a sample every ${SAMPLE_SECONDS} s`,
    );
    const samples: Sample[] = [await measure()];
    console.info(`  0 min: ${describeSample(samples[0] as Sample)}`);
    const soak = await runLoad(
      {
        ...base,
        mode: 'open',
        rate: soakRate,
        connections: Math.max(CONNECTIONS * 4, 64),
        seconds: SOAK_MINUTES * 60,
        reportSeconds: SAMPLE_SECONDS,
      },
      async (report) => {
        const now = await measure();
        samples.push(now);
        console.info(
          `${(report.atSeconds / 60).toFixed(0).padStart(3)} min: ${(report.requests / SAMPLE_SECONDS).toFixed(0)} req/s, p50 ${report.p50.toFixed(2)} ms, p99 ${report.p99.toFixed(2)} ms, errors ${report.errors}, generator connections ${report.connections}; ${describeSample(now)}`,
        );
      },
    );
    samples.push(await measure());
    console.info(
      `\nsoak, ${soakRate} requests/s for ${(soak.seconds / 60).toFixed(1)} min (load average ${fmtLoad()}):`,
    );
    printTable(soak);
    // The first minute fills caches and pools; flat means no growth after it.
    const settled = samples.slice(Math.min(1, samples.length - 1));
    const rss = settled.map((s) => s.rssMb);
    const first = rss[0] ?? 0;
    const last = rss[rss.length - 1] ?? 0;
    const growth = last - first;
    const memoryFlat = growth <= Math.max(16, first * 0.1);
    const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
    const postgres = settled.map((s) => s.postgres);
    const redisClients = settled.map((s) => s.redis);
    const connectionsFlat =
      Math.max(...postgres) - Math.min(...postgres) <= 2 &&
      Math.max(...redisClients) === Math.min(...redisClients);
    console.info(
      `memory: ${first.toFixed(0)} MB after the first minute, ${last.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB, range ${Math.min(...rss).toFixed(0)}-${Math.max(...rss).toFixed(0)}): ${memoryFlat ? 'flat' : 'GROWING'} (flat: at most +10 % or +16 MB)`,
    );
    console.info(
      `connections: PostgreSQL ${range(postgres)}, Redis ${range(redisClients)}: ${connectionsFlat ? 'flat' : 'NOT FLAT'} (flat: PostgreSQL within 2, Redis constant)`,
    );
  }
} finally {
  await Promise.all(servers.map((entry) => (entry.server ? stopServer(entry.server.child) : undefined)));
  for (const entry of servers) rmSync(entry.dataDir, { recursive: true, force: true });
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
  await redis.client.flushdb();
  redis.client.disconnect();
}
