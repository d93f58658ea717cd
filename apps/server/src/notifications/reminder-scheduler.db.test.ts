import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instantAt } from '@abhyas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createPushSender } from '../push/push-sender.ts';
import { readOrCreateVapidKeys } from '../push/vapid-keys.ts';
import { createOutboxSmsSender } from '../sms/outbox-sms-sender.ts';
import { createPushSubscriptionStore } from '../stores/push-subscription-store.ts';
import { createSmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createNotificationDispatcher, type NotificationDispatcher } from './notification-dispatcher.ts';
import { type ReminderScheduler, startReminderScheduler } from './reminder-scheduler.ts';

const ZONE = 'Asia/Kolkata';
const EVENING = instantAt('2026-03-02', 19, ZONE);
const logger = createLogger({ level: 'silent' });
const ALL_KINDS = { dailyReminder: true, weeklyProgress: true, achievements: true, securityAlerts: true };

let database: TestDatabase;
let dataDir: string;
const running: ReminderScheduler[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-scheduler-test-'));
});
afterAll(async () => {
  for (const scheduler of running) await scheduler.stop(false).catch(() => undefined);
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function dispatcherAt(now: Date): NotificationDispatcher {
  const { db } = database;
  return createNotificationDispatcher({
    db,
    sms: createOutboxSmsSender({ outbox: createSmsOutboxStore(db), logger, now: () => now }),
    push: createPushSender({
      keys: readOrCreateVapidKeys(dataDir),
      subject: 'https://abhyas.example',
      subscriptions: createPushSubscriptionStore(db),
      logger,
    }),
    fallbackTimeZone: ZONE,
    logger,
    now: () => now,
  });
}

/** A server's scheduler; `dispatcher` may be one that never finishes (a server about to die). */
async function startServer(dispatcher: NotificationDispatcher, at: Date = EVENING) {
  const scheduler = await startReminderScheduler({
    connectionString: database.url,
    db: database.db,
    dispatcher,
    composeDailyReminder: () => ({
      sms: 'Abhyas: you have not practised today. https://abhyas.example/ To stop these, untick Daily practice reminder in your profile.',
      push: { title: 'Abhyas', body: 'You have not practised today.', url: '/', tag: 'dailyReminder' },
    }),
    composeWeeklyProgress: (_uid, week) => ({
      sms: `Abhyas this week: ${JSON.stringify(week)}`,
      push: { title: 'Abhyas', body: JSON.stringify(week), url: '/leaderboard', tag: 'weeklyProgress' },
    }),
    leaderboardTimeZone: ZONE,
    composeSecurityAlert: (_uid, signIn) => ({
      sms: `New sign-in: ${signIn.device} at ${signIn.at.toISOString()} (${signIn.timeZone})`,
      push: { title: 'Abhyas', body: signIn.device, url: '/', tag: 'securityAlerts' },
    }),
    composeAchievement: (_uid, achievement) => ({
      sms: `Abhyas: ${achievement}! https://abhyas.example/ To stop these SMS, untick Achievements in your profile.`,
      push: { title: 'Abhyas', body: achievement, url: '/', tag: `achievement-${achievement}` },
    }),
    fallbackTimeZone: ZONE,
    logger,
    now: () => at,
    sendExpireSeconds: 2,
    maintenanceIntervalSeconds: 1,
    retryDelaySeconds: 1,
    planCron: null,
  });
  running.push(scheduler);
  return scheduler;
}

let learners = 0;
async function learner(extra: Record<string, unknown> = {}) {
  learners += 1;
  const uid = `scheduled-learner-${learners}`;
  const phoneNumber = `+9196${String(learners).padStart(8, '0')}`;
  await database.db
    .insertInto('users')
    .values({
      uid,
      phoneNumber,
      phoneNumberVerified: true,
      enablePhoneNotifications: true,
      timeZone: ZONE,
      phoneNotificationTypes: JSON.stringify(ALL_KINDS),
      ...extra,
    } as never)
    .execute();
  return { uid, phoneNumber };
}

const smsCountTo = async (phoneNumber: string, kind = 'dailyReminder') =>
  (
    await database.db
      .selectFrom('smsOutbox')
      .select('id')
      .where('toNumber', '=', phoneNumber)
      .where('kind', '=', kind)
      .execute()
  ).length;

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not done within ${timeoutMs} ms`);
}

describe('the daily reminder, queued on PostgreSQL', () => {
  it('reaches each learner due once, with two servers and one of them dying holding a job', async () => {
    const due = await Promise.all([learner(), learner(), learner(), learner()]);
    const practised = await learner({ streakLastDate: '2026-03-02' });
    const optedOut = await learner({
      phoneNotificationTypes: JSON.stringify({ ...ALL_KINDS, dailyReminder: false }),
    });

    // The first server takes a job and never finishes it; then it dies.
    let taken = 0;
    const stuck: NotificationDispatcher = {
      dispatch: () => {
        taken += 1;
        return new Promise(() => undefined);
      },
    };
    const dying = await startServer(stuck);
    // Both plan, as two servers' crons would; the queue holds one job per learner and day.
    expect(await dying.plan()).toBe(due.length);
    expect(await dying.plan()).toBe(0);
    await waitFor(async () => taken > 0, 15_000);
    await dying.stop(false);

    const survivor = await startServer(dispatcherAt(EVENING));
    await waitFor(
      async () =>
        (await Promise.all(due.map((one) => smsCountTo(one.phoneNumber)))).every((count) => count > 0),
      30_000,
    );
    // Long enough for the dead server's job to expire and be tried again by the survivor.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await Promise.all(due.map((one) => smsCountTo(one.phoneNumber)))).toEqual(due.map(() => 1));
    expect(await smsCountTo(practised.phoneNumber)).toBe(0);
    expect(await smsCountTo(optedOut.phoneNumber)).toBe(0);
    // Planned again after the sends: nothing more is queued.
    expect(await survivor.plan()).toBe(0);
  }, 60_000);

  it('tells a learner of a 7-day streak and of 100 correct answers, each once, and not after opting out', async () => {
    const quietDaily = { ...ALL_KINDS, dailyReminder: false };
    const achiever = await learner({
      streakDays: 7,
      correctAnswers: 120,
      phoneNotificationTypes: JSON.stringify(quietDaily),
    });
    const optedOut = await learner({
      streakDays: 9,
      correctAnswers: 300,
      phoneNotificationTypes: JSON.stringify({ ...quietDaily, achievements: false }),
    });
    const beginner = await learner({
      streakDays: 2,
      correctAnswers: 40,
      phoneNotificationTypes: JSON.stringify(quietDaily),
    });
    const scheduler = await startServer(dispatcherAt(EVENING));
    expect(await scheduler.plan()).toBe(2);
    await waitFor(async () => (await smsCountTo(achiever.phoneNumber, 'achievements')) === 2, 20_000);
    expect(await scheduler.plan()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await smsCountTo(achiever.phoneNumber, 'achievements')).toBe(2);
    expect(await smsCountTo(optedOut.phoneNumber, 'achievements')).toBe(0);
    expect(await smsCountTo(beginner.phoneNumber, 'achievements')).toBe(0);
  }, 40_000);

  it("sends the week's summary on Sunday evening, once, with answers, accuracy and both weeks' ranks", async () => {
    const sunday = instantAt('2026-03-08', 19, ZONE);
    const onlyWeekly = JSON.stringify({ ...ALL_KINDS, dailyReminder: false, achievements: false });
    const reader = await learner({ phoneNotificationTypes: onlyWeekly });
    const scores = [
      // This week (Monday 2 March in India): one learner ahead.
      { board: 'week:2026-03-02', uid: reader.uid, score: 50, attempted: 20, correct: 15 },
      { board: 'week:2026-03-02', uid: 'scheduled-learner-1', score: 80, attempted: 30, correct: 25 },
      // Last week: two ahead.
      { board: 'week:2026-02-23', uid: reader.uid, score: 10, attempted: 5, correct: 3 },
      { board: 'week:2026-02-23', uid: 'scheduled-learner-1', score: 20, attempted: 8, correct: 6 },
      { board: 'week:2026-02-23', uid: 'scheduled-learner-2', score: 30, attempted: 9, correct: 7 },
    ];
    await database.db.insertInto('leaderboardScores').values(scores).execute();
    const monday = await startServer(dispatcherAt(EVENING), EVENING);
    await monday.plan();
    const scheduler = await startServer(dispatcherAt(sunday), sunday);
    await scheduler.plan();
    await waitFor(async () => (await smsCountTo(reader.phoneNumber, 'weeklyProgress')) === 1, 20_000);
    await scheduler.plan();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const texts = await database.db
      .selectFrom('smsOutbox')
      .select('body')
      .where('toNumber', '=', reader.phoneNumber)
      .execute();
    expect(texts.map((row) => row.body)).toEqual([
      `Abhyas this week: ${JSON.stringify({ attempted: 20, correct: 15, rank: 2, previousRank: 3 })}`,
    ]);
  }, 40_000);

  it('tells of a sign-in from a new device once, trusts it, and says nothing of the first device', async () => {
    const onlySecurity = JSON.stringify({
      dailyReminder: false,
      weeklyProgress: false,
      achievements: false,
      securityAlerts: true,
    });
    const owner = await learner({ phoneNotificationTypes: onlySecurity });
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const signIn = (id: string, userAgent: string, minutesBefore: number) =>
      database.db
        .insertInto('sessions')
        .values({
          id,
          uid: owner.uid,
          userAgent,
          createdAt: new Date(EVENING.getTime() - minutesBefore * 60_000),
          lastSeenAt: EVENING,
          expiresAt: new Date(EVENING.getTime() + 86_400_000),
        })
        .execute();
    await signIn(`${owner.uid}-phone`, android, 20);
    await signIn(`${owner.uid}-phone-again`, android, 10);
    await signIn(`${owner.uid}-laptop`, windows, 5);
    const scheduler = await startServer(dispatcherAt(EVENING));
    await scheduler.plan();
    await waitFor(async () => (await smsCountTo(owner.phoneNumber, 'securityAlerts')) === 1, 20_000);
    await scheduler.plan();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const texts = await database.db
      .selectFrom('smsOutbox')
      .select('body')
      .where('toNumber', '=', owner.phoneNumber)
      .execute();
    expect(texts.map((row) => row.body)).toEqual([
      `New sign-in: Firefox on Windows at ${new Date(EVENING.getTime() - 5 * 60_000).toISOString()} (${ZONE})`,
    ]);
    const stored = await database.db
      .selectFrom('users')
      .select('trustedDevices')
      .where('uid', '=', owner.uid)
      .executeTakeFirstOrThrow();
    expect(stored.trustedDevices).toEqual(['Chrome on Android', 'Firefox on Windows']);
  }, 40_000);
});
