// @vitest-environment happy-dom
import type { ProgressSyncResult, ProgressUpdate } from '@abhyas/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPendingQueue, pendingKey } from './pending-storage.ts';
import { ProgressBatcher } from './progress-batcher.ts';
import { enqueueProgressUpdate } from './progress-queue.ts';

let counter = 0;
function update(overrides: Partial<ProgressUpdate> = {}): ProgressUpdate {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    userId: 'u1',
    answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: 100 }],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 5,
    currentDailyDate: '2026-03-10',
    timestamp: Date.now(),
    ...overrides,
  };
}

const acknowledging = (sizes: number[]) =>
  vi.fn(async (updates: readonly ProgressUpdate[]): Promise<ProgressSyncResult> => {
    sizes.push(updates.length);
    return {
      success: true,
      applied: updates.map((u) => u.id),
      duplicates: [],
      rejected: [],
      profile: { uid: 'u1' } as never,
    };
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('stored queue', () => {
  it('keeps the documented format and a backup entry', async () => {
    const batcher = new ProgressBatcher('u1', { post: acknowledging([]), locks: undefined });
    await batcher.enqueue(update());
    const stored = JSON.parse(localStorage.getItem(pendingKey('u1')) ?? '{}');
    expect(stored).toMatchObject({ version: '2.1', userId: 'u1', lastSyncTime: null });
    expect(stored.updates).toHaveLength(1);
    expect(typeof stored.timestamp).toBe('number');
    expect(JSON.parse(localStorage.getItem('pending_updates_u1_backup') ?? '{}')).toMatchObject({ count: 1 });
  });

  it('drops corrupt entries with a log line, keeps valid neighbours, coerces numbers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = update();
    localStorage.setItem(
      pendingKey('u1'),
      JSON.stringify({
        updates: [
          good,
          { id: 'x', timestamp: 'soon', scoreChange: 1, questionsAttempted: 1 },
          null,
          { ...update(), correctAnswers: '3', newRank: 'n/a' },
        ],
        version: '2.1',
        userId: 'u1',
      }),
    );
    const queue = loadPendingQueue('u1');
    expect(queue.updates.map((u) => u.id)).toEqual([good.id, expect.any(String)]);
    expect(queue.updates[1]).toMatchObject({ correctAnswers: 3, newRank: 0 });
    expect(warn).toHaveBeenCalledTimes(2);
    localStorage.setItem(pendingKey('u1'), '{not json');
    expect(loadPendingQueue('u1').updates).toEqual([]);
    warn.mockRestore();
  });
});

describe('ProgressBatcher', () => {
  it('syncs when the queue reaches 10 and drops exactly the acknowledged updates', async () => {
    const sizes: number[] = [];
    const post = acknowledging(sizes);
    const batcher = new ProgressBatcher('u1', { post, locks: undefined });
    for (let index = 0; index < 9; index++) await batcher.enqueue(update());
    expect(post).not.toHaveBeenCalled();
    await batcher.enqueue(update());
    await vi.waitFor(() => expect(loadPendingQueue('u1').updates).toHaveLength(0));
    expect(sizes).toEqual([10]);
    expect(loadPendingQueue('u1').lastSyncTime).not.toBeNull();
    batcher.stop();
  });

  it('keeps the queue on failure, reports it, and retries with back-off', async () => {
    vi.useFakeTimers();
    let fail = true;
    const post = vi.fn(async (updates: readonly ProgressUpdate[]) => {
      if (fail) throw new Error('offline');
      return {
        success: true as const,
        applied: updates.map((u) => u.id),
        duplicates: [],
        rejected: [],
        profile: { uid: 'u1' } as never,
      };
    });
    const batcher = new ProgressBatcher('u1', { post, locks: undefined });
    await batcher.enqueue(update());
    const report = await batcher.sync('sync-now');
    expect(report.error).toBe('offline');
    expect(loadPendingQueue('u1').updates).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(post).toHaveBeenCalledTimes(2);
    expect(loadPendingQueue('u1').updates).toHaveLength(0);
    batcher.stop();
  });

  it('drains a queue that grew offline in requests of at most 100', async () => {
    const sizes: number[] = [];
    const batcher = new ProgressBatcher('u1', { post: acknowledging(sizes), locks: undefined });
    const updates = Array.from({ length: 250 }, () => update());
    localStorage.setItem(
      pendingKey('u1'),
      JSON.stringify({ updates, version: '2.1', userId: 'u1', timestamp: 1, lastSyncTime: null }),
    );
    const report = await batcher.sync('sync-now');
    expect(sizes).toEqual([100, 100, 50]);
    expect(report).toMatchObject({ total: 3, ok: 3 });
  });

  it('skips a sync asked for while one runs; the updates go with the next', async () => {
    let release: () => void = () => undefined;
    const post = vi.fn(
      (updates: readonly ProgressUpdate[]) =>
        new Promise<ProgressSyncResult>((resolve) => {
          release = () =>
            resolve({
              success: true,
              applied: updates.map((u) => u.id),
              duplicates: [],
              rejected: [],
              profile: { uid: 'u1' } as never,
            });
        }),
    );
    const batcher = new ProgressBatcher('u1', { post, locks: undefined });
    await batcher.enqueue(update());
    const first = batcher.sync('sync-now');
    await batcher.enqueue(update());
    expect(await batcher.sync('sync-now')).toMatchObject({ skipped: true });
    release();
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    release();
    await first;
    expect(loadPendingQueue('u1').updates).toHaveLength(0);
  });

  it('sets the wait timer to the oldest update plus 300000 ms, never under 30 s', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const batcher = new ProgressBatcher('u1', { post: acknowledging([]), locks: undefined });
    await batcher.enqueue(update({ timestamp: 1_000_000 }));
    expect(batcher.status().nextSyncAt).toBe(1_300_000);
    await batcher.enqueue(update({ timestamp: 1_000_000 - 299_000 }));
    expect(batcher.status().nextSyncAt).toBe(1_030_000);
    batcher.stop();
  });
});

describe('enqueueProgressUpdate', () => {
  it('refuses without a signed-in learner', async () => {
    expect(await enqueueProgressUpdate(update())).toEqual({
      success: false,
      error: 'User not authenticated',
    });
  });
});
