import { z } from 'zod';
import { LOCAL_DATE_PATTERN } from './daily-rollover.ts';
import { questionSchema } from './question.ts';

// The daily quiz's and the streak's API payloads, apart from their rules: the home screen uses the
// rules, and zod loads only with the first answer it checks.

export const dailyQuizDateSchema = z.string().regex(LOCAL_DATE_PATTERN);

/** `GET /api/daily-quiz/today` and `/api/daily-quiz/:date`. */
export const dailyQuizSchema = z.object({
  date: dailyQuizDateSchema,
  questions: z.array(questionSchema),
});
export type DailyQuiz = z.infer<typeof dailyQuizSchema>;

export const dailyQuizParamsSchema = z.object({ date: z.union([z.literal('today'), dailyQuizDateSchema]) });
export const dailyBoardParamsSchema = z.object({ date: dailyQuizDateSchema });

const dailyBoardEntrySchema = z.object({
  rank: z.number().int().positive(),
  displayName: z.string(),
  correct: z.number().int().nonnegative(),
  timeTakenMs: z.number().int().nonnegative(),
});

/** `GET /api/daily-quiz/:date/board`: the day's first attempts, best first (ties by time taken). */
export const dailyBoardSchema = z.object({
  date: dailyQuizDateSchema,
  takers: z.number().int().nonnegative(),
  top: z.array(dailyBoardEntrySchema),
  /** The signed-in learner's own first attempt; null when signed out or not taken. */
  you: dailyBoardEntrySchema.nullable(),
});
export type DailyBoard = z.infer<typeof dailyBoardSchema>;

/** `GET /api/streak`: the signed-in learner's streak as stored. */
export const streakSchema = z.object({
  days: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  lastDate: z.string().nullable(),
  lastAt: z.number().int().nullable(),
  freezeWeek: z.string().nullable(),
});
