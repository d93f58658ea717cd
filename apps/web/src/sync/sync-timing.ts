import { BATCH_SIZE, MAX_BATCH_WAIT_MS } from '@abhyas/domain';

/** The wait-timer never fires sooner than this after it is scheduled, in ms. */
export const MIN_SCHEDULED_WAIT_MS = 30_000;
/** Another tab changed the queue: sync this long after, so its write settles first. */
export const OTHER_TAB_SYNC_DELAY_MS = 1_000;
/** On load, a stored full batch older than this is synced after STARTUP_SYNC_DELAY_MS. */
export const STALE_BATCH_AGE_MS = 10_000;
export const STARTUP_SYNC_DELAY_MS = 2_000;
/** Retry back-off after a failed sync: doubles from the first to the cap. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_CAP_MS = 60_000;
/** A sync request with no answer this long is given up and retried (a stalled mobile link). */
export const SYNC_REQUEST_TIMEOUT_MS = 30_000;

/** A batch counts as ready at this many pending updates. */
export const isBatchReady = (pending: number) => pending >= BATCH_SIZE;

/** Delay until the wait-timer sync: when the oldest update has waited the maximum, but never under 30 s. */
export function maxWaitDelay(oldestTimestamp: number, now: number): number {
  return Math.max(MIN_SCHEDULED_WAIT_MS, oldestTimestamp + MAX_BATCH_WAIT_MS - now);
}

/**
 * The wait before retry number `failures`: capped exponential back-off with jitter (between half
 * and all of it), so phones that lost the server together do not all come back in step.
 * `random` is in [0, 1).
 */
export function retryDelay(failures: number, random: number = Math.random()): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
