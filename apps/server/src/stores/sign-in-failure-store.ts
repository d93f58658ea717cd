import { createHash } from 'node:crypto';
import { FAILURE_MEMORY_MS, type FailureRecord } from '@abhyas/domain';
import type { Redis } from 'ioredis';

/**
 * Wrong passwords in a row per account, for the lockout rule in `domain`. In memory on one
 * server; in Redis when `REDIS_URL` is set, so every server copy sees the same count. Keys are
 * hashes of the normalised email: the counter store never holds an address.
 */
export interface SignInFailureStore {
  read(email: string, now: number): Promise<FailureRecord | undefined>;
  recordFailure(email: string, now: number): Promise<FailureRecord>;
  clear(email: string): Promise<void>;
}

function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Oldest entries go first once this many accounts are being counted (a spray over many emails). */
const MEMORY_CAPACITY = 100_000;

export function createMemorySignInFailureStore(): SignInFailureStore {
  const records = new Map<string, FailureRecord>();
  const fresh = (key: string, now: number) => {
    const record = records.get(key);
    if (record && now - record.lastFailureAt > FAILURE_MEMORY_MS) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  return {
    async read(email, now) {
      return fresh(accountKey(email), now);
    },
    async recordFailure(email, now) {
      const key = accountKey(email);
      const record = { count: (fresh(key, now)?.count ?? 0) + 1, lastFailureAt: now };
      records.delete(key);
      records.set(key, record);
      if (records.size > MEMORY_CAPACITY) records.delete(records.keys().next().value as string);
      return record;
    },
    async clear(email) {
      records.delete(accountKey(email));
    },
  };
}

const redisKey = (email: string) => `abhyas:sign-in-failures:${accountKey(email)}`;

/**
 * Shared by every server copy. Redis out of reach: this server's own memory counts meanwhile,
 * so a lost Redis never turns the lockout off.
 */
export function createRedisSignInFailureStore(redis: Redis): SignInFailureStore {
  const local = createMemorySignInFailureStore();
  return {
    async read(email, now) {
      try {
        const fields = await redis.hgetall(redisKey(email));
        if (!fields.count) return await local.read(email, now);
        return { count: Number(fields.count), lastFailureAt: Number(fields.at) };
      } catch {
        return local.read(email, now);
      }
    },
    async recordFailure(email, now) {
      const mine = await local.recordFailure(email, now);
      try {
        const key = redisKey(email);
        const results = await redis
          .multi()
          .hincrby(key, 'count', 1)
          .hset(key, 'at', String(now))
          .pexpire(key, FAILURE_MEMORY_MS)
          .exec();
        const count = Number(results?.[0]?.[1]);
        return Number.isFinite(count) && count > 0 ? { count, lastFailureAt: now } : mine;
      } catch {
        return mine;
      }
    },
    async clear(email) {
      await local.clear(email);
      await redis.del(redisKey(email)).catch(() => 0);
    },
  };
}
