import { type Kysely, sql } from 'kysely';
import { histogramUpsert } from './0005-leaderboard.ts';

/**
 * The all-time histogram's insert and delete triggers (0005) return at once when the statement
 * touched no all-time row (issue 24). They are statement triggers, so that bulk loads stay fast,
 * and so they fire for every insert into `leaderboard_scores`: the sync's two board upserts of
 * each batch, whose rows are mostly the day's and the week's, ran two grouped upserts over their
 * transition tables for nothing. The counts they keep are the same; only the empty work goes.
 */
/** A trigger function that adds `delta` to the histogram for each all-time row of `table`. */
const countingFunction = (name: string, table: string, delta: number, earlyExit: string) => `
  create or replace function ${name}() returns trigger language plpgsql as $$
  begin
    ${earlyExit}
    ${histogramUpsert(`select board, score, ${delta} as delta from ${table}`)};
    return null;
  end $$;`;

const functions = (earlyExit: (table: string) => string) =>
  countingFunction('leaderboard_counts_inserted', 'new_rows', 1, earlyExit('new_rows')) +
  countingFunction('leaderboard_counts_deleted', 'old_rows', -1, earlyExit('old_rows'));

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
