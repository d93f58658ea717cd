import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
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
 * The analytics' rollup and pruning on the reminders' durable queue (their pg-boss, in
 * abhyas_jobs): pg-boss's cron runs it on one server at a time, whatever the number of servers.
 * One pg-boss per server: two starting on a new schema at once deadlock on its creation.
 */
export async function startAnalyticsJobs(options: {
  /** Started by its owner, who stops it. */
  boss: PgBoss;
  analytics: AnalyticsService;
  logger: Logger;
  now?: () => Date;
  /** null: no cron (tests run the job themselves). */
  cron?: string | null;
}) {
  const { boss, analytics, logger, now = () => new Date(), cron = ANALYTICS_CRON } = options;
  await boss.createQueue(ANALYTICS_QUEUE);
  await boss.work(ANALYTICS_QUEUE, async () => {
    await runAnalyticsMaintenance(analytics, now(), logger);
  });
  if (cron !== null) await boss.schedule(ANALYTICS_QUEUE, cron);
  return {
    /** Queues one run now (as the cron would). */
    runNow: () => boss.send(ANALYTICS_QUEUE, {}),
    /** Stops this server's worker; the schedule stays for the other servers. */
    stop: () => boss.offWork(ANALYTICS_QUEUE),
  };
}

/**
 * What the server starts once the reminders' queue is up: the jobs on its pg-boss. Without that
 * queue (a database that refuses its schema) the rollup is off too, logged; the app stays up.
 */
export async function startAnalyticsMaintenance(options: {
  boss: PgBoss | undefined;
  db: Db;
  logger: Logger;
}) {
  const { boss, db, logger } = options;
  const off = (error: unknown) => {
    logger.error(
      { event: 'analytics-rollup-off', err: error },
      'analytics rollup is off: its job queue could not start',
    );
    return undefined;
  };
  if (!boss) return off(new Error('the job queue did not start'));
  return startAnalyticsJobs({
    boss,
    analytics: createAnalyticsService({ store: createAnalyticsStore(db) }),
    logger,
  }).catch(off);
}
