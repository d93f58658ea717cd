import { type Kysely, sql } from 'kysely';

/**
 * Idempotency by number (issue 24, decision 003). An update whose id carries a number
 * (`numberedUpdateId`: the page that made it and its number there) is applied once by the
 * numbers kept for that page, one row per learner and page, instead of one `progress_updates`
 * row per update for ever: every number up to `applied_through`, and those in `applied_above`
 * (applied out of order, past a number not applied yet), have been applied. Other ids (every
 * update made before) keep their rows.
 *
 * `learner_days` says which IST days a learner's progress arrived on, for the operator's
 * analytics (active learners per day), which read it from `progress_updates` before: it is filled
 * from there once, and the sync adds the day at each batch (a row per learner per day).
 *
 * Neither has a foreign key to `users`, as the sync's other rows (0007, 0027): the sync writes
 * them under the learner's locked row, and deleting a learner deletes them (user-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sync_clients (
      user_uid text not null,
      client_id uuid not null,
      applied_through integer not null check (applied_through >= 0),
      applied_above integer[] not null,
      updated_at timestamptz not null default now(),
      primary key (user_uid, client_id)
    ) with (fillfactor = 90)
  `.execute(db);
  await sql`
    create table learner_days (
      user_uid text not null,
      day date not null,
      primary key (user_uid, day)
    )
  `.execute(db);
  await sql`
    insert into learner_days (user_uid, day)
    select distinct user_uid, (applied_at at time zone 'Asia/Kolkata')::date from progress_updates
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table learner_days`.execute(db);
  await sql`drop table sync_clients`.execute(db);
}
