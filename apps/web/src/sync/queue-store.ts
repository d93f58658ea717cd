import { type QueueDatabase, readQueueRecord, transactQueueRecord } from './indexeddb-queue.ts';
import { hasLocalQueue, readLocalQueue, writeLocalQueue } from './local-storage-queue.ts';
import {
  emptyQueue,
  nextQueue,
  type PendingQueue,
  type QueueContent,
  sanitizeQueue,
  withSetAside,
} from './pending-queue-format.ts';

/** One learner's stored queue, shared by all tabs: read it, or change it in one step across tabs. */
export interface QueueStore {
  /** IndexedDB holds the queue and local storage mirrors it; or local storage holds it alone. */
  readonly kind: 'indexeddb' | 'local-storage';
  /** The queue as last committed by any tab. */
  read(): Promise<PendingQueue>;
  /** Reads, changes and writes the queue with no other tab's change in between; resolves with what was committed. */
  change(change: (queue: PendingQueue) => QueueContent): Promise<PendingQueue>;
  close(): void;
}

export interface QueueStoreOptions {
  uid: string;
  /** This page's local storage; undefined where the browser blocks it. */
  storage: Storage | undefined;
  locks: LockManager | undefined;
  now: () => number;
  /** Resolves undefined where IndexedDB cannot be used. */
  openDatabase: () => Promise<QueueDatabase | undefined>;
}

const RECORD_SOURCE = 'the IndexedDB queue';

/**
 * Every read-change-write of a learner's queue holds this Web Lock. For IndexedDB the transaction
 * alone keeps changes whole; the lock also keeps the mirror writes in commit order.
 */
function underQueueLock<T>(options: QueueStoreOptions, work: () => Promise<T> | T): Promise<T> {
  const { locks, uid } = options;
  return locks
    ? (locks.request(`abhyas-progress-queue-${uid}`, work) as Promise<T>)
    : Promise.resolve().then(work);
}

/**
 * A local copy newer than the record was not written by this store (whose mirrors carry the
 * record's timestamp): an earlier version of the app still open in another tab wrote it, or a tab
 * where IndexedDB failed. Its updates the record lacks are added; one that was in fact synced
 * already is reported as a duplicate when resent, never counted twice.
 */
export function adoptNewerLocalWrites(record: PendingQueue, local: PendingQueue): PendingQueue {
  if (local.timestamp <= record.timestamp) return record;
  const known = new Set(record.updates.map((update) => update.id));
  const added = local.updates.filter((update) => !known.has(update.id));
  // What that write held that can never be sent is kept on the list too, never lost.
  const setAside = withSetAside(record.setAside, local.setAside);
  if (added.length === 0 && setAside.length === record.setAside.length) return record;
  return { ...record, updates: [...record.updates, ...added], setAside };
}

class IndexedDbQueueStore implements QueueStore {
  readonly kind = 'indexeddb';

  constructor(
    private readonly database: QueueDatabase,
    private readonly options: QueueStoreOptions,
  ) {}

  /**
   * The queue from what IndexedDB holds: with no record yet (or a corrupt one), the local storage
   * queue an earlier version kept is imported; a newer local write is adopted.
   */
  private current(stored: unknown): { queue: PendingQueue; differsFromRecord: boolean } {
    const { storage, uid } = this.options;
    const record = sanitizeQueue(stored, uid, RECORD_SOURCE);
    if (!record) {
      const local = storage && hasLocalQueue(storage, uid) ? readLocalQueue(storage, uid) : undefined;
      return { queue: local ?? emptyQueue(uid), differsFromRecord: local !== undefined };
    }
    const queue = storage ? adoptNewerLocalWrites(record, readLocalQueue(storage, uid)) : record;
    return { queue, differsFromRecord: queue !== record };
  }

  async read(): Promise<PendingQueue> {
    return this.current(await readQueueRecord(this.database, this.options.uid)).queue;
  }

  change(change: (queue: PendingQueue) => QueueContent): Promise<PendingQueue> {
    const { uid, now } = this.options;
    return underQueueLock(this.options, async () => {
      const committed = await transactQueueRecord(this.database, uid, (stored) => {
        const { queue } = this.current(stored);
        const next = nextQueue(uid, queue, change(queue), now());
        return { put: next, result: next };
      });
      this.mirror(committed);
      return committed;
    });
  }

  /**
   * On open: imports or adopts what local storage holds, and rewrites a mirror that is missing or
   * out of date (sign-out may have removed it while unsynced updates stayed in IndexedDB).
   */
  async reconcile(): Promise<void> {
    const { storage, uid, now } = this.options;
    await underQueueLock(this.options, async () => {
      const committed = await transactQueueRecord(this.database, uid, (stored) => {
        const { queue, differsFromRecord } = this.current(stored);
        if (!differsFromRecord) return { result: stored === undefined ? undefined : queue };
        const next = nextQueue(uid, queue, queue, now());
        return { put: next, result: next };
      });
      if (committed && storage && readLocalQueue(storage, uid).timestamp !== committed.timestamp)
        this.mirror(committed);
    });
  }

  private mirror(queue: PendingQueue): void {
    const { storage } = this.options;
    if (!storage) return;
    try {
      writeLocalQueue(storage, queue);
    } catch (error) {
      // The change is committed; the mirror catches up with the next one.
      console.warn('Could not mirror the sync queue to local storage', error);
    }
  }

  close(): void {
    this.database.close();
  }
}

/** Without IndexedDB: local storage is the queue, changed under the queue lock (the behaviour before IndexedDB). */
class LocalStorageQueueStore implements QueueStore {
  readonly kind = 'local-storage';

  constructor(private readonly options: QueueStoreOptions) {}

  private storage(): Storage {
    if (!this.options.storage) throw new Error('Neither IndexedDB nor local storage is available');
    return this.options.storage;
  }

  async read(): Promise<PendingQueue> {
    return readLocalQueue(this.storage(), this.options.uid);
  }

  change(change: (queue: PendingQueue) => QueueContent): Promise<PendingQueue> {
    const { uid, now } = this.options;
    return underQueueLock(this.options, () => {
      const storage = this.storage();
      const queue = readLocalQueue(storage, uid);
      const next = nextQueue(uid, queue, change(queue), now());
      writeLocalQueue(storage, next);
      return next;
    });
  }

  close(): void {}
}

/**
 * The learner's queue store: IndexedDB with a local storage mirror, or local storage alone where
 * IndexedDB cannot be opened or fails its first transaction. Never rejects.
 */
export async function openQueueStore(options: QueueStoreOptions): Promise<QueueStore> {
  const database = await options.openDatabase().catch(() => undefined);
  if (database) {
    const store = new IndexedDbQueueStore(database, options);
    try {
      await store.reconcile();
      return store;
    } catch (error) {
      console.warn('IndexedDB failed; the sync queue stays in local storage', error);
      store.close();
    }
  }
  return new LocalStorageQueueStore(options);
}
