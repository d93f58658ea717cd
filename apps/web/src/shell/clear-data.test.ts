import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  openQueueDatabase,
  type QueueDatabase,
  readQueueRecord,
  transactQueueRecord,
} from '../sync/indexeddb-queue.ts';
import type { PendingQueue } from '../sync/pending-queue-format.ts';
import { MemoryStorage } from '../sync/testing/tab-local-storage.ts';
import { type ClearDataEnvironment, clearDataKeepingPendingAnswers } from './clear-data.ts';

function setUp(overrides: Partial<ClearDataEnvironment> = {}) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  local.setItem('pending_updates_u1', '[1]');
  local.setItem('pending_updates_u1_backup', '[1]');
  local.setItem('abhyas_theme', 'dark');
  session.setItem('quiz', 'x');
  let cachesCleared = false;
  const environment: ClearDataEnvironment = {
    local,
    session,
    online: true,
    flush: undefined,
    clearCaches: async () => {
      cachesCleared = true;
    },
    timeoutMs: 50,
    ...overrides,
  };
  return { local, session, environment, cachesCleared: () => cachesCleared };
}

describe('clearDataKeepingPendingAnswers', () => {
  it('syncs the pending queues first when online; what the sync removed is gone, the rest cleared', async () => {
    const { local, session, environment, cachesCleared } = setUp();
    environment.flush = async () => {
      local.removeItem('pending_updates_u1');
      local.removeItem('pending_updates_u1_backup');
    };
    await clearDataKeepingPendingAnswers(environment);
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    expect(cachesCleared()).toBe(true);
  });

  it('never deletes unsynced answers: offline, failed or slow syncs leave the queues in place', async () => {
    for (const overrides of [
      { online: false, flush: async () => undefined },
      { flush: async () => Promise.reject(new Error('server down')) },
      { flush: () => new Promise<void>(() => undefined) },
    ]) {
      const { local, environment } = setUp(overrides);
      await clearDataKeepingPendingAnswers(environment);
      expect([local.key(0), local.key(1)].sort()).toEqual([
        'pending_updates_u1',
        'pending_updates_u1_backup',
      ]);
      expect(local.getItem('abhyas_theme')).toBeNull();
    }
  });

  it('leaves the IndexedDB queue alone: what the flush could not sync stays there', async () => {
    globalThis.indexedDB = new IDBFactory();
    const unsynced: PendingQueue = {
      updates: [
        { id: 'a', timestamp: 1, scoreChange: 4, questionsAttempted: 1 } as PendingQueue['updates'][number],
      ],
      lastSyncTime: null,
      timestamp: 1,
      version: '2.1',
      userId: 'u1',
      setAside: [],
    };
    let database = (await openQueueDatabase()) as QueueDatabase;
    await transactQueueRecord(database, 'u1', () => ({ put: unsynced, result: undefined }));
    database.close();
    const { environment } = setUp({ flush: async () => Promise.reject(new Error('server down')) });
    await clearDataKeepingPendingAnswers(environment);
    database = (await openQueueDatabase()) as QueueDatabase;
    expect(await readQueueRecord(database, 'u1')).toEqual(unsynced);
    database.close();
  });
});
