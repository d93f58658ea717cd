import { describe, expect, it } from 'vitest';
import { FORCED_RELOAD_WINDOW_MS, forceReloadOnce, type ReloadEnvironment } from './forced-reload.ts';

function environment(start: number) {
  const values = new Map<string, string>();
  let now = start;
  let reloads = 0;
  const env: ReloadEnvironment = {
    now: () => now,
    storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value) },
    reload: () => {
      reloads += 1;
    },
  };
  return { env, advance: (ms: number) => (now += ms), reloads: () => reloads };
}

describe('forceReloadOnce', () => {
  it('reloads at most once a minute, so a broken deploy cannot loop', () => {
    const { env, advance, reloads } = environment(1_000_000);
    expect(forceReloadOnce(env)).toBe(true);
    advance(FORCED_RELOAD_WINDOW_MS - 1);
    expect(forceReloadOnce(env)).toBe(false);
    expect(reloads()).toBe(1);
    advance(1);
    expect(forceReloadOnce(env)).toBe(true);
    expect(reloads()).toBe(2);
  });

  it('never reloads when it cannot remember doing so', () => {
    let reloads = 0;
    expect(forceReloadOnce({ now: () => 1, storage: null, reload: () => (reloads += 1) })).toBe(false);
    expect(reloads).toBe(0);
  });
});
