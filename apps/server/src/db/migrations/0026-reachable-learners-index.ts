import { type Kysely, sql } from 'kysely';

/**
 * The reminders' planner finds the learners it can reach by SMS (`reachableLearners`) every
 * minute without reading every learner's row. Only columns the sync never writes are in it, so the
 * sync's update of the learner's row stays heap-only (0025).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index if not exists users_reachable_by_phone_idx on users (uid)
    where enable_phone_notifications and phone_number_verified
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_reachable_by_phone_idx`.execute(db);
}
