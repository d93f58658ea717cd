import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { startAnalyticsMaintenance } from './analytics/analytics-jobs.ts';
import { fileAnswerKeySource, withExtraAnswerKeys } from './answer-key.ts';
import { buildApp } from './app.ts';
import { writeBackup } from './backup/backup-archive.ts';
import { backupFileName, scheduleDailyBackups } from './backup/backup-schedule.ts';
import { pendingMigrations } from './backup/migrate-to.ts';
import type { Config } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { dataDirWriteErrorOf } from './data-dir-write-error.ts';
import { createDatabase, type Db, migrateToLatest } from './db/database.ts';
import { DatabaseHealth } from './db/database-health.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { startReminders } from './notifications/reminders.ts';
import { paths } from './paths.ts';
import { logRedisReachability } from './redis-connection-log.ts';
import { ingestImportedTopicFiles } from './services/imported-content.ts';
import { createImportedQuestionStore } from './stores/imported-question-store.ts';
import { FallbackRankStore } from './stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from './stores/rank-store-redis.ts';
import { SqlRankStore } from './stores/rank-store-sql.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly url: string;
  /** The embedded PostgreSQL this server started and watches; undefined on an external database. */
  readonly embeddedDatabase: EmbeddedDatabase | undefined;
  /** Stops accepting, finishes in-flight requests, then closes the database. */
  close(): Promise<void>;
  /** For a forced exit when close() took too long: stops the embedded PostgreSQL at once. */
  stopDatabaseNow(): Promise<void>;
}

export interface ServerHooks {
  /** The embedded PostgreSQL died and could not be started again within a minute. */
  onEmbeddedDatabaseLost?: (error: unknown) => void;
  /** How long an external database that does not answer yet is waited for (default DATABASE_START_WAIT_MS). */
  databaseWaitMs?: number;
  /**
   * The app answers requests (`/readyz` among them) from now on, a little before startServer
   * returns: a supervisor may already stop it.
   */
  onListening?: () => void;
}

/** The composition root: opens the stores the config asks for, migrates, and listens. */
export async function startServer(
  config: Config,
  logger: Logger,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  // Before anything touches the database: a second server on this folder stops here.
  const lock = await lockDataDir(config.dataDir, 'server').catch((error: unknown) => {
    throw dataDirWriteErrorOf(config.dataDir, error) ?? error;
  });
  logger.info(
    {
      dataDir: lock.dataDir,
      sessionSecret: config.sessionSecretSource,
      database: config.databaseUrl ? 'DATABASE_URL' : 'embedded',
    },
    'starting',
  );
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres(config.dataDir, logger, {
        onGiveUp: hooks.onEmbeddedDatabaseLost,
      });
    } catch (error) {
      await lock.release();
      throw dataDirWriteErrorOf(config.dataDir, error) ?? error;
    }
    // leaderboard:rebuild and backup use this database instead of starting (and stopping) their own.
    await lock.publish({ databaseUrl: embedded.url });
  }
  const databaseUrl = config.databaseUrl ?? (embedded as EmbeddedDatabase).url;
  if (config.databaseUrl)
    await waitForDatabase(
      config.databaseUrl,
      logger,
      hooks.databaseWaitMs ?? config.databaseStartWaitMs,
    ).catch(async (error: unknown) => {
      await lock.release();
      throw error;
    });
  const timeouts = config.databaseTimeouts;
  const db = createDatabase(databaseUrl, { timeouts, logger });
  const syncDb = createDatabase(databaseUrl, { genericPlans: true, timeouts, logger });
  let redis: Redis | undefined;
  let rankStore: FallbackRankStore | undefined;
  try {
    // Migrations and the start-up clean-up may rightly take longer than a request's timeouts.
    const maintenanceDb = createDatabase(databaseUrl, { maxConnections: 1, logger });
    try {
      // An upgrade can be undone: the database as it was, before this version's migrations change it.
      const { pending, applied } = await pendingMigrations(maintenanceDb);
      if (applied === 0) logger.warn('the database is empty: creating the tables of a new installation');
      if (pending.length > 0 && applied > 0) {
        const file = path.join(config.backupDir, backupFileName(`before-${pending[0]}`));
        logger.warn({ file, migrations: pending }, 'backing up the database before migrating it');
        await writeBackup({ databaseUrl, dataDir: config.dataDir, file, backupDir: config.backupDir });
      }
      const { results } = await migrateToLatest(maintenanceDb);
      for (const migration of results ?? [])
        logger.info({ migration: migration.migrationName }, 'migration applied');
      // Day and week boards that no longer matter; Redis expires its own copies.
      await new SqlRankStore(maintenanceDb).pruneExpired(new Date());
    } finally {
      await maintenanceDb.destroy();
    }
    // Redis is a copy of the SQL boards: it catches up in the background while SQL answers.
    if (config.redisUrl) {
      redis = connectRankRedis(config.redisUrl);
      logRedisReachability(redis, config.redisUrl, logger);
      rankStore = new FallbackRankStore(redis, new RedisRankStore(redis), new SqlRankStore(db), logger);
    }
    // Question banks an operator imported: stored in the database, then published beside the built
    // ones, with hidden questions and revisions, by the moderation's content sync (registerModeration).
    const importedQuestions = createImportedQuestionStore(db);
    await ingestImportedTopicFiles(config.dataDir, importedQuestions, logger);
    const publishedContentDir = path.join(config.dataDir, 'published');
    const answerKeys = withExtraAnswerKeys(
      fileAnswerKeySource(paths.contentBuild),
      await importedQuestions.answerKeys(),
    );
    const app = await buildApp({
      config,
      db,
      syncDb,
      logger,
      rankStore,
      answerKeys,
      publishedContentDir,
      databaseHealth: new DatabaseHealth(embedded),
      redis,
    });
    await app.listen({ port: config.port, host: config.host });
    hooks.onListening?.();
    // Reminders by SMS and web push, queued on this database: every server works the queue. Started
    // after the app answers, in the background. A database that refuses the queue's schema (a user
    // without CREATE) leaves reminders off, not the app.
    const reminders = startReminders({ config, db, databaseUrl, logger }).catch((error: unknown) => {
      logger.error(
        { event: 'reminders-off', err: error },
        'reminders are off: their job queue could not start',
      );
      return undefined;
    });
    // The analytics' daily rollup and pruning, on the reminders' queue (one server at a time by its cron).
    const analyticsJobs = reminders.then((started) =>
      startAnalyticsMaintenance({ boss: started?.boss, db, logger }),
    );
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.port === port ? config.publicUrl : `http://${config.host}:${port}`;
    await lock.publish({ url });
    // The embedded default has nobody else to take backups; an external PostgreSQL has its own tools.
    const dailyBackups = embedded
      ? scheduleDailyBackups({
          databaseUrl,
          dataDir: config.dataDir,
          backupDir: config.backupDir,
          keepDays: config.backupKeepDays,
          logger,
        })
      : undefined;
    return {
      app,
      db,
      url,
      embeddedDatabase: embedded,
      stopDatabaseNow: async () => {
        await embedded?.kill();
      },
      close: async () => {
        dailyBackups?.stop();
        await (await analyticsJobs)?.stop();
        await (await reminders)?.stop();
        await app.close();
        rankStore?.close();
        redis?.disconnect();
        await syncDb.destroy();
        await db.destroy();
        await embedded?.stop();
        await lock.release();
      },
    };
  } catch (error) {
    rankStore?.close();
    redis?.disconnect();
    await syncDb.destroy().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await lock.release();
    throw error;
  }
}
