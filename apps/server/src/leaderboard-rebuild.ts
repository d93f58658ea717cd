import type { Logger } from 'pino';
import { openCommandDatabase } from './command-database.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, type Db, migrateToLatest } from './db/database.ts';
import { createLogger } from './logger.ts';
import { createMockAttemptStore } from './stores/mock-attempt-store.ts';
import { FallbackRankStore } from './stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from './stores/rank-store-redis.ts';
import { SqlRankStore } from './stores/rank-store-sql.ts';

/**
 * `npm run leaderboard:rebuild`: builds every mock's rank table again from its first attempts,
 * then (with REDIS_URL) prunes expired day and week boards in SQL and rebuilds the Redis copy of
 * every board from SQL. Safe while servers run: syncs that record a mock wait for the few moments
 * the rank tables take; the new Redis sets are built aside and swapped in at once, then rows
 * written meanwhile are copied again.
 */
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger();
  // The running server's database when one holds DATA_DIR: starting another would stop it.
  const database = await openCommandDatabase(config, logger, 'leaderboard:rebuild');
  const db = createDatabase(database.url);
  try {
    await migrateToLatest(db);
    const mocks = await createMockAttemptStore(db).rebuildRankTables();
    process.stdout.write(
      `Mock rank tables rebuilt from the attempts (${plural(mocks.mocks, 'mock')}, ${plural(mocks.takers, 'first attempt')}).\n`,
    );
    if (config.redisUrl) await rebuildRedis(config.redisUrl, db, logger);
    else
      process.stdout.write('REDIS_URL is not set: board ranks come from SQL, there is no copy to rebuild.\n');
  } finally {
    await db.destroy();
    await database.close();
  }
}

async function rebuildRedis(redisUrl: string, db: Db, logger: Logger): Promise<void> {
  const redis = connectRankRedis(redisUrl);
  const store = new FallbackRankStore(redis, new RedisRankStore(redis), new SqlRankStore(db), logger);
  try {
    const pruned = await new SqlRankStore(db).pruneExpired(new Date());
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`could not reach Redis at ${redisUrl}`)), 10_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (redis.status === 'ready') done();
      else redis.once('ready', done);
    });
    await store.bringUpToDate({ full: true });
    if (store.status !== 'ready') throw new Error('the rebuild did not finish; see the log');
    process.stdout.write(`Leaderboards rebuilt in Redis (${pruned} expired rows pruned).\n`);
  } finally {
    store.close();
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `leaderboard:rebuild: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
