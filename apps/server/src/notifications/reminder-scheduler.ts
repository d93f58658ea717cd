import { DAILY_REMINDER_HOUR, localTimeOf, QUIET_HOURS, weekOf } from '@abhyas/domain';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { deviceLabel } from '../auth/device-label.ts';
import type { Db } from '../db/database.ts';
import type { ComposedMessage, NotificationDispatcher } from './notification-dispatcher.ts';
import { reachableLearners } from './reachable-learners.ts';
import { type Achievement, untoldAchievements } from './untold-achievements.ts';

/** pg-boss's tables live apart from the app's (not in backups: jobs are made again by the planner). */
export const JOB_SCHEMA = 'abhyas_jobs';
export const PLAN_QUEUE = 'reminders-plan';
export const SEND_QUEUE = 'reminder-send';

interface SendJob {
  readonly uid: string;
  readonly kind: 'dailyReminder' | 'achievements' | 'weeklyProgress' | 'securityAlerts';
  /** The learner's date (a daily reminder), the achievement's name, the learner's Monday (the week), or the session. */
  readonly period: string;
  /** A security alert's device ("Chrome on Android") and the sign-in's time. */
  readonly device?: string;
  readonly signedInAt?: string;
}

/** Sign-ins this recent are checked for a new device (the planner runs every minute). */
export const NEW_DEVICE_WINDOW_MS = 60 * 60 * 1000;

/** A learner's week as the summary tells it: the boards' week (LEADERBOARD_TIME_ZONE). */
export interface WeekSummary {
  readonly attempted: number;
  readonly correct: number;
  /** On this week's board; null without an answer this week. */
  readonly rank: number | null;
  /** On last week's board; null without an answer then. */
  readonly previousRank: number | null;
}

const singletonKeyOf = (job: SendJob) => `${job.kind}:${job.period}:${job.uid}`;

export interface ReminderSchedulerOptions {
  connectionString: string;
  db: Db;
  dispatcher: NotificationDispatcher;
  /** The text of a learner's daily reminder, with the app's link and how to stop them. */
  composeDailyReminder: (uid: string) => ComposedMessage;
  composeAchievement: (uid: string, achievement: Achievement) => ComposedMessage;
  composeWeeklyProgress: (uid: string, week: WeekSummary) => ComposedMessage;
  composeSecurityAlert: (
    uid: string,
    signIn: { device: string; at: Date; timeZone: string },
  ) => ComposedMessage;
  /** The boards' zone: their weeks are the summary's. */
  leaderboardTimeZone: string;
  fallbackTimeZone: string;
  logger: Logger;
  now?: () => Date;
  /** How long a server may hold a send before another takes it (a crash): pg-boss's expiry. */
  sendExpireSeconds?: number;
  /** Checks for expired jobs this often (pg-boss's maintenance). */
  maintenanceIntervalSeconds?: number;
  /** Waits this long before trying a send no channel took again. */
  retryDelaySeconds?: number;
  /** pg-boss's cron for the planner; tests run `plan()` themselves. */
  planCron?: string | null;
}

/**
 * The reminders' durable queue on the main database (pg-boss, issue 22). The planner (once a
 * minute, one server at a time by pg-boss's cron) queues a daily reminder for each learner in
 * their evening who has not practised that day; any server's worker sends it through the
 * dispatcher, which sends each learner's message of a day once. A server that dies holding a job
 * loses it only to pg-boss's expiry: another server takes it again (at least once), and the
 * dispatcher's claim keeps that from sending twice.
 */
export async function startReminderScheduler(options: ReminderSchedulerOptions) {
  const {
    db,
    dispatcher,
    composeDailyReminder,
    composeAchievement,
    composeWeeklyProgress,
    composeSecurityAlert,
    leaderboardTimeZone,
    fallbackTimeZone,
    logger,
    now = () => new Date(),
    sendExpireSeconds = 120,
    maintenanceIntervalSeconds = 60,
    retryDelaySeconds = 60,
    planCron = '* * * * *',
  } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    max: 3,
    maintenanceIntervalSeconds,
    schedule: planCron !== null,
  });
  boss.on('error', (error) => logger.warn({ event: 'job-queue-error', error: String(error) }, 'job queue'));
  await boss.start();
  await boss.createQueue(PLAN_QUEUE);
  await boss.createQueue(SEND_QUEUE, {
    name: SEND_QUEUE,
    expireInSeconds: sendExpireSeconds,
    // One waiting job per learner and day (singletonKey); the dispatcher's claim is the real once.
    policy: 'short',
    retryLimit: 10,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
  });

  /** Learners who asked for `kind` and can be reached: a verified phone with SMS on, or a push device. */
  function learnersWhoWant(kind: 'dailyReminder' | 'weeklyProgress') {
    return reachableLearners(db, kind, (users) => users.select(['uid', 'timeZone', 'streakLastDate']));
  }

  /** `uid period` of each `kind` sent since `since`: what is not to be planned again. */
  async function deliveredSince(kind: string, since: Date): Promise<Set<string>> {
    const rows = await db
      .selectFrom('notificationDeliveries')
      .select(['userUid', 'period'])
      .where('kind', '=', kind)
      .where('sentAt', '>', since)
      .execute();
    return new Set(rows.map((row) => `${row.userUid} ${row.period}`));
  }

  /** Queues today's reminder for every learner due now, and achievements; returns how many were queued. */
  async function plan(): Promise<number> {
    const at = now();
    const candidates = await learnersWhoWant('dailyReminder');
    // Reminders already sent in the last two days (a day's key is the learner's own date).
    const sent = await deliveredSince('dailyReminder', new Date(at.getTime() - 2 * 24 * 60 * 60 * 1000));
    let queued = 0;
    for (const learner of candidates) {
      const local = localTimeOf(at, learner.timeZone ?? fallbackTimeZone);
      const evening = local.hour >= DAILY_REMINDER_HOUR && local.hour < QUIET_HOURS.fromHour;
      // Practised today (the sync keeps the learner's own date of their last answer): no reminder.
      if (!evening || learner.streakLastDate === local.date || sent.has(`${learner.uid} ${local.date}`))
        continue;
      const job: SendJob = { uid: learner.uid, kind: 'dailyReminder', period: local.date };
      const id = await boss.send(SEND_QUEUE, job, { singletonKey: singletonKeyOf(job) });
      if (id) queued += 1;
    }
    return (
      queued + (await planAchievements()) + (await planWeeklySummaries(at)) + (await planSecurityAlerts(at))
    );
  }

  /**
   * A sign-in from a device the account has not used (users.trusted_devices, by its browser and
   * system): the learner is told, and the device is trusted from then on. An account's first
   * device is trusted without a message.
   */
  async function planSecurityAlerts(at: Date): Promise<number> {
    const signIns = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.uid', 'sessions.uid')
      .select([
        'sessions.id',
        'sessions.uid',
        'sessions.userAgent',
        'sessions.createdAt',
        'users.trustedDevices',
      ])
      .where('sessions.createdAt', '>', new Date(at.getTime() - NEW_DEVICE_WINDOW_MS))
      .orderBy('sessions.createdAt')
      .execute();
    let queued = 0;
    const trustedNow = new Map<string, string[]>();
    for (const signIn of signIns) {
      const label = deviceLabel(signIn.userAgent);
      const device = `${label.browser ?? 'a browser'} on ${label.os ?? 'an unknown system'}`;
      const trusted = trustedNow.get(signIn.uid) ?? signIn.trustedDevices;
      if (trusted.includes(device)) continue;
      trustedNow.set(signIn.uid, [...trusted, device]);
      await db
        .updateTable('users')
        .set({ trustedDevices: sql`trusted_devices || ${JSON.stringify([device])}::jsonb` as never })
        .where('uid', '=', signIn.uid)
        .where(sql<boolean>`not (trusted_devices ? ${device})`)
        .execute();
      if (trusted.length === 0) continue;
      const job: SendJob = {
        uid: signIn.uid,
        kind: 'securityAlerts',
        period: `session:${signIn.id}`,
        device,
        signedInAt: signIn.createdAt.toISOString(),
      };
      if (await boss.send(SEND_QUEUE, job, { singletonKey: singletonKeyOf(job) })) queued += 1;
    }
    return queued;
  }

  /** On Sunday at 19:00 to 21:00 in the learner's zone, their week's summary, once a week. */
  async function planWeeklySummaries(at: Date): Promise<number> {
    const candidates = await learnersWhoWant('weeklyProgress');
    const told = await deliveredSince('weeklyProgress', new Date(at.getTime() - 8 * 24 * 60 * 60 * 1000));
    let queued = 0;
    for (const learner of candidates) {
      const zone = learner.timeZone ?? fallbackTimeZone;
      const local = localTimeOf(at, zone);
      const sundayEvening =
        local.weekday === 7 && local.hour >= DAILY_REMINDER_HOUR && local.hour < QUIET_HOURS.fromHour;
      const week = weekOf(at, zone);
      if (!sundayEvening || told.has(`${learner.uid} ${week}`)) continue;
      const job: SendJob = { uid: learner.uid, kind: 'weeklyProgress', period: week };
      if (await boss.send(SEND_QUEUE, job, { singletonKey: singletonKeyOf(job) })) queued += 1;
    }
    return queued;
  }

  /** The learner's rank on a board (1 + those with more points), or null without a row there. */
  async function rankOn(board: string, uid: string): Promise<number | null> {
    const own = await db
      .selectFrom('leaderboardScores')
      .select('score')
      .where('board', '=', board)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!own) return null;
    const ahead = await db
      .selectFrom('leaderboardScores')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('board', '=', board)
      .where('score', '>', own.score)
      .executeTakeFirstOrThrow();
    return Number(ahead.count) + 1;
  }

  async function weekSummaryOf(uid: string): Promise<WeekSummary> {
    const at = now();
    const monday = weekOf(at, leaderboardTimeZone);
    const board = `week:${monday}`;
    const previous = `week:${weekOf(new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000), leaderboardTimeZone)}`;
    const row = await db
      .selectFrom('leaderboardScores')
      .select(['attempted', 'correct'])
      .where('board', '=', board)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return {
      attempted: row?.attempted ?? 0,
      correct: row?.correct ?? 0,
      rank: await rankOn(board, uid),
      previousRank: await rankOn(previous, uid),
    };
  }

  /** Queues the message of each achievement a learner reached and was not told of yet. */
  async function planAchievements(): Promise<number> {
    let queued = 0;
    for (const { uid, achievement } of await untoldAchievements(db)) {
      const job: SendJob = { uid, kind: 'achievements', period: achievement };
      if (await boss.send(SEND_QUEUE, job, { singletonKey: singletonKeyOf(job) })) queued += 1;
    }
    return queued;
  }

  await boss.work<SendJob>(SEND_QUEUE, async ([job]) => {
    if (!job) return;
    const { uid, kind, period } = job.data;
    const week = kind === 'weeklyProgress' ? await weekSummaryOf(uid) : undefined;
    const zoneOfAlert =
      kind === 'securityAlerts'
        ? ((await db.selectFrom('users').select('timeZone').where('uid', '=', uid).executeTakeFirst())
            ?.timeZone ?? fallbackTimeZone)
        : fallbackTimeZone;
    const outcome = await dispatcher.dispatch({
      uid,
      kind,
      period,
      compose: () =>
        kind === 'securityAlerts'
          ? composeSecurityAlert(uid, {
              device: job.data.device ?? 'a new device',
              at: new Date(job.data.signedInAt ?? now()),
              timeZone: zoneOfAlert,
            })
          : week
            ? composeWeeklyProgress(uid, week)
            : kind === 'achievements'
              ? composeAchievement(uid, period as Achievement)
              : composeDailyReminder(uid),
    });
    // No channel took it: pg-boss tries again later (retryDelay, backing off).
    if (outcome.kind === 'failed') throw new Error(`the ${kind} of ${period} reached no channel`);
    if (outcome.kind === 'deferred')
      await boss.send(SEND_QUEUE, job.data, {
        startAfter: outcome.until,
        singletonKey: singletonKeyOf(job.data),
      });
  });
  await boss.work(PLAN_QUEUE, async () => {
    await plan();
  });
  if (planCron !== null) await boss.schedule(PLAN_QUEUE, planCron);

  return {
    plan,
    /** Stops taking jobs; `graceful: false` drops what is running, as a crash would. */
    stop: (graceful = true) => boss.stop({ graceful, wait: graceful }),
    boss,
  };
}

export type ReminderScheduler = Awaited<ReturnType<typeof startReminderScheduler>>;
