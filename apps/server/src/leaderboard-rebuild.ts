import { openCommandDatabase } from './command-database.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { createLogger } from './logger.ts';
import { FallbackRankStore } from './stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from './stores/rank-store-redis.ts';
import { SqlRankStore } from './stores/rank-store-sql.ts';

/**
 * `npm run leaderboard:rebuild`: prunes expired day and week boards in SQL, then rebuilds the
 * Redis copy of every board from SQL. Safe while servers run: the new sets are built aside and
 * swapped in at once, then rows written meanwhile are copied again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger();
  if (!config.redisUrl) {
    process.stdout.write('REDIS_URL is not set: ranks come from SQL, there is nothing to rebuild.\n');
    return;
  }
  // The running server's database when one holds DATA_DIR: starting another would stop it.
  const database = await openCommandDatabase(config, logger, 'leaderboard:rebuild');
  const db = createDatabase(database.url);
  const redis = connectRankRedis(config.redisUrl);
  const store = new FallbackRankStore(redis, new RedisRankStore(redis), new SqlRankStore(db), logger);
  try {
    await migrateToLatest(db);
    const pruned = await new SqlRankStore(db).pruneExpired(new Date());
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`could not reach Redis at ${config.redisUrl}`)),
        10_000,
      );
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
    await db.destroy();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `leaderboard:rebuild: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
