import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instantAt } from '@abhyas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createPushSender } from '../push/push-sender.ts';
import { readOrCreateVapidKeys } from '../push/vapid-keys.ts';
import { createOutboxSmsSender } from '../sms/outbox-sms-sender.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createPushSubscriptionStore } from '../stores/push-subscription-store.ts';
import { createSmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestPushService, type TestPushService } from '../testing/test-push-service.ts';
import { CLAIM_TIMEOUT_MS, createNotificationDispatcher } from './notification-dispatcher.ts';

const ZONE = 'Asia/Kolkata';
const EVENING = instantAt('2026-03-02', 19, ZONE);
const logger = createLogger({ level: 'silent' });

let database: TestDatabase;
let pushService: TestPushService;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startTestPushService();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-dispatch-test-'));
});
afterAll(async () => {
  await pushService?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One server's dispatcher, its clock at `clock.now`; `sms` may be replaced (a failing gateway). */
function server(clock: { now: Date }, sms?: SmsSender) {
  const { db } = database;
  const subscriptions = createPushSubscriptionStore(db);
  return createNotificationDispatcher({
    db,
    sms: sms ?? createOutboxSmsSender({ outbox: createSmsOutboxStore(db), logger, now: () => clock.now }),
    push: createPushSender({
      keys: readOrCreateVapidKeys(dataDir),
      subject: 'https://abhyas.example',
      subscriptions,
      logger,
    }),
    fallbackTimeZone: ZONE,
    logger,
    now: () => clock.now,
  });
}

let learners = 0;
/** A learner with a verified number, SMS on, every kind on, and one subscribed device. */
async function learner(overrides: { timeZone?: string; sms?: boolean; device?: boolean } = {}) {
  learners += 1;
  const uid = `dispatch-learner-${learners}`;
  const phoneNumber = `+9197${String(learners).padStart(8, '0')}`;
  await database.db
    .insertInto('users')
    .values({
      uid,
      phoneNumber: overrides.sms === false ? null : phoneNumber,
      phoneNumberVerified: overrides.sms !== false,
      enablePhoneNotifications: overrides.sms !== false,
      timeZone: overrides.timeZone ?? ZONE,
      phoneNotificationTypes: JSON.stringify({
        dailyReminder: true,
        weeklyProgress: true,
        achievements: true,
        securityAlerts: true,
      }),
    } as never)
    .execute();
  const device = pushService.subscribe();
  if (overrides.device !== false)
    await createPushSubscriptionStore(database.db).save({
      userUid: uid,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      browser: 'Chrome',
      os: 'Android',
      now: EVENING,
    });
  const smsTexts = async () =>
    (
      await database.db.selectFrom('smsOutbox').select('body').where('toNumber', '=', phoneNumber).execute()
    ).map((row) => row.body);
  return { uid, device, smsTexts, pushes: () => pushService.receivedAt(device.endpoint) };
}

const reminder = (uid: string) => ({
  uid,
  kind: 'dailyReminder' as const,
  period: '2026-03-02',
  compose: () => ({
    sms: 'Abhyas: you have not practised today. https://abhyas.example/ Stop these in your profile.',
    push: { title: 'Abhyas', body: 'You have not practised today.', url: '/', tag: 'dailyReminder' },
  }),
});

describe('the send step of reminders', () => {
  it('sends by SMS and to the device, once, however many servers try at the same moment', async () => {
    const clock = { now: EVENING };
    const someone = await learner();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => server(clock).dispatch(reminder(someone.uid))),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'sent')).toEqual([
      { kind: 'sent', channels: ['sms', 'push'] },
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === 'already-sent')).toHaveLength(5);
    expect(await someone.smsTexts()).toHaveLength(1);
    expect(someone.pushes()).toHaveLength(1);
    // And later tries of the same day's reminder, too.
    clock.now = new Date(EVENING.getTime() + CLAIM_TIMEOUT_MS * 2);
    expect(await server(clock).dispatch(reminder(someone.uid))).toEqual({ kind: 'already-sent' });
    expect(await someone.smsTexts()).toHaveLength(1);
  });

  it('sends nothing after the learner opted out, checked when sending', async () => {
    const clock = { now: EVENING };
    const someone = await learner();
    await database.db
      .updateTable('users')
      .set({
        phoneNotificationTypes: JSON.stringify({
          dailyReminder: false,
          weeklyProgress: true,
          achievements: true,
          securityAlerts: true,
        }) as never,
      })
      .where('uid', '=', someone.uid)
      .execute();
    expect(await server(clock).dispatch(reminder(someone.uid))).toEqual({ kind: 'opted-out' });
    expect(await someone.smsTexts()).toEqual([]);
    expect(someone.pushes()).toEqual([]);
  });

  it('sends SMS only with SMS on, and push only to subscribed devices', async () => {
    const clock = { now: EVENING };
    const pushOnly = await learner({ sms: false });
    expect(await server(clock).dispatch(reminder(pushOnly.uid))).toEqual({
      kind: 'sent',
      channels: ['push'],
    });
    const smsOnly = await learner({ device: false });
    expect(await server(clock).dispatch(reminder(smsOnly.uid))).toEqual({ kind: 'sent', channels: ['sms'] });
    const neither = await learner({ sms: false, device: false });
    expect(await server(clock).dispatch(reminder(neither.uid))).toEqual({ kind: 'opted-out' });
  });

  it("holds a message in the learner's quiet hours to 08:00 there", async () => {
    const someone = await learner();
    const night = { now: instantAt('2026-03-02', 22, ZONE) };
    expect(await server(night).dispatch(reminder(someone.uid))).toEqual({
      kind: 'deferred',
      until: instantAt('2026-03-03', 8, ZONE),
    });
    expect(await someone.smsTexts()).toEqual([]);
    // 22:00 in India is 16:30 in London: a learner there is reached.
    const inLondon = await learner({ timeZone: 'Europe/London' });
    expect((await server(night).dispatch(reminder(inLondon.uid))).kind).toBe('sent');
    expect(
      (await server({ now: instantAt('2026-03-03', 8, ZONE) }).dispatch(reminder(someone.uid))).kind,
    ).toBe('sent');
  });

  it('lets a key go when no channel took the message, and takes over one a crashed server held', async () => {
    const clock = { now: EVENING };
    const someone = await learner({ device: false });
    const down: SmsSender = {
      transport: 'gateway',
      send: async () => {
        throw new Error('the gateway is down');
      },
    };
    expect(await server(clock, down).dispatch(reminder(someone.uid))).toEqual({ kind: 'failed' });
    expect((await server(clock).dispatch(reminder(someone.uid))).kind).toBe('sent');

    // A server took the key and stopped before sending: held for CLAIM_TIMEOUT_MS, then sent once.
    const other = await learner({ device: false });
    await database.db
      .insertInto('notificationDeliveries')
      .values({ userUid: other.uid, kind: 'dailyReminder', period: '2026-03-02', claimedAt: EVENING })
      .execute();
    expect(await server(clock).dispatch(reminder(other.uid))).toEqual({ kind: 'already-sent' });
    const later = { now: new Date(EVENING.getTime() + CLAIM_TIMEOUT_MS + 60_000) };
    expect((await server(later).dispatch(reminder(other.uid))).kind).toBe('sent');
    expect(await other.smsTexts()).toHaveLength(1);
  });
});
