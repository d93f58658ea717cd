import { z } from 'zod';
import { MAX_UPDATES_PER_REQUEST } from './constants.ts';
import { formatLocalDate, LOCAL_DATE_PATTERN } from './daily-rollover.ts';
import { QUESTION_OPTION_COUNT } from './question.ts';
import { type AnswerMode, type ScorableAnswer, scoreAnswers } from './scoring.ts';

/** A quiz holds at most 25 questions; this leaves room without letting one update grow unbounded. */
export const MAX_ANSWERS_PER_UPDATE = 100;

export const answerModeSchema = z.enum(['quiz', 'practice']) satisfies z.ZodType<AnswerMode>;

export const progressAnswerSchema = z.object({
  questionId: z.string().min(1).max(200),
  /** The chosen option, or null when the question was skipped. */
  chosenIndex: z
    .number()
    .int()
    .min(0)
    .max(QUESTION_OPTION_COUNT - 1)
    .nullable(),
  mode: answerModeSchema,
  timeTakenMs: z.number().int().nonnegative(),
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

/**
 * One finished unit of work: a submitted quiz (all its answers) or one practice answer.
 * The counters are the client's optimistic figures; the server grades `answers` again and
 * trusts nothing else.
 */
export const progressUpdateSchema = z.object({
  /** Client-made uuid: the server records each update once by it. */
  id: z.uuid(),
  userId: z.string().min(1),
  answers: z.array(progressAnswerSchema).min(1).max(MAX_ANSWERS_PER_UPDATE),
  scoreChange: z.number().int(),
  questionsAttempted: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  wrongAnswers: z.number().int().nonnegative(),
  newRank: z.number().int().positive(),
  currentDailyDate: z.string().regex(LOCAL_DATE_PATTERN),
  /** When the unit was finished, ms since the epoch. */
  timestamp: z.number().int().nonnegative(),
});
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** Body of `POST /api/progress/sync`. */
export const progressSyncRequestSchema = z.object({
  updates: z.array(progressUpdateSchema).min(1).max(MAX_UPDATES_PER_REQUEST),
});
export type ProgressSyncRequest = z.infer<typeof progressSyncRequestSchema>;

export interface ProgressUpdateInput {
  id: string;
  userId: string;
  answers: readonly ProgressAnswer[];
  answerIndexOf: (questionId: string) => number | undefined;
  alreadyAttemptedQuizQuestionIds: ReadonlySet<string>;
  /** The learner's rank as last known; the server sets the real one at apply. */
  currentRank: number;
  now: Date;
}

/** Builds a progress update with its optimistic counters computed by the shared scoring rules. */
export function buildProgressUpdate(input: ProgressUpdateInput): ProgressUpdate {
  const scorable: ScorableAnswer[] = input.answers.map((answer) => answer);
  const totals = scoreAnswers(scorable, input.answerIndexOf, input.alreadyAttemptedQuizQuestionIds);
  return {
    id: input.id,
    userId: input.userId,
    answers: input.answers.map((answer) => ({ ...answer })),
    scoreChange: totals.scoreChange,
    questionsAttempted: totals.questionsAttempted,
    correctAnswers: totals.correctAnswers,
    wrongAnswers: totals.wrongAnswers,
    newRank: input.currentRank,
    currentDailyDate: formatLocalDate(input.now),
    timestamp: input.now.getTime(),
  };
}
