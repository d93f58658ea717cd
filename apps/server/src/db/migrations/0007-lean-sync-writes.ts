import { type Kysely, sql } from 'kysely';

/**
 * Less work in the progress sync's transaction, which writes 10-20 rows of these tables per
 * batch:
 * - progress_updates and quiz_attempts lose their foreign keys to users: each would check every
 *   inserted row against users, while the sync only ever inserts for the users row it has just
 *   locked. Deleting a learner deletes their rows explicitly (user-store `delete`).
 * - The all-time histogram (0005) is kept on an update by a row trigger that fires only for the
 *   all-time row and only when its score changes, instead of a statement trigger with transition
 *   tables on every board write. Inserts, deletes and truncates keep their statement triggers
 *   (bulk loads stay fast).
 * Not reversible (no `down`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table progress_updates drop constraint progress_updates_user_uid_fkey`.execute(db);
  await sql`alter table quiz_attempts drop constraint quiz_attempts_user_uid_fkey`.execute(db);

  await sql`drop trigger leaderboard_counts_update on leaderboard_scores`.execute(db);
  await sql`drop function leaderboard_counts_updated()`.execute(db);
  // The two count rows and two bucket rows are changed in score order, so that two learners
  // crossing each other's scores lock them in the same order and never deadlock.
  await sql`
    create function leaderboard_all_time_score_changed() returns trigger language plpgsql as $$
    declare
      low integer := least(old.score, new.score);
      high integer := greatest(old.score, new.score);
      low_delta integer := case when old.score < new.score then -1 else 1 end;
    begin
      insert into leaderboard_score_counts as c (board, score, learners) values ('all', low, low_delta)
        on conflict (board, score) do update set learners = c.learners + excluded.learners;
      insert into leaderboard_score_counts as c (board, score, learners) values ('all', high, -low_delta)
        on conflict (board, score) do update set learners = c.learners + excluded.learners;
      if (low >> 8) <> (high >> 8) then
        insert into leaderboard_score_buckets as b (board, bucket, learners) values ('all', low >> 8, low_delta)
          on conflict (board, bucket) do update set learners = b.learners + excluded.learners;
        insert into leaderboard_score_buckets as b (board, bucket, learners) values ('all', high >> 8, -low_delta)
          on conflict (board, bucket) do update set learners = b.learners + excluded.learners;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger leaderboard_all_time_score_update after update of score on leaderboard_scores
      for each row when (new.board = 'all' and old.board = 'all' and new.score <> old.score)
      execute function leaderboard_all_time_score_changed()
  `.execute(db);
}
