import type { ProgressSyncResult, ProgressUpdate } from '@abhyas/domain';
import { loadPayloadSchemas } from '../api/load-payload-schemas.ts';
import { failureOfStatus, type SyncFailure } from './sync-failure.ts';
import { SYNC_REQUEST_TIMEOUT_MS } from './sync-timing.ts';

export const SYNC_URL = '/api/progress/sync';

/** A failed sync: what it means for the queue (`failure`) and the server's words or the cause. */
export class SyncRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly failure: SyncFailure = failureOfStatus(status, undefined, Date.now()),
  ) {
    super(message);
  }
}

const causeOf = (error: unknown) => (error instanceof Error ? error.message : 'Network error');

/**
 * Sends one batch (at most 100 updates); resolves with the server's acknowledgement. A request
 * that has no answer within the timeout is given up, and retried like a network failure.
 */
export async function postBatch(
  updates: readonly ProgressUpdate[],
  timeoutMs = SYNC_REQUEST_TIMEOUT_MS,
): Promise<ProgressSyncResult> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(SYNC_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ updates }),
      signal: abort.signal,
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    throw new SyncRequestError(abort.signal.aborted ? 'Timed out' : causeOf(error), undefined);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const message = (body as { error?: unknown } | undefined)?.error;
    throw new SyncRequestError(
      typeof message === 'string' ? message : `HTTP ${response.status}`,
      response.status,
      failureOfStatus(response.status, response.headers.get('retry-after'), Date.now()),
    );
  }
  let schemas: Awaited<ReturnType<typeof loadPayloadSchemas>>;
  try {
    schemas = await loadPayloadSchemas();
  } catch (error) {
    // The schemas' chunk did not load (a flaky link): like a network failure, retried later.
    throw new SyncRequestError(causeOf(error), undefined);
  }
  const parsed = schemas.progressSyncResultSchema.safeParse(body);
  if (!parsed.success)
    throw new SyncRequestError('Malformed sync response', response.status, { kind: 'retry' });
  return parsed.data as unknown as ProgressSyncResult;
}

/** Browsers cap the bodies of all keepalive requests in flight together at 64 KiB. */
const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/**
 * On unload: sends as many of the oldest updates as fit a keepalive request. Nothing leaves the
 * queue: what arrived is reported as a duplicate on the next visit and dropped then.
 */
export function sendKeepalive(updates: readonly ProgressUpdate[]): boolean {
  let batch = updates.slice();
  let body = JSON.stringify({ updates: batch });
  while (batch.length > 1 && body.length > KEEPALIVE_BODY_LIMIT) {
    batch = batch.slice(0, Math.ceil(batch.length / 2));
    body = JSON.stringify({ updates: batch });
  }
  if (batch.length === 0 || body.length > KEEPALIVE_BODY_LIMIT) return false;
  void fetch(SYNC_URL, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
  return true;
}
