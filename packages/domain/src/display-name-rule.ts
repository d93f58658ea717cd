// Kept apart from display-name.ts's zod schemas: the web app's account menu checks names on its
// first screen, and zod's full API would come along with the schemas (the / budget).

/** The longest display name: fits a board row and the account menu on a 360 px phone. */
export const DISPLAY_NAME_MAX_LENGTH = 50;

/** C0 and C1 control characters (line breaks, tabs, escapes): a name is one line of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export type DisplayNameProblem = 'too-short' | 'too-long' | 'control-characters';

/**
 * What is wrong with a display name, after trimming: 1 to 50 characters (code points, so a Hindi
 * name counts as it reads), no control characters. Undefined when it is fine.
 */
export function displayNameProblem(name: string): DisplayNameProblem | undefined {
  const length = [...name.trim()].length;
  if (length < 1) return 'too-short';
  if (length > DISPLAY_NAME_MAX_LENGTH) return 'too-long';
  if (CONTROL_CHARACTERS.test(name)) return 'control-characters';
  return undefined;
}
