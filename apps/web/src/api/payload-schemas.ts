/**
 * The zod schemas of the server's answers the browser checks, in a chunk of their own: zod's
 * full API loads with the first such answer (a sign-in, a sync, the leaderboard), never for
 * the first screen. The configuration has lighter validators (config/config-validators.ts).
 */
export {
  apiErrorSchema,
  dailyBoardSchema,
  dailyQuizSchema,
  emailLinkSentSchema,
  leaderboardResponseSchema,
  leaderboardVisibilityResponseSchema,
  meResponseSchema,
  mockStandingSchema,
  myMockAttemptsSchema,
  phoneCodeSentSchema,
  progressSyncResultSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  reviewDeckResponseSchema,
  sessionListSchema,
  signInResultSchema,
  signOutResultSchema,
  streakSchema,
  userProfileSchema,
} from '@abhyas/domain';
