import { type Kysely, sql } from 'kysely';

/**
 * leaderboard_scores: one row per learner per board (`all`, `day:YYYY-MM-DD`,
 * `week:YYYY-MM-DD`), written by the sync transaction through the leaderboard service. It is the
 * source of truth for every board; Redis, when configured, is a copy rebuilt from it. A row
 * exists only once the learner has a scored answer on that board, which is what "ranked" means.
 * users.hide_from_leaderboards: the learner's choice to stay off public boards.
 */
// Rows are upserted in (board, score) order, then buckets in (board, bucket) order, so two
// writers lock them in the same order and never deadlock; a count that does not change is not
// touched (no lock taken).
export const histogramUpsert = (changes: string) => `
  insert into leaderboard_score_counts as c (board, score, learners)
  select board, score, sum(delta)::int from (${changes}) as d where board = 'all'
  group by board, score having sum(delta) <> 0
  order by board, score
  on conflict (board, score) do update set learners = c.learners + excluded.learners;
  insert into leaderboard_score_buckets as b (board, bucket, learners)
  select board, score >> 8, sum(delta)::int from (${changes}) as d where board = 'all'
  group by board, score >> 8 having sum(delta) <> 0
  order by board, score >> 8
  on conflict (board, bucket) do update set learners = b.learners + excluded.learners`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leaderboard_scores')
    .addColumn('board', 'text', (column) => column.notNull())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('attempted', 'integer', (column) => column.notNull())
    .addColumn('correct', 'integer', (column) => column.notNull())
    // Expired day and week rows are pruned; null on the all-time board.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('leaderboard_scores_pkey', ['board', 'uid'])
    .execute();

  // Counting higher scores and listing the top both walk this index (uid breaks ties the way a
  // Redis sorted set does, so both stores list in the same order).
  await sql`create index leaderboard_scores_rank_idx on leaderboard_scores (board, score desc, uid collate "C" desc)`.execute(
    db,
  );
  // The all-time board's score histogram, in two levels: learners per score, and learners per
  // bucket of 256 scores. rank = 1 + the learners in higher buckets + those at higher scores of
  // the own bucket: at most a few hundred small rows read, whatever the number of learners.
  // Kept by statement triggers so that no writer (the sync, a seed, a cascade delete, a
  // truncate) can bypass it. A bucket row changes only when a learner crosses into another
  // bucket, so the coarse rows are not hot. Day and week boards are not kept here: every
  // learner of the day starts near zero, so their few distinct scores would be hot rows that
  // concurrent syncs queue on; those boards are small and counted directly.
  await sql`
    create table leaderboard_score_counts (
      board text not null,
      score integer not null,
      learners integer not null,
      primary key (board, score)
    )
  `.execute(db);
  await sql`
    create table leaderboard_score_buckets (
      board text not null,
      bucket integer not null,
      learners integer not null,
      primary key (board, bucket)
    )
  `.execute(db);
  await sql
    .raw(`
    create function leaderboard_counts_inserted() returns trigger language plpgsql as $$
    begin
      ${histogramUpsert('select board, score, 1 as delta from new_rows')};
      return null;
    end $$;
    create function leaderboard_counts_updated() returns trigger language plpgsql as $$
    begin
      ${histogramUpsert('select board, score, -1 as delta from old_rows union all select board, score, 1 from new_rows')};
      return null;
    end $$;
    create function leaderboard_counts_deleted() returns trigger language plpgsql as $$
    begin
      ${histogramUpsert('select board, score, -1 as delta from old_rows')};
      return null;
    end $$;
    create function leaderboard_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from leaderboard_score_counts;
      delete from leaderboard_score_buckets;
      return null;
    end $$;
    create trigger leaderboard_counts_insert after insert on leaderboard_scores
      referencing new table as new_rows for each statement execute function leaderboard_counts_inserted();
    create trigger leaderboard_counts_update after update on leaderboard_scores
      referencing old table as old_rows new table as new_rows
      for each statement execute function leaderboard_counts_updated();
    create trigger leaderboard_counts_delete after delete on leaderboard_scores
      referencing old table as old_rows for each statement execute function leaderboard_counts_deleted();
    create trigger leaderboard_counts_truncate after truncate on leaderboard_scores
      for each statement execute function leaderboard_counts_truncated();
  `)
    .execute(db);

  // Bringing Redis up to date after an outage reads the rows written since.
  await db.schema
    .createIndex('leaderboard_scores_updated_idx')
    .on('leaderboard_scores')
    .column('updated_at')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('hide_from_leaderboards', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('hide_from_leaderboards').execute();
  await db.schema.dropTable('leaderboard_scores').execute();
  await db.schema.dropTable('leaderboard_score_counts').execute();
  await db.schema.dropTable('leaderboard_score_buckets').execute();
  for (const change of ['inserted', 'updated', 'deleted', 'truncated'])
    await sql.raw(`drop function leaderboard_counts_${change}()`).execute(db);
}
