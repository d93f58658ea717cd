import { createRecorder, EVENTS_URL, type Recorder } from './recorder.ts';
import { routeTemplateOf } from './route-templates.ts';
import { connectRecorder, track } from './track.ts';

/** 128 random bits, url-safe: this visit's id, never written anywhere. */
function randomVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/u, '');
}

function pageStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The web vitals of this page load, reported against the route it was loaded at. */
async function reportWebVitals(recorder: Recorder): Promise<void> {
  const route = routeTemplateOf(window.location.pathname);
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; value: number }) =>
    recorder.recordVital(
      { metric: metric.name as 'LCP' | 'INP' | 'CLS' | 'TTFB', value: metric.value, route },
      Date.now(),
    );
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

/** The browser's install prompt: offered, and what the learner chose. */
function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    track({ name: 'install_prompt', outcome: 'shown' });
    const choice = (event as Event & { userChoice?: Promise<{ outcome: string }> }).userChoice;
    void choice?.then(({ outcome }) =>
      track({ name: 'install_prompt', outcome: outcome === 'accepted' ? 'accepted' : 'dismissed' }),
    );
  });
}

/** The recorder with the browser's parts: fetch and sendBeacon, localStorage, page visibility. */
export function startRecorder(uid: string | null): Recorder {
  const recorder = createRecorder({
    storage: pageStorage(),
    online: () => navigator.onLine !== false,
    post: async (body, anonymous) => {
      try {
        const response = await fetch(EVENTS_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: true,
          credentials: anonymous ? 'omit' : 'same-origin',
        });
        return response.status;
      } catch {
        return undefined;
      }
    },
    beacon: (body) =>
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' })),
    visitId: randomVisitId(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  recorder.setIdentity(uid);
  connectRecorder((event, at) => recorder.record(event, at));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') recorder.flushOnHide();
  });
  window.addEventListener('online', () => void recorder.flush());
  watchInstallPrompt();
  void reportWebVitals(recorder).catch((error: unknown) => console.warn('Web vitals unavailable', error));
  // Events kept on the device from an earlier visit or an offline spell go now.
  void recorder.flush();
  return recorder;
}
