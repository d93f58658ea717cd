/**
 * What a failed sync request means for the queue, read from its status and headers:
 * - `retry`: it may work later (no answer, a timeout, 408, 5xx); back off and send again;
 * - `busy`: the server said so (503, 429); wait as long as it asks (Retry-After), then again;
 * - `sign-in`: the session is gone (401); keep the queue and ask the learner to sign in again;
 * - `refused`: it never will (403 and the other 4xx); the batch is split until the updates at
 *   fault are found, and those are set aside.
 */
export type SyncFailureKind = 'retry' | 'busy' | 'sign-in' | 'refused';

export interface SyncFailure {
  kind: SyncFailureKind;
  /** How long the server asked the client to wait (Retry-After), in ms. */
  retryAfterMs?: number;
}

/** A Retry-After longer than this is read as this: a wrong header must not stall the queue for days. */
export const RETRY_AFTER_CAP_MS = 15 * 60_000;

/** Retry-After as seconds or as an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}

/** The failure an HTTP status (undefined: no answer at all) stands for. */
export function failureOfStatus(
  status: number | undefined,
  retryAfter: string | null | undefined,
  now: number,
): SyncFailure {
  if (status === undefined || status === 408) return { kind: 'retry' };
  if (status === 503 || status === 429) {
    const retryAfterMs = parseRetryAfter(retryAfter, now);
    return retryAfterMs === undefined ? { kind: 'busy' } : { kind: 'busy', retryAfterMs };
  }
  if (status >= 500) return { kind: 'retry' };
  if (status === 401) return { kind: 'sign-in' };
  if (status >= 400) return { kind: 'refused' };
  // A 2xx or 3xx whose body was no sync answer (a captive portal, a proxy's page): try again later.
  return { kind: 'retry' };
}
