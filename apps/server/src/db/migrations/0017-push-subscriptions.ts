import { type Kysely, sql } from 'kysely';

/**
 * Web push subscriptions (issue 22): one row per device a learner subscribed, revocable.
 *
 * The endpoint is the push service's URL for that browser: unique, since a browser that subscribes
 * again (or for another account after a sign-out) replaces its row. The keys encrypt the payload
 * for that browser alone. browser and os name the device in the learner's list, as sessions do.
 * The rows go with the account; a push service's 404 or 410 removes one (the browser unsubscribed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_subscriptions (
      id bigint generated always as identity primary key,
      user_uid text not null references users (uid) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      browser text,
      os text,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz
    )
  `.execute(db);
  await sql`create index push_subscriptions_user_uid_idx on push_subscriptions (user_uid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_subscriptions`.execute(db);
}
