import { type Kysely, sql } from 'kysely';

/**
 * The daily quiz and streaks (issue 21).
 *
 * daily_quiz_attempts: each learner's first attempt at a day's quiz (the IST date), written by the
 * sync's statement with the update that submitted it; a later attempt of the same date finds the
 * row taken and changes nothing. The board reads it best first: most correct, then least time,
 * then who came first. The foreign key takes the rows with the account.
 *
 * users.streak_*: the streak as the sync leaves it (domain `extendStreak`): days in a row, the
 * best run, the learner's local date and instant of the last counted answer, and the Monday of
 * the week whose free missed day was used last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_quiz_attempts (
      quiz_date text not null,
      user_uid text not null references users (uid) on delete cascade,
      correct integer not null check (correct >= 0),
      time_taken_ms integer not null check (time_taken_ms >= 0),
      update_id uuid not null,
      submitted_at timestamptz not null,
      primary key (quiz_date, user_uid)
    )
  `.execute(db);
  await sql`
    create index daily_quiz_attempts_board
    on daily_quiz_attempts (quiz_date, correct desc, time_taken_ms, submitted_at)
  `.execute(db);
  await sql`create index daily_quiz_attempts_user on daily_quiz_attempts (user_uid)`.execute(db);
  await sql`
    alter table users
      add column streak_days integer not null default 0,
      add column streak_best integer not null default 0,
      add column streak_last_date text,
      add column streak_last_at timestamptz,
      add column streak_freeze_week text
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table daily_quiz_attempts`.execute(db);
  await sql`
    alter table users drop column streak_days, drop column streak_best, drop column streak_last_date,
      drop column streak_last_at, drop column streak_freeze_week
  `.execute(db);
}
