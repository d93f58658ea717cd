import { useEffect, useState } from 'react';
import { onQueueChange } from '../../sync/progress-queue.ts';
import { isUpdatePending } from '../progress/pending-update.ts';

/** Whether the quiz's progress update is still waiting in the learner's sync queue; follows the queue's changes. */
export function useUpdatePending(uid: string | undefined, updateId: string | null): boolean {
  const [pending, setPending] = useState(() => !!uid && !!updateId && isUpdatePending(uid, updateId));
  useEffect(() => {
    if (!uid || !updateId) return;
    const check = () => setPending(isUpdatePending(uid, updateId));
    check();
    return onQueueChange(check);
  }, [uid, updateId]);
  return pending;
}
