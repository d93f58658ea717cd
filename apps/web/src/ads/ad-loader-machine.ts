/**
 * The ad loader's state machine (issue 23, "Ads"): when to try the ad script, how often to try
 * again, and when to stop. Pure: no DOM, no globals; the clock, the timers, the reachability test
 * and the script load are handed in, so every number below is pinned by a fake-timer test.
 *
 * States: pending (waiting for the first initialisation or a manual retry's start), initializing
 * (an attempt under way), success (the slot is filled), failed (the last attempt filled nothing;
 * another is planned or waits for the learner's return), error (the automatic retries are spent;
 * only a manual retry or a reconnection tries again). None of them is ever shown to the learner:
 * failures go to the log only.
 */

export type AdState = 'pending' | 'initializing' | 'success' | 'failed' | 'error';

/** First initialisation this long after the page is interactive: learning first, ads after. */
export const FIRST_INIT_DELAY_MS = 6_000;
/** After a failed first attempt: this many quick retries... */
export const QUICK_RETRIES = 20;
export const QUICK_RETRY_DELAY_MS = 2_500;
/** ...then this many in the background, slower... */
export const BACKGROUND_RETRIES = 15;
export const BACKGROUND_RETRY_DELAY_MS = 4_000;
/** ...then at most this many late ones, far apart; after them the state is error. */
export const LATE_RETRIES = 3;
export const LATE_RETRY_DELAY_MS = 10 * 60_000;
/** A manual retry resets the state and starts this long after; at most this many per loader. */
export const MANUAL_RETRIES = 3;
export const MANUAL_RETRY_DELAY_MS = 2_000;
/** No retry is started once the learner has been inactive this long. */
export const INACTIVITY_LIMIT_MS = 15 * 60_000;
/** Activity is time-stamped at most this often (a stamp per scroll event would be waste). */
export const ACTIVITY_STAMP_INTERVAL_MS = 60_000;
/** Back online: one retry this long after, at most one per interval. */
export const RECONNECT_RETRY_DELAY_MS = 3_000;
export const RECONNECT_RETRY_INTERVAL_MS = 60_000;
/** The reachability test (a HEAD request to the script) is aborted after this long. */
export const REACHABILITY_TIMEOUT_MS = 5_000;
/**
 * One attempt (script download and the slot's fill) counts as failed after this long; a slow
 * script that arrives later still fills the slot, which the DOM side reports as a success.
 */
export const ATTEMPT_TIMEOUT_MS = 20_000;

/** Attempts the schedule allows from a reset: the first and every automatic retry. */
export const SCHEDULED_ATTEMPTS = 1 + QUICK_RETRIES + BACKGROUND_RETRIES + LATE_RETRIES;

export type RetryPhase = 'quick' | 'background' | 'late';

/**
 * The wait before the retry that follows the `failures`-th failed attempt since the last reset,
 * or undefined when the schedule is spent.
 */
export function nextRetry(failures: number): { delayMs: number; phase: RetryPhase } | undefined {
  if (failures < 1) return undefined;
  if (failures <= QUICK_RETRIES) return { delayMs: QUICK_RETRY_DELAY_MS, phase: 'quick' };
  if (failures <= QUICK_RETRIES + BACKGROUND_RETRIES)
    return { delayMs: BACKGROUND_RETRY_DELAY_MS, phase: 'background' };
  if (failures < SCHEDULED_ATTEMPTS) return { delayMs: LATE_RETRY_DELAY_MS, phase: 'late' };
  return undefined;
}

export type TimerHandle = unknown;

export interface AdLoaderClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** What one attempt's script load reports: the slot got an ad, or the script ran and had none. */
export type FillResult = 'filled' | 'unfilled';

export interface AdLoaderSnapshot {
  state: AdState;
  /** Failed attempts since the last reset (a manual retry resets them). */
  failures: number;
  /** The phase of the planned retry, if one is planned. */
  phase: RetryPhase | undefined;
  /** True while a due retry waits for the learner to come back. */
  waitingForActivity: boolean;
  manualRetriesLeft: number;
}

export interface AdLoaderDependencies {
  clock: AdLoaderClock;
  /** The reachability test: resolves true when the script's host answered; honours the signal. */
  probe(signal: AbortSignal): Promise<boolean>;
  /** Loads the script (once) and asks it to fill the slot; rejects on a script or network error. */
  load(signal: AbortSignal): Promise<FillResult>;
  /** Where failures go (never the learner's screen). */
  log(message: string): void;
  onChange?(snapshot: AdLoaderSnapshot): void;
}

export interface AdLoader {
  /**
   * The first initialisation follows FIRST_INIT_DELAY_MS after the page became interactive,
   * `sinceInteractiveMs` ago (the slot may mount after that, or long after on another screen).
   */
  start(sinceInteractiveMs?: number): void;
  /** A manual retry: false (and nothing changes) when none is left or none is needed. */
  retry(): boolean;
  /** The learner did something (input, scroll, the page shown again). */
  noteActivity(): void;
  /** The browser is back online. */
  noteOnline(): void;
  snapshot(): AdLoaderSnapshot;
  /** Stops every timer and ignores an attempt still under way. */
  dispose(): void;
}

class AttemptFailure extends Error {}

export function createAdLoader(deps: AdLoaderDependencies): AdLoader {
  const { clock } = deps;
  let state: AdState = 'pending';
  let failures = 0;
  let phase: RetryPhase | undefined;
  let started = false;
  let disposed = false;
  let timer: TimerHandle | undefined;
  let timerDueAt = 0;
  let waitingForActivity = false;
  let manualRetriesUsed = 0;
  let lastActivityAt = clock.now();
  let lastReconnectRetryAt: number | undefined;
  // Each attempt's number: the answer of an attempt a reset or dispose overtook is ignored.
  let attemptId = 0;

  const snapshot = (): AdLoaderSnapshot => ({
    state,
    failures,
    phase,
    waitingForActivity,
    manualRetriesLeft: MANUAL_RETRIES - manualRetriesUsed,
  });
  const setState = (next: AdState) => {
    state = next;
    deps.onChange?.(snapshot());
  };
  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (delayMs: number) => {
    cancelTimer();
    timerDueAt = clock.now() + delayMs;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void attempt();
    }, delayMs);
  };

  /** Resolves with `work`'s answer, or rejects when `ms` pass first (and aborts it). */
  function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, what: string): Promise<T> {
    const controller = new AbortController();
    return new Promise<T>((resolve, reject) => {
      const handle = clock.setTimeout(() => {
        controller.abort();
        reject(new AttemptFailure(`${what} timed out after ${ms} ms`));
      }, ms);
      work(controller.signal).then(
        (value) => {
          clock.clearTimeout(handle);
          resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(handle);
          reject(error);
        },
      );
    });
  }

  async function attempt(): Promise<void> {
    if (disposed) return;
    if (clock.now() - lastActivityAt > INACTIVITY_LIMIT_MS) {
      // Nobody is looking: no retry until the learner is back (noteActivity resumes it).
      waitingForActivity = true;
      deps.log('ads: retry held, the learner has been inactive for 15 minutes');
      deps.onChange?.(snapshot());
      return;
    }
    const id = ++attemptId;
    phase = undefined;
    setState('initializing');
    let outcome: FillResult;
    try {
      const reachable = await withTimeout(
        (signal) => deps.probe(signal),
        REACHABILITY_TIMEOUT_MS,
        'reachability test',
      ).catch(() => false);
      if (id !== attemptId || disposed) return;
      if (!reachable) throw new AttemptFailure('the ad script is unreachable');
      outcome = await withTimeout((signal) => deps.load(signal), ATTEMPT_TIMEOUT_MS, 'ad script');
    } catch (error) {
      if (id !== attemptId || disposed) return;
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    if (id !== attemptId || disposed) return;
    if (outcome === 'filled') {
      setState('success');
      return;
    }
    fail('the ad script filled no slot');
  }

  function fail(reason: string) {
    failures += 1;
    const next = nextRetry(failures);
    if (!next) {
      phase = undefined;
      deps.log(`ads: attempt ${failures} failed (${reason}); no more automatic retries`);
      setState('error');
      return;
    }
    deps.log(`ads: attempt ${failures} failed (${reason}); retrying in ${next.delayMs} ms`);
    phase = next.phase;
    setState('failed');
    schedule(next.delayMs);
  }

  const canTryAgain = () => state === 'failed' || state === 'error';

  return {
    start(sinceInteractiveMs = 0) {
      if (started || disposed) return;
      started = true;
      lastActivityAt = clock.now();
      schedule(Math.max(0, FIRST_INIT_DELAY_MS - sinceInteractiveMs));
    },
    retry() {
      if (disposed || !started || !canTryAgain()) return false;
      if (manualRetriesUsed >= MANUAL_RETRIES) {
        deps.log('ads: no manual retry left');
        return false;
      }
      manualRetriesUsed += 1;
      // The reset comes first: the schedule starts over from the first attempt.
      attemptId += 1;
      failures = 0;
      phase = undefined;
      waitingForActivity = false;
      lastActivityAt = clock.now();
      setState('pending');
      schedule(MANUAL_RETRY_DELAY_MS);
      return true;
    },
    noteActivity() {
      const now = clock.now();
      if (now - lastActivityAt < ACTIVITY_STAMP_INTERVAL_MS) return;
      lastActivityAt = now;
      if (waitingForActivity && !disposed) {
        waitingForActivity = false;
        void attempt();
      }
    },
    noteOnline() {
      if (disposed || !canTryAgain()) return;
      const now = clock.now();
      if (lastReconnectRetryAt !== undefined && now - lastReconnectRetryAt < RECONNECT_RETRY_INTERVAL_MS)
        return;
      // A retry planned sooner stands; a later one is brought forward (or one added after the
      // schedule is spent).
      if (timer !== undefined && timerDueAt <= now + RECONNECT_RETRY_DELAY_MS) return;
      lastReconnectRetryAt = now;
      schedule(RECONNECT_RETRY_DELAY_MS);
    },
    snapshot,
    dispose() {
      disposed = true;
      attemptId += 1;
      cancelTimer();
    },
  };
}
