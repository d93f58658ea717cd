import { z } from 'zod';

/**
 * A learner's place among everyone whose first attempt at a mock reached the server. Ties share
 * a rank (1 + those with more marks). The percentile is the NTA's: the share of takers with marks
 * at or below the learner's, so the topper stands at 100.
 */
export const mockStandingSchema = z.object({
  mockId: z.string().min(1),
  takers: z.number().int().nonnegative(),
  topperMarksCenti: z.number().int().nullable(),
  averageMarksCenti: z.number().int().nullable(),
  /** Null until the learner's own first attempt has reached the server. */
  you: z
    .object({
      marksCenti: z.number().int(),
      rank: z.number().int().positive(),
      percentile: z.number().min(0).max(100),
      attempts: z.number().int().positive(),
    })
    .nullable(),
});
export type MockStanding = z.infer<typeof mockStandingSchema>;

/** The learner's first attempt and best marks at each mock they have sent, for the mock list. */
export const myMockAttemptsSchema = z.object({
  attempts: z.array(
    z.object({
      mockId: z.string().min(1),
      attempts: z.number().int().positive(),
      firstMarksCenti: z.number().int(),
      bestMarksCenti: z.number().int(),
    }),
  ),
});
export type MyMockAttempts = z.infer<typeof myMockAttemptsSchema>;

/** The NTA percentile with two decimals: 100 × (takers at or below) / takers. */
export function percentileOf(atOrBelow: number, takers: number): number {
  if (takers <= 0) return 0;
  return Math.floor((10_000 * atOrBelow) / takers) / 100;
}
