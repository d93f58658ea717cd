// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { ProgressSyncResult, ProgressUpdate } from '@abhyas/domain';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openQueueDatabase, type QueueDatabase, readQueueRecord } from './indexeddb-queue.ts';
import { pendingKey, readLocalQueue } from './local-storage-queue.ts';
import { type BatcherDependencies, ProgressBatcher } from './progress-batcher.ts';
import { enqueueProgressUpdate } from './progress-queue.ts';
import { testProgressUpdate } from './testing/progress-update.ts';
import { SharedLocalStorage } from './testing/tab-local-storage.ts';

const update = (overrides: Partial<ProgressUpdate> = {}) => testProgressUpdate(overrides);

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

const loadPendingQueue = (uid: string) => readLocalQueue(localStorage, uid);

/** The learner's queue as IndexedDB holds it: what every tab reads and changes. */
async function committedIds(uid = 'u1'): Promise<string[]> {
  const database = (await openQueueDatabase()) as QueueDatabase;
  const record = (await readQueueRecord(database, uid)) as { updates: ProgressUpdate[] } | undefined;
  database.close();
  return (record?.updates ?? []).map((queued) => queued.id);
}

/** Fakes the batcher's timers and clock, not the setImmediate that fake-indexeddb runs on. */
const useFakeTimers = (now?: number) =>
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

const batchers: ProgressBatcher[] = [];
function newBatcher(dependencies: Partial<BatcherDependencies>): ProgressBatcher {
  const created = new ProgressBatcher('u1', { locks: undefined, ...dependencies });
  batchers.push(created);
  return created;
}

beforeEach(() => {
  localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  for (const created of batchers.splice(0)) created.stop();
  vi.useRealTimers();
});

describe('stored queue', () => {
  it('keeps the documented format and a backup entry', async () => {
    const batcher = newBatcher({ post: acknowledging([]) });
    await batcher.enqueue(update());
    const stored = JSON.parse(localStorage.getItem(pendingKey('u1')) ?? '{}');
    expect(stored).toMatchObject({ version: '2.1', userId: 'u1', lastSyncTime: null });
    expect(stored.updates).toHaveLength(1);
    expect(typeof stored.timestamp).toBe('number');
    expect(JSON.parse(localStorage.getItem('pending_updates_u1_backup') ?? '{}')).toMatchObject({ count: 1 });
  });

  it('commits every change to IndexedDB and mirrors it', async () => {
    const batcher = newBatcher({ post: acknowledging([]) });
    const queued = update();
    await batcher.enqueue(queued);
    expect(await committedIds()).toEqual([queued.id]);
    expect(loadPendingQueue('u1').updates.map((u) => u.id)).toEqual([queued.id]);
    expect(batcher.pending().map((u) => u.id)).toEqual([queued.id]);
  });
});

describe('ProgressBatcher', () => {
  it('syncs when the queue reaches 10 and drops exactly the acknowledged updates', async () => {
    const sizes: number[] = [];
    const post = acknowledging(sizes);
    const batcher = newBatcher({ post });
    for (let index = 0; index < 9; index++) await batcher.enqueue(update());
    expect(post).not.toHaveBeenCalled();
    await batcher.enqueue(update());
    await vi.waitFor(() => expect(loadPendingQueue('u1').updates).toHaveLength(0));
    expect(sizes).toEqual([10]);
    expect(loadPendingQueue('u1').lastSyncTime).not.toBeNull();
    batcher.stop();
  });

  it('keeps the queue on failure, reports it, and retries with back-off', async () => {
    useFakeTimers();
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
    const batcher = newBatcher({ post });
    await batcher.enqueue(update());
    const report = await batcher.sync('sync-now');
    expect(report.error).toBe('offline');
    expect(loadPendingQueue('u1').updates).toHaveLength(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await committedIds()).toEqual([]));
    expect(loadPendingQueue('u1').updates).toHaveLength(0);
    batcher.stop();
  });

  it('drains a queue that grew offline in requests of at most 100', async () => {
    const sizes: number[] = [];
    const batcher = newBatcher({ post: acknowledging(sizes) });
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
    const batcher = newBatcher({ post });
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
    useFakeTimers(1_000_000);
    const batcher = newBatcher({ post: acknowledging([]) });
    await batcher.enqueue(update({ timestamp: 1_000_000 }));
    expect(batcher.status().nextSyncAt).toBe(1_300_000);
    await batcher.enqueue(update({ timestamp: 1_000_000 - 299_000 }));
    expect(batcher.status().nextSyncAt).toBe(1_030_000);
    batcher.stop();
  });
});

describe('two tabs sharing the queue', () => {
  const ids = (updates: readonly ProgressUpdate[]) => updates.map((queued) => queued.id);

  it('keeps an update queued while the other tab’s copy of local storage has not caught up', async () => {
    const origin = new SharedLocalStorage();
    const first = newBatcher({ post: acknowledging([]), storage: origin.tab() });
    const second = newBatcher({ post: acknowledging([]), storage: origin.tab() });
    const early = update();
    const late = update();
    await first.enqueue(early);
    // The first tab's write has not reached the second tab's process yet.
    await second.enqueue(late);
    origin.deliver();
    expect(ids(first.pending())).toEqual([early.id, late.id]);
    expect(ids(second.pending())).toEqual([early.id, late.id]);
    expect(await committedIds()).toEqual([early.id, late.id]);
  });

  it('keeps an update another tab queued during a sync whose tab has not seen it, and sends each once', async () => {
    const origin = new SharedLocalStorage();
    const sent: string[] = [];
    const late = update();
    let second: ProgressBatcher | undefined;
    const post = vi.fn(async (updates: readonly ProgressUpdate[]): Promise<ProgressSyncResult> => {
      sent.push(...ids(updates));
      // While the first request is in flight, the other tab queues an answer.
      if (sent.length === 1) await second?.enqueue(late);
      return {
        success: true,
        applied: ids(updates),
        duplicates: [],
        rejected: [],
        profile: { uid: 'u1' } as never,
      };
    });
    const first = newBatcher({ post, storage: origin.tab() });
    second = newBatcher({ post, storage: origin.tab() });
    const early = update();
    await first.enqueue(early);
    origin.deliver();
    await first.sync('sync-now');
    origin.deliver();
    await second.sync('other-tab');
    expect(sent).toEqual([early.id, late.id]);
    expect(await committedIds()).toEqual([]);
    expect(first.pending()).toEqual([]);
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
