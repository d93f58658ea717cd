import { z } from 'zod';
import { userProfileSchema } from './profile-schemas.ts';
import type { UserProfile } from './user-profile.ts';

/** Why the server refused one update of a batch; the client sets it aside rather than retry forever. */
export const rejectedUpdateSchema = z.object({
  id: z.string(),
  reason: z.string(),
});
export type RejectedUpdate = z.infer<typeof rejectedUpdateSchema>;

/** The reason given for an update that answers a question the server does not know. */
export function unknownQuestionReason(questionIds: readonly string[]): string {
  return `Unknown question: ${questionIds.join(', ')}`;
}

/**
 * Response of `POST /api/progress/sync`. Every id of the request appears in exactly one of
 * `applied`, `duplicates` and `rejected` (an entry without a readable id is rejected under the
 * id ""): all three are acknowledged, so the client removes them from its queue, keeping the
 * rejected ones on its "could not be sent" list. `profile` is the learner's profile after the
 * apply (a UserProfile).
 */
export const progressSyncResultSchema = z.object({
  success: z.literal(true),
  applied: z.array(z.string()),
  duplicates: z.array(z.string()),
  rejected: z.array(rejectedUpdateSchema),
  // The counters a sync changes; the rest of the profile comes along unchecked.
  profile: userProfileSchema
    .pick({
      uid: true,
      totalScore: true,
      currentRank: true,
      questionsAttempted: true,
      correctAnswers: true,
      wrongAnswers: true,
      averageAccuracy: true,
      dailyQuestionsAttempted: true,
      dailyCorrectAnswers: true,
      dailyWrongAnswers: true,
      dailyScore: true,
      dailyAccuracy: true,
      currentDailyDate: true,
      lastDailyReset: true,
      lastPlayedAt: true,
    })
    .loose(),
});
/** The response as the server builds it; the schema above checks the fields the client reads. */
export type ProgressSyncResult = Omit<z.infer<typeof progressSyncResultSchema>, 'profile'> & {
  profile: UserProfile;
};
