import { z } from 'zod';

/** The longest display name: fits a board row and the account menu on a 360 px phone. */
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** C0 and C1 control characters (line breaks, tabs, escapes): a name is one line of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A learner's display name, at sign-up and when edited in the profile: trimmed, 1 to 50
 * characters (code points, so a Hindi name counts as it reads), no control characters.
 */
export const displayNameSchema = z
  .string()
  .trim()
  .refine((name) => [...name].length >= 1, { message: 'too-short' })
  .refine((name) => [...name].length <= DISPLAY_NAME_MAX_LENGTH, { message: 'too-long' })
  .refine((name) => !CONTROL_CHARACTERS.test(name), { message: 'control-characters' });

/** PATCH /api/profile/display-name. */
export const displayNameUpdateSchema = z.object({ displayName: displayNameSchema });
export type DisplayNameUpdate = z.infer<typeof displayNameUpdateSchema>;
