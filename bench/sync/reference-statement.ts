/**
 * The reference for bench/sync: the bare minimum a batch needs, one statement that
 * records the batch's ids (insert-returning) and feeds the count into the learner's counter.
 * No grading, no day, no boards, no rank, no first quiz attempts. Printed next to the real
 * sync so that the two are measured on the same machine in the same run.
 */
import pg from 'pg';

export const REFERENCE_STATEMENT = {
  name: 'reference-sync',
  text: `
    with new_updates as (
      insert into reference_updates (user_uid, id) select $1::text, unnest($2::uuid[])
      on conflict do nothing returning 1
    )
    update reference_users set answered = answered + (select count(*) from new_updates)
    where uid = $1::text returning answered`,
};

/** Runs the reference statement for one batch; the learner's new count. */
export async function referenceSync(pool: pg.Pool, uid: string, ids: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ answered: number }>({ ...REFERENCE_STATEMENT, values: [uid, ids] });
  return rows[0]?.answered ?? 0;
}

/** The reference's tables in the database at `url`, with `users` learners named as the real benchmark's (`bench-<n>`). */
export async function seedReference(url: string, users: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      create table reference_users (uid text primary key, answered int not null default 0);
      create table reference_updates (user_uid text not null, id uuid not null, primary key (user_uid, id));
    `);
    await client.query(
      `insert into reference_users (uid) select 'bench-' || i from generate_series(0, $1::int - 1) as i`,
      [users],
    );
    await client.query('vacuum analyze reference_users, reference_updates');
  } finally {
    await client.end();
  }
}
