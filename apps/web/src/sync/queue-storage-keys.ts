/**
 * Where the sync queue lives in local storage, and the one light look at it that screens outside
 * the sync code need. The full format and its checks are in pending-queue-format.ts; nothing
 * else names these keys.
 */
export const PENDING_UPDATES_PREFIX = 'pending_updates_';
export const pendingKey = (uid: string) => `${PENDING_UPDATES_PREFIX}${uid}`;
export const backupKey = (uid: string) => `${PENDING_UPDATES_PREFIX}${uid}_backup`;

/** A key of some learner's queue or its backup marker: kept when the app clears its data. */
export function isPendingQueueKey(key: string): boolean {
  return key.startsWith(PENDING_UPDATES_PREFIX);
}

export interface QueuePeek {
  /** Ids of the updates waiting to be sent. */
  waitingIds: string[];
  /** How many updates the server refused for good (kept, shown, exportable). */
  setAsideCount: number;
}

/** A quick, tolerant read of the learner's stored queue: an unreadable one peeks as empty. */
export function peekQueue(storage: Storage, uid: string): QueuePeek {
  try {
    const stored = JSON.parse(storage.getItem(pendingKey(uid)) ?? 'null') as {
      updates?: unknown;
      setAside?: unknown;
    } | null;
    const waiting = Array.isArray(stored?.updates) ? stored.updates : [];
    return {
      waitingIds: waiting.flatMap((update) => {
        const id = (update as { id?: unknown } | null)?.id;
        return typeof id === 'string' ? [id] : [];
      }),
      setAsideCount: Array.isArray(stored?.setAside) ? stored.setAside.length : 0,
    };
  } catch {
    return { waitingIds: [], setAsideCount: 0 };
  }
}
