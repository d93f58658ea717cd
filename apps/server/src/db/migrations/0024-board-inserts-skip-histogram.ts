import { type Kysely, sql } from 'kysely';

/**
 * The all-time histogram's insert and delete triggers (0005) return at once when the statement
 * touched no all-time row (issue 24). They are statement triggers, so that bulk loads stay fast,
 * and so they fire for every insert into `leaderboard_scores`: the sync's two board upserts of
 * each batch, whose rows are mostly the day's and the week's, ran two grouped upserts over their
 * transition tables for nothing. The counts they keep are the same; only the empty work goes.
 */
const histogramUpsert = (changes: string) => `
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

const functions = (earlyExit: (table: string) => string) => `
  create or replace function leaderboard_counts_inserted() returns trigger language plpgsql as $$
  begin
    ${earlyExit('new_rows')}
    ${histogramUpsert('select board, score, 1 as delta from new_rows')};
    return null;
  end $$;
  create or replace function leaderboard_counts_deleted() returns trigger language plpgsql as $$
  begin
    ${earlyExit('old_rows')}
    ${histogramUpsert('select board, score, -1 as delta from old_rows')};
    return null;
  end $$;
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      functions(
        (table) => `if not exists (select from ${table} where board = 'all') then return null; end if;`,
      ),
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(functions(() => '')).execute(db);
}
