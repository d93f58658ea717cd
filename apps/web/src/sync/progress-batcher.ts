import {
  acknowledgedIds,
  MAX_UPDATES_PER_REQUEST,
  type ProgressSyncResult,
  type ProgressUpdate,
  type UserProfile,
} from '@abhyas/domain';
import { loadPendingQueue, pendingKey, savePendingQueue } from './pending-storage.ts';
import { postBatch, sendKeepalive } from './sync-client.ts';
import {
  isBatchReady,
  maxWaitDelay,
  OTHER_TAB_SYNC_DELAY_MS,
  retryDelay,
  STALE_BATCH_AGE_MS,
  STARTUP_SYNC_DELAY_MS,
} from './sync-timing.ts';

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
}

const defaultDependencies = (): BatcherDependencies => ({
  post: postBatch,
  now: Date.now,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
});

/**
 * One learner's queue and its sync loop. Local storage is the source of truth (tabs share it);
 * a sync holds a Web Lock per learner, so only one runs at a time across all tabs.
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

  constructor(
    readonly uid: string,
    dependencies: Partial<BatcherDependencies> = {},
  ) {
    this.deps = { ...defaultDependencies(), ...dependencies };
    this.lastActivity = this.deps.now();
  }

  subscribe(listener: (event: SyncEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: SyncEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  pending(): ProgressUpdate[] {
    return loadPendingQueue(this.uid).updates;
  }

  status(): BatcherStatus {
    const queue = loadPendingQueue(this.uid);
    return {
      pending: queue.updates.length,
      oldestTimestamp: queue.updates.reduce<number | null>(
        (oldest, u) => (oldest === null ? u.timestamp : Math.min(oldest, u.timestamp)),
        null,
      ),
      nextSyncAt: queue.updates.length > 0 ? this.nextSyncAt : null,
      lastSyncTime: queue.lastSyncTime,
      syncing: this.syncingHere,
      lastError: this.lastError,
      lastActivity: this.lastActivity,
    };
  }

  /**
   * Reads, changes and writes the stored queue as one step across tabs: without the lock, a tab
   * queueing an answer while another drops acknowledged ones could write those back, and they
   * would be sent again.
   */
  private changeQueue(
    change: (updates: ProgressUpdate[]) => ProgressUpdate[],
    synced = false,
  ): Promise<number> | number {
    const apply = () => {
      const queue = loadPendingQueue(this.uid);
      const updates = change(queue.updates);
      const lastSyncTime = synced ? this.deps.now() : queue.lastSyncTime;
      savePendingQueue(this.uid, { updates, lastSyncTime }, this.deps.now());
      return updates.length;
    };
    const locks = this.deps.locks;
    return locks ? locks.request(`abhyas-progress-queue-${this.uid}`, apply) : apply();
  }

  /** Saves the update at once; syncs when a batch is ready, else (re)arms the wait timer. */
  async enqueue(update: ProgressUpdate): Promise<void> {
    const pending = await this.changeQueue((updates) =>
      updates.some((queued) => queued.id === update.id) ? updates : [...updates, update],
    );
    this.lastActivity = this.deps.now();
    this.emit({ type: 'changed' });
    if (isBatchReady(pending)) void this.sync('batch-full');
    else this.armWaitTimer();
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

  private armWaitTimer(): void {
    const { oldestTimestamp } = this.status();
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
  private skipped(): SyncReport {
    if (loadPendingQueue(this.uid).updates.length > 0)
      this.schedule('after-skip', SKIPPED_SYNC_RETRY_MS, () => void this.sync('retry'));
    return { skipped: true, total: 0, ok: 0 };
  }

  private async syncHoldingLock(_reason: SyncReason): Promise<SyncReport> {
    if (this.syncingHere) return this.skipped();
    if (loadPendingQueue(this.uid).updates.length === 0) return { skipped: false, total: 0, ok: 0 };
    this.syncingHere = true;
    this.emit({ type: 'syncing' });
    const report: SyncReport = { skipped: false, total: 0, ok: 0 };
    try {
      // A queue that grew offline drains in requests of at most 100.
      for (;;) {
        const batch = loadPendingQueue(this.uid).updates.slice(0, MAX_UPDATES_PER_REQUEST);
        if (batch.length === 0) break;
        report.total += 1;
        const result = await this.deps.post(batch);
        const acknowledged = acknowledgedIds(result);
        // Re-read under the queue lock: this or another tab may have queued more meanwhile.
        await this.changeQueue((updates) => updates.filter((update) => !acknowledged.has(update.id)), true);
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
    } finally {
      this.syncingHere = false;
    }
    if (!report.error) this.armWaitTimer();
    this.emit({ type: 'finished', report });
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
    const { pending, oldestTimestamp } = this.status();
    if (
      isBatchReady(pending) &&
      oldestTimestamp !== null &&
      this.deps.now() - oldestTimestamp > STALE_BATCH_AGE_MS
    )
      this.schedule('startup', STARTUP_SYNC_DELAY_MS, () => void this.sync('startup'));
    else this.armWaitTimer();
  }

  stop(): void {
    this.detach?.();
    this.detach = undefined;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  /** For tests and the manager's health check: whether a retry is waiting. */
  get retrying(): boolean {
    return this.timers.has('retry') || this.failures > 0;
  }
}
