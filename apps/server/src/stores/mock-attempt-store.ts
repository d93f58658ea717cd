import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A mock's rank table, and the viewer's place in it when their first attempt is there. */
export interface MockRankTableRow {
  /** Learners whose first attempt reached the server. */
  takers: number;
  topperMarksCenti: number | null;
  /** The mean of the first attempts' marks, rounded to a hundredth of a mark. */
  averageMarksCenti: number | null;
  /** Null when the viewer has no attempt at this mock (or nobody is signed in). */
  own: { marksCenti: number; higher: number; attempts: number } | null;
}

/** One mock a learner has sent, for their list of mocks. */
export interface LearnerMockRow {
  mockId: string;
  attempts: number;
  firstMarksCenti: number;
  bestMarksCenti: number;
}

/** One attempt as "Download my data" gives it. */
export interface MockAttemptExport {
  mockId: string;
  attempt: number;
  marksCenti: number;
  submittedAt: Date;
}

interface StandingRow {
  takers: number;
  topperMarksCenti: number | null;
  averageMarksCenti: number | null;
  higher: number;
  attempts: number;
  ownMarksCenti: number | null;
}

/**
 * Reads of the mocks' attempts and rank tables (migration 0013). The sync records attempts in
 * its own statement (progress-store.ts); the rank tables follow them by trigger.
 */
export function createMockAttemptStore(db: Db) {
  return {
    /**
     * The rank table of `mockId` and the place of `uid`'s first attempt, in one statement (one
     * snapshot): one pass over the mock's distinct marks, whatever the number of takers.
     */
    async rankTable(mockId: string, uid: string | null): Promise<MockRankTableRow> {
      const { rows } = await sql<StandingRow>`
        with own as (
          select count(*)::int as attempts, min(marks_centi) filter (where attempt = 1) as marks_centi
          from mock_attempts where user_uid = ${uid}::text and mock_id = ${mockId}::text
        )
        select coalesce(sum(c.takers), 0)::int8 as takers,
          max(c.marks_centi) as topper_marks_centi,
          round(sum(c.marks_centi::int8 * c.takers)::numeric / nullif(sum(c.takers), 0))::int
            as average_marks_centi,
          coalesce(sum(c.takers) filter (where c.marks_centi > own.marks_centi), 0)::int8 as higher,
          own.attempts, own.marks_centi as own_marks_centi
        from own left join mock_mark_counts c on c.mock_id = ${mockId}::text and c.takers > 0
        group by own.attempts, own.marks_centi
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error('the rank table statement answered no row');
      return {
        takers: row.takers,
        topperMarksCenti: row.topperMarksCenti,
        averageMarksCenti: row.averageMarksCenti,
        own:
          row.ownMarksCenti === null
            ? null
            : { marksCenti: row.ownMarksCenti, higher: row.higher, attempts: row.attempts },
      };
    },

    /** Each mock `uid` has sent: attempts, the first attempt's marks and the best. */
    async mocksOf(uid: string): Promise<LearnerMockRow[]> {
      const { rows } = await sql<LearnerMockRow>`
        select mock_id, count(*)::int as attempts,
          min(marks_centi) filter (where attempt = 1) as first_marks_centi,
          max(marks_centi) as best_marks_centi
        from mock_attempts where user_uid = ${uid} group by mock_id order by mock_id
      `.execute(db);
      return rows;
    },

    async exportOf(uid: string): Promise<MockAttemptExport[]> {
      return db
        .selectFrom('mockAttempts')
        .select(['mockId', 'attempt', 'marksCenti', 'submittedAt'])
        .where('userUid', '=', uid)
        .orderBy('mockId')
        .orderBy('attempt')
        .execute();
    },

    /**
     * Builds every mock's rank table again from the first attempts (`npm run leaderboard:rebuild`).
     * The lock waits for the writers of the tables (a sync recording a first attempt, an account
     * deletion) to commit and holds off new ones until this commits: a first attempt cannot commit
     * without its trigger's write, so none is missed or counted twice. Other syncs and readers go
     * on (readers see the old table until the new one commits).
     */
    async rebuildRankTables(): Promise<{ mocks: number; takers: number }> {
      return db.transaction().execute(async (trx) => {
        await sql`lock table mock_mark_counts in exclusive mode`.execute(trx);
        await sql`delete from mock_mark_counts`.execute(trx);
        await sql`
          insert into mock_mark_counts (mock_id, marks_centi, takers)
          select mock_id, marks_centi, count(*) from mock_attempts where attempt = 1
          group by mock_id, marks_centi order by mock_id, marks_centi
        `.execute(trx);
        const { rows } = await sql<{ mocks: number; takers: number }>`
          select count(distinct mock_id)::int as mocks, coalesce(sum(takers), 0)::int8 as takers
          from mock_mark_counts
        `.execute(trx);
        return rows[0] ?? { mocks: 0, takers: 0 };
      });
    },
  };
}

export type MockAttemptStore = ReturnType<typeof createMockAttemptStore>;
