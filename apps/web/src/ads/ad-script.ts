/**
 * The DOM side of the ad loader: the ad script's tag, its reachability test and the slot's fill.
 *
 * The ad script's contract is AdSense's auto ads', so a real network or a stand-in fits:
 * - The page adds `<script async src="ADS_SCRIPT_URL?client=ADS_CLIENT_ID" data-ad-client="...">`
 *   once, and renders each slot as `<ins data-ad-client="..." data-ad-format="auto">`.
 * - For each slot it pushes `{}` onto `window.adsbygoogle` (an array made by whoever comes first).
 * - The script, once it runs, takes over the queue (sets `window.adsbygoogle.loaded = true` and
 *   serves every push, those before it and after), fills each `<ins>` that has no status yet and
 *   marks it `data-ad-status="filled"`, or `"unfilled"` when it has no ad.
 */
import {
  type AdLoader,
  type AdLoaderSnapshot,
  createAdLoader,
  type FillResult,
} from './ad-loader-machine.ts';
import { whenInteractive } from './page-interactive.ts';

export interface AdsSettings {
  readonly clientId: string;
  readonly scriptUrl: string;
}

type AdQueue = object[] & { loaded?: boolean };

declare global {
  interface Window {
    adsbygoogle?: AdQueue;
  }
}

/** Dispatch this event on window for a manual retry (an operator's console, the e2e tests). */
export const MANUAL_RETRY_EVENT = 'abhyas:ads-retry';
/** What counts as the learner being there; stamped at most once a minute by the machine. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
const SCRIPT_MARK = 'data-abhyas-ads';

export function adScriptSrc(ads: AdsSettings): string {
  const url = new URL(ads.scriptUrl, window.location.href);
  url.searchParams.set('client', ads.clientId);
  return url.href;
}

/** The reachability test: a HEAD request; an opaque answer is enough, only a network failure is not. */
function probe(src: string, signal: AbortSignal): Promise<boolean> {
  return fetch(src, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal }).then(
    () => true,
    () => false,
  );
}

let scriptReady: Promise<void> | undefined;

/** The script's tag, added once; a tag whose load failed is removed so the next attempt adds a new one. */
function ensureScript(src: string, clientId: string): Promise<void> {
  scriptReady ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.setAttribute('data-ad-client', clientId);
    script.setAttribute(SCRIPT_MARK, '');
    const fail = (reason: string) => {
      script.remove();
      scriptReady = undefined;
      reject(new Error(reason));
    };
    script.addEventListener('error', () => fail('the ad script did not load'));
    script.addEventListener('load', () => {
      // A script that threw (or is not an ad script) never took over the queue.
      if (window.adsbygoogle?.loaded === true) resolve();
      else fail('the ad script ran but did not start');
    });
    document.head.append(script);
  });
  return scriptReady;
}

const statusOf = (slot: HTMLElement): FillResult | undefined => {
  const status = slot.getAttribute('data-ad-status');
  return status === 'filled' || status === 'unfilled' ? status : undefined;
};

/** Resolves when the script marks the slot filled or unfilled; rejects when aborted. */
function slotStatus(slot: HTMLElement, signal: AbortSignal): Promise<FillResult> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const status = statusOf(slot);
      if (!status) return;
      observer.disconnect();
      resolve(status);
    });
    observer.observe(slot, { attributes: true, attributeFilter: ['data-ad-status'] });
    signal.addEventListener('abort', () => {
      observer.disconnect();
      reject(new Error('aborted'));
    });
  });
}

let pushedSlots = new WeakSet<HTMLElement>();

/** One attempt: the script (once), then one push for the slot, then the slot's status. */
async function fillSlot(ads: AdsSettings, slot: HTMLElement, signal: AbortSignal): Promise<FillResult> {
  const done = statusOf(slot);
  // A slow script may have filled the slot after the attempt before this one gave up.
  if (done === 'filled') return done;
  await ensureScript(adScriptSrc(ads), ads.clientId);
  signal.throwIfAborted();
  const answered = slotStatus(slot, signal);
  if (!pushedSlots.has(slot) || done === 'unfilled') {
    slot.removeAttribute('data-ad-status');
    pushedSlots.add(slot);
    window.adsbygoogle ??= [];
    window.adsbygoogle.push({});
  }
  return answered;
}

/** For tests of the module: forget the script and the slots. */
export function resetAdScriptForTests(): void {
  scriptReady = undefined;
  pushedSlots = new WeakSet();
}

/**
 * Runs the ad loader for one slot: starts it once the page is interactive (the load event),
 * feeds it activity, reconnections and manual retries. Failures go to console.warn only.
 */
export function startAdLoader(
  ads: AdsSettings,
  slot: HTMLElement,
  onChange: (snapshot: AdLoaderSnapshot) => void,
): Pick<AdLoader, 'dispose'> {
  const src = adScriptSrc(ads);
  const loader = createAdLoader({
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    probe: (signal) => probe(src, signal),
    load: (signal) => fillSlot(ads, slot, signal),
    log: (message) => console.warn(message),
    onChange,
  });
  const activity = () => loader.noteActivity();
  const visible = () => {
    if (document.visibilityState === 'visible') loader.noteActivity();
  };
  const online = () => loader.noteOnline();
  const manualRetry = () => loader.retry();
  for (const type of ACTIVITY_EVENTS)
    window.addEventListener(type, activity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('online', online);
  window.addEventListener(MANUAL_RETRY_EVENT, manualRetry);
  // The machine's first 6 s count from when the page became interactive.
  const stopWaiting = whenInteractive((sinceMs) => loader.start(sinceMs));
  return {
    dispose() {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, activity, { capture: true });
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('online', online);
      window.removeEventListener(MANUAL_RETRY_EVENT, manualRetry);
      stopWaiting();
      loader.dispose();
    },
  };
}
