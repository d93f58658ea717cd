import { EMPTY_STREAK, type StreakState } from '@abhyas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One place on a day's board. */
export interface DailyBoardRow {
  rank: number;
  displayName: string | null;
  correct: number;
  timeTakenMs: number;
}

/** A day's board as stored: its takers, the best places shown, and the viewer's own. */
export interface DailyBoardRows {
  takers: number;
  top: DailyBoardRow[];
  own: DailyBoardRow | null;
}

/** One daily quiz attempt as "Download my data" gives it. */
export interface DailyQuizAttemptExport {
  quizDate: string;
  correct: number;
  timeTakenMs: number;
  submittedAt: Date;
}

interface RankedRow extends DailyBoardRow {
  uid: string;
  hidden: boolean;
  takers: number;
  position: number;
}

/**
 * Reads of the daily quiz's first attempts and of streaks (migration 0016). The sync writes both
 * in its own statement (progress-store.ts).
 */
export function createDailyQuizStore(db: Db) {
  return {
    /**
     * The day's board in one statement: places by most correct, then least time, then who came
     * first (ties of all three share a place). Learners hidden from boards keep their place but
     * are not listed, except to themselves.
     */
    async board(quizDate: string, uid: string | null, limit: number): Promise<DailyBoardRows> {
      const { rows } = await sql<RankedRow>`
        with ranked as (
          select a.user_uid as uid, u.display_name, u.hide_from_leaderboards as hidden,
            a.correct, a.time_taken_ms,
            rank() over (order by a.correct desc, a.time_taken_ms) as rank,
            row_number() over (order by a.correct desc, a.time_taken_ms, a.submitted_at, a.user_uid) as position,
            count(*) over () as takers
          from daily_quiz_attempts a join users u on u.uid = a.user_uid
          where a.quiz_date = ${quizDate}::text
        )
        select uid, display_name, hidden, correct, time_taken_ms, rank::int, takers::int, position::int from ranked
        where (position <= ${limit}::int and not hidden) or uid = ${uid}::text
        order by position
      `.execute(db);
      const place = (row: RankedRow): DailyBoardRow => ({
        rank: row.rank,
        displayName: row.displayName,
        correct: row.correct,
        timeTakenMs: row.timeTakenMs,
      });
      const mine = rows.find((row) => row.uid === uid);
      return {
        takers: rows[0]?.takers ?? 0,
        top: rows.filter((row) => !row.hidden && row.position <= limit).map(place),
        own: mine ? place(mine) : null,
      };
    },

    /** The learner's streak as the sync left it. */
    async streakOf(uid: string): Promise<StreakState | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['streakDays', 'streakBest', 'streakLastDate', 'streakLastAt', 'streakFreezeWeek'])
        .where('uid', '=', uid)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...EMPTY_STREAK,
        days: row.streakDays,
        best: row.streakBest,
        lastDate: row.streakLastDate,
        lastAt: row.streakLastAt === null ? null : new Date(row.streakLastAt).getTime(),
        freezeWeek: row.streakFreezeWeek,
      };
    },

    async exportOf(uid: string): Promise<DailyQuizAttemptExport[]> {
      return db
        .selectFrom('dailyQuizAttempts')
        .select(['quizDate', 'correct', 'timeTakenMs', 'submittedAt'])
        .where('userUid', '=', uid)
        .orderBy('quizDate')
        .execute() as Promise<DailyQuizAttemptExport[]>;
    },
  };
}

export type DailyQuizStore = ReturnType<typeof createDailyQuizStore>;
