import {
  DAILY_BOARD_SIZE,
  type DailyBoard,
  type DailyQuiz,
  dailyQuizDateOf,
  type StreakState,
} from '@abhyas/domain';
import type { DailyQuizBank } from '../daily-quiz-bank.ts';
import type { DailyQuizStore } from '../stores/daily-quiz-store.ts';

/** A learner's name on a board when they never chose or brought one. */
const NO_NAME = '';

export interface DailyQuizServiceDependencies {
  bank: DailyQuizBank;
  store: DailyQuizStore;
  now?: () => Date;
}

/** The daily quiz's questions and board, and the learner's streak. */
export function createDailyQuizService({
  bank,
  store,
  now = () => new Date(),
}: DailyQuizServiceDependencies) {
  return {
    /** The quiz of `date`, or of today in India; undefined for a day that has not begun there. */
    async quiz(date: string | 'today'): Promise<DailyQuiz | undefined> {
      const today = dailyQuizDateOf(now());
      const day = date === 'today' ? today : date;
      if (day > today) return undefined;
      return { date: day, questions: await bank.questionsOf(day) };
    },

    async board(date: string, uid: string | null): Promise<DailyBoard> {
      const rows = await store.board(date, uid, DAILY_BOARD_SIZE);
      const entry = (row: (typeof rows.top)[number]) => ({ ...row, displayName: row.displayName ?? NO_NAME });
      return { date, takers: rows.takers, top: rows.top.map(entry), you: rows.own ? entry(rows.own) : null };
    },

    /** As stored: the app works out today's streak with the learner's own date (`currentStreak`). */
    streak(uid: string): Promise<StreakState | undefined> {
      return store.streakOf(uid);
    },
  };
}

export type DailyQuizService = ReturnType<typeof createDailyQuizService>;
