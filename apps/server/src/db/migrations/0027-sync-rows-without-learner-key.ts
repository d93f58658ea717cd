import { type Kysely, sql } from 'kysely';

/**
 * The sync's writes check no foreign key (issue 24), as `progress_updates` and `quiz_attempts`
 * already do not (0007): a review card or board row inserted with a key to `users` made
 * PostgreSQL look the learner up again for each row, 72 µs for a batch's 7 new cards against a
 * learner row the same statement has already locked. The rows stay tied to their learner by the
 * writers instead: the sync writes only under the learner's locked row, a star or a tag only
 * under a key-share lock on it, and deleting a learner deletes their cards and board rows in the
 * same transaction (user-store.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_cards drop constraint if exists review_cards_user_uid_fkey`.execute(db);
  await sql`alter table leaderboard_scores drop constraint if exists leaderboard_scores_uid_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from review_cards c where not exists (select from users u where u.uid = c.user_uid)`.execute(
    db,
  );
  await sql`delete from leaderboard_scores s where not exists (select from users u where u.uid = s.uid)`.execute(
    db,
  );
  await sql`
    alter table review_cards add constraint review_cards_user_uid_fkey
      foreign key (user_uid) references users (uid) on delete cascade
  `.execute(db);
  await sql`
    alter table leaderboard_scores add constraint leaderboard_scores_uid_fkey
      foreign key (uid) references users (uid) on delete cascade
  `.execute(db);
}
