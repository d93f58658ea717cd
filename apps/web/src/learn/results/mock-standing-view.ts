import type { MockStanding } from '@abhyas/domain';

/** What the rank panel says about the learner's own place. */
export type StandingView =
  /** Anonymous: a rank needs an account. */
  | { kind: 'sign-in' }
  /** Signed in, but the server has no first attempt of theirs yet (offline, queued, or just sent). */
  | { kind: 'waiting' }
  /** Signed in and ranked; a reattempt shows the first attempt's place, which it does not change. */
  | { kind: 'ranked'; you: NonNullable<MockStanding['you']>; reattempt: boolean };

/**
 * The learner's place, from what the device knows. This result is a reattempt when the server
 * already ranks a first attempt while this one still waits in the queue, when the server has
 * counted more than one attempt, or when this device saw an earlier attempt by this learner.
 */
export function standingView(input: {
  signedIn: boolean;
  standing: MockStanding | undefined;
  pending: boolean;
  deviceAttempts: number;
}): StandingView {
  if (!input.signedIn) return { kind: 'sign-in' };
  const you = input.standing?.you;
  if (!you) return { kind: 'waiting' };
  return { kind: 'ranked', you, reattempt: input.pending || you.attempts > 1 || input.deviceAttempts > 1 };
}
