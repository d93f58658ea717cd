import type { ProgressUpdate } from '@abhyas/domain';

/** The stored queue's format version; a reader drops what it cannot trust, never the neighbours. */
export const PENDING_STORAGE_VERSION = '2.1';

/** One learner's queue, the same shape in IndexedDB and in local storage. */
export interface PendingQueue {
  updates: ProgressUpdate[];
  lastSyncTime: number | null;
  timestamp: number;
  version: typeof PENDING_STORAGE_VERSION;
  userId: string;
}

/** What a change to the queue decides; the store stamps the rest. */
export type QueueContent = Pick<PendingQueue, 'updates' | 'lastSyncTime'>;

export function emptyQueue(uid: string): PendingQueue {
  return { updates: [], lastSyncTime: null, timestamp: 0, version: PENDING_STORAGE_VERSION, userId: uid };
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
  };
}

const NUMERIC_FIELDS = [
  'scoreChange',
  'questionsAttempted',
  'correctAnswers',
  'wrongAnswers',
  'newRank',
  'timestamp',
] as const;

function toNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

const isNumeric = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Keeps an entry only with a numeric timestamp, an id, a numeric scoreChange and questionsAttempted. */
export function sanitizeUpdate(entry: unknown): ProgressUpdate | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.id === '') return undefined;
  if (!isNumeric(record.timestamp) || !isNumeric(record.scoreChange) || !isNumeric(record.questionsAttempted))
    return undefined;
  const update = { ...record } as Record<string, unknown>;
  for (const field of NUMERIC_FIELDS) update[field] = toNumber(record[field]);
  return update as unknown as ProgressUpdate;
}

/**
 * A stored queue read back as the learner's: corrupt entries and other learners' entries are
 * dropped with a log line, the valid ones kept. Undefined when what is stored is no queue of
 * this learner (missing, not an object, or another learner's); `source` names it in the log.
 */
export function sanitizeQueue(stored: unknown, uid: string, source: string): PendingQueue | undefined {
  if (!stored || typeof stored !== 'object') {
    if (stored !== undefined && stored !== null) console.warn(`Dropping ${source}: it is not a queue`);
    return undefined;
  }
  const record = stored as Record<string, unknown>;
  if (record.userId !== undefined && record.userId !== uid) {
    console.warn(`Dropping ${source}: it belongs to another user`);
    return undefined;
  }
  const updates: ProgressUpdate[] = [];
  for (const entry of Array.isArray(record.updates) ? record.updates : []) {
    const update = sanitizeUpdate(entry);
    if (!update) console.warn(`Dropping a corrupt pending progress update from ${source}`, entry);
    else if (update.userId !== undefined && update.userId !== uid)
      console.warn(`Dropping a pending progress update of another user from ${source}`, update.id);
    else updates.push(update);
  }
  return {
    updates,
    lastSyncTime: isNumeric(record.lastSyncTime) ? (record.lastSyncTime as number) : null,
    timestamp: toNumber(record.timestamp),
    version: PENDING_STORAGE_VERSION,
    userId: uid,
  };
}
