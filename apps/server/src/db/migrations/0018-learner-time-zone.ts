import { type Kysely, sql } from 'kysely';

/**
 * The learner's time zone (issue 22), as their browser reports it (an IANA name), so reminders
 * come in their evening and never in their night. Null until a browser has said: the scheduler
 * then takes the boards' zone (LEADERBOARD_TIME_ZONE, India by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column time_zone`.execute(db);
}
