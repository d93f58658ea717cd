import { type Kysely, sql } from 'kysely';

/**
 * One row per message a learner was sent (issue 22): the idempotency key is the learner, the kind
 * and the period (a day, a week, an achievement, a session), so however many servers or retries
 * try, a message goes once. claimed_at is set when a server takes the key, sent_at once a channel
 * took the message. The rows go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_deliveries (
      user_uid text not null references users (uid) on delete cascade,
      kind text not null,
      period text not null,
      claimed_at timestamptz not null,
      sent_at timestamptz,
      channels text[] not null default '{}',
      primary key (user_uid, kind, period)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_deliveries`.execute(db);
}
