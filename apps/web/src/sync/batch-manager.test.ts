import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BATCHER_IDLE_LIMIT_MS,
  BatchManager,
  HEALTH_CHECK_INTERVAL_MS,
  MAINTENANCE_INTERVAL_MS,
  type ManagedBatcher,
  NO_ACTIVE_BATCHER,
  RECOVERY_CHECK_DELAY_MS,
} from './batch-manager.ts';
import type { SyncReason, SyncReport } from './progress-batcher.ts';

class FakeBatcher implements ManagedBatcher {
  readonly reasons: SyncReason[] = [];
  started = false;
  stopped = false;
  pending = 0;
  lastError: string | undefined;
  constructor(
    readonly uid: string,
    public lastActivity = 0,
  ) {}
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  status() {
    return {
      pending: this.pending,
      syncing: false,
      lastError: this.lastError,
      lastActivity: this.lastActivity,
    };
  }
  async sync(reason: SyncReason) {
    this.reasons.push(reason);
    const report: SyncReport = { skipped: false, total: this.pending, ok: this.pending, setAside: 0 };
    return report;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchManager', () => {
  it('keeps one batcher per learner and starts it once', () => {
    const manager = new BatchManager<FakeBatcher>();
    const first = manager.register(new FakeBatcher('u1'));
    expect(manager.register(new FakeBatcher('u1'))).toBe(first);
    expect(first.started).toBe(true);
  });

  it('answers a forced sync without a batcher with "No active batcher"', async () => {
    const manager = new BatchManager<FakeBatcher>();
    expect(await manager.forceSync('nobody')).toEqual({ success: false, error: NO_ACTIVE_BATCHER });
    const batcher = manager.register(new FakeBatcher('u1'));
    batcher.pending = 3;
    expect(await manager.forceSync('u1', 'sync-now')).toMatchObject({ success: true, report: { ok: 3 } });
    expect(batcher.reasons).toEqual(['sync-now']);
  });

  it('counts global stats when asked', () => {
    const manager = new BatchManager<FakeBatcher>();
    manager.register(new FakeBatcher('u1')).pending = 2;
    const failing = manager.register(new FakeBatcher('u2'));
    failing.pending = 5;
    failing.lastError = 'Server busy';
    expect(manager.globalStats()).toEqual({ batchers: 2, pending: 7, syncing: 0, failing: 1 });
  });

  it('removes, every five minutes, a batcher idle for over an hour with nothing pending', () => {
    vi.useFakeTimers({ now: 0 });
    const manager = new BatchManager<FakeBatcher>(() => Date.now());
    const idle = manager.register(new FakeBatcher('idle', 0));
    const waiting = manager.register(new FakeBatcher('waiting', 0));
    waiting.pending = 1;
    manager.start();
    vi.advanceTimersByTime(BATCHER_IDLE_LIMIT_MS - MAINTENANCE_INTERVAL_MS);
    expect(manager.get('idle')).toBe(idle);
    vi.advanceTimersByTime(2 * MAINTENANCE_INTERVAL_MS);
    expect(manager.get('idle')).toBeUndefined();
    expect(idle.stopped).toBe(true);
    expect(manager.get('waiting')).toBe(waiting);
    manager.stop();
  });

  it('recovers a queue left by an earlier visit once, and retries a failed one on the health check', () => {
    vi.useFakeTimers({ now: 0 });
    const manager = new BatchManager<FakeBatcher>(() => Date.now());
    const left = manager.register(new FakeBatcher('left', 0));
    left.pending = 4;
    manager.start();
    vi.advanceTimersByTime(RECOVERY_CHECK_DELAY_MS);
    expect(left.reasons).toEqual(['startup']);
    left.lastError = 'Server busy';
    vi.advanceTimersByTime(HEALTH_CHECK_INTERVAL_MS);
    expect(left.reasons).toEqual(['startup', 'retry']);
    manager.stop();
    vi.advanceTimersByTime(10 * HEALTH_CHECK_INTERVAL_MS);
    expect(left.reasons).toHaveLength(2);
  });
});
