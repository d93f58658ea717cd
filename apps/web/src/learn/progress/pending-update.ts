import { readJson } from '../storage/local-store.ts';

/**
 * Whether a progress update still waits in the learner's sync queue. Reads the queue's
 * documented storage shape (`pending_updates_<uid>` holding `{updates: [{id, ...}]}`), so the
 * results screen needs nothing else from the sync code.
 */
export function isUpdatePending(uid: string, updateId: string): boolean {
  const stored = readJson(`pending_updates_${uid}`);
  if (!stored || typeof stored !== 'object') return false;
  const updates = (stored as { updates?: unknown }).updates;
  return Array.isArray(updates) && updates.some((update) => (update as { id?: unknown })?.id === updateId);
}
