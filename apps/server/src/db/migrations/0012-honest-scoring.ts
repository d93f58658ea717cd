import { type Kysely, sql } from 'kysely';

/**
 * Honest boards: each learner's scored answers in the current 24-hour window (the daily cap),
 * and how many answers earned nothing because no person could have given them (the operator's
 * count: `select sum(implausible_answers) from users`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column scoring_window_started_at timestamptz,
    add column scored_in_window integer not null default 0,
    add column implausible_answers integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    drop column scoring_window_started_at,
    drop column scored_in_window,
    drop column implausible_answers`.execute(db);
}
