import { peekQueue } from '../../sync/queue-storage-keys.ts';

/** Whether a progress update still waits in the learner's sync queue on this device. */
export function isUpdatePending(uid: string, updateId: string): boolean {
  try {
    return peekQueue(window.localStorage, uid).waitingIds.includes(updateId);
  } catch {
    // Storage blocked: nothing can wait there.
    return false;
  }
}
