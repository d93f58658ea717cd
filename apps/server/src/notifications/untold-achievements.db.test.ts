import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { untoldAchievements } from './untold-achievements.ts';

// A database of its own: an installation whose achievers were told long ago, thousands of them,
// next to a handful with something still to hear.
const TOLD_LONG_AGO = 2_000;
const ALL_ON = '{"dailyReminder":true,"weeklyProgress":true,"achievements":true,"securityAlerts":true}';
const NO_ACHIEVEMENTS =
  '{"dailyReminder":true,"weeklyProgress":true,"achievements":false,"securityAlerts":true}';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await sql`
    insert into users (uid, phone_number, phone_number_verified, enable_phone_notifications,
      phone_notification_types, streak_days, correct_answers)
    select 'told-' || i, '+9198' || lpad(i::text, 8, '0'), true, true, ${ALL_ON}::jsonb, 30, 500
    from generate_series(1, ${TOLD_LONG_AGO}) as i
  `.execute(db);
  await sql`
    insert into notification_deliveries (user_uid, kind, period, claimed_at, sent_at)
    select 'told-' || i, 'achievements', period, now() - interval '30 days', now() - interval '30 days'
    from generate_series(1, ${TOLD_LONG_AGO}) as i cross join (values ('streak-7'), ('correct-100')) as p(period)
  `.execute(db);
  const reachable = (uid: string, n: number, streakDays: number, correctAnswers: number, kinds = ALL_ON) =>
    sql`
      insert into users (uid, phone_number, phone_number_verified, enable_phone_notifications,
        phone_notification_types, streak_days, correct_answers)
      values (${uid}, ${`+91970000000${n}`}, true, true, ${kinds}::jsonb, ${streakDays}, ${correctAnswers})
    `.execute(db);
  await reachable('new-streak', 1, 7, 99);
  await reachable('new-hundred', 2, 6, 100);
  await reachable('both-new', 3, 8, 150);
  await reachable('streak-told', 4, 9, 120);
  await reachable('claimed-not-sent', 5, 7, 10);
  await reachable('beginner', 6, 2, 40);
  await reachable('opted-out', 7, 9, 300, NO_ACHIEVEMENTS);
  // Reached both, but nowhere to send them: no verified phone, no push device.
  await sql`
    insert into users (uid, phone_notification_types, streak_days, correct_answers)
    values ('unreachable', ${ALL_ON}::jsonb, 9, 300)
  `.execute(db);
  await sql`
    insert into notification_deliveries (user_uid, kind, period, claimed_at, sent_at)
    values ('streak-told', 'achievements', 'streak-7', now(), now()),
      ('streak-told', 'dailyReminder', 'correct-100', now(), now()),
      ('claimed-not-sent', 'achievements', 'streak-7', now(), null)
  `.execute(db);
  await sql`analyze users, notification_deliveries`.execute(db);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

describe('the achievements a learner has not been told of', () => {
  it('are each reached achievement of a reachable learner who wants them, unless its message went out', async () => {
    const untold = (await untoldAchievements(database.db))
      .map(({ uid, achievement }) => `${uid} ${achievement}`)
      .sort();
    expect(untold).toEqual([
      'both-new correct-100',
      'both-new streak-7',
      'claimed-not-sent streak-7',
      'new-hundred correct-100',
      'new-streak streak-7',
      'streak-told correct-100',
    ]);
  });
});
