import type { ProgressUpdate } from '@abhyas/domain';

/** The stored queue's format version; a reader drops what it cannot trust, never the neighbours. */
export const PENDING_STORAGE_VERSION = '2.1';

export interface PendingQueue {
  updates: ProgressUpdate[];
  lastSyncTime: number | null;
  timestamp: number;
  version: typeof PENDING_STORAGE_VERSION;
  userId: string;
}

export const pendingKey = (uid: string) => `pending_updates_${uid}`;
export const backupKey = (uid: string) => `pending_updates_${uid}_backup`;

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

function readRaw(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch (error) {
    console.warn(`Dropping unreadable ${key}`, error);
    return undefined;
  }
}

/** The learner's stored queue; corrupt or foreign entries are dropped with a log line. */
export function loadPendingQueue(uid: string): PendingQueue {
  const stored = readRaw(pendingKey(uid));
  const empty: PendingQueue = {
    updates: [],
    lastSyncTime: null,
    timestamp: 0,
    version: PENDING_STORAGE_VERSION,
    userId: uid,
  };
  if (!stored || typeof stored !== 'object') return empty;
  const record = stored as Record<string, unknown>;
  if (record.userId !== undefined && record.userId !== uid) {
    console.warn(`Dropping ${pendingKey(uid)}: it belongs to another user`);
    return empty;
  }
  const updates: ProgressUpdate[] = [];
  for (const entry of Array.isArray(record.updates) ? record.updates : []) {
    const update = sanitizeUpdate(entry);
    if (!update) console.warn('Dropping a corrupt pending progress update', entry);
    else if (update.userId !== undefined && update.userId !== uid)
      console.warn('Dropping a pending progress update of another user', update.id);
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

/** Writes the queue and its backup marker; throws when storage is full or blocked. */
export function savePendingQueue(
  uid: string,
  queue: Pick<PendingQueue, 'updates' | 'lastSyncTime'>,
  now = Date.now(),
): void {
  const stored: PendingQueue = {
    updates: queue.updates,
    lastSyncTime: queue.lastSyncTime,
    timestamp: now,
    version: PENDING_STORAGE_VERSION,
    userId: uid,
  };
  localStorage.setItem(pendingKey(uid), JSON.stringify(stored));
  localStorage.setItem(backupKey(uid), JSON.stringify({ count: queue.updates.length, timestamp: now }));
}
