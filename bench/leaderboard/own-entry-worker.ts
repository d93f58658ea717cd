/**
 * Times the Redis store's own-entry lookup (rank, board counters, name and photo) from a fresh
 * process, as a running server makes it: the benchmark's own process has just seeded and
 * rebuilt millions of rows, and its leftover work (garbage, freed copies) would be timed too.
 * It prints p50, p99 and p99.9.
 */
import { ALL_TIME_BOARD } from '@abhyas/domain';
import { connectRankRedis, RedisRankStore } from '../../apps/server/src/stores/rank-store-redis.ts';

const { redisUrl, prefix, uids, runs } = JSON.parse(process.env.BENCH_LOAD ?? '{}') as {
  redisUrl: string;
  prefix: string;
  uids: Record<string, string>;
  runs: number;
};
const redis = connectRankRedis(redisUrl);
await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
const store = new RedisRankStore(redis, prefix);

const WARM_UP_CALLS = 3_000;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const timings: Record<string, { p50: number; p99: number; p999: number }> = {};
for (const [label, uid] of Object.entries(uids)) {
  // Unmeasured calls first: the connection, the loaded script, and the JIT, whose first couple
  // of thousand calls still have a slow tail (p99 1-2 ms, then 0.2-0.4 ms on this machine). A
  // running server is past them; the lookup is timed as it runs there.
  for (let run = 0; run < WARM_UP_CALLS; run += 1) await store.ownEntry(ALL_TIME_BOARD, uid);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = process.hrtime.bigint();
    await store.ownEntry(ALL_TIME_BOARD, uid);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  timings[label] = {
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    p999: quantile(samples, 0.999),
  };
}
redis.disconnect();
process.stdout.write(`${JSON.stringify(timings)}\n`);
