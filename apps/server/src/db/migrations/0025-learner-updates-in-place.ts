import { type Kysely, sql } from 'kysely';

/**
 * The sync's write of the learner's row becomes a heap-only update (issue 24). Every batch sets
 * `total_score`, which `users_total_score_idx` (0001) indexed for a leaderboard read from `users`
 * that the boards (0005) replaced long ago: nothing reads it, but it made every batch's update
 * write a new index entry in each of the table's indexes, and dirty their pages (full-page images
 * in the WAL after each checkpoint). Without it no index covers a column the sync writes, and
 * with a tenth of each page left free the new version fits beside the old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_total_score_idx`.execute(db);
  await sql`alter table users set (fillfactor = 90)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users reset (fillfactor)`.execute(db);
  await sql`create index users_total_score_idx on users (total_score desc)`.execute(db);
}
