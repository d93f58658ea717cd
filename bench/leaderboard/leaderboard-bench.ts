/**
 * `npm run bench:leaderboard [-- --sizes=10000,100000,1000000 --with-3m --seconds=5 --stores=sql,redis]`
 * `npm run bench:leaderboard -- --mocks-only [--mock-takers=10,1000,100000,1000000]`
 *
 * Seeds a fresh database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
 * used only as the admin connection) with learners whose all-time scores follow a long-tailed
 * spread (most learners low, a few high), and prints for the SQL store and the Redis store
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379, under a random key prefix): own-entry time
 * (rank, board counters, name and photo: what the endpoint reads per signed-in request) for the
 * median and the bottom learner (for Redis timed from a fresh process, as a running server
 * makes the call), top-100 time, and the endpoint's requests/s and p99 with score
 * writes going on at the same time, with the CPU time per request of the endpoint server, of
 * the load generator and of Redis (on a shared machine, requests/s follow whatever CPU is left;
 * CPU time per request much less so). The lookups are timed once the machine has settled after
 * the seeding (a checkpoint, then CPUs mostly idle, waiting at most a minute). It says so when a Redis rebuild failed or the endpoint's
 * Redis store was not ready (SQL then answered). Then the mocks' rank tables at 10 to 1,000,000
 * takers of one mock (mock-rank-bench.ts; `--mocks-only` skips the boards, `--mock-takers=` sets
 * the steps, `--mock-takers=` with nothing skips the mocks). Everything is dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_TIME_BOARD, type AnswerKeys, type ProgressUpdate } from '@abhyas/domain';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { fixedAnswerKeySource } from '../../apps/server/src/answer-key.ts';
import { createDatabase, type Db, migrateToLatest } from '../../apps/server/src/db/database.ts';
import { LeaderboardService } from '../../apps/server/src/services/leaderboard.ts';
import { createProgressSyncService } from '../../apps/server/src/services/progress-sync-service.ts';
import { createProgressStore } from '../../apps/server/src/stores/progress-store.ts';
import type { RankStore } from '../../apps/server/src/stores/rank-store.ts';
import { FallbackRankStore } from '../../apps/server/src/stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from '../../apps/server/src/stores/rank-store-redis.ts';
import { SqlRankStore } from '../../apps/server/src/stores/rank-store-sql.ts';
import { spawnLoad, spawnWorker } from './http-load.ts';
import { benchMockRanks } from './mock-rank-bench.ts';
import { waitForQuietMachine } from './quiet-machine.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'];
  }),
);
const sizes = (args.get('sizes') ?? '10000,100000,1000000').split(',').map(Number);
if (args.has('with-3m')) sizes.push(3_000_000);
const loadSeconds = Number(args.get('seconds') ?? 5);
/** `--stores=redis` measures one store only. */
const stores = new Set((args.get('stores') ?? 'sql,redis').split(','));
const mocksOnly = args.has('mocks-only');
const mockTakers = (args.get('mock-takers') ?? '10,1000,100000,1000000')
  .split(',')
  .filter((value) => value !== '')
  .map(Number);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
for (const url of [adminUrl, redisUrl]) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`the benchmark only runs on 127.0.0.1, not ${host}`);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const ms = (ns: bigint) => Number(ns) / 1e6;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const fmt = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1));

/** p50 and p99 of `runs` calls, after a few unmeasured ones (connections, loaded scripts, JIT). */
async function time(
  runs: number,
  work: () => Promise<unknown>,
): Promise<{ p50: number; p99: number; p999: number }> {
  for (let run = 0; run < Math.max(3, runs / 20); run += 1) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(ms(process.hrtime.bigint() - start));
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), p999: quantile(samples, 0.999) };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Adds learners `from`..`to` with a long-tailed score spread (cube of a uniform: most are low). */
async function seed(db: Db, from: number, to: number): Promise<void> {
  // The profile's totals and the all-time board agree, as the sync leaves them.
  await sql`
    with learners as (
      select 'u' || lpad(i::text, 8, '0') as uid, i, floor(power(random(), 3) * 40000)::int as s
      from generate_series(${from}::int, ${to}::int) as i
    ), profiles as (
      insert into users (uid, display_name, total_score, questions_attempted, correct_answers)
      select uid, 'Learner ' || i || ' Bench', s, greatest(1, s / 3), greatest(0, s / 4) from learners
    )
    insert into leaderboard_scores (board, uid, score, attempted, correct, updated_at)
    select 'all', uid, s, greatest(1, s / 3), greatest(0, s / 4), now() - interval '1 hour' from learners
  `.execute(db);
  await sql`vacuum analyze leaderboard_scores`.execute(db);
  await sql`vacuum analyze leaderboard_score_counts`.execute(db);
  await sql`analyze users`.execute(db);
}

async function uidAt(db: Db, position: 'median' | 'bottom', size: number): Promise<string> {
  const offset = position === 'median' ? Math.floor(size / 2) : size - 1;
  const { rows } = await sql<{ uid: string }>`
    select uid from leaderboard_scores where board = 'all' order by score desc, uid collate "C" desc offset ${offset} limit 1
  `.execute(db);
  return rows[0]?.uid ?? 'u00000001';
}

async function startEndpoint(databaseUrl: string, redis: { url: string; prefix: string } | null) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_PROFILE_DIR=/tmp/x writes a CPU profile of each endpoint server run there.
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
      '--import',
      'tsx',
      path.join(here, 'endpoint-server.ts'),
    ],
    {
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_REDIS_URL: redis?.url ?? '',
        BENCH_REDIS_PREFIX: redis?.prefix ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`endpoint server exited with ${code}`)));
  });
  return {
    port,
    /** CPU time the endpoint server has used so far, in ms, and what its rank store answers from. */
    usage: async () =>
      (await (await fetch(`http://127.0.0.1:${port}/bench/cpu`)).json()) as { cpuMs: number; status: string },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** CPU time the Redis server has used (all its clients, writes included), in ms. */
async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const seconds = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return (seconds('used_cpu_sys') + seconds('used_cpu_user')) * 1000;
}

/** 50 keep-alive connections for `seconds` from a load generator in its own process (load-worker.ts). */
function load(port: number, size: number, seconds: number) {
  return spawnLoad(path.join(here, 'load-worker.ts'), { port, connections: 50, seconds, size });
}

/** The answer key of the benchmark's questions: q0..q3999, the answer always option 1. */
const benchKeys: AnswerKeys = Object.fromEntries(
  Array.from({ length: 4_000 }, (_, index) => [
    `q${index}`,
    { answerIndex: 1, subcategoryId: 'topic', categoryId: 'category', parentCategoryId: 'gk' },
  ]),
);

/** One progress update of one quiz answer (right or wrong at random), as the web app sends it. */
function benchUpdate(uid: string): ProgressUpdate {
  const now = Date.now();
  return {
    id: randomUUID(),
    userId: uid,
    answers: [
      {
        questionId: `q${Math.floor(Math.random() * 4_000)}`,
        chosenIndex: Math.random() < 0.6 ? 1 : 0,
        mode: 'quiz',
        timeTakenMs: 1_000,
      },
    ],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    // The learner's date in India, where the boards' calendar is.
    currentDailyDate: new Date(now + 330 * 60_000).toISOString().slice(0, 10),
    timestamp: now,
  };
}

/** Score writes through the sync (the one write path of counters and boards) while the load runs. */
async function writeWhile(service: LeaderboardService, db: Db, size: number, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const sync = createProgressSyncService({
    store: createProgressStore(db),
    answerKeys: fixedAnswerKeySource(benchKeys),
    leaderboard: service,
  });
  let writes = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!done) {
        const uid = `u${String(1 + Math.floor(Math.random() * size)).padStart(8, '0')}`;
        const outcome = await sync.sync(uid, { updates: [benchUpdate(uid)] });
        if (outcome.kind !== 'applied') throw new Error(`the sync of ${uid} answered ${outcome.kind}`);
        writes += 1;
      }
    }),
  );
  return writes;
}

async function main(): Promise<void> {
  const name = `abhyas_bench_${randomBytes(4).toString('hex')}`;
  const prefix = `abhyas-bench:${randomBytes(4).toString('hex')}:`;
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), { maxConnections: 8 });
  const redis = connectRankRedis(redisUrl);
  const redisStore = new RedisRankStore(redis, prefix);
  const sqlStore = new SqlRankStore(db);
  // BENCH_LOG=info shows the store's log (a failed rebuild says why).
  const fallback = new FallbackRankStore(
    redis,
    redisStore,
    sqlStore,
    pino({ level: process.env.BENCH_LOG ?? 'silent' }),
  );
  const stopping = () => void cleanup().then(() => process.exit(130));
  process.once('SIGINT', stopping);
  process.once('SIGTERM', stopping);
  async function cleanup() {
    fallback.close();
    await redisStore.deleteAll().catch(() => undefined);
    redis.disconnect();
    await db.destroy();
    await admin(`drop database if exists "${name}" with (force)`);
  }
  try {
    await migrateToLatest(db);
    await new Promise<void>((resolve) =>
      redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve()),
    );
    console.info(
      `leaderboard benchmark: PostgreSQL ${name}, Redis prefix ${prefix}, ${loadSeconds} s load per step; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    if (!mocksOnly)
      console.info(
        'store  learners  own-entry median p50/p99 ms own-entry bottom p50/p99 ms  top100 p50/p99 ms  endpoint rps  p99 ms  writes/s  errors  server µs/req  load µs/req  Redis µs/req',
      );
    let seeded = 0;
    for (const size of mocksOnly ? [] : sizes) {
      const seedStart = Date.now();
      await seed(db, seeded + 1, size);
      seeded = size;
      const seedSeconds = (Date.now() - seedStart) / 1000;
      const rebuildStart = Date.now();
      await fallback.bringUpToDate({ full: true });
      const rebuildSeconds = (Date.now() - rebuildStart) / 1000;
      if (fallback.status !== 'ready') console.info(`       the Redis rebuild failed (${fallback.status})`);
      // The whole Redis server's memory (other users of it included), after the rebuild.
      const redisMemory = /used_memory_human:(\S+)/.exec(await redis.info('memory'))?.[1] ?? '?';
      const median = await uidAt(db, 'median', size);
      const bottom = await uidAt(db, 'bottom', size);
      // The lookups are timed on a settled machine: the seeding's dirty pages written out, the
      // checkpoint and autovacuum it started done; not in the middle of the harness's own work.
      await sql`checkpoint`.execute(db);
      const quiet = await waitForQuietMachine();
      for (const [label, store, redisForEndpoint] of [
        ['sql', sqlStore, null],
        ['redis', redisStore, { url: redisUrl, prefix }],
      ] as [string, RankStore, { url: string; prefix: string } | null][]) {
        if (!stores.has(label)) continue;
        const runs = label === 'sql' ? (size >= 1_000_000 ? 40 : 200) : 5_000;
        const { own, low } = redisForEndpoint
          ? await spawnWorker<Record<'own' | 'low', { p50: number; p99: number; p999: number }>>(
              path.join(here, 'own-entry-worker.ts'),
              {
                redisUrl: redisForEndpoint.url,
                prefix: redisForEndpoint.prefix,
                uids: { own: median, low: bottom },
                runs,
              },
            )
          : {
              own: await time(runs, () => store.ownEntry(ALL_TIME_BOARD, median)),
              low: await time(runs, () => store.ownEntry(ALL_TIME_BOARD, bottom)),
            };
        const top = await time(label === 'sql' ? 30 : 1_000, () => store.listPublic(ALL_TIME_BOARD, 0, 100));
        const endpoint = await startEndpoint(url.toString(), redisForEndpoint);
        const service = new LeaderboardService({
          db,
          ranks: label === 'sql' ? sqlStore : fallback,
          scores: sqlStore,
        });
        const atStart = await endpoint.usage();
        const redisCpuAtStart = await redisCpuMs(redis);
        const loading = load(endpoint.port, size, loadSeconds);
        const writes = await writeWhile(service, db, size, loading);
        const result = await loading;
        const atEnd = await endpoint.usage();
        const serverCpuMs = atEnd.cpuMs - atStart.cpuMs;
        const redisCpu = (await redisCpuMs(redis)) - redisCpuAtStart;
        await endpoint.stop();
        if (redisForEndpoint && (atStart.status !== 'ready' || atEnd.status !== 'ready'))
          console.info(
            `       the endpoint's Redis store was ${atStart.status}, then ${atEnd.status}: SQL answered`,
          );
        const perRequest = (cpuMs: number) => ((cpuMs * 1000) / Math.max(1, result.requests)).toFixed(0);
        if (result.errors > 0) console.info(`       endpoint failures: ${JSON.stringify(result.failures)}`);
        console.info(
          [
            label.padEnd(6),
            String(size).padStart(9),
            `${fmt(own.p50)}/${fmt(own.p99)}`.padStart(26),
            `${fmt(low.p50)}/${fmt(low.p99)}`.padStart(27),
            `${fmt(top.p50)}/${fmt(top.p99)}`.padStart(18),
            result.rps.toFixed(0).padStart(13),
            fmt(result.p99).padStart(7),
            (writes / loadSeconds).toFixed(0).padStart(9),
            String(result.errors).padStart(7),
            perRequest(serverCpuMs).padStart(13),
            perRequest(result.cpuMs).padStart(11),
            perRequest(redisCpu).padStart(12),
          ].join(' '),
        );
        console.info(
          `       (${label} own entry over ${runs} calls after a warm-up, p99.9: median ${fmt(own.p999)} ms, bottom ${fmt(low.p999)} ms)`,
        );
      }
      console.info(
        `       (seeded to ${size} in ${seedSeconds.toFixed(1)} s; Redis rebuilt from SQL in ${rebuildSeconds.toFixed(1)} s, using ${redisMemory}; ` +
          `lookups timed after ${quiet.waitedSeconds.toFixed(0)} s of settling, CPUs ${(quiet.idle * 100).toFixed(0)} % idle; load average ${loadavg()[0]?.toFixed(2)})`,
      );
    }
    if (mockTakers.length > 0) await benchMockRanks(db, { sizes: mockTakers, keys: benchKeys, time });
  } finally {
    await cleanup();
  }
}

await main();
