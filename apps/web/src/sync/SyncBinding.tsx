import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { activeBatcher, flushBeforeSignOut, setSyncUser } from './progress-queue.ts';

/**
 * Joins the sign-in state and the sync queue, in one place: the queue serves whoever is signed
 * in, sign-out syncs what is pending first, the learner's numbers show their queued progress at
 * once, and a sync's answer replaces them with the server's. ("Clear Data & Restart" flushes
 * through `registerPendingUpdatesFlush`, registered by progress-queue.ts when it loads, so it
 * works even when this component is gone with a crashed layout.)
 */
export function SyncBinding(): null {
  const auth = useAuth();
  const uid = auth.user?.uid ?? null;
  // The latest auth actions, without re-subscribing to the queue whenever they change identity.
  const actions = useRef(auth);
  actions.current = auth;
  const { registerBeforeSignOut } = auth;

  // A layout effect: it runs before any screen's effect can queue work for this learner.
  useLayoutEffect(() => {
    setSyncUser(uid);
  }, [uid]);

  useEffect(() => registerBeforeSignOut(flushBeforeSignOut), [registerBeforeSignOut]);

  useEffect(() => {
    const { showQueuedProgress } = actions.current;
    const batcher = uid ? activeBatcher() : undefined;
    if (!batcher) {
      showQueuedProgress([]);
      return;
    }
    let shownIds = new Set<string>();
    const showQueue = () => {
      const pending = batcher.pending();
      actions.current.showQueuedProgress(pending);
      const previous = shownIds;
      shownIds = new Set(pending.map((update) => update.id));
      return [...previous].some((id) => !shownIds.has(id));
    };
    showQueue();
    const unsubscribe = batcher.subscribe((event) => {
      if (event.type === 'profile') {
        actions.current.adoptSyncedProfile(event.profile);
        showQueue();
      } else if (event.type === 'changed') {
        // Updates left the queue without this tab syncing them: another tab did, and its
        // answer (the new profile) went there. Ask the server for ours.
        if (showQueue()) void actions.current.refreshProfile();
      }
    });
    return () => {
      unsubscribe();
      actions.current.showQueuedProgress([]);
    };
  }, [uid]);

  return null;
}
