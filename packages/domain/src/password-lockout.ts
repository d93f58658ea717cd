/**
 * Per-account protection of password sign-in: a few mistakes are free, then each further wrong
 * password makes the account wait longer before the next try, up to a cap; the right password
 * clears it. A guesser spread over many addresses meets the same wait as one.
 */
export const FREE_PASSWORD_FAILURES = 5;
export const FIRST_LOCKOUT_MS = 30_000;
export const MAX_LOCKOUT_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** How long the account waits after its `failures`-th wrong password in a row. */
export function lockoutAfter(failures: number): number {
  if (failures < FREE_PASSWORD_FAILURES) return 0;
  const doublings = failures - FREE_PASSWORD_FAILURES;
  return Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** Math.min(doublings, 20));
}

export interface FailureRecord {
  count: number;
  lastFailureAt: number;
}

/** Milliseconds until the account may try again (0: now). */
export function lockedForMs(record: FailureRecord | undefined, now: number): number {
  if (!record) return 0;
  return Math.max(0, record.lastFailureAt + lockoutAfter(record.count) - now);
}
