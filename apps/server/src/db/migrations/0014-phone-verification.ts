import { type Kysely, sql } from 'kysely';

/**
 * A learner's phone number verified by a code sent by SMS (issue 22, decision 018).
 *
 * users: a verified number belongs to one account (the partial unique index: an unverified number
 * may be typed on several, only one of them can verify it), and the learner's "Skip" of the
 * invitation to add a phone, so it is not shown again.
 *
 * phone_verification_codes: at most one live code per learner (a resend replaces it), kept as an
 * HMAC, never as digits; with the number it was sent to, its expiry and its wrong tries.
 *
 * sms_outbox: every SMS the server sent or kept. Without SMS_GATEWAY_URL the outbox is the
 * delivery (an operator reads it with `npm run outbox`); with a gateway it records each message's
 * fate with the code masked. The rows go with the account, and after 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column phone_invitation_skipped_at timestamptz`.execute(db);
  await sql`
    create unique index users_verified_phone_number_idx on users (phone_number)
    where phone_number_verified
  `.execute(db);
  await sql`
    create table phone_verification_codes (
      user_uid text primary key references users (uid) on delete cascade,
      phone_number text not null,
      code_hash text not null,
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      wrong_tries integer not null default 0 check (wrong_tries >= 0)
    )
  `.execute(db);
  await sql`
    create table sms_outbox (
      id bigint generated always as identity primary key,
      user_uid text references users (uid) on delete cascade,
      to_number text not null,
      kind text not null,
      body text not null,
      transport text not null check (transport in ('outbox', 'gateway')),
      status text not null check (status in ('kept', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )
  `.execute(db);
  await sql`create index sms_outbox_created_at_idx on sms_outbox (created_at)`.execute(db);
  await sql`create index sms_outbox_user_uid_idx on sms_outbox (user_uid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sms_outbox`.execute(db);
  await sql`drop table phone_verification_codes`.execute(db);
  await sql`drop index users_verified_phone_number_idx`.execute(db);
  await sql`alter table users drop column phone_invitation_skipped_at`.execute(db);
}
