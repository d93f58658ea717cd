import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createProgressStore } from './progress-store.ts';

// A database of its own, shaped like a real one: many learners with a short history, one with a
// long one, and statistics that say "a short history per learner". The sync's pool plans each
// statement once for every learner (force_generic_plan), so a plan chosen for the average
// learner is the plan the heavy learner gets.
const LEARNERS = 2_000;
const SHORT_HISTORY = 3;
const LONG_HISTORY = 3_000;
const HEAVY = 'learner-with-history';

let database: TestDatabase;
let syncDb: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  syncDb = createDatabase(database.url, { maxConnections: 1, genericPlans: true });
  const { db } = database;
  await sql`
    insert into users (uid) select 'learner-' || i from generate_series(1, ${LEARNERS}) as i
    union all select ${HEAVY}
  `.execute(db);
  const history = (table: string, column: string, value: string) =>
    sql`
      insert into ${sql.table(table)} (user_uid, ${sql.ref(column)})
      select 'learner-' || (i % ${LEARNERS} + 1), ${sql.raw(value)}
      from generate_series(0, ${LEARNERS * SHORT_HISTORY - 1}) as i
      union all select ${HEAVY}, ${sql.raw(value)} from generate_series(1, ${LONG_HISTORY}) as i
    `.execute(db);
  await history('progress_updates', 'id', 'gen_random_uuid()');
  await history('quiz_attempts', 'question_id', `'old-' || i`);
  await sql`
    insert into review_cards (user_uid, question_id, schedule, due, added_from, updated_at)
    select uid, 'old-' || i, '{}', now(), 'quiz', now()
    from (select 'learner-' || (i % ${LEARNERS} + 1) as uid, i from generate_series(0, ${LEARNERS * SHORT_HISTORY - 1}) as i
      union all select ${HEAVY}, i from generate_series(1, ${LONG_HISTORY}) as i) as cards
  `.execute(db);
  await sql`analyze users, progress_updates, quiz_attempts, review_cards`.execute(db);
}, 60_000);

afterAll(async () => {
  await syncDb?.destroy();
  await database?.drop();
});

/** Index entries the current transaction has read from the tables the sync's read looks up. */
async function indexEntriesRead(trx: Db): Promise<number> {
  const { rows } = await sql<{ entries: number }>`
    select coalesce(sum(pg_stat_get_xact_tuples_returned(indexrelid)), 0)::int as entries from pg_index
    where indrelid in ('progress_updates'::regclass, 'quiz_attempts'::regclass, 'review_cards'::regclass)
  `.execute(trx);
  return rows[0]?.entries ?? -1;
}

it("reads as much for a learner with thousands of answers as for a new one: the batch's own ids, not the history", async () => {
  const batchIds = Array.from({ length: 10 }, () => randomUUID());
  const questions = Array.from({ length: 10 }, (_, i) => `new-${i}`);
  // One question answered before and one card in the deck: the lookups still find what is there.
  const known = { updateId: randomUUID(), question: 'old-7' };
  await database.db.insertInto('progressUpdates').values({ userUid: HEAVY, id: known.updateId }).execute();
  await syncDb.transaction().execute(async (trx) => {
    const state = await createProgressStore(trx).readState(HEAVY, {
      updateIds: [...batchIds, known.updateId],
      questionIds: [...questions, known.question],
      reviewQuestionIds: [...questions, known.question],
    });
    expect(state.recordedUpdateIds).toEqual([known.updateId]);
    expect(state.attemptedQuestionIds).toEqual([known.question]);
    expect([...state.reviewCards.keys()]).toEqual([known.question]);
    // One probe per id of the batch at most (11 + 11 + 11), whatever the learner did before:
    // a plan that walks the learner's rows reads 3,000 of each.
    expect(await indexEntriesRead(trx)).toBeLessThanOrEqual(33);
  });
});
