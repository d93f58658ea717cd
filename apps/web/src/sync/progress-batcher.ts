import {
  acknowledgedIds,
  MAX_UPDATES_PER_REQUEST,
  type ProgressSyncResult,
  type ProgressUpdate,
  type UserProfile,
} from '@abhyas/domain';
import { openQueueDatabase, type QueueDatabase } from './indexeddb-queue.ts';
import { pageLocalStorage, pendingKey, readLocalQueue, showQueuedInMirror } from './local-storage-queue.ts';
import { emptyQueue, type PendingQueue } from './pending-queue-format.ts';
import { openQueueStore, type QueueStore } from './queue-store.ts';
import { postBatch, sendKeepalive } from './sync-client.ts';
import {
  isBatchReady,
  maxWaitDelay,
  OTHER_TAB_SYNC_DELAY_MS,
  retryDelay,
  STALE_BATCH_AGE_MS,
  STARTUP_SYNC_DELAY_MS,
} from './sync-timing.ts';

/** When the oldest queued update was made; null for an empty queue. */
const oldestOf = (queue: PendingQueue) =>
  queue.updates.reduce<number | null>(
    (oldest, update) => (oldest === null ? update.timestamp : Math.min(oldest, update.timestamp)),
    null,
  );

/** How soon a sync skipped because another tab held the lock is tried again. */
const SKIPPED_SYNC_RETRY_MS = 1_000;

export type SyncReason =
  | 'batch-full'
  | 'max-wait'
  | 'hidden'
  | 'sync-now'
  | 'forced'
  | 'sign-out'
  | 'other-tab'
  | 'startup'
  | 'retry'
  | 'online';

export interface SyncReport {
  /** True when another sync held the lock: the pending updates go with the next one. */
  skipped: boolean;
  /** Requests sent, and how many of them the server acknowledged. */
  total: number;
  ok: number;
  error?: string;
}

export type SyncEvent =
  | { type: 'syncing' }
  | { type: 'finished'; report: SyncReport }
  | { type: 'profile'; profile: UserProfile }
  | { type: 'changed' };

export interface BatcherStatus {
  pending: number;
  oldestTimestamp: number | null;
  nextSyncAt: number | null;
  lastSyncTime: number | null;
  syncing: boolean;
  lastError: string | undefined;
  lastActivity: number;
}

export interface BatcherDependencies {
  post: (updates: readonly ProgressUpdate[]) => Promise<ProgressSyncResult>;
  now: () => number;
  locks: LockManager | undefined;
  /** This page's local storage: the queue's mirror, or the queue itself without IndexedDB. */
  storage: Storage | undefined;
  /** Resolves undefined where IndexedDB cannot be used. */
  openDatabase: () => Promise<QueueDatabase | undefined>;
}

const defaultDependencies = (): BatcherDependencies => ({
  post: postBatch,
  now: Date.now,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  storage: pageLocalStorage(),
  openDatabase: () => openQueueDatabase(),
});

/**
 * One learner's queue and its sync loop. The queue lives in IndexedDB, shared by all tabs and
 * mirrored to local storage (see queue-store.ts); a sync holds a Web Lock per learner, so only
 * one runs at a time across all tabs.
 */
export class ProgressBatcher {
  private readonly deps: BatcherDependencies;
  private readonly listeners = new Set<(event: SyncEvent) => void>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private detach: (() => void) | undefined;
  private syncingHere = false;
  private failures = 0;
  private lastError: string | undefined;
  private nextSyncAt: number | null = null;
  private lastActivity: number;
  private readonly store: Promise<QueueStore>;
  /** Set once the store is open: whether local storage only mirrors the queue. */
  private mirrored = false;
  /** The queue as this tab last read or committed it: shown where local storage is blocked. */
  private lastKnown: PendingQueue;

  constructor(
    readonly uid: string,
    dependencies: Partial<BatcherDependencies> = {},
  ) {
    this.deps = { ...defaultDependencies(), ...dependencies };
    this.lastActivity = this.deps.now();
    this.lastKnown = emptyQueue(uid);
    const { storage, locks, now, openDatabase } = this.deps;
    this.store = openQueueStore({ uid, storage, locks, now, openDatabase }).then((store) => {
      this.mirrored = store.kind === 'indexeddb';
      return store;
    });
  }

  subscribe(listener: (event: SyncEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: SyncEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /**
   * The queue without waiting, for the screens and the unload sender: local storage as this page
   * sees it (another tab's newest change may arrive a moment late).
   */
  private peek(): PendingQueue {
    const { storage } = this.deps;
    if (!storage) return this.lastKnown;
    try {
      return readLocalQueue(storage, this.uid);
    } catch {
      return this.lastKnown;
    }
  }

  /** The queue as last committed by any tab. */
  private async read(): Promise<PendingQueue> {
    this.lastKnown = await (await this.store).read();
    return this.lastKnown;
  }

  pending(): ProgressUpdate[] {
    return this.peek().updates;
  }

  status(): BatcherStatus {
    const queue = this.peek();
    return {
      pending: queue.updates.length,
      oldestTimestamp: oldestOf(queue),
      nextSyncAt: queue.updates.length > 0 ? this.nextSyncAt : null,
      lastSyncTime: queue.lastSyncTime,
      syncing: this.syncingHere,
      lastError: this.lastError,
      lastActivity: this.lastActivity,
    };
  }

  /**
   * Reads, changes and writes the stored queue as one step across tabs: a tab queueing an answer
   * while another drops acknowledged ones must neither lose the answer nor write those back.
   */
  private async changeQueue(
    change: (updates: ProgressUpdate[]) => ProgressUpdate[],
    synced = false,
  ): Promise<PendingQueue> {
    const store = await this.store;
    this.lastKnown = await store.change((queue) => ({
      updates: change(queue.updates),
      lastSyncTime: synced ? this.deps.now() : queue.lastSyncTime,
    }));
    return this.lastKnown;
  }

  /** Saves the update at once; syncs when a batch is ready, else (re)arms the wait timer. */
  async enqueue(update: ProgressUpdate): Promise<void> {
    if (this.mirrored && this.deps.storage) showQueuedInMirror(this.deps.storage, this.uid, update);
    const queue = await this.changeQueue((updates) =>
      updates.some((queued) => queued.id === update.id) ? updates : [...updates, update],
    );
    this.lastActivity = this.deps.now();
    this.emit({ type: 'changed' });
    if (isBatchReady(queue.updates.length)) void this.sync('batch-full');
    else this.armWaitTimer(queue);
  }

  private schedule(name: string, delay: number, run: () => void): void {
    const existing = this.timers.get(name);
    if (existing) clearTimeout(existing);
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        run();
      }, delay),
    );
  }

  private armWaitTimer(queue: PendingQueue): void {
    const oldestTimestamp = oldestOf(queue);
    if (oldestTimestamp === null) {
      const timer = this.timers.get('max-wait');
      if (timer) clearTimeout(timer);
      this.timers.delete('max-wait');
      this.nextSyncAt = null;
      return;
    }
    const delay = maxWaitDelay(oldestTimestamp, this.deps.now());
    this.nextSyncAt = this.deps.now() + delay;
    this.schedule('max-wait', delay, () => void this.sync('max-wait'));
  }

  /** One sync at a time per learner across tabs; a sync asked for while one runs is skipped. */
  async sync(reason: SyncReason): Promise<SyncReport> {
    this.lastActivity = this.deps.now();
    const locks = this.deps.locks;
    if (!locks) {
      if (this.syncingHere) return this.skipped();
      return this.syncHoldingLock(reason);
    }
    return locks.request(`abhyas-progress-sync-${this.uid}`, { ifAvailable: true }, async (lock) =>
      lock ? this.syncHoldingLock(reason) : this.skipped(),
    );
  }

  /**
   * Another tab is syncing: what is pending goes with the next sync, so make sure there is one
   * (the running sync may have read the queue before our newest updates were written).
   */
  private async skipped(): Promise<SyncReport> {
    const pending = await this.read().then(
      (queue) => queue.updates.length,
      () => 1,
    );
    if (pending > 0) this.schedule('after-skip', SKIPPED_SYNC_RETRY_MS, () => void this.sync('retry'));
    return { skipped: true, total: 0, ok: 0 };
  }

  private async syncHoldingLock(_reason: SyncReason): Promise<SyncReport> {
    if (this.syncingHere) return this.skipped();
    // Set before the first wait: a second sync asked for in this tab meanwhile is skipped.
    this.syncingHere = true;
    let report: SyncReport | undefined;
    try {
      report = await this.sendPending();
    } finally {
      this.syncingHere = false;
    }
    if (!report) return { skipped: false, total: 0, ok: 0 };
    if (!report.error) this.armWaitTimer(this.lastKnown);
    this.emit({ type: 'finished', report });
    return report;
  }

  /** Sends the queue and drops what the server acknowledged; undefined when nothing was pending. */
  private async sendPending(): Promise<SyncReport | undefined> {
    const report: SyncReport = { skipped: false, total: 0, ok: 0 };
    try {
      let queue = await this.read();
      if (queue.updates.length === 0) return undefined;
      this.emit({ type: 'syncing' });
      // A queue that grew offline drains in requests of at most 100.
      for (;;) {
        const batch = queue.updates.slice(0, MAX_UPDATES_PER_REQUEST);
        if (batch.length === 0) break;
        report.total += 1;
        const result = await this.deps.post(batch);
        const acknowledged = acknowledgedIds(result);
        // Changed in one step: this or another tab may have queued more meanwhile.
        queue = await this.changeQueue(
          (updates) => updates.filter((update) => !acknowledged.has(update.id)),
          true,
        );
        report.ok += 1;
        this.emit({ type: 'profile', profile: result.profile });
        if (acknowledged.size === 0) break;
      }
      this.failures = 0;
      this.lastError = undefined;
    } catch (error) {
      report.error = error instanceof Error ? error.message : String(error);
      this.lastError = report.error;
      this.failures += 1;
      const delay = retryDelay(this.failures);
      this.nextSyncAt = this.deps.now() + delay;
      this.schedule('retry', delay, () => void this.sync('retry'));
    }
    return report;
  }

  /** Listens for the page's own triggers: hidden, unload, another tab's change, back online. */
  start(): void {
    if (this.detach || typeof window === 'undefined') return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void this.sync('hidden');
    };
    const onPageHide = () => {
      const pending = this.pending();
      if (pending.length > 0) sendKeepalive(pending);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== pendingKey(this.uid)) return;
      this.emit({ type: 'changed' });
      this.schedule('other-tab', OTHER_TAB_SYNC_DELAY_MS, () => void this.sync('other-tab'));
    };
    const onOnline = () => {
      if (this.failures > 0 || this.pending().length > 0) void this.sync('online');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    this.detach = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
    void this.read().then(
      (queue) => {
        if (!this.detach) return;
        // Opening the store may have imported an earlier version's queue or rewritten the mirror.
        this.emit({ type: 'changed' });
        const oldestTimestamp = oldestOf(queue);
        if (
          isBatchReady(queue.updates.length) &&
          oldestTimestamp !== null &&
          this.deps.now() - oldestTimestamp > STALE_BATCH_AGE_MS
        )
          this.schedule('startup', STARTUP_SYNC_DELAY_MS, () => void this.sync('startup'));
        else this.armWaitTimer(queue);
      },
      (error: unknown) => console.warn('Could not read the sync queue', error),
    );
  }

  stop(): void {
    this.detach?.();
    this.detach = undefined;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
    void this.store.then((store) => store.close());
  }

  /** For tests and the manager's health check: whether a retry is waiting. */
  get retrying(): boolean {
    return this.timers.has('retry') || this.failures > 0;
  }
}
