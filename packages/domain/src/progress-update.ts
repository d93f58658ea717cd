import * as z from 'zod/mini';
import {
  LATEST_VALID_DATE_MS,
  MAX_UPDATES_PER_REQUEST,
  PRODUCT_FIRST_DAY,
  PRODUCT_FIRST_DAY_MS,
  QUESTION_OPTION_COUNT,
} from './constants.ts';
import { formatLocalDate, LOCAL_DATE_PATTERN } from './daily-rollover.ts';
import { type AnswerMode, type ScorableAnswer, scoreAnswers } from './scoring.ts';

// In zod/mini: the web app checks every queued update with these schemas on its first screen
// (progress-update-verdict.ts), where zod's full API would cost too much code.

/** A quiz holds at most 25 questions; this leaves room without letting one update grow unbounded. */
export const MAX_ANSWERS_PER_UPDATE = 100;

export const answerModeSchema = z.enum(['quiz', 'practice']) satisfies z.ZodMiniType<AnswerMode>;

const count = () => z.number().check(z.int(), z.nonnegative());

export const progressAnswerSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The chosen option, or null when the question was skipped. */
  chosenIndex: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(QUESTION_OPTION_COUNT - 1))),
  mode: answerModeSchema,
  timeTakenMs: count(),
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

/**
 * One finished unit of work: a submitted quiz (all its answers) or one practice answer.
 * The counters are the client's optimistic figures; the server grades `answers` again and
 * trusts nothing else. Read stored or received updates with `readProgressUpdate`, which also
 * applies the rules a schema cannot (coercion, the times a device can really send).
 */
export const progressUpdateSchema = z.object({
  /** Client-made uuid: the server records each update once by it. */
  id: z.uuid(),
  userId: z.string().check(z.minLength(1)),
  answers: z.array(progressAnswerSchema).check(z.minLength(1), z.maxLength(MAX_ANSWERS_PER_UPDATE)),
  scoreChange: z.number().check(z.int()),
  questionsAttempted: count(),
  correctAnswers: count(),
  wrongAnswers: count(),
  newRank: z.number().check(z.int(), z.positive()),
  currentDailyDate: z.string().check(z.regex(LOCAL_DATE_PATTERN)),
  /**
   * When the unit was finished, ms since the epoch: not before the product's first day, and a
   * time a Date can hold (a larger number is finite in JSON but no date).
   */
  timestamp: z
    .number()
    .check(
      z.int(),
      z.gte(PRODUCT_FIRST_DAY_MS, { error: `before the product's first day, ${PRODUCT_FIRST_DAY}` }),
      z.lte(LATEST_VALID_DATE_MS, { error: 'not a date' }),
    ),
  /**
   * Set when the update is a submitted mock test: its answers are the paper's, and the server
   * records the attempt for the mock's rank table (a learner's first attempt only).
   */
  mockId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /**
   * Set when the update is a submitted daily quiz (the IST date it is of): the server records the
   * learner's first attempt of that date on the day's board.
   */
  dailyQuizDate: z.optional(z.string().check(z.regex(LOCAL_DATE_PATTERN))),
});
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** Body of `POST /api/progress/sync`, as the web app sends it. */
export const progressSyncRequestSchema = z.object({
  updates: z.array(progressUpdateSchema).check(z.minLength(1), z.maxLength(MAX_UPDATES_PER_REQUEST)),
});
export type ProgressSyncRequest = z.infer<typeof progressSyncRequestSchema>;

/**
 * The envelope the server must be able to read before it judges each update on its own
 * (`readProgressUpdate`): only a body that fails this is refused whole (400).
 */
export const progressSyncEnvelopeSchema = z.object({
  updates: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_UPDATES_PER_REQUEST)),
});

export interface ProgressUpdateInput {
  id: string;
  userId: string;
  answers: readonly ProgressAnswer[];
  answerIndexOf: (questionId: string) => number | undefined;
  alreadyAttemptedQuizQuestionIds: ReadonlySet<string>;
  /** The learner's rank as last known; the server sets the real one at apply. */
  currentRank: number;
  now: Date;
  /** The mock this update submits, when it is one. */
  mockId?: string | undefined;
  /** The daily quiz this update submits (its IST date), when it is one. */
  dailyQuizDate?: string | undefined;
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
    ...(input.mockId === undefined ? {} : { mockId: input.mockId }),
    ...(input.dailyQuizDate === undefined ? {} : { dailyQuizDate: input.dailyQuizDate }),
  };
}
