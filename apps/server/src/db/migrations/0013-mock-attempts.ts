import { type Kysely, sql } from 'kysely';

/**
 * Full-length mocks (issue 20, decision 016).
 *
 * mock_attempts: every mock a learner submitted, one row per attempt, numbered per learner and
 * mock from 1, marked by the server in hundredths of a mark; written by the sync's statement with
 * the update it came in (`update_id`, so an attempt is recorded once however often it is sent).
 * Unlike progress_updates it keeps its foreign key to users: a learner sends a mock a few times a
 * week, not one update every few answers, and the cascade takes the attempts (and, through the
 * trigger below, their place in the rank tables) with the account in the same transaction.
 *
 * mock_mark_counts: the rank table of each mock, first attempts only: takers per distinct mark.
 * rank = 1 + takers at higher marks, topper = highest marks with takers, average = sum / takers,
 * read over the mock's distinct marks (at most 501 for SSC's +2/−0.5 on 100 questions; 5,151
 * for UPSC's +2/−0.66), whatever the number of takers. Kept by statement triggers on
 * mock_attempts, so no writer (the sync, a bulk load, a restore, a cascade delete, a truncate)
 * can bypass it; `npm run leaderboard:rebuild` builds it again from mock_attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mock_attempts (
      user_uid text not null references users (uid) on delete cascade,
      mock_id text not null,
      attempt integer not null check (attempt > 0),
      marks_centi integer not null,
      update_id uuid not null,
      submitted_at timestamptz not null,
      primary key (user_uid, mock_id, attempt),
      unique (user_uid, update_id)
    )
  `.execute(db);
  await sql`
    create table mock_mark_counts (
      mock_id text not null,
      marks_centi integer not null,
      takers integer not null,
      primary key (mock_id, marks_centi)
    )
  `.execute(db);
  // Rows are upserted in (mock_id, marks_centi) order, so two writers lock them in the same
  // order and never deadlock; a count that does not change is not touched (no lock taken). The
  // table is written only when a first attempt comes or goes: every sync's statement inserts
  // into mock_attempts (mostly nothing), and only those that change a rank table take a lock on
  // it, which is what lets the rebuild (mock-attempt-store.ts) hold them off and no other sync.
  const countsUpsert = (changes: string) => `
    if exists (select from (${changes}) as d where attempt = 1) then
      insert into mock_mark_counts as c (mock_id, marks_centi, takers)
      select mock_id, marks_centi, sum(delta)::int from (${changes}) as d where attempt = 1
      group by mock_id, marks_centi having sum(delta) <> 0
      order by mock_id, marks_centi
      on conflict (mock_id, marks_centi) do update set takers = c.takers + excluded.takers;
    end if`;
  await sql
    .raw(`
    create function mock_counts_inserted() returns trigger language plpgsql as $$
    begin
      ${countsUpsert('select mock_id, marks_centi, attempt, 1 as delta from new_rows')};
      return null;
    end $$;
    create function mock_counts_updated() returns trigger language plpgsql as $$
    begin
      ${countsUpsert(
        'select mock_id, marks_centi, attempt, -1 as delta from old_rows union all select mock_id, marks_centi, attempt, 1 from new_rows',
      )};
      return null;
    end $$;
    create function mock_counts_deleted() returns trigger language plpgsql as $$
    begin
      ${countsUpsert('select mock_id, marks_centi, attempt, -1 as delta from old_rows')};
      return null;
    end $$;
    create function mock_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from mock_mark_counts;
      return null;
    end $$;
    create trigger mock_counts_insert after insert on mock_attempts
      referencing new table as new_rows for each statement execute function mock_counts_inserted();
    create trigger mock_counts_update after update on mock_attempts
      referencing old table as old_rows new table as new_rows
      for each statement execute function mock_counts_updated();
    create trigger mock_counts_delete after delete on mock_attempts
      referencing old table as old_rows for each statement execute function mock_counts_deleted();
    create trigger mock_counts_truncate after truncate on mock_attempts
      for each statement execute function mock_counts_truncated();
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mock_attempts`.execute(db);
  await sql`drop table mock_mark_counts`.execute(db);
  for (const change of ['inserted', 'updated', 'deleted', 'truncated'])
    await sql.raw(`drop function mock_counts_${change}()`).execute(db);
}
