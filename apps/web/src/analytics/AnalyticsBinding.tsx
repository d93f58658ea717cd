import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import type { Recorder } from './recorder.ts';
import { track } from './track.ts';

/** The longest a sign-out waits for the analytics to be sent. */
const SIGN_OUT_WAIT_MS = 2000;

/** After the first screen is done: the recorder and web-vitals never compete with it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 2000);
  });
}

/**
 * Feeds the recorder what the shell knows: each address shown (as a page view), who is signed in
 * (a learner by the session, or an anonymous visit), sign-in and sign-out. Loaded only when
 * analytics is on (AnalyticsGate).
 */
export default function AnalyticsBinding() {
  const { pathname } = useLocation();
  const { user, loading, registerBeforeSignOut } = useAuth();
  const uid = user?.uid ?? null;
  const recorder = useRef<Promise<Recorder | undefined> | undefined>(undefined);
  const previousUid = useRef<string | null>(null);

  useEffect(() => {
    track({ name: 'page_view', path: pathname });
  }, [pathname]);

  useEffect(() => {
    if (loading) return;
    if (!recorder.current) {
      // Whoever the first answer says is there was there before this visit: no sign-in event.
      previousUid.current = uid;
      recorder.current = whenIdle()
        .then(() => import('./recorder-runtime.ts'))
        .then(({ startRecorder }) => startRecorder(uid))
        .catch((error: unknown) => {
          console.warn('Analytics could not start', error);
          return undefined;
        });
      return;
    }
    const signedIn = previousUid.current === null && uid !== null;
    previousUid.current = uid;
    void recorder.current.then((started) => {
      started?.setIdentity(uid);
      if (signedIn) track({ name: 'sign_in' });
    });
  }, [loading, uid]);

  // Sent while the session still names the learner, before it ends; sign-out never waits long for it.
  useEffect(
    () =>
      registerBeforeSignOut(async () => {
        track({ name: 'sign_out' });
        const sent = recorder.current?.then((started) => started?.flush());
        await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
      }),
    [registerBeforeSignOut],
  );

  return null;
}
