import type { SmsSendCount } from '@abhyas/domain';
import type { Redis } from 'ioredis';

/** One counter: its key and the length of its fixed window. */
export interface CounterWindow {
  readonly key: string;
  readonly windowMs: number;
}

/**
 * Counts of SMS sends in fixed windows, for the send limits in `domain`. In memory on one
 * server; in Redis when `REDIS_URL` is set, so every server copy sees the same counts. Keys are
 * made of hashes, never of a number or an address.
 */
export interface SmsSendCounterStore {
  /** Adds one to each window's count; returns each count and the time left in its window. */
  add(windows: readonly CounterWindow[], now: number): Promise<SmsSendCount[]>;
  /** Takes back the one `add` put on each (a send the limits refused is not counted). */
  takeBack(windows: readonly CounterWindow[], now: number): Promise<void>;
}

/** Oldest windows go first once this many are counted (a spray over many numbers or addresses). */
const MEMORY_CAPACITY = 100_000;

export function createMemorySmsSendCounterStore(): SmsSendCounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (window: CounterWindow, now: number) => {
    const entry = windows.get(window.key);
    if (entry && entry.resetAt > now) return entry;
    const fresh = { count: 0, resetAt: now + window.windowMs };
    windows.delete(window.key);
    windows.set(window.key, fresh);
    if (windows.size > MEMORY_CAPACITY) windows.delete(windows.keys().next().value as string);
    return fresh;
  };
  return {
    async add(list, now) {
      return list.map((window) => {
        const entry = current(window, now);
        entry.count += 1;
        return { count: entry.count, resetInMs: entry.resetAt - now };
      });
    },
    async takeBack(list, now) {
      for (const window of list) {
        const entry = windows.get(window.key);
        if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
      }
    },
  };
}

const redisKey = (key: string) => `abhyas:sms-sends:${key}`;

/** DECR on a window that ended meanwhile would leave a key at -1 with no expiry. */
const DECREMENT_IF_PRESENT =
  "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * Shared by every server copy. Redis out of reach: this server's own memory counts meanwhile, so
 * a lost Redis never turns the limits off.
 */
export function createRedisSmsSendCounterStore(redis: Redis): SmsSendCounterStore {
  const local = createMemorySmsSendCounterStore();
  return {
    async add(list, now) {
      const mine = await local.add(list, now);
      try {
        const multi = redis.multi();
        for (const window of list) {
          const key = redisKey(window.key);
          // The window starts with its first send: created with its expiry, then counted.
          multi.set(key, '0', 'PX', window.windowMs, 'NX').incr(key).pttl(key);
        }
        const results = await multi.exec();
        if (!results) return mine;
        return list.map((window, index) => {
          const count = Number(results[index * 3 + 1]?.[1]);
          const ttl = Number(results[index * 3 + 2]?.[1]);
          const fallback = mine[index] as SmsSendCount;
          if (!Number.isFinite(count) || count <= 0) return fallback;
          return { count, resetInMs: ttl > 0 ? ttl : window.windowMs };
        });
      } catch {
        return mine;
      }
    },
    async takeBack(list, now) {
      await local.takeBack(list, now);
      try {
        const multi = redis.multi();
        for (const window of list) multi.eval(DECREMENT_IF_PRESENT, 1, redisKey(window.key));
        await multi.exec();
      } catch {
        // The count stays one too high until its window ends: the limit errs on the safe side.
      }
    },
  };
}
