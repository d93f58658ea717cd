/**
 * The leaderboard endpoint alone, in its own process, for the benchmark's load test: the real
 * route, service and stores, with the caller named by a header instead of a session (bench only;
 * this file is never part of the server build).
 */
import Fastify from 'fastify';
import pino from 'pino';
import type {} from '../../apps/server/src/auth/session-user.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { registerLeaderboardRoutes } from '../../apps/server/src/routes/leaderboard.ts';
import { LeaderboardService } from '../../apps/server/src/services/leaderboard.ts';
import type { RankStore } from '../../apps/server/src/stores/rank-store.ts';
import { FallbackRankStore } from '../../apps/server/src/stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from '../../apps/server/src/stores/rank-store-redis.ts';
import { SqlRankStore } from '../../apps/server/src/stores/rank-store-sql.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const redisUrl = process.env.BENCH_REDIS_URL;
const prefix = process.env.BENCH_REDIS_PREFIX ?? '';

const db = createDatabase(databaseUrl, { maxConnections: 10 });
const sqlStore = new SqlRankStore(db);
let ranks: RankStore = sqlStore;
let fallback: FallbackRankStore | undefined;
const redis = redisUrl ? connectRankRedis(redisUrl) : undefined;
if (redis) {
  fallback = new FallbackRankStore(
    redis,
    new RedisRankStore(redis, prefix),
    sqlStore,
    pino({ level: 'silent' }),
  );
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  await fallback.settled();
  await fallback.bringUpToDate();
  ranks = fallback;
}
const service = new LeaderboardService({ db, ranks, scores: sqlStore });
const app = Fastify({ logger: false });
app.decorateRequest('sessionUser', null);
app.addHook('onRequest', async (request) => {
  const uid = request.headers['x-bench-uid'];
  request.sessionUser = typeof uid === 'string' ? { uid, sessionId: 'bench', signedInAt: new Date() } : null;
});
registerLeaderboardRoutes(app, service);
// The benchmark reads this before and after a load: CPU time per request, and whether the
// Redis store answered (not its SQL fallback) until the end.
app.get('/bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000, status: fallback?.status ?? 'sql' };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(
  `listening ${typeof address === 'object' && address ? address.port : 0} ${fallback?.status ?? 'sql'}\n`,
);
process.on('SIGTERM', () => {
  void app.close().then(async () => {
    fallback?.close();
    redis?.disconnect();
    await db.destroy();
    process.exit(0);
  });
});
