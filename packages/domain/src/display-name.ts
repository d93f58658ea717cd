import { z } from 'zod';
import { displayNameProblem } from './display-name-rule.ts';

/**
 * A learner's display name, at sign-up and when edited in the profile: trimmed, 1 to 50
 * characters (code points, so a Hindi name counts as it reads), no control characters.
 */
export const displayNameSchema = z
  .string()
  .trim()
  .superRefine((name, context) => {
    const problem = displayNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** PATCH /api/profile/display-name. */
export const displayNameUpdateSchema = z.object({ displayName: displayNameSchema });
export type DisplayNameUpdate = z.infer<typeof displayNameUpdateSchema>;
