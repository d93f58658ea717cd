import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type MessageKind, reachableLearners } from './reachable-learners.ts';

// A database of its own, shaped like an installation: thousands of learners nobody can reach
// (no verified phone with SMS on, no push device) and a handful who can.
const UNREACHABLE = 3_000;
const ALL_ON = '{"dailyReminder":true,"weeklyProgress":true,"achievements":true,"securityAlerts":true}';
const ONLY_WEEKLY =
  '{"dailyReminder":false,"weeklyProgress":true,"achievements":false,"securityAlerts":true}';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Every message turned on, but nowhere to send it.
  await sql`
    insert into users (uid, phone_notification_types)
    select 'unreachable-' || i, ${ALL_ON}::jsonb from generate_series(1, ${UNREACHABLE}) as i
  `.execute(db);
  await sql`
    insert into users (uid, phone_number, phone_number_verified, enable_phone_notifications, phone_notification_types)
    values ('by-sms', '+919800000001', true, true, ${ALL_ON}::jsonb),
      ('sms-off', '+919800000002', true, false, ${ALL_ON}::jsonb),
      ('unverified', '+919800000003', false, true, ${ALL_ON}::jsonb),
      ('by-sms-weekly-only', '+919800000004', true, true, ${ONLY_WEEKLY}::jsonb),
      ('by-both', '+919800000005', true, true, ${ALL_ON}::jsonb)
  `.execute(db);
  await sql`insert into users (uid, phone_notification_types) values ('by-push', ${ALL_ON}::jsonb)`.execute(
    db,
  );
  await sql`
    insert into push_subscriptions (user_uid, endpoint, p256dh, auth)
    values ('by-push', 'https://push.invalid/1', 'key', 'auth'),
      ('by-push', 'https://push.invalid/2', 'key', 'auth'),
      ('by-both', 'https://push.invalid/3', 'key', 'auth')
  `.execute(db);
  await sql`analyze users, push_subscriptions`.execute(db);
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

/** Whole scans of `users` this connection made that its statistics have not yet published. */
async function wholeScansOfUsers(trx: Db): Promise<number> {
  const { rows } = await sql<{ scans: number }>`
    select pg_stat_get_xact_numscans('users'::regclass)::int as scans
  `.execute(trx);
  return rows[0]?.scans ?? -1;
}

/** The uids `reachableLearners` gives for `kind`, and how many whole scans of `users` it made. */
async function reach(kind: MessageKind) {
  return database.db.transaction().execute(async (trx) => {
    const before = await wholeScansOfUsers(trx);
    const rows = await reachableLearners(trx, kind, (users) => users.select('uid'));
    return { uids: rows.map((row) => row.uid).sort(), wholeScans: (await wholeScansOfUsers(trx)) - before };
  });
}

describe('the learners a message can reach', () => {
  it('are those who turned it on, with a verified phone and SMS on or a push device, each once', async () => {
    expect((await reach('dailyReminder')).uids).toEqual(['by-both', 'by-push', 'by-sms']);
    expect((await reach('weeklyProgress')).uids).toEqual([
      'by-both',
      'by-push',
      'by-sms',
      'by-sms-weekly-only',
    ]);
  });

  it('are found without reading every learner: the cost follows those who can be reached', async () => {
    for (const kind of ['dailyReminder', 'weeklyProgress', 'achievements'] as const)
      expect((await reach(kind)).wholeScans, kind).toBe(0);
  });
});
