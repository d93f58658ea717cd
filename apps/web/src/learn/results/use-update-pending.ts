import { useEffect, useState } from 'react';
import { isUpdatePending } from '../progress/pending-update.ts';

/** The sync queue is re-read this often, and at once when another tab changes it. */
const POLL_MS = 2000;

/** Whether the quiz's progress update is still waiting in the learner's sync queue. */
export function useUpdatePending(uid: string | undefined, updateId: string | null): boolean {
  const [pending, setPending] = useState(() => !!uid && !!updateId && isUpdatePending(uid, updateId));
  useEffect(() => {
    if (!uid || !updateId) return;
    const check = () => setPending(isUpdatePending(uid, updateId));
    check();
    const timer = setInterval(check, POLL_MS);
    window.addEventListener('storage', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', check);
    };
  }, [uid, updateId]);
  return pending;
}
