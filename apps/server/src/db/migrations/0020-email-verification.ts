import { type Kysely, sql } from 'kysely';

/**
 * An email verified by a link (issue 22): for accounts of the built-in sign-in provider, whose
 * emails no one confirmed; an external provider's `email_verified` claim is taken as it is.
 *
 * idp_accounts.email_verified_at: the built-in provider claims `email_verified` from it, so the
 * next sign-in keeps what the link proved.
 *
 * email_verification_tokens: at most one live link per learner (a resend replaces it), kept as
 * the token's SHA-256, with the address it was sent to and its expiry; deleted when used.
 *
 * mail_outbox: every email the server sent or kept. Without SMTP_URL the outbox is the delivery
 * (`npm run outbox` lists it); with SMTP it records each message's fate with the link masked.
 * The rows go with the account, and after 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idp_accounts add column email_verified_at timestamptz`.execute(db);
  await sql`
    create table email_verification_tokens (
      user_uid text primary key references users (uid) on delete cascade,
      email text not null,
      token_hash text not null unique,
      sent_at timestamptz not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create table mail_outbox (
      id bigint generated always as identity primary key,
      user_uid text references users (uid) on delete cascade,
      to_address text not null,
      kind text not null,
      subject text not null,
      body text not null,
      transport text not null check (transport in ('outbox', 'smtp')),
      status text not null check (status in ('kept', 'sending', 'sent', 'failed')),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )
  `.execute(db);
  await sql`create index mail_outbox_created_at_idx on mail_outbox (created_at)`.execute(db);
  await sql`create index mail_outbox_user_uid_idx on mail_outbox (user_uid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox`.execute(db);
  await sql`drop table email_verification_tokens`.execute(db);
  await sql`alter table idp_accounts drop column email_verified_at`.execute(db);
}
