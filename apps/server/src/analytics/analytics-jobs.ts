import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { JOB_SCHEMA } from '../notifications/reminder-scheduler.ts';
import { type AnalyticsService, createAnalyticsService } from './analytics-service.ts';
import { createAnalyticsStore } from './analytics-store.ts';

export const ANALYTICS_QUEUE = 'analytics-rollup';
/**
 * Hourly, at 7 past: today's figures lag at most an hour (the usage report rolls today up itself
 * anyway), and the last week's days are rewritten for events that arrived late from offline devices.
 */
export const ANALYTICS_CRON = '7 * * * *';

/** One run: the recent days' rollups written again (idempotent), then raw events past 90 days deleted. */
export async function runAnalyticsMaintenance(analytics: AnalyticsService, now: Date, logger: Logger) {
  await analytics.rollUpRecent(now);
  const pruned = await analytics.prune(now);
  logger.info({ event: 'analytics-rollup', pruned }, 'analytics rolled up and pruned');
  return pruned;
}

/**
 * The analytics' rollup and pruning on the reminders' durable queue (pg-boss in abhyas_jobs):
 * pg-boss's cron runs it on one server at a time, whatever the number of servers.
 */
export async function startAnalyticsJobs(options: {
  connectionString: string;
  analytics: AnalyticsService;
  logger: Logger;
  now?: () => Date;
  /** null: no cron (tests run the job themselves). */
  cron?: string | null;
}) {
  const { analytics, logger, now = () => new Date(), cron = ANALYTICS_CRON } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    max: 2,
    schedule: cron !== null,
  });
  boss.on('error', (error) => logger.warn({ event: 'job-queue-error', error: String(error) }, 'job queue'));
  await boss.start();
  await boss.createQueue(ANALYTICS_QUEUE);
  await boss.work(ANALYTICS_QUEUE, async () => {
    await runAnalyticsMaintenance(analytics, now(), logger);
  });
  if (cron !== null) await boss.schedule(ANALYTICS_QUEUE, cron);
  return {
    /** Queues one run now (as the cron would). */
    runNow: () => boss.send(ANALYTICS_QUEUE, {}),
    stop: (graceful = true) => boss.stop({ graceful, wait: graceful }),
  };
}

/**
 * What the server starts after it answers: the jobs on its database. A database that refuses the
 * queue's schema leaves the rollup off (logged), not the app; raw events then wait to be pruned.
 */
export function startAnalyticsMaintenance(options: { db: Db; databaseUrl: string; logger: Logger }) {
  const { db, databaseUrl, logger } = options;
  return startAnalyticsJobs({
    connectionString: databaseUrl,
    analytics: createAnalyticsService({ store: createAnalyticsStore(db) }),
    logger,
  }).catch((error: unknown) => {
    logger.error(
      { event: 'analytics-rollup-off', err: error },
      'analytics rollup is off: its job queue could not start',
    );
    return undefined;
  });
}
