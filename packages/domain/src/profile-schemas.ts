import { z } from 'zod';
import { LOCAL_DATE_PATTERN } from './daily-rollover.ts';

export const themeSchema = z.enum(['default', 'dark']);
export const difficultySchema = z.enum(['mixed', 'easy', 'medium', 'hard']);

export const phoneNotificationTypesSchema = z.object({
  dailyReminder: z.boolean(),
  weeklyProgress: z.boolean(),
  achievements: z.boolean(),
  securityAlerts: z.boolean(),
});

export const preferencesSchema = z.object({
  soundEnabled: z.boolean(),
  theme: themeSchema,
  difficulty: difficultySchema,
  enablePhoneNotifications: z.boolean(),
  phoneNotificationTypes: phoneNotificationTypesSchema,
});

/** PATCH /api/profile/preferences: any subset of the preferences; unknown keys are refused. */
export const preferencesUpdateSchema = z
  .strictObject({
    soundEnabled: z.boolean(),
    theme: themeSchema,
    difficulty: difficultySchema,
    enablePhoneNotifications: z.boolean(),
    phoneNotificationTypes: phoneNotificationTypesSchema.partial().strict(),
  })
  .partial();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

const isoDate = z.string();

/** The profile the server answers with (GET /api/profile and others). */
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
  totalScore: z.number(),
  currentRank: z.number(),
  questionsAttempted: z.number(),
  correctAnswers: z.number(),
  wrongAnswers: z.number(),
  averageAccuracy: z.number(),
  dailyQuestionsAttempted: z.number(),
  dailyCorrectAnswers: z.number(),
  dailyWrongAnswers: z.number(),
  dailyScore: z.number(),
  dailyAccuracy: z.number(),
  currentDailyDate: z.string().nullable(),
  lastDailyReset: isoDate.nullable(),
  lastPlayedAt: isoDate.nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  phoneNumberAddedAt: isoDate.nullable(),
  countryCode: z.string().nullable(),
  phoneNumberLastUpdated: isoDate.nullable(),
  phoneInvitationSkippedAt: isoDate.nullable(),
  preferences: preferencesSchema,
  securityEvents: z.object({
    lastPasswordChange: isoDate.nullable(),
    lastPhoneVerification: isoDate.nullable(),
    lastSecurityReview: isoDate.nullable(),
    trustedDevices: z.array(z.string()),
  }),
});

/**
 * GET /api/profile and /api/auth/me: the learner's local date (`YYYY-MM-DD`), so that a profile
 * loaded on a new day shows the day's numbers at zero (see `rolloverOnLoad`).
 */
export const profileLoadQuerySchema = z.object({
  today: z.string().regex(LOCAL_DATE_PATTERN, 'must be a date as YYYY-MM-DD').optional(),
});
export type ProfileLoadQuery = z.infer<typeof profileLoadQuerySchema>;

/** GET /api/profile/:uid and similar: a uid in a path. */
export const uidParamsSchema = z.object({ uid: z.string().min(1).max(128) });

/** GET /api/auth/me: who is signed in, with their profile, or nobody. */
export const meResponseSchema = z.object({
  user: z.object({ uid: z.string() }).nullable(),
  profile: userProfileSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
