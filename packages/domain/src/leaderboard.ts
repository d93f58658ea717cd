import { z } from 'zod';

/** Boards list at most this many learners per request: the top 100 the product promises. */
export const LEADERBOARD_PAGE_SIZE = 100;
/** Shared (not per-learner) parts of a board are reused for this long, in ms. */
export const LEADERBOARD_CACHE_MS = 5_000;

export const leaderboardPeriodSchema = z.enum(['day', 'week', 'all']);

export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('all'),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_PAGE_SIZE).default(LEADERBOARD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  /** First name and last initial; null when the learner gave no name. */
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  score: z.number(),
  /** Percent correct on this board's answers, rounded. */
  accuracy: z.number(),
  /** True on the signed-in caller's own row. */
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardOwnEntrySchema = leaderboardEntrySchema.extend({
  topPercent: z.number().int().min(1).max(100),
  rankedLearners: z.number().int().min(1),
  hidden: z.boolean(),
});
export type LeaderboardOwnEntry = z.infer<typeof leaderboardOwnEntrySchema>;

export const leaderboardResponseSchema = z.object({
  period: leaderboardPeriodSchema,
  /** `all`, `day:YYYY-MM-DD` or `week:YYYY-MM-DD` (its Monday) in the board's time zone. */
  board: z.string(),
  timeZone: z.string(),
  generatedAt: z.string(),
  rankedLearners: z.number().int().min(0),
  offset: z.number().int().min(0),
  entries: z.array(leaderboardEntrySchema),
  signedIn: z.boolean(),
  /** The caller's own row; null when signed out or not ranked on this board yet. */
  you: leaderboardOwnEntrySchema.nullable(),
  /** The caller's hide-from-boards preference; null when signed out. */
  hiddenFromBoards: z.boolean().nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const leaderboardVisibilityRequestSchema = z.object({ hidden: z.boolean() });
export type LeaderboardVisibilityRequest = z.infer<typeof leaderboardVisibilityRequestSchema>;
