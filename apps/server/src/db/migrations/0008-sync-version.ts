import { type Kysely, sql } from 'kysely';

/**
 * users.sync_version: how many times the learner's counters have been written. The progress
 * sync reads the learner's state, grades the batch, then writes in one statement only if the
 * version is still the one it read (and bumps it); otherwise it reads again. Every writer of the
 * counters bumps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column sync_version integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column sync_version`.execute(db);
}
