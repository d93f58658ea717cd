import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { createProgressStore } from '../stores/progress-store.ts';
import { SqlRankStore } from '../stores/rank-store-sql.ts';
import {
  practiceAnswer,
  progressUpdate,
  quizAnswer,
  RIGHT,
  testAnswerKeys,
  WRONG,
} from '../testing/progress-updates.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { LeaderboardService } from './leaderboard.ts';
import { createProgressSyncService } from './progress-sync-service.ts';

// A database of its own: the learner's row is alone on its page, so whether the sync's update
// stays on the page depends only on the table's indexes, not on what other tests left there.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

it("updates the learner's row in place: no index covers a column a batch writes", async () => {
  const uid = 'in-place-learner';
  await database.db.insertInto('users').values({ uid }).execute();
  // In one transaction, whose own counters say how its updates of users were made.
  await database.db.transaction().execute(async (trx) => {
    const ranks = new SqlRankStore(trx);
    const sync = createProgressSyncService({
      store: createProgressStore(trx),
      answerKeys: fixedAnswerKeySource(testAnswerKeys()),
      leaderboard: new LeaderboardService({ db: trx, ranks, scores: ranks }),
    });
    const answers = [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG), practiceAnswer('q3', RIGHT)];
    const outcome = await sync.sync(uid, { updates: [progressUpdate(uid, answers)] });
    expect(outcome.kind).toBe('applied');
    const { rows } = await sql<{ updated: number; inPlace: number }>`
      select pg_stat_get_xact_tuples_updated('users'::regclass)::int as updated,
        pg_stat_get_xact_tuples_hot_updated('users'::regclass)::int as in_place
    `.execute(trx);
    // A heap-only update writes no index entry: fewer pages dirtied, less WAL per batch.
    expect(rows[0]).toEqual({ updated: 1, inPlace: 1 });
  });
});

it('checks no foreign key in the rows a batch inserts: the write holds the learner itself', async () => {
  // Every batch inserts update ids (or moves its queue's number), its day and first quiz attempts; most insert review cards and board
  // rows. A foreign key to users would look the learner up again for each row (72 µs for 7 cards),
  // under a learner row the statement has already locked.
  const { rows } = await sql<{ table: string }>`
    select conrelid::regclass::text as table from pg_constraint
    where contype = 'f' and confrelid = 'users'::regclass
      and conrelid::regclass::text in ('progress_updates', 'quiz_attempts', 'review_cards', 'leaderboard_scores',
        'sync_clients', 'learner_days')
  `.execute(database.db);
  expect(rows).toEqual([]);
});
