import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PendingQueue } from './pending-queue-format.ts';
import { sanitizeQueue } from './pending-queue-format.ts';

/**
 * The queues in IndexedDB: one record per learner, keyed by its `userId`. A readwrite transaction
 * runs alone among all tabs and processes of the origin and sees everything committed before it,
 * which local storage does not promise across processes.
 */
export const QUEUE_DATABASE = 'abhyas-progress';
const QUEUE_DATABASE_VERSION = 1;
export const QUEUE_STORE = 'pending-queues';
/**
 * Past this wait for the database to open, the page keeps its queue in local storage alone: some
 * browsers have left an open request unanswered (WebKit bug 226547), and a learner's answer must
 * not wait on it.
 */
export const OPEN_TIMEOUT_MS = 5_000;

interface QueueSchema extends DBSchema {
  // What is stored is read back as unknown and sanitised: it may come from an older version.
  'pending-queues': { key: string; value: unknown };
}

export type QueueDatabase = IDBPDatabase<QueueSchema>;

/** Opens the queue database; undefined where IndexedDB is missing, blocked or does not answer. */
export async function openQueueDatabase(timeoutMs = OPEN_TIMEOUT_MS): Promise<QueueDatabase | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (typeof indexedDB === 'undefined' || indexedDB === null) return undefined;
    const opening = openDB<QueueSchema>(QUEUE_DATABASE, QUEUE_DATABASE_VERSION, {
      upgrade(database) {
        database.createObjectStore(QUEUE_STORE, { keyPath: 'userId' });
      },
      // A newer version of the app, open in another tab, upgrades the database: let it. This
      // page's queue changes fail from then on (an answer is then sent on its own) until it reloads.
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
      },
    });
    const unanswered = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    const database = await Promise.race([opening, unanswered]);
    if (!database) {
      console.warn('IndexedDB did not open in time; the sync queue stays in local storage');
      opening.then((late) => late.close()).catch(() => undefined);
    }
    return database;
  } catch (error) {
    // Private modes and blocked storage refuse to open it, some by throwing at once.
    console.warn('IndexedDB is unavailable; the sync queue stays in local storage', error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** What a transaction on a learner's record decided: the record to put or to delete (if any), and its answer. */
export interface RecordDecision<T> {
  put?: PendingQueue;
  remove?: boolean;
  result: T;
}

/**
 * Reads the learner's record and writes what `decide` returns, in one readwrite transaction.
 * `decide` runs synchronously between the read and the write (IndexedDB commits a transaction
 * once it waits on anything else). What is stored is handed over unsanitised.
 */
export async function transactQueueRecord<T>(
  database: QueueDatabase,
  uid: string,
  decide: (stored: unknown) => RecordDecision<T>,
): Promise<T> {
  const transaction = database.transaction(QUEUE_STORE, 'readwrite');
  const stored = await transaction.store.get(uid);
  const decision = decide(stored);
  const write = decision.put
    ? transaction.store.put(decision.put)
    : decision.remove
      ? transaction.store.delete(uid)
      : undefined;
  await Promise.all([write, transaction.done]);
  return decision.result;
}

/** The learner's stored record, unsanitised (undefined when there is none). */
export async function readQueueRecord(database: QueueDatabase, uid: string): Promise<unknown> {
  return database.get(QUEUE_STORE, uid);
}

/**
 * After sign-out or deletion: removes the learner's record, except one still holding unsynced
 * (or set-aside) updates when those are to be kept (they sync on the learner's next sign-in on this device).
 */
export async function forgetQueueRecord(
  uid: string,
  keepUnsynced: boolean,
  open: () => Promise<QueueDatabase | undefined> = openQueueDatabase,
): Promise<void> {
  const database = await open();
  if (!database) return;
  try {
    await transactQueueRecord(database, uid, (stored) => {
      const queue = sanitizeQueue(stored, uid, 'the IndexedDB queue');
      // The "could not be sent" list is kept like the queue: it is never silently deleted.
      const unsynced = (queue?.updates.length ?? 0) + (queue?.setAside.length ?? 0) > 0;
      return { remove: stored !== undefined && !(keepUnsynced && unsynced), result: undefined };
    });
  } finally {
    database.close();
  }
}
