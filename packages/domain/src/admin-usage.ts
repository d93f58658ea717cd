import { z } from 'zod';

/*
 * The operator's usage figures (issue 23): GET /api/admin/usage?days=N answers this JSON,
 * GET /api/admin/usage.csv?days=N the same days as CSV. Admins only (ADMIN_EMAILS).
 *
 * Days are calendar days in IST (Asia/Kolkata, like the daily rollover), as 'YYYY-MM-DD',
 * oldest first, the last one today (still counting). Every day in the range is present,
 * with zeros where nothing happened, so a chart needs no gap filling.
 *
 * Where the figures come from: the server's own tables where they are the truth (sign-ups
 * from the accounts, mocks from the marked mock attempts, active learners from the synced
 * progress); the first-party analytics events where nothing else records it (quizzes, answers,
 * accuracy by topic, sync failures, web vitals). Analytics figures count only visitors with
 * analytics on (the flag on, no Do Not Track or Global Privacy Control), so they undercount.
 */

/** How many days a report covers when ?days is absent, and the most it may ask for. */
export const ADMIN_USAGE_DEFAULT_DAYS = 30;
export const ADMIN_USAGE_MAX_DAYS = 90;

/** The query of both usage routes. */
export const adminUsageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_USAGE_MAX_DAYS).default(ADMIN_USAGE_DEFAULT_DAYS),
});
export type AdminUsageQuery = z.infer<typeof adminUsageQuerySchema>;

/** One IST calendar day of use. */
export const adminUsageDaySchema = z.object({
  /** 'YYYY-MM-DD' in IST. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  /** Signed-in learners whose progress reached the server that day (progress_updates). */
  activeLearners: z.number().int().nonnegative(),
  /** Quizzes submitted, not counting mock tests (quiz_submitted events). */
  quizzes: z.number().int().nonnegative(),
  /** Mock tests submitted and marked by the server (mock_attempts). */
  mocks: z.number().int().nonnegative(),
  /** Questions answered in quizzes, practice and mocks (quiz_submitted, practice_answered, mock_submitted events). */
  answers: z.number().int().nonnegative(),
  /** Accounts created that day (users.created_at). */
  signUps: z.number().int().nonnegative(),
  /**
   * sync_failed / (sync_succeeded + sync_failed) among the day's analytics events, 0..1;
   * null when no sync was reported that day (no ratio to draw, not a perfect day).
   */
  syncFailureRate: z.number().min(0).max(1).nullable(),
});
export type AdminUsageDay = z.infer<typeof adminUsageDaySchema>;

/** A topic's accuracy over the whole range (quiz_submitted and practice_answered events). */
export const adminTopicAccuracySchema = z.object({
  topicId: z.string(),
  answers: z.number().int().positive(),
  /** Correct answers / answers, 0..1. */
  accuracy: z.number().min(0).max(1),
});
export type AdminTopicAccuracy = z.infer<typeof adminTopicAccuracySchema>;

/** The web-vitals metrics the app reports (the Core Web Vitals and TTFB). */
export const webVitalMetricSchema = z.enum(['LCP', 'INP', 'CLS', 'TTFB']);
export type WebVitalMetric = z.infer<typeof webVitalMetricSchema>;

/** The 75th percentile of one metric on one route template over the range. */
export const adminWebVitalSchema = z.object({
  /** The route template, e.g. '/quiz/:subcategoryId'. */
  route: z.string(),
  metric: webVitalMetricSchema,
  /** Milliseconds for LCP, INP and TTFB; unitless for CLS. */
  p75: z.number().nonnegative(),
  /** How many reports the percentile is taken over. */
  samples: z.number().int().positive(),
});
export type AdminWebVital = z.infer<typeof adminWebVitalSchema>;

/** GET /api/admin/usage?days=N */
export const adminUsageSchema = z.object({
  /** The range asked for: `days` days ending today (IST). */
  days: z.number().int().min(1).max(ADMIN_USAGE_MAX_DAYS),
  from: z.string(),
  to: z.string(),
  /** One entry per day, oldest first. */
  perDay: z.array(adminUsageDaySchema),
  /** Topics with at least one answer in the range, hardest (lowest accuracy) first; ties by more answers. */
  accuracyByTopic: z.array(adminTopicAccuracySchema),
  /** p75 per route template and metric, ordered by route then metric. */
  webVitals: z.array(adminWebVitalSchema),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

/** The CSV's header row: one line per day, the columns of adminUsageDaySchema. */
export const ADMIN_USAGE_CSV_COLUMNS = [
  'day',
  'activeLearners',
  'quizzes',
  'mocks',
  'answers',
  'signUps',
  'syncFailureRate',
] as const;
