/** A question answered wrongly comes back after this many others, so it is not just remembered. */
export const PRACTICE_RETRY_GAP = 3;

/**
 * The practice order after answering the question at the head: a right answer leaves the
 * queue, a wrong one goes back a few places and keeps coming back until answered right.
 */
export function advancePracticeQueue(queue: readonly string[], answeredCorrectly: boolean): string[] {
  const [current, ...rest] = queue;
  if (current === undefined) return [];
  if (answeredCorrectly) return rest;
  const at = Math.min(PRACTICE_RETRY_GAP, rest.length);
  return [...rest.slice(0, at), current, ...rest.slice(at)];
}
