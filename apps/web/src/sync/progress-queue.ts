import type { ProgressUpdate } from '@abhyas/domain';
import { registerPendingUpdatesFlush } from '../shell/pending-updates-flush.ts';
import { BatchManager, type ForcedSyncResult, NO_ACTIVE_BATCHER } from './batch-manager.ts';
import { ProgressBatcher, type SyncReason, type SyncReport, syncLockName } from './progress-batcher.ts';
import { postBatch } from './sync-client.ts';

export const USER_NOT_AUTHENTICATED = 'User not authenticated';

export interface EnqueueResult {
  success: boolean;
  error?: string;
}

/** The one manager of this tab. */
export const batchManager = new BatchManager<ProgressBatcher>();
let signedInUid: string | null = null;
const userListeners = new Set<(uid: string | null) => void>();

/** Told by the sign-in state: the learner whose queue this tab serves (null when signed out). */
export function setSyncUser(uid: string | null): void {
  if (uid === signedInUid) return;
  const previous = signedInUid;
  signedInUid = uid;
  // The previous learner's queue machinery goes: its timers and unload sender would post
  // without (or under another learner's) session. Their stored queue stays for their next visit.
  if (previous) batchManager.remove(previous);
  if (uid) {
    batchManager.register(new ProgressBatcher(uid));
    batchManager.start();
  }
  for (const listener of userListeners) listener(uid);
}

export function getSyncUser(): string | null {
  return signedInUid;
}

export function onSyncUserChange(listener: (uid: string | null) => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

export function activeBatcher(): ProgressBatcher | undefined {
  return signedInUid ? batchManager.get(signedInUid) : undefined;
}

/**
 * Calls `listener` whenever the signed-in learner's queue changes: an answer queued, a batch
 * sent or refused, another tab's change, another learner signed in. Screens wait on this instead
 * of re-reading the stored queue on a timer.
 */
export function onQueueChange(listener: () => void): () => void {
  let unsubscribeBatcher = activeBatcher()?.subscribe(listener);
  const unsubscribeUser = onSyncUserChange(() => {
    unsubscribeBatcher?.();
    unsubscribeBatcher = activeBatcher()?.subscribe(listener);
    listener();
  });
  return () => {
    unsubscribeBatcher?.();
    unsubscribeUser();
  };
}

/**
 * Sends one update on its own, under the learner's sync lock: even then at most one request per
 * learner is in flight on this device.
 */
function postAlone(uid: string, update: ProgressUpdate) {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(syncLockName(uid), () => postBatch([update])) : postBatch([update]);
}

/**
 * Queues a signed-in learner's progress update and saves it locally at once. Without a batcher,
 * or if batching throws, the update goes to the server directly as a batch of one.
 */
export async function enqueueProgressUpdate(update: ProgressUpdate): Promise<EnqueueResult> {
  if (!signedInUid || update.userId !== signedInUid) return { success: false, error: USER_NOT_AUTHENTICATED };
  const batcher = batchManager.get(signedInUid);
  try {
    if (!batcher) throw new Error('No batcher');
    await batcher.enqueue(update);
    return { success: true };
  } catch (error) {
    console.warn('Batching failed; sending the update on its own', error);
    try {
      await postAlone(update.userId, update);
      return { success: true };
    } catch (sendError) {
      return { success: false, error: sendError instanceof Error ? sendError.message : String(sendError) };
    }
  }
}

/** Syncs the signed-in learner's queue now (Sync Now, sign-out, forced). */
export async function syncPendingUpdates(reason: SyncReason = 'sync-now'): Promise<SyncReport | undefined> {
  return activeBatcher()?.sync(reason);
}

/** Sync Now: the learner's own forced sync, past any back-off; "No active batcher" when signed out. */
export async function syncNow(): Promise<ForcedSyncResult> {
  if (!signedInUid) return { success: false, error: NO_ACTIVE_BATCHER };
  return batchManager.forceSync(signedInUid, 'sync-now');
}

/** Before the session ends: push what is pending while the cookie still works. */
export async function flushBeforeSignOut(): Promise<void> {
  await syncPendingUpdates('sign-out');
}

registerPendingUpdatesFlush(async () => {
  await batchManager.syncAll();
});
