import 'fake-indexeddb/auto';
import { DEFAULT_RANK, type ProgressUpdate } from '@abhyas/domain';
import { IDBFactory, IDBOpenDBRequest } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetQueueRecord,
  openQueueDatabase,
  type QueueDatabase,
  readQueueRecord,
  transactQueueRecord,
} from './indexeddb-queue.ts';
import { backupKey, pendingKey, readLocalQueue } from './local-storage-queue.ts';
import type { PendingQueue } from './pending-queue-format.ts';
import { openQueueStore, type QueueStore, type QueueStoreOptions } from './queue-store.ts';
import { TEST_TIME, testProgressUpdate } from './testing/progress-update.ts';
import { MemoryStorage } from './testing/tab-local-storage.ts';

/** Updates made at TEST_TIME unless said otherwise. */
const update = (overrides: Record<string, unknown> = {}): ProgressUpdate =>
  testProgressUpdate({ timestamp: TEST_TIME, ...overrides });

const queueOf = (updates: unknown[], overrides: Partial<PendingQueue> = {}) => ({
  updates,
  lastSyncTime: null,
  timestamp: 5,
  version: '2.1',
  userId: 'u1',
  ...overrides,
});

let storage: MemoryStorage;
let warn: ReturnType<typeof vi.spyOn>;
const opened: QueueStore[] = [];

function options(overrides: Partial<QueueStoreOptions> = {}): QueueStoreOptions {
  return {
    uid: 'u1',
    storage,
    locks: undefined,
    now: () => 10_000,
    openDatabase: () => openQueueDatabase(),
    ...overrides,
  };
}

async function open(overrides: Partial<QueueStoreOptions> = {}): Promise<QueueStore> {
  const store = await openQueueStore(options(overrides));
  opened.push(store);
  return store;
}

/** Writes a record straight into IndexedDB, as another tab (or an older build) would have. */
async function putRecord(record: unknown): Promise<void> {
  const database = (await openQueueDatabase()) as QueueDatabase;
  await transactQueueRecord(database, 'u1', () => ({ put: record as PendingQueue, result: undefined }));
  database.close();
}

async function storedRecord(uid = 'u1'): Promise<unknown> {
  const database = (await openQueueDatabase()) as QueueDatabase;
  const record = await readQueueRecord(database, uid);
  database.close();
  return record;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  storage = new MemoryStorage();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the IndexedDB queue', () => {
  it('commits each change to one record per learner and mirrors it to local storage with its backup entry', async () => {
    const store = await open();
    expect(store.kind).toBe('indexeddb');
    const first = update();
    const committed = await store.change((queue) => ({
      updates: [...queue.updates, first],
      lastSyncTime: queue.lastSyncTime,
    }));
    expect(committed).toEqual({
      updates: [first],
      lastSyncTime: null,
      timestamp: 10_000,
      version: '2.1',
      userId: 'u1',
      setAside: [],
    });
    expect(await storedRecord()).toEqual(committed);
    expect(JSON.parse(storage.getItem(pendingKey('u1')) ?? '')).toEqual(committed);
    expect(JSON.parse(storage.getItem(backupKey('u1')) ?? '')).toEqual({ count: 1, timestamp: 10_000 });
  });

  it('sanitises the record: sets aside corrupt entries with their reason, drops foreign ones with a log line, keeps valid neighbours, coerces numbers', async () => {
    const good = update();
    const coerced = update({ correctAnswers: '3', newRank: 'n/a' });
    const clockStepped = update({
      answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: -5 }],
    });
    const noScore = { ...update(), scoreChange: undefined };
    await putRecord(
      queueOf([
        good,
        { id: 'x', timestamp: 'soon', scoreChange: 1, questionsAttempted: 1 },
        null,
        noScore,
        update({ userId: 'u2' }),
        coerced,
        clockStepped,
      ]),
    );
    const store = await open();
    warn.mockClear();
    const queue = await store.read();
    expect(queue.updates.map((entry) => entry.id)).toEqual([good.id, coerced.id, clockStepped.id]);
    expect(queue.updates[1]).toMatchObject({ correctAnswers: 3, newRank: DEFAULT_RANK });
    expect(queue.updates[2]?.answers[0]?.timeTakenMs).toBe(0);
    expect(queue.setAside).toEqual([
      {
        id: 'x',
        reason: 'Invalid timestamp: expected a number',
        update: { id: 'x', timestamp: 'soon', scoreChange: 1, questionsAttempted: 1 },
      },
      { id: undefined, reason: 'Invalid update: not an object', update: null },
      { id: noScore.id, reason: 'Invalid scoreChange: expected a number', update: noScore },
    ]);
    expect(warn).toHaveBeenCalledTimes(4);
    // Kept once written: the next change stores them on the list, not in the queue.
    const committed = await store.change((current) => current);
    expect(committed.setAside).toHaveLength(3);
    expect(await storedRecord()).toMatchObject({ setAside: committed.setAside, updates: committed.updates });
    expect((await store.read()).setAside).toEqual(committed.setAside);
  });

  it('imports the queue an earlier version kept in local storage when IndexedDB has no record yet', async () => {
    const kept = update();
    storage.setItem(
      pendingKey('u1'),
      JSON.stringify(queueOf([kept, { id: 'broken' }], { lastSyncTime: 42, timestamp: 7 })),
    );
    const store = await open();
    expect(await storedRecord()).toMatchObject({ updates: [kept], lastSyncTime: 42, userId: 'u1' });
    expect((await store.read()).updates).toEqual([kept]);
    expect(readLocalQueue(storage, 'u1').updates).toEqual([kept]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Setting aside'), { id: 'broken' });
    expect((await store.read()).setAside.map((entry) => entry.id)).toEqual(['broken']);
  });

  it('imports nothing once IndexedDB holds the record: an older local copy is a stale mirror', async () => {
    const synced = update();
    await putRecord(queueOf([], { timestamp: 50 }));
    storage.setItem(pendingKey('u1'), JSON.stringify(queueOf([synced], { timestamp: 40 })));
    const store = await open();
    expect((await store.read()).updates).toEqual([]);
    // The stale mirror is rewritten from the record.
    expect(readLocalQueue(storage, 'u1')).toMatchObject({ updates: [], timestamp: 50 });
  });

  it('adopts updates from a newer local write (an earlier version still open in another tab)', async () => {
    const inRecord = update();
    const fromOldTab = update();
    await putRecord(queueOf([inRecord], { timestamp: 50 }));
    const store = await open();
    storage.setItem(pendingKey('u1'), JSON.stringify(queueOf([inRecord, fromOldTab], { timestamp: 60 })));
    expect((await store.read()).updates).toEqual([inRecord, fromOldTab]);
    const committed = await store.change((queue) => queue);
    expect(committed.updates).toEqual([inRecord, fromOldTab]);
    expect(committed.timestamp).toBeGreaterThan(60);
  });

  it('keeps what a newer local write could never send on the list, with its reason', async () => {
    const queued = update();
    await putRecord(queueOf([queued]));
    const store = await open();
    const junk = { id: 'from-an-older-tab', timestamp: 'soon', scoreChange: 0, questionsAttempted: 1 };
    storage.setItem(pendingKey('u1'), JSON.stringify(queueOf([queued, junk], { timestamp: 20_000 })));
    const committed = await store.change((queue) => queue);
    expect(committed.updates).toEqual([queued]);
    expect(committed.setAside).toEqual([
      { id: 'from-an-older-tab', reason: 'Invalid timestamp: expected a number', update: junk },
    ]);
  });

  it('reads a record with garbage fields as an empty queue, and still adopts a newer local copy', async () => {
    await putRecord({ userId: 'u1', updates: 'garbage', lastSyncTime: 'x', timestamp: 'y' });
    const store = await open();
    expect(await store.read()).toMatchObject({ updates: [], lastSyncTime: null, timestamp: 0 });
    const kept = update();
    storage.setItem(pendingKey('u1'), JSON.stringify(queueOf([kept], { timestamp: 5 })));
    expect((await store.read()).updates).toEqual([kept]);
  });

  it('rewrites a missing mirror on open (sign-out kept the unsynced record but removed the mirror)', async () => {
    const unsynced = update();
    await putRecord(queueOf([unsynced], { timestamp: 50 }));
    await open();
    expect(readLocalQueue(storage, 'u1')).toMatchObject({ updates: [unsynced], timestamp: 50 });
  });

  it('keeps timestamps moving forward even when the clock steps back', async () => {
    let now = 10_000;
    const store = await open({ now: () => now });
    const first = await store.change((queue) => queue);
    now = 9_000;
    const second = await store.change((queue) => queue);
    expect(second.timestamp).toBe(first.timestamp + 1);
  });

  it('still commits when the mirror cannot be written', async () => {
    const store = await open();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const entry = update();
    await store.change((queue) => ({ ...queue, updates: [entry] }));
    expect(await storedRecord()).toMatchObject({ updates: [entry] });
  });
});

describe('without IndexedDB', () => {
  it('keeps the queue in local storage alone when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const store = await open();
    expect(store.kind).toBe('local-storage');
    const entry = update();
    await store.change((queue) => ({ ...queue, updates: [entry] }));
    expect(readLocalQueue(storage, 'u1').updates).toEqual([entry]);
    expect((await store.read()).updates).toEqual([entry]);
  });

  it('falls back when the browser refuses to open it (private mode, blocked storage)', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('The user denied permission', 'SecurityError');
      },
    });
    expect(await openQueueDatabase()).toBeUndefined();
    expect((await open()).kind).toBe('local-storage');
  });

  it('falls back when opening never answers', async () => {
    vi.useFakeTimers();
    // A request that never fires, like the one WebKit bug 226547 leaves behind.
    vi.stubGlobal('indexedDB', { open: () => new IDBOpenDBRequest() });
    const opening = openQueueDatabase(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await opening).toBeUndefined();
  });

  it('sanitises the local storage queue the same way', async () => {
    const good = update();
    storage.setItem(
      pendingKey('u1'),
      JSON.stringify(queueOf([good, { id: 'x', timestamp: 1, scoreChange: '1', questionsAttempted: 1 }, 7])),
    );
    const store = await open({ openDatabase: async () => undefined });
    expect((await store.read()).updates).toEqual([good]);
    storage.setItem(pendingKey('u1'), '{not json');
    expect((await store.read()).updates).toEqual([]);
    storage.setItem(pendingKey('u1'), JSON.stringify(queueOf([good], { userId: 'u2' })));
    expect((await store.read()).updates).toEqual([]);
  });

  it('refuses changes when local storage is blocked too, so the caller sends the update on its own', async () => {
    const store = await open({ storage: undefined, openDatabase: async () => undefined });
    await expect(store.change((queue) => queue)).rejects.toThrow('Neither IndexedDB nor local storage');
  });
});

describe('forgetting a learner’s queue after sign-out', () => {
  it('keeps a record with unsynced updates, removes an empty one, and removes any on account deletion', async () => {
    const unsynced = update();
    await putRecord(queueOf([unsynced]));
    await forgetQueueRecord('u1', true);
    expect(await storedRecord()).toMatchObject({ updates: [unsynced] });
    await forgetQueueRecord('u1', false);
    expect(await storedRecord()).toBeUndefined();
    await putRecord(queueOf([]));
    await forgetQueueRecord('u1', true);
    expect(await storedRecord()).toBeUndefined();
  });
});
