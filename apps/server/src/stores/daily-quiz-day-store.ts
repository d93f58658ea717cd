import type { Db } from '../db/database.ts';

/** SQL for daily_quiz_days (migration 0023): each day's quiz as the first server drew it. */
export function createDailyQuizDayStore(db: Db) {
  async function drawnOn(quizDate: string): Promise<string[] | undefined> {
    const row = await db
      .selectFrom('dailyQuizDays')
      .select('questionIds')
      .where('quizDate', '=', quizDate)
      .executeTakeFirst();
    return row?.questionIds;
  }

  return {
    /** The ids kept for the date, in quiz order; undefined when no server drew it yet. */
    drawnOn,

    /**
     * Keeps `questionIds` as the date's quiz unless another server kept one first, and answers
     * the kept ids either way: two servers drawing at once agree on the row that won.
     */
    async keep(quizDate: string, questionIds: readonly string[]): Promise<string[]> {
      await db
        .insertInto('dailyQuizDays')
        .values({ quizDate, questionIds: [...questionIds] })
        .onConflict((conflict) => conflict.column('quizDate').doNothing())
        .execute();
      const kept = await drawnOn(quizDate);
      if (!kept) throw new Error(`the daily quiz of ${quizDate} was not kept`);
      return kept;
    },
  };
}

export type DailyQuizDayStore = ReturnType<typeof createDailyQuizDayStore>;
