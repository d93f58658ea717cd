import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdLoader,
  type AdLoaderDependencies,
  type AdState,
  createAdLoader,
  type FillResult,
  nextRetry,
} from './ad-loader-machine.ts';

// The numbers are written out here on purpose, not imported: changing one in the machine
// must fail a test.

interface Harness {
  loader: AdLoader;
  /** Milliseconds after start at which each script load began. */
  loads: number[];
  probes: number[];
  states: AdState[];
  logs: string[];
  signals: AbortSignal[];
}

function harness(
  options: {
    probe?: (signal: AbortSignal) => Promise<boolean>;
    load?: (signal: AbortSignal) => Promise<FillResult>;
  } = {},
): Harness {
  const t0 = Date.now();
  const loads: number[] = [];
  const probes: number[] = [];
  const states: AdState[] = [];
  const logs: string[] = [];
  const signals: AbortSignal[] = [];
  const deps: AdLoaderDependencies = {
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    probe: (signal) => {
      probes.push(Date.now() - t0);
      signals.push(signal);
      return options.probe ? options.probe(signal) : Promise.resolve(true);
    },
    load: (signal) => {
      loads.push(Date.now() - t0);
      signals.push(signal);
      return options.load ? options.load(signal) : Promise.reject(new Error('script failed'));
    },
    log: (message) => logs.push(message),
    onChange: (snapshot) => states.push(snapshot.state),
  };
  const loader = createAdLoader(deps);
  return { loader, loads, probes, states, logs, signals };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const never = <T>() => new Promise<T>(() => undefined);
/** The learner keeps busy: activity every minute. */
const keepActive = (loader: AdLoader) => setInterval(() => loader.noteActivity(), 60_000);

/** Gaps between consecutive loads. */
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the retry schedule', () => {
  it('is 20 quick retries at 2.5 s, 15 background ones at 4 s, 3 late ones at 10 minutes, then none', () => {
    for (let failures = 1; failures <= 20; failures += 1)
      expect(nextRetry(failures)).toEqual({ delayMs: 2_500, phase: 'quick' });
    for (let failures = 21; failures <= 35; failures += 1)
      expect(nextRetry(failures)).toEqual({ delayMs: 4_000, phase: 'background' });
    for (let failures = 36; failures <= 38; failures += 1)
      expect(nextRetry(failures)).toEqual({ delayMs: 600_000, phase: 'late' });
    expect(nextRetry(39)).toBeUndefined();
    expect(nextRetry(0)).toBeUndefined();
  });
});

describe('the ad loader', () => {
  it('waits 6 s after the page is interactive, then initializes and succeeds', async () => {
    const { loader, loads, probes, states } = harness({ load: async () => 'filled' });
    expect(loader.snapshot().state).toBe('pending');
    loader.start();
    await advance(5_999);
    expect(probes).toEqual([]);
    await advance(1);
    expect(probes).toEqual([6_000]);
    expect(loads).toEqual([6_000]);
    expect(states).toEqual(['initializing', 'success']);
    // A success is final: nothing more is tried.
    await advance(3_600_000);
    expect(loads).toHaveLength(1);
  });

  it('counts the 6 s from when the page became interactive, not from when the slot mounted', async () => {
    const late = harness({ load: async () => 'filled' });
    late.loader.start(4_000);
    await advance(1_999);
    expect(late.probes).toEqual([]);
    await advance(1);
    expect(late.probes).toEqual([2_000]);

    const muchLater = harness({ load: async () => 'filled' });
    muchLater.loader.start(600_000);
    await advance(0);
    expect(muchLater.probes).toEqual([0]);
  });

  it('tries a failing script 39 times on the schedule, then stops in error, logging each failure', async () => {
    const { loader, loads, states, logs } = harness();
    keepActive(loader);
    loader.start();
    await advance(6_000 + 20 * 2_500 + 15 * 4_000 + 3 * 600_000);
    expect(loads[0]).toBe(6_000);
    expect(gaps(loads)).toEqual([
      ...Array(20).fill(2_500),
      ...Array(15).fill(4_000),
      ...Array(3).fill(600_000),
    ]);
    expect(loader.snapshot()).toMatchObject({ state: 'error', failures: 39 });
    expect(states.at(-1)).toBe('error');
    expect(states.filter((state) => state === 'failed')).toHaveLength(38);
    expect(logs).toHaveLength(39);
    expect(logs[0]).toMatch(/attempt 1 failed \(script failed\); retrying in 2500 ms/);
    expect(logs.at(-1)).toMatch(/no more automatic retries/);
    await advance(24 * 3_600_000);
    expect(loads).toHaveLength(39);
  });

  it('reports the phase of the planned retry: quick, then background, then late', async () => {
    const { loader } = harness();
    keepActive(loader);
    loader.start();
    await advance(6_000);
    expect(loader.snapshot()).toMatchObject({ state: 'failed', phase: 'quick', failures: 1 });
    await advance(20 * 2_500);
    expect(loader.snapshot()).toMatchObject({ phase: 'background', failures: 21 });
    await advance(15 * 4_000);
    expect(loader.snapshot()).toMatchObject({ phase: 'late', failures: 36 });
  });

  it('counts a script that ran but filled nothing as a failure', async () => {
    const { loader, loads } = harness({ load: async () => 'unfilled' });
    loader.start();
    await advance(6_000);
    expect(loader.snapshot()).toMatchObject({ state: 'failed', failures: 1 });
    await advance(2_500);
    expect(loads).toEqual([6_000, 8_500]);
  });
});

describe('the reachability test', () => {
  it('decides whether to load the script at all', async () => {
    const { loader, probes, loads, logs } = harness({ probe: async () => false });
    loader.start();
    await advance(6_000 + 2_500);
    expect(probes).toEqual([6_000, 8_500]);
    expect(loads).toEqual([]);
    expect(logs[0]).toMatch(/unreachable/);
  });

  it('is aborted after 5 s and counts as unreachable', async () => {
    const { loader, loads, signals } = harness({ probe: () => never() });
    loader.start();
    await advance(6_000 + 4_999);
    expect(signals[0]?.aborted).toBe(false);
    expect(loader.snapshot().state).toBe('initializing');
    await advance(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(loads).toEqual([]);
    expect(loader.snapshot()).toMatchObject({ state: 'failed', failures: 1 });
  });

  it('lets a script that never answers fail its attempt after 20 s', async () => {
    const { loader, loads, signals } = harness({ load: () => never() });
    loader.start();
    await advance(6_000 + 19_999);
    expect(loader.snapshot().state).toBe('initializing');
    await advance(1);
    expect(signals[1]?.aborted).toBe(true);
    expect(loader.snapshot()).toMatchObject({ state: 'failed', failures: 1 });
    await advance(2_500);
    expect(loads).toEqual([6_000, 28_500]);
  });
});

describe('a manual retry', () => {
  it('resets the state first, starts 2 s later and follows the schedule from the start', async () => {
    let fill: FillResult | undefined;
    const { loader, loads } = harness({
      load: async () => {
        if (fill) return fill;
        throw new Error('script failed');
      },
    });
    keepActive(loader);
    loader.start();
    await advance(6_000 + 20 * 2_500 + 15 * 4_000 + 3 * 600_000);
    expect(loader.snapshot().state).toBe('error');
    const before = loads.length;
    const startedAt = loads.at(-1) ?? 0;

    expect(loader.retry()).toBe(true);
    expect(loader.snapshot()).toMatchObject({ state: 'pending', failures: 0, manualRetriesLeft: 2 });
    await advance(1_999);
    expect(loads).toHaveLength(before);
    await advance(1);
    expect(loads.at(-1)).toBe(startedAt + 2_000);
    // The schedule starts over: a quick retry 2.5 s after this failure.
    expect(loader.snapshot()).toMatchObject({ state: 'failed', failures: 1, phase: 'quick' });
    fill = 'filled';
    await advance(2_500);
    expect(loader.snapshot().state).toBe('success');
    // Nothing to retry after a success.
    expect(loader.retry()).toBe(false);
  });

  it('is allowed 3 times, and cancels the retry planned before it', async () => {
    const { loader, loads, logs } = harness();
    loader.start();
    await advance(6_000);
    for (let manual = 1; manual <= 3; manual += 1) {
      expect(loader.retry()).toBe(true);
      await advance(2_000);
    }
    expect(loads).toEqual([6_000, 8_000, 10_000, 12_000]);
    expect(loader.retry()).toBe(false);
    expect(logs.at(-1)).toMatch(/no manual retry left/);
    expect(loader.snapshot().manualRetriesLeft).toBe(0);
  });

  it('is refused before the first attempt and while one is under way', async () => {
    const { loader } = harness({ load: () => never() });
    expect(loader.retry()).toBe(false);
    loader.start();
    expect(loader.retry()).toBe(false);
    await advance(6_000);
    expect(loader.snapshot().state).toBe('initializing');
    expect(loader.retry()).toBe(false);
    expect(loader.snapshot().manualRetriesLeft).toBe(3);
  });
});

describe('inactivity', () => {
  /** Failing loads; `online` at the given second (after the start) schedules a retry 3 s later. */
  async function retryAt(onlineAtS: number, activityAtS?: number) {
    const h = harness();
    h.loader.start();
    if (activityAtS !== undefined) {
      await advance(activityAtS * 1_000);
      h.loader.noteActivity();
      await advance((onlineAtS - activityAtS) * 1_000);
    } else {
      await advance(onlineAtS * 1_000);
    }
    h.loader.noteOnline();
    await advance(3_000);
    return h;
  }

  it('holds retries after 15 minutes without activity', async () => {
    const held = await retryAt(898);
    expect(held.loads.at(-1)).toBe(716_000);
    expect(held.loader.snapshot()).toMatchObject({ state: 'failed', waitingForActivity: true });
    expect(held.logs.at(-1)).toMatch(/inactive/);

    const running = await retryAt(896);
    expect(running.loads.at(-1)).toBe(899_000);
    expect(running.loader.snapshot().waitingForActivity).toBe(false);
  });

  it('stamps activity at most once a minute', async () => {
    // Activity 59 s after the start stamp is not recorded, so 901 s is past the limit...
    const ignored = await retryAt(898, 59);
    expect(ignored.loader.snapshot().waitingForActivity).toBe(true);
    // ...activity 60 s after it is, so 901 s is within it.
    const stamped = await retryAt(898, 60);
    expect(stamped.loads.at(-1)).toBe(901_000);
  });

  it('resumes the held retry when the learner is back', async () => {
    const { loader, loads } = await retryAt(898);
    const count = loads.length;
    await advance(3_600_000);
    expect(loads).toHaveLength(count);
    loader.noteActivity();
    await advance(0);
    expect(loads).toHaveLength(count + 1);
    expect(loader.snapshot().waitingForActivity).toBe(false);
  });
});

describe('reconnecting', () => {
  it('retries 3 s after the browser is back online, at most once a minute', async () => {
    const { loader, loads } = harness();
    keepActive(loader);
    loader.start();
    await advance(6_000 + 20 * 2_500 + 15 * 4_000);
    // A late retry is 10 minutes away; going online brings it to 3 s.
    const lastLoad = loads.at(-1) ?? 0;
    await advance(10_000);
    loader.noteOnline();
    await advance(2_999);
    expect(loads.at(-1)).toBe(lastLoad);
    await advance(1);
    expect(loads.at(-1)).toBe(lastLoad + 13_000);
    // Within the minute of the last one (taken at lastLoad + 10 s): ignored; a minute after it: taken.
    await advance(56_999);
    loader.noteOnline();
    await advance(1);
    loader.noteOnline();
    await advance(3_000);
    expect(loads.slice(-2)).toEqual([lastLoad + 13_000, lastLoad + 10_000 + 60_000 + 3_000]);
  });

  it('leaves a sooner planned retry alone', async () => {
    const { loader, loads } = harness();
    loader.start();
    await advance(6_000);
    loader.noteOnline();
    await advance(2_500);
    expect(loads).toEqual([6_000, 8_500]);
  });

  it('tries once more after the schedule is spent', async () => {
    const { loader, loads } = harness();
    keepActive(loader);
    loader.start();
    await advance(6_000 + 20 * 2_500 + 15 * 4_000 + 3 * 600_000);
    expect(loader.snapshot().state).toBe('error');
    loader.noteOnline();
    await advance(3_000);
    expect(loads).toHaveLength(40);
    expect(loader.snapshot().state).toBe('error');
  });

  it('is ignored before the first attempt and after a success', async () => {
    const { loader, loads } = harness({ load: async () => 'filled' });
    loader.start();
    loader.noteOnline();
    await advance(3_000);
    expect(loads).toEqual([]);
    await advance(3_000);
    loader.noteOnline();
    await advance(60_000);
    expect(loads).toEqual([6_000]);
  });
});

describe('dispose', () => {
  it('stops the timers and ignores an attempt still under way', async () => {
    let finish: (result: FillResult) => void = () => undefined;
    const { loader, loads, states } = harness({
      load: () => new Promise<FillResult>((resolve) => (finish = resolve)),
    });
    loader.start();
    await advance(6_000);
    loader.dispose();
    finish('filled');
    await advance(3_600_000);
    expect(loads).toEqual([6_000]);
    expect(states).toEqual(['initializing']);
  });
});
