import {
  acknowledgedIds,
  MAX_UPDATES_PER_REQUEST,
  type ProgressSyncResult,
  type ProgressUpdate,
  readProgressUpdate,
  type UserProfile,
} from '@abhyas/domain';
import { trackSyncReport } from '../analytics/sync-events.ts';
import { openQueueDatabase, type QueueDatabase } from './indexeddb-queue.ts';
import { pageLocalStorage, pendingKey, readLocalQueue, showQueuedInMirror } from './local-storage-queue.ts';
import {
  emptyQueue,
  type PendingQueue,
  type QueueContent,
  type SetAsideUpdate,
  withSetAside,
} from './pending-queue-format.ts';
import { openQueueStore, type QueueStore } from './queue-store.ts';
import { postBatch, SyncRequestError, sendKeepalive } from './sync-client.ts';
import type { SyncFailure, SyncFailureKind } from './sync-failure.ts';
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
  | 'online'
  | 'signed-in';

/** Asked for by the learner or the app's own flows: they go out even while a retry waits. */
const EXPLICIT_REASONS: ReadonlySet<SyncReason> = new Set(['sync-now', 'forced', 'sign-out', 'signed-in']);

/** The name of the Web Lock that keeps one sync request per learner in flight on this device. */
export const syncLockName = (uid: string) => `abhyas-progress-sync-${uid}`;

const failureOf = (error: unknown): SyncFailure =>
  error instanceof SyncRequestError ? error.failure : { kind: 'retry' };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface SyncReport {
  /** True when another sync held the lock: the pending updates go with the next one. */
  skipped: boolean;
  /** Requests sent, and how many of them the server acknowledged. */
  total: number;
  ok: number;
  /** Updates set aside in this sync: refused by the server, they will never be sent. */
  setAside: number;
  error?: string;
  failure?: SyncFailureKind;
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
  /** While the server asked to wait (503, 429): when the next try goes. */
  busyUntil: number | null;
  /** The server no longer knows the session (401): the queue waits for the learner to sign in again. */
  needsSignIn: boolean;
  /** The updates that could not be sent, kept for the learner to see and export. */
  setAside: SetAsideUpdate[];
}

export interface BatcherDependencies {
  post: (updates: readonly ProgressUpdate[]) => Promise<ProgressSyncResult>;
  now: () => number;
  locks: LockManager | undefined;
  /** This page's local storage: the queue's mirror, or the queue itself without IndexedDB. */
  storage: Storage | undefined;
  /** Resolves undefined where IndexedDB cannot be used. */
  openDatabase: () => Promise<QueueDatabase | undefined>;
  /** The back-off's jitter, in [0, 1). */
  random: () => number;
  /** Whether the browser knows it is offline: automatic syncs then wait for the 'online' event. */
  offline: () => boolean;
}

const defaultDependencies = (): BatcherDependencies => ({
  post: postBatch,
  now: Date.now,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  storage: pageLocalStorage(),
  openDatabase: () => openQueueDatabase(),
  random: Math.random,
  offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
});

/**
 * One learner's queue and its sync loop. The queue lives in IndexedDB, shared by all tabs and
 * mirrored to local storage (see queue-store.ts); a sync holds a Web Lock per learner, so only
 * one runs at a time across all tabs.
 */
export class ProgressBatcher {
  private readonly deps: BatcherDependencies;
  private readonly listeners = new Set<(event: SyncEvent) => void>();
  private peeked: { raw: string | null; queue: PendingQueue } | undefined;
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private detach: (() => void) | undefined;
  private syncingHere = false;
  private failures = 0;
  private lastError: string | undefined;
  private lastFailure: SyncFailureKind | undefined;
  /** Automatic syncs wait until then after a failure (retries never hammer). */
  private retryAt: number | null = null;
  private busyUntil: number | null = null;
  private needsSignIn = false;
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
  /**
   * The stored queue as screens see it. The stored text is compared, not parsed, on each look:
   * the widget asks every two seconds, and the queue is parsed again only when it changed.
   */
  private peek(): PendingQueue {
    const { storage } = this.deps;
    if (!storage) return this.lastKnown;
    try {
      const raw = storage.getItem(pendingKey(this.uid));
      if (this.peeked && raw === this.peeked.raw) return this.peeked.queue;
      const queue = readLocalQueue(storage, this.uid);
      this.peeked = { raw, queue };
      return queue;
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
      busyUntil: queue.updates.length > 0 ? this.busyUntil : null,
      needsSignIn: this.needsSignIn,
      setAside: queue.setAside,
    };
  }

  /**
   * Reads, changes and writes the stored queue as one step across tabs: a tab queueing an answer
   * while another drops acknowledged ones must neither lose the answer nor write those back.
   */
  private async changeQueue(
    change: (queue: PendingQueue) => Omit<QueueContent, 'lastSyncTime'>,
    synced = false,
  ): Promise<PendingQueue> {
    const store = await this.store;
    this.lastKnown = await store.change((queue) => ({
      ...change(queue),
      lastSyncTime: synced ? this.deps.now() : queue.lastSyncTime,
    }));
    return this.lastKnown;
  }

  /** Moves updates that will never be sent from the queue to the "could not be sent" list. */
  private setAside(entries: readonly SetAsideUpdate[], synced = false): Promise<PendingQueue> {
    const ids = new Set(entries.map((entry) => entry.id));
    return this.changeQueue(
      (queue) => ({
        updates: queue.updates.filter((queued) => !ids.has(queued.id)),
        setAside: withSetAside(queue.setAside, entries),
      }),
      synced,
    );
  }

  /**
   * Saves the update at once, read by the domain's one reader (a negative time taken, from a
   * clock stepped back, is clamped); syncs when a batch is ready, else (re)arms the wait timer.
   * An update that can never be sent is set aside at once, with its reason.
   */
  async enqueue(made: ProgressUpdate): Promise<void> {
    const verdict = readProgressUpdate(made);
    if (!verdict.ok) {
      console.warn(`Setting aside a progress update that cannot be sent: ${verdict.reason}`);
      await this.setAside([{ id: verdict.id, reason: verdict.reason, update: made }]);
      this.emit({ type: 'changed' });
      return;
    }
    const update = verdict.update;
    if (this.mirrored && this.deps.storage) showQueuedInMirror(this.deps.storage, this.uid, update);
    const queue = await this.changeQueue(({ updates }) => ({
      updates: updates.some((queued) => queued.id === update.id) ? updates : [...updates, update],
    }));
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

  /**
   * Whether an automatic sync waits: while the browser knows it is offline (a request could only
   * fail; coming back online syncs), while the learner must sign in again, and until the back-off
   * after a failure has passed (the retry timer then fires), except that coming back online
   * retries at once after a network failure.
   */
  private held(reason: SyncReason): boolean {
    if (EXPLICIT_REASONS.has(reason)) return false;
    if (this.deps.offline()) return true;
    if (this.needsSignIn) return true;
    if (reason === 'online' && this.lastFailure === 'retry') return false;
    return this.retryAt !== null && this.deps.now() < this.retryAt;
  }

  /**
   * One sync at a time per learner across tabs, so at most one request in flight per learner
   * and device; a sync asked for while one runs is skipped.
   */
  async sync(reason: SyncReason): Promise<SyncReport> {
    this.lastActivity = this.deps.now();
    if (this.held(reason)) return { skipped: true, total: 0, ok: 0, setAside: 0 };
    // The learner asked, or has just signed in again: try once more with the session there is.
    if (reason === 'sync-now' || reason === 'signed-in') this.needsSignIn = false;
    const locks = this.deps.locks;
    if (!locks) {
      if (this.syncingHere) return this.skipped();
      return this.syncHoldingLock(reason);
    }
    return locks.request(syncLockName(this.uid), { ifAvailable: true }, async (lock) =>
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
    return { skipped: true, total: 0, ok: 0, setAside: 0 };
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
    if (!report) return { skipped: false, total: 0, ok: 0, setAside: 0 };
    if (!report.error) this.armWaitTimer(this.lastKnown);
    trackSyncReport(report);
    this.emit({ type: 'finished', report });
    return report;
  }

  /**
   * Sends the queue and drops what the server acknowledged; updates it rejected, and any it
   * refuses whole (403, other 4xx), go to the "could not be sent" list so the rest moves on.
   * Undefined when nothing was pending.
   */
  private async sendPending(): Promise<SyncReport | undefined> {
    const report: SyncReport = { skipped: false, total: 0, ok: 0, setAside: 0 };
    try {
      let queue = await this.read();
      if (queue.updates.length === 0) return undefined;
      this.emit({ type: 'syncing' });
      // A queue that grew offline drains in requests of at most 100; a batch the server
      // refuses whole is halved until the updates at fault are alone.
      let limit = MAX_UPDATES_PER_REQUEST;
      for (;;) {
        const batch = queue.updates.slice(0, limit);
        if (batch.length === 0) break;
        report.total += 1;
        let result: ProgressSyncResult;
        try {
          result = await this.deps.post(batch);
        } catch (error) {
          if (failureOf(error).kind !== 'refused') throw error;
          if (batch.length > 1) limit = Math.ceil(batch.length / 2);
          else {
            const reason = messageOf(error);
            queue = await this.setAside(batch.map((update) => ({ id: update.id, reason, update })));
            report.setAside += 1;
          }
          continue;
        }
        const acknowledged = acknowledgedIds(result);
        const refused = new Map(result.rejected.map((entry) => [entry.id, entry.reason]));
        // Changed in one step: this or another tab may have queued more meanwhile.
        queue = await this.changeQueue(
          ({ updates, setAside }) => ({
            updates: updates.filter((update) => !acknowledged.has(update.id)),
            setAside: withSetAside(
              setAside,
              updates.flatMap((update) => {
                const reason = refused.get(update.id);
                return reason === undefined ? [] : [{ id: update.id, reason, update }];
              }),
            ),
          }),
          true,
        );
        report.ok += 1;
        report.setAside += batch.filter((update) => refused.has(update.id)).length;
        this.emit({ type: 'profile', profile: result.profile });
        // An answer that acknowledges none of what was sent would send the same batch forever.
        if (!batch.some((update) => acknowledged.has(update.id))) break;
      }
      this.recovered();
    } catch (error) {
      this.failed(error, report);
    }
    return report;
  }

  private recovered(): void {
    this.failures = 0;
    this.lastError = undefined;
    this.lastFailure = undefined;
    this.retryAt = null;
    this.busyUntil = null;
    this.needsSignIn = false;
  }

  /**
   * After a failed request the queue stays as it is. The session gone (401): nothing retries
   * until the learner signs in again. Otherwise a retry follows after capped exponential
   * back-off with jitter, or after as long as a busy server asked (Retry-After).
   */
  private failed(error: unknown, report: SyncReport): void {
    const failure = failureOf(error);
    report.error = messageOf(error);
    report.failure = failure.kind;
    this.lastError = report.error;
    this.lastFailure = failure.kind;
    if (failure.kind === 'sign-in') {
      this.needsSignIn = true;
      this.retryAt = null;
      this.busyUntil = null;
      this.nextSyncAt = null;
      const timer = this.timers.get('retry');
      if (timer) clearTimeout(timer);
      this.timers.delete('retry');
      return;
    }
    this.failures += 1;
    const delay = failure.retryAfterMs ?? retryDelay(this.failures, this.deps.random());
    this.retryAt = this.deps.now() + delay;
    this.nextSyncAt = this.retryAt;
    this.busyUntil = failure.kind === 'busy' ? this.retryAt : null;
    this.schedule('retry', delay, () => void this.sync('retry'));
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
