import { type ProgressUpdate, readProgressUpdate } from '@abhyas/domain';

/** The stored queue's format version; a reader drops what it cannot trust, never the neighbours. */
export const PENDING_STORAGE_VERSION = '2.1';

/**
 * An update that will never be accepted (the server refused it, or it is corrupt): kept, shown
 * to the learner as "could not be sent" and exportable, never silently deleted, and out of the
 * way of the rest of the queue. `update` is the entry as it was queued or stored.
 */
export interface SetAsideUpdate {
  id: string | undefined;
  reason: string;
  update: unknown;
}

/**
 * One learner's queue, the same shape in IndexedDB and in local storage. `setAside` was added
 * after version 2.1 was written down; readers that predate it ignore it.
 */
export interface PendingQueue {
  updates: ProgressUpdate[];
  lastSyncTime: number | null;
  timestamp: number;
  version: typeof PENDING_STORAGE_VERSION;
  userId: string;
  setAside: SetAsideUpdate[];
}

/** What a change to the queue decides; the store stamps the rest (and keeps `setAside` unless given). */
export type QueueContent = Pick<PendingQueue, 'updates' | 'lastSyncTime'> & {
  setAside?: SetAsideUpdate[];
};

export function emptyQueue(uid: string): PendingQueue {
  return {
    updates: [],
    lastSyncTime: null,
    timestamp: 0,
    version: PENDING_STORAGE_VERSION,
    userId: uid,
    setAside: [],
  };
}

/**
 * The queue to store after a change. Its timestamp only moves forward, even if the clock steps
 * back: a copy with an older timestamp is known to be stale (see `adoptNewerLocalWrites`).
 */
export function nextQueue(
  uid: string,
  previous: PendingQueue,
  content: QueueContent,
  now: number,
): PendingQueue {
  return {
    updates: content.updates,
    lastSyncTime: content.lastSyncTime,
    timestamp: Math.max(now, previous.timestamp + 1),
    version: PENDING_STORAGE_VERSION,
    userId: uid,
    setAside: content.setAside ?? previous.setAside,
  };
}

const isNumeric = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSetAside(stored: unknown): SetAsideUpdate[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) =>
    isRecord(entry) && typeof entry.reason === 'string'
      ? [
          {
            id: typeof entry.id === 'string' ? entry.id : undefined,
            reason: entry.reason,
            update: entry.update,
          },
        ]
      : [],
  );
}

/** Adds to the set-aside list, once per id (an entry without one is always added). */
export function withSetAside(
  list: readonly SetAsideUpdate[],
  added: readonly SetAsideUpdate[],
): SetAsideUpdate[] {
  const known = new Set(list.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  return [...list, ...added.filter((entry) => entry.id === undefined || !known.has(entry.id))];
}

/**
 * A stored queue read back as the learner's, each entry by the domain's one reader of a progress
 * update (as an earlier version stored it: numbers coerced, negative times clamped): an entry
 * that can never be sent is set aside with its reason and a log line, another learner's is
 * dropped with a log line, the valid ones kept. Undefined when what is stored is no queue of
 * this learner (missing, not an object, or another learner's); `source` names it in the log.
 */
export function sanitizeQueue(stored: unknown, uid: string, source: string): PendingQueue | undefined {
  if (!isRecord(stored)) {
    if (stored !== undefined && stored !== null) console.warn(`Dropping ${source}: it is not a queue`);
    return undefined;
  }
  if (stored.userId !== undefined && stored.userId !== uid) {
    console.warn(`Dropping ${source}: it belongs to another user`);
    return undefined;
  }
  const updates: ProgressUpdate[] = [];
  const refused: SetAsideUpdate[] = [];
  for (const entry of Array.isArray(stored.updates) ? stored.updates : []) {
    const owner = isRecord(entry) ? entry.userId : undefined;
    if (owner !== undefined && owner !== uid) {
      console.warn(`Dropping a pending progress update of another user from ${source}`, entry);
      continue;
    }
    // An entry of this learner's queue without a user id is theirs.
    const verdict = readProgressUpdate(
      isRecord(entry) && owner === undefined ? { ...entry, userId: uid } : entry,
    );
    if (verdict.ok) updates.push(verdict.update);
    else {
      console.warn(`Setting aside a pending progress update from ${source}: ${verdict.reason}`, entry);
      refused.push({ id: verdict.id, reason: verdict.reason, update: entry });
    }
  }
  return {
    updates,
    lastSyncTime: isNumeric(stored.lastSyncTime) ? (stored.lastSyncTime as number) : null,
    timestamp: Number.isFinite(Number(stored.timestamp)) ? Number(stored.timestamp) : 0,
    version: PENDING_STORAGE_VERSION,
    userId: uid,
    setAside: withSetAside(readSetAside(stored.setAside), refused),
  };
}
