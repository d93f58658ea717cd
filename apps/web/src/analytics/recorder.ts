import { ANALYTICS_MAX_EVENTS, type AnalyticsEvent, analyticsEventSchema } from '@abhyas/domain';
import { routeTemplateOf } from './route-templates.ts';
import type { TrackedEvent } from './track.ts';

export const EVENTS_URL = '/api/events';
/** A batch goes once this many events wait, or this long after the first of them. */
export const FLUSH_AFTER_EVENTS = 20;
export const FLUSH_AFTER_MS = 10_000;
/** At most this many events wait on the device (offline); the oldest go first. */
export const MAX_KEPT_EVENTS = 200;

/**
 * Where events that could not be sent wait: per signed-in learner (sent again only while that
 * learner is signed in), and one place for anonymous visits. No visit id is ever stored: what
 * waited is sent later without one, so no two visits are linked.
 */
export const keptEventsKey = (uid: string | null) => `abhyas_analytics_events_${uid ?? 'anonymous'}`;

/** A web-vitals report: its metric and value, and the route template of the page it measured. */
export type VitalReport = { metric: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number; route: string };

export interface RecorderDeps {
  /** The page's localStorage, or undefined where the browser blocks it. */
  storage: Storage | undefined;
  online(): boolean;
  /** POST with fetch; the status, or undefined when no answer came. `anonymous` sends no cookie. */
  post(body: string, anonymous: boolean): Promise<number | undefined>;
  /** navigator.sendBeacon: false when the browser would not take it. */
  beacon(body: string): boolean;
  /** This visit's random id; kept in memory only. */
  visitId: string;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export type Recorder = ReturnType<typeof createRecorder>;

/**
 * Batches events in memory and sends them; keeps them on the device while offline. A signed-in
 * learner's batches carry no id (the session cookie names them); an anonymous visit's carry the
 * visit id, and are sent without cookies so that a sign-in in between can never claim them.
 */
export function createRecorder(deps: RecorderDeps) {
  let uid: string | null = null;
  /** This visit's events, not yet sent. */
  let pending: AnalyticsEvent[] = [];
  let route: string | undefined;
  let timer: unknown;
  let stopped = false;

  const readKept = (owner = uid): AnalyticsEvent[] => {
    try {
      const text = deps.storage?.getItem(keptEventsKey(owner));
      const kept: unknown = text ? JSON.parse(text) : [];
      return Array.isArray(kept) ? (kept as AnalyticsEvent[]) : [];
    } catch {
      return [];
    }
  };
  const writeKept = (events: readonly AnalyticsEvent[], owner = uid) => {
    try {
      if (events.length === 0) deps.storage?.removeItem(keptEventsKey(owner));
      else deps.storage?.setItem(keptEventsKey(owner), JSON.stringify(events.slice(-MAX_KEPT_EVENTS)));
    } catch {
      // Storage full or blocked: the events are lost, which analytics can afford.
    }
  };
  /** This visit's waiting events join the kept ones (they lose their visit id there). */
  const keepPending = () => {
    if (pending.length === 0) return;
    writeKept([...readKept(), ...pending]);
    pending = [];
  };

  const bodyOf = (events: readonly AnalyticsEvent[], withVisit: boolean) =>
    JSON.stringify(uid === null && withVisit ? { visitId: deps.visitId, events } : { events });

  const chunks = (events: readonly AnalyticsEvent[]) => {
    const out: AnalyticsEvent[][] = [];
    for (let start = 0; start < events.length; start += ANALYTICS_MAX_EVENTS)
      out.push(events.slice(start, start + ANALYTICS_MAX_EVENTS));
    return out;
  };

  function stop() {
    stopped = true;
    pending = [];
    if (timer !== undefined) deps.clearTimer(timer);
    writeKept([]);
  }

  /** Sends one batch; true when it is done with (sent, or refused as bad data and dropped). */
  async function sendBatch(events: AnalyticsEvent[], withVisit: boolean): Promise<boolean> {
    const status = await deps.post(bodyOf(events, withVisit), uid === null).catch(() => undefined);
    // The server has analytics off: nothing more is recorded this visit, nothing is kept.
    if (status === 404) {
      stop();
      return true;
    }
    if (status === undefined || status === 429 || status >= 500) return false;
    return true;
  }

  function add(event: AnalyticsEvent) {
    // One event the server would refuse (a topic id that is no slug) would cost the whole batch.
    if (!analyticsEventSchema.safeParse(event).success) return;
    pending.push(event);
    if (pending.length > MAX_KEPT_EVENTS) pending.shift();
    if (pending.length >= FLUSH_AFTER_EVENTS) void recorder.flush();
    else if (timer === undefined)
      timer = deps.setTimer(() => {
        timer = undefined;
        void recorder.flush();
      }, FLUSH_AFTER_MS);
  }

  /** Cancels the timer; false when nothing goes now (stopped, or offline: kept on the device). */
  function readyToSend(): boolean {
    if (timer !== undefined) {
      deps.clearTimer(timer);
      timer = undefined;
    }
    if (stopped) return false;
    if (!deps.online()) {
      keepPending();
      return false;
    }
    return true;
  }

  const recorder = {
    get visitId() {
      return deps.visitId;
    },

    record(tracked: TrackedEvent, at: number): void {
      if (stopped) return;
      if (tracked.name === 'page_view') {
        route = routeTemplateOf(tracked.path);
        add({ name: 'page_view', at, route });
        return;
      }
      add({ ...tracked, at, ...(route ? { route } : {}) } as AnalyticsEvent);
    },

    recordVital(report: VitalReport, at: number): void {
      if (stopped) return;
      add({
        name: 'web_vital',
        at,
        route: report.route,
        metric: report.metric,
        value: Math.max(0, report.value),
      });
    },

    /** Sends what waits (kept events first); keeps it on the device when offline or refused for now. */
    async flush(): Promise<void> {
      if (!readyToSend()) return;
      const kept = readKept();
      if (kept.length > 0) {
        writeKept([]);
        const unsent: AnalyticsEvent[] = [];
        for (const batch of chunks(kept)) {
          if (unsent.length > 0 || !(await sendBatch(batch, false))) unsent.push(...batch);
          if (stopped) return;
        }
        if (unsent.length > 0) writeKept([...unsent, ...readKept()]);
      }
      while (pending.length > 0 && !stopped) {
        const batch = pending.splice(0, ANALYTICS_MAX_EVENTS);
        if (!(await sendBatch(batch, true))) {
          pending.unshift(...batch);
          keepPending();
          return;
        }
      }
    },

    /** The page is being hidden (maybe for good): everything goes by beacon, or waits on the device. */
    flushOnHide(): void {
      if (!readyToSend()) return;
      const kept = readKept();
      const keptSent = kept.length === 0 || chunks(kept).every((batch) => deps.beacon(bodyOf(batch, false)));
      if (keptSent) writeKept([]);
      const sending = pending;
      pending = [];
      if (!chunks(sending).every((batch) => deps.beacon(bodyOf(batch, true)))) {
        pending = sending;
        keepPending();
      }
    },

    /** Who is signed in changed: this visit's events so far go under the old identity first. */
    setIdentity(next: string | null): void {
      if (next === uid) return;
      const leaving = pending;
      pending = [];
      if (leaving.length > 0 && !stopped) {
        const before = uid;
        // Sent as they were recorded: an anonymous visit's without a cookie, so never as the learner's.
        void Promise.all(chunks(leaving).map((batch) => sendBatch(batch, true))).then((done) => {
          if (!done.every(Boolean)) writeKept([...readKept(before), ...leaving], before);
        });
      }
      uid = next;
    },

    stop,
  };
  return recorder;
}
