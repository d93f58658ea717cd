// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { ProgressSyncResult, ProgressUpdate } from '@abhyas/domain';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openQueueDatabase, type QueueDatabase, readQueueRecord } from './indexeddb-queue.ts';
import { pendingKey, readLocalQueue } from './local-storage-queue.ts';
import { type BatcherDependencies, ProgressBatcher } from './progress-batcher.ts';
import { enqueueProgressUpdate } from './progress-queue.ts';
import { SyncRequestError } from './sync-client.ts';
import { failureOfStatus } from './sync-failure.ts';
import { TEST_TIME, testProgressUpdate } from './testing/progress-update.ts';
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
    useFakeTimers(TEST_TIME);
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
    const batcher = newBatcher({ post, random: () => 0.999 });
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

  it('while the browser is offline, sends nothing on its own, and syncs when the connection returns', async () => {
    const sizes: number[] = [];
    let offline = true;
    const post = acknowledging(sizes);
    const batcher = newBatcher({ post, offline: () => offline });
    for (let index = 0; index < 10; index++) await batcher.enqueue(update());
    for (const reason of ['batch-full', 'max-wait', 'startup', 'retry', 'other-tab', 'hidden'] as const)
      expect(await batcher.sync(reason)).toMatchObject({ skipped: true });
    expect(post).not.toHaveBeenCalled();
    expect(loadPendingQueue('u1').updates).toHaveLength(10);
    offline = false;
    await batcher.sync('online');
    expect(sizes).toEqual([10]);
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
    useFakeTimers(TEST_TIME);
    const batcher = newBatcher({ post: acknowledging([]) });
    await batcher.enqueue(update({ timestamp: TEST_TIME }));
    expect(batcher.status().nextSyncAt).toBe(TEST_TIME + 300_000);
    await batcher.enqueue(update({ timestamp: TEST_TIME - 299_000 }));
    expect(batcher.status().nextSyncAt).toBe(TEST_TIME + 30_000);
    batcher.stop();
  });
});

/** A failed request as the sync client reports it: the status, and Retry-After when given. */
const httpError = (status: number, retryAfter?: string) =>
  new SyncRequestError(`HTTP ${status}`, status, failureOfStatus(status, retryAfter, Date.now()));

const answered = (updates: readonly ProgressUpdate[], rejected: { id: string; reason: string }[] = []) => {
  const refused = new Set(rejected.map((entry) => entry.id));
  return {
    success: true as const,
    applied: updates.filter((queued) => !refused.has(queued.id)).map((queued) => queued.id),
    duplicates: [],
    rejected,
    profile: { uid: 'u1' } as never,
  };
};

describe('permanent and temporary failures', () => {
  it('waits as long as a busy server asks (503, Retry-After), shows it, and does not send before', async () => {
    useFakeTimers(TEST_TIME);
    let busy = true;
    const post = vi.fn(async (updates: readonly ProgressUpdate[]) => {
      if (busy) throw httpError(503, '30');
      return answered(updates);
    });
    const batcher = newBatcher({ post });
    await batcher.enqueue(update());
    const report = await batcher.sync('sync-now');
    expect(report).toMatchObject({ failure: 'busy', error: 'HTTP 503' });
    expect(batcher.status().busyUntil).toBe(TEST_TIME + 30_000);
    // Page hidden, the health check, another answer: none of them hammers the busy server.
    expect(await batcher.sync('hidden')).toMatchObject({ skipped: true });
    expect(await batcher.sync('retry')).toMatchObject({ skipped: true });
    await batcher.enqueue(update());
    await vi.advanceTimersByTimeAsync(29_000);
    expect(post).toHaveBeenCalledTimes(1);
    busy = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(batcher.pending()).toEqual([]));
    expect(batcher.status()).toMatchObject({ busyUntil: null, lastError: undefined });
  });

  it('backs off exponentially with jitter, capped, after 429 and 5xx without Retry-After', async () => {
    useFakeTimers(TEST_TIME);
    const sentAt: number[] = [];
    const post = vi.fn(async (): Promise<ProgressSyncResult> => {
      sentAt.push(Date.now());
      throw httpError(sentAt.length % 2 === 0 ? 429 : 500);
    });
    const batcher = newBatcher({ post, random: () => 0 });
    await batcher.enqueue(update());
    await batcher.sync('sync-now');
    expect(batcher.status()).toMatchObject({ nextSyncAt: TEST_TIME + 1_000, busyUntil: null });
    // IndexedDB runs on setImmediate, which stays real: let each retry reach the network.
    const settle = async (calls: number) => {
      for (let turn = 0; turn < 200 && post.mock.calls.length < calls; turn++)
        await new Promise((resolve) => setImmediate(resolve));
    };
    const busy: (number | null)[] = [];
    for (let attempt = 2; attempt <= 9; attempt++) {
      await vi.advanceTimersToNextTimerAsync();
      await settle(attempt);
      await vi.waitUntil(() => !batcher.status().syncing);
      busy.push(batcher.status().busyUntil);
    }
    const gaps = sentAt.slice(1).map((at, index) => at - (sentAt[index] as number));
    // Half of 2 s, 4 s, ... up to half of the 60 s cap, with the jitter at its lowest.
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    // "Server busy" is shown after the 429s (even calls), not after the 500s.
    expect(busy.map((until) => until !== null)).toEqual([true, false, true, false, true, false, true, false]);
  });

  it('keeps the queue and stops retrying on 401 until the learner signs in again', async () => {
    useFakeTimers(TEST_TIME);
    let signedIn = false;
    const post = vi.fn(async (updates: readonly ProgressUpdate[]) => {
      if (!signedIn) throw httpError(401);
      return answered(updates);
    });
    const batcher = newBatcher({ post });
    const queued = update();
    await batcher.enqueue(queued);
    expect(await batcher.sync('sync-now')).toMatchObject({ failure: 'sign-in' });
    expect(batcher.status()).toMatchObject({ needsSignIn: true, pending: 1, nextSyncAt: null });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(await batcher.sync('max-wait')).toMatchObject({ skipped: true });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await committedIds()).toEqual([queued.id]);
    signedIn = true;
    expect(await batcher.sync('signed-in')).toMatchObject({ ok: 1 });
    expect(batcher.status()).toMatchObject({ needsSignIn: false, pending: 0 });
  });

  it('sets aside the updates the server rejects, with their reasons; the rest of the queue moves on', async () => {
    const good = update();
    const bad = update();
    const post = vi.fn(async (updates: readonly ProgressUpdate[]) =>
      answered(
        updates,
        updates
          .filter((queued) => queued.id === bad.id)
          .map((queued) => ({ id: queued.id, reason: 'Unknown question: q1' })),
      ),
    );
    const batcher = newBatcher({ post });
    await batcher.enqueue(bad);
    await batcher.enqueue(good);
    expect(await batcher.sync('sync-now')).toMatchObject({ ok: 1, setAside: 1 });
    expect(batcher.pending()).toEqual([]);
    expect(batcher.status().setAside).toEqual([{ id: bad.id, reason: 'Unknown question: q1', update: bad }]);
    // Kept across reloads, never sent again.
    expect(readLocalQueue(localStorage, 'u1').setAside).toHaveLength(1);
    await batcher.enqueue(update());
    await batcher.sync('sync-now');
    expect(post.mock.calls.flatMap(([sent]) => sent.map((queued) => queued.id))).not.toContain(
      expect.stringMatching(new RegExp(`^${bad.id}$`)),
    );
    expect(post.mock.calls.flatMap(([sent]) => sent).filter((queued) => queued.id === bad.id)).toHaveLength(
      1,
    );
  });

  it('finds the updates a 403 or another lasting 4xx refuses by halving the batch, sets them aside, sends the rest', async () => {
    const updates = Array.from({ length: 12 }, () => update());
    const refused = new Set([updates[3]?.id, updates[10]?.id]);
    const post = vi.fn(async (batch: readonly ProgressUpdate[]) => {
      if (batch.some((queued) => refused.has(queued.id))) throw httpError(batch.length > 5 ? 403 : 422);
      return answered(batch);
    });
    const batcher = newBatcher({ post });
    for (const queued of updates) await batcher.enqueue(queued);
    await vi.waitFor(() => expect(batcher.status().setAside).toHaveLength(2));
    await vi.waitFor(() => expect(batcher.pending()).toEqual([]));
    expect(
      batcher
        .status()
        .setAside.map((entry) => [entry.id, entry.reason])
        .sort(),
    ).toEqual([...refused].map((id) => [id, expect.stringMatching(/^HTTP (403|422)$/)]).sort());
    const sentOnce = post.mock.calls
      .filter(([batch]) => !batch.some((queued) => refused.has(queued.id)))
      .flatMap(([batch]) => batch.map((queued) => queued.id));
    expect(sentOnce.sort()).toEqual(
      updates
        .map((queued) => queued.id)
        .filter((id) => !refused.has(id))
        .sort(),
    );
    // A few requests per refused update (halving 12 takes four steps), not one per update.
    expect(post.mock.calls.length).toBeLessThanOrEqual(16);
  });

  it('queues a practice answer timed while the clock stepped back, its time taken clamped, and sets aside one it can never send', async () => {
    const post = acknowledging([]);
    const batcher = newBatcher({ post });
    const stepped = update({
      answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: -5 }],
    });
    const from1970 = update({ timestamp: 0 });
    await batcher.enqueue(stepped);
    await batcher.enqueue(from1970);
    expect(batcher.pending().map((queued) => [queued.id, queued.answers[0]?.timeTakenMs])).toEqual([
      [stepped.id, 0],
    ]);
    expect(batcher.status().setAside).toEqual([
      {
        id: from1970.id,
        reason: expect.stringMatching(/^Invalid timestamp: before the product's first day/),
        update: from1970,
      },
    ]);
    await batcher.sync('sync-now');
    expect(post).toHaveBeenCalledTimes(1);
    expect(batcher.pending()).toEqual([]);
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
