import type { ProgressBatcher, SyncReport } from './progress-batcher.ts';

export const HEALTH_CHECK_INTERVAL_MS = 120_000;
export const MAINTENANCE_INTERVAL_MS = 300_000;
/** A batcher idle this long with nothing pending is removed by maintenance. */
export const BATCHER_IDLE_LIMIT_MS = 3_600_000;
export const STATS_REFRESH_INTERVAL_MS = 30_000;
export const STATUS_POLL_INTERVAL_MS = 5_000;
export const RECOVERY_CHECK_DELAY_MS = 5_000;

export const NO_ACTIVE_BATCHER = 'No active batcher';

export interface GlobalStats {
  batchers: number;
  pending: number;
  syncing: number;
  failing: number;
  refreshedAt: number;
}

export interface ForcedSyncResult {
  success: boolean;
  error?: string;
  report?: SyncReport;
}

/**
 * Every learner's batcher in this tab (normally one): sync all, global stats, and the periodic
 * health check, maintenance, stats refresh, status poll and the recovery check after start.
 */
export class BatchManager {
  private readonly batchers = new Map<string, ProgressBatcher>();
  private readonly intervals: ReturnType<typeof setInterval>[] = [];
  private stats: GlobalStats = { batchers: 0, pending: 0, syncing: 0, failing: 0, refreshedAt: 0 };
  private readonly statusListeners = new Set<(stats: GlobalStats) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  register(batcher: ProgressBatcher): ProgressBatcher {
    const existing = this.batchers.get(batcher.uid);
    if (existing) return existing;
    this.batchers.set(batcher.uid, batcher);
    batcher.start();
    return batcher;
  }

  get(uid: string): ProgressBatcher | undefined {
    return this.batchers.get(uid);
  }

  remove(uid: string): void {
    this.batchers.get(uid)?.stop();
    this.batchers.delete(uid);
  }

  async syncAll(): Promise<SyncReport[]> {
    return Promise.all([...this.batchers.values()].map((batcher) => batcher.sync('forced')));
  }

  /** Forces a sync of one learner's queue; "No active batcher" when there is none. */
  async forceSync(uid: string): Promise<ForcedSyncResult> {
    const batcher = this.batchers.get(uid);
    if (!batcher) return { success: false, error: NO_ACTIVE_BATCHER };
    const report = await batcher.sync('forced');
    return report.error ? { success: false, error: report.error, report } : { success: true, report };
  }

  refreshStats(): GlobalStats {
    let pending = 0;
    let syncing = 0;
    let failing = 0;
    for (const batcher of this.batchers.values()) {
      const status = batcher.status();
      pending += status.pending;
      if (status.syncing) syncing += 1;
      if (status.lastError) failing += 1;
    }
    this.stats = { batchers: this.batchers.size, pending, syncing, failing, refreshedAt: this.now() };
    return this.stats;
  }

  globalStats(): GlobalStats {
    return this.stats;
  }

  onStatus(listener: (stats: GlobalStats) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Health check: a batcher with a full batch waiting and no sync under way is nudged. */
  healthCheck(): void {
    for (const batcher of this.batchers.values()) {
      const status = batcher.status();
      if (!status.syncing && status.pending > 0 && status.lastError) void batcher.sync('retry');
    }
  }

  /** Removes batchers idle for over an hour with nothing pending. */
  cleanup(): void {
    for (const [uid, batcher] of this.batchers) {
      const status = batcher.status();
      if (status.pending === 0 && !status.syncing && this.now() - status.lastActivity > BATCHER_IDLE_LIMIT_MS)
        this.remove(uid);
    }
  }

  start(): void {
    if (this.intervals.length > 0) return;
    this.intervals.push(
      setInterval(() => this.healthCheck(), HEALTH_CHECK_INTERVAL_MS),
      setInterval(() => this.cleanup(), MAINTENANCE_INTERVAL_MS),
      setInterval(() => this.refreshStats(), STATS_REFRESH_INTERVAL_MS),
      setInterval(() => {
        const stats = this.refreshStats();
        for (const listener of this.statusListeners) listener(stats);
      }, STATUS_POLL_INTERVAL_MS),
    );
    const recovery = setTimeout(() => {
      // Recovery: queues left by an earlier visit whose sync never ran get one now.
      for (const batcher of this.batchers.values())
        if (batcher.status().pending > 0) void batcher.sync('startup');
    }, RECOVERY_CHECK_DELAY_MS);
    this.intervals.push(recovery as unknown as ReturnType<typeof setInterval>);
  }

  stop(): void {
    for (const interval of this.intervals) clearInterval(interval);
    this.intervals.length = 0;
    for (const uid of [...this.batchers.keys()]) this.remove(uid);
  }
}
