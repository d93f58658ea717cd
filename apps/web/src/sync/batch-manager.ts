import type { BatcherStatus, SyncReason, SyncReport } from './progress-batcher.ts';

export const HEALTH_CHECK_INTERVAL_MS = 120_000;
export const MAINTENANCE_INTERVAL_MS = 300_000;
/** A batcher idle this long with nothing pending is removed by maintenance. */
export const BATCHER_IDLE_LIMIT_MS = 3_600_000;
export const RECOVERY_CHECK_DELAY_MS = 5_000;

export const NO_ACTIVE_BATCHER = 'No active batcher';

/** What the manager needs of a learner's batcher (progress-batcher.ts). */
export interface ManagedBatcher {
  readonly uid: string;
  start(): void;
  stop(): void;
  status(): Pick<BatcherStatus, 'pending' | 'syncing' | 'lastError' | 'lastActivity'>;
  sync(reason: SyncReason): Promise<SyncReport>;
}

export interface GlobalStats {
  batchers: number;
  pending: number;
  syncing: number;
  failing: number;
}

export interface ForcedSyncResult {
  success: boolean;
  error?: string;
  report?: SyncReport;
}

/**
 * Every learner's batcher in this tab (normally one), and the product's rules over all of them:
 * sync all (the crash screen's flush), global stats, a forced sync that says "No active batcher"
 * without one, a health check that nudges a failed queue once its back-off allows, maintenance
 * every 5 minutes, and one recovery sync after start. Page hide and unload are each batcher's own.
 */
export class BatchManager<Batcher extends ManagedBatcher = ManagedBatcher> {
  private readonly batchers = new Map<string, Batcher>();
  private readonly timers: ReturnType<typeof setTimeout>[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  register(batcher: Batcher): Batcher {
    const existing = this.batchers.get(batcher.uid);
    if (existing) return existing;
    this.batchers.set(batcher.uid, batcher);
    batcher.start();
    return batcher;
  }

  get(uid: string): Batcher | undefined {
    return this.batchers.get(uid);
  }

  remove(uid: string): void {
    this.batchers.get(uid)?.stop();
    this.batchers.delete(uid);
  }

  async syncAll(): Promise<SyncReport[]> {
    return Promise.all([...this.batchers.values()].map((batcher) => batcher.sync('forced')));
  }

  /** Forces a sync of one learner's queue (Sync Now); "No active batcher" when there is none. */
  async forceSync(uid: string, reason: SyncReason = 'forced'): Promise<ForcedSyncResult> {
    const batcher = this.batchers.get(uid);
    if (!batcher) return { success: false, error: NO_ACTIVE_BATCHER };
    const report = await batcher.sync(reason);
    return report.error ? { success: false, error: report.error, report } : { success: true, report };
  }

  /** Counted when asked: nothing polls it. */
  globalStats(): GlobalStats {
    let pending = 0;
    let syncing = 0;
    let failing = 0;
    for (const batcher of this.batchers.values()) {
      const status = batcher.status();
      pending += status.pending;
      if (status.syncing) syncing += 1;
      if (status.lastError) failing += 1;
    }
    return { batchers: this.batchers.size, pending, syncing, failing };
  }

  /** A queue whose last sync failed is tried again; the batcher holds it while its back-off runs. */
  healthCheck(): void {
    for (const batcher of this.batchers.values()) {
      const status = batcher.status();
      if (!status.syncing && status.pending > 0 && status.lastError) void batcher.sync('retry');
    }
  }

  /** Removes batchers idle for over an hour with nothing pending. */
  maintenance(): void {
    for (const [uid, batcher] of this.batchers) {
      const status = batcher.status();
      if (status.pending === 0 && !status.syncing && this.now() - status.lastActivity > BATCHER_IDLE_LIMIT_MS)
        this.remove(uid);
    }
  }

  start(): void {
    if (this.timers.length > 0) return;
    this.timers.push(
      setInterval(() => this.healthCheck(), HEALTH_CHECK_INTERVAL_MS),
      setInterval(() => this.maintenance(), MAINTENANCE_INTERVAL_MS),
      setTimeout(() => {
        // Recovery: queues left by an earlier visit whose sync never ran get one now.
        for (const batcher of this.batchers.values())
          if (batcher.status().pending > 0) void batcher.sync('startup');
      }, RECOVERY_CHECK_DELAY_MS),
    );
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.length = 0;
    for (const uid of [...this.batchers.keys()]) this.remove(uid);
  }
}
