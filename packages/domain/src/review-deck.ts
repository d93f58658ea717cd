import { z } from 'zod';
import { MISTAKE_TAGS, type MistakeTag, REVIEW_SOURCES, type ReviewSource } from './review-due.ts';

/**
 * The review deck's payloads (issue 21): the questions a learner got wrong or skipped, or starred, each with
 * its spaced-repetition schedule. The schedule itself is computed by `review-scheduling.ts`
 * (`@abhyas/domain/review-scheduling`, with ts-fsrs), kept out of this file so that the web app's
 * first screen can count due reviews without loading the scheduler.
 */

export const mistakeTagSchema = z.enum(MISTAKE_TAGS) satisfies z.ZodType<MistakeTag>;
export const reviewSourceSchema = z.enum(REVIEW_SOURCES) satisfies z.ZodType<ReviewSource>;

const count = () => z.number().int().nonnegative();
const epochMs = () => z.number().int().nonnegative();

/** An FSRS card as stored and sent: times in ms since the epoch. */
export const reviewScheduleSchema = z.object({
  due: epochMs(),
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  elapsedDays: count(),
  scheduledDays: count(),
  learningSteps: count(),
  reps: count(),
  lapses: count(),
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: z.number().int().min(0).max(3),
  lastReview: epochMs().nullable(),
});
export type ReviewSchedule = z.infer<typeof reviewScheduleSchema>;

/** One question of a learner's deck. */
export const reviewCardSchema = z.object({
  questionId: z.string().min(1).max(200),
  /** The topic whose pack holds the question (the answer key's `subcategoryId`). */
  topicId: z.string().min(1).max(200),
  schedule: reviewScheduleSchema,
  addedFrom: reviewSourceSchema,
  starred: z.boolean(),
  /** The reason the learner gave for their latest mistake at it, if any. */
  mistakeTag: mistakeTagSchema.nullable(),
  updatedAt: epochMs(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/**
 * The most cards `GET /api/review/deck` sends (the earliest due first; the counts cover them all):
 * a phone keeps the deck in local storage, and a year of mistakes must not fill it.
 */
export const REVIEW_DECK_MAX_CARDS = 1000;

/** `GET /api/review/deck`: the learner's cards, those due first, with counts at the server's time. */
export const reviewDeckResponseSchema = z.object({
  cards: z.array(reviewCardSchema),
  counts: z.object({ total: count(), due: count() }),
});
export type ReviewDeckResponse = z.infer<typeof reviewDeckResponseSchema>;

/** `/api/review/…/:questionId`: a question's id as the packs and the answer key name it. */
export const reviewQuestionParamsSchema = z.object({
  questionId: z.string().min(1).max(200),
});

/** Body of `PUT /api/review/bookmarks/:questionId`. */
export const bookmarkRequestSchema = z.object({ starred: z.boolean() }).strict();
export type BookmarkRequest = z.infer<typeof bookmarkRequestSchema>;

/** Body of `PUT /api/review/mistake-tags/:questionId`. */
export const mistakeTagRequestSchema = z.object({ tag: mistakeTagSchema }).strict();
export type MistakeTagRequest = z.infer<typeof mistakeTagRequestSchema>;
