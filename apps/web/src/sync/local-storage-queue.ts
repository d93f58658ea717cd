import type { ProgressUpdate } from '@abhyas/domain';
import { emptyQueue, type PendingQueue, sanitizeQueue } from './pending-queue-format.ts';
import { backupKey, pendingKey } from './queue-storage-keys.ts';

/**
 * The queue in local storage, under the documented keys. Where IndexedDB works it is a mirror,
 * written after every committed change: the unload sender and the screens read it synchronously,
 * and its `storage` event tells the other tabs. Where IndexedDB does not, it is the queue itself.
 */
export { backupKey, pendingKey } from './queue-storage-keys.ts';

/** This page's local storage, or undefined where the browser blocks it (reading it then throws). */
export function pageLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readRaw(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch (error) {
    console.warn(`Dropping unreadable ${key}`, error);
    return undefined;
  }
}

/** The learner's queue as this page sees it; corrupt or foreign entries are dropped with a log line. */
export function readLocalQueue(storage: Storage, uid: string): PendingQueue {
  return sanitizeQueue(readRaw(storage, pendingKey(uid)), uid, pendingKey(uid)) ?? emptyQueue(uid);
}

/** Whether the page holds a queue for the learner at all (an earlier version's, or a mirror). */
export function hasLocalQueue(storage: Storage, uid: string): boolean {
  return storage.getItem(pendingKey(uid)) !== null;
}

/** Writes the queue and its backup marker; throws when storage is full or blocked. */
export function writeLocalQueue(storage: Storage, queue: PendingQueue): void {
  storage.setItem(pendingKey(queue.userId), JSON.stringify(queue));
  storage.setItem(
    backupKey(queue.userId),
    JSON.stringify({ count: queue.updates.length, timestamp: queue.timestamp }),
  );
}

/**
 * Shows a just-queued update in the mirror at once, before IndexedDB commits it: screens read the
 * mirror synchronously right after an answer. The mirror's timestamp stays, so no tab mistakes
 * this copy for an earlier version's write and adopts it. Only for a mirror: where local storage
 * is the queue itself, every write must go through the queue lock.
 */
export function showQueuedInMirror(storage: Storage, uid: string, update: ProgressUpdate): void {
  try {
    const mirror = readLocalQueue(storage, uid);
    if (mirror.updates.some((queued) => queued.id === update.id)) return;
    writeLocalQueue(storage, { ...mirror, updates: [...mirror.updates, update] });
  } catch {
    // The mirror catches up after the commit.
  }
}
