import type { AnalyticsEvent } from '@abhyas/domain';

/*
 * The one call the app's screens make: track({ name: 'quiz_started', ... }). It costs nothing
 * while analytics is off (the flag, Do Not Track, Global Privacy Control) and stays small, since
 * it sits on the first screen: the recorder that batches, keeps and sends loads only when on.
 */

type WithoutTimeAndRoute<Event> = Event extends AnalyticsEvent ? Omit<Event, 'at' | 'route'> : never;

/** An event as a screen hands it over: no time (taken here), no route (the recorder adds the current one). */
export type TrackedEvent =
  | Exclude<WithoutTimeAndRoute<AnalyticsEvent>, { name: 'page_view' | 'web_vital' }>
  /** The address shown; the recorder keeps only its route template. */
  | { name: 'page_view'; path: string };

type Sink = (event: TrackedEvent, at: number) => void;

/** Before the recorder has loaded (or been refused), this many events wait in memory. */
const EARLY_LIMIT = 100;

/** Whether the browser asks not to be tracked: then nothing is recorded, kept or sent. */
export function trackingRefused(): boolean {
  if (typeof navigator === 'undefined') return true;
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true;
}

let off = trackingRefused();
let sink: Sink | undefined;
const early: { event: TrackedEvent; at: number }[] = [];

export function track(event: TrackedEvent): void {
  if (off) return;
  const at = Date.now();
  if (sink) sink(event, at);
  else if (early.length < EARLY_LIMIT) early.push({ event, at });
}

/** The recorder takes over: what waited goes to it first. */
export function connectRecorder(next: Sink): void {
  if (off) return;
  sink = next;
  for (const { event, at } of early.splice(0)) next(event, at);
}

/** Analytics is off for this page: what waited is forgotten and later calls do nothing. */
export function switchAnalyticsOff(): void {
  off = true;
  sink = undefined;
  early.length = 0;
}
