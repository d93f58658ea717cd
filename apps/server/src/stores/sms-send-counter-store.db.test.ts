import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRankRedis } from './rank-store-redis.ts';
import { createTestRedisServer, type TestRedisServer } from './rank-store-test-redis.ts';
import {
  type CounterWindow,
  createMemorySmsSendCounterStore,
  createRedisSmsSendCounterStore,
} from './sms-send-counter-store.ts';

const minute: CounterWindow = { key: 'account:60000:a', windowMs: 60_000 };
const hour: CounterWindow = { key: 'number:3600000:n', windowMs: 3_600_000 };

describe('SMS send counters in memory', () => {
  it('count sends per window from its first send, and start again when it ends', async () => {
    const store = createMemorySmsSendCounterStore();
    expect(await store.add([minute, hour], 0)).toEqual([
      { count: 1, resetInMs: 60_000 },
      { count: 1, resetInMs: 3_600_000 },
    ]);
    expect(await store.add([minute, hour], 20_000)).toEqual([
      { count: 2, resetInMs: 40_000 },
      { count: 2, resetInMs: 3_580_000 },
    ]);
    expect(await store.add([minute, hour], 60_000)).toEqual([
      { count: 1, resetInMs: 60_000 },
      { count: 3, resetInMs: 3_540_000 },
    ]);
  });

  it('take back a send the limits refused', async () => {
    const store = createMemorySmsSendCounterStore();
    await store.add([minute], 0);
    await store.add([minute], 1_000);
    await store.takeBack([minute], 1_000);
    expect((await store.add([minute], 2_000))[0]?.count).toBe(2);
  });
});

describe('SMS send counters in Redis', () => {
  let server: TestRedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await createTestRedisServer();
    redis = connectRankRedis(server.url);
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it('are shared by every server copy, each window expiring on its own', async () => {
    const one = createRedisSmsSendCounterStore(redis);
    const two = createRedisSmsSendCounterStore(redis);
    const windows = [
      { key: 'shared:1000', windowMs: 1_000 },
      { key: 'shared:hour', windowMs: 3_600_000 },
    ];
    expect((await one.add(windows, Date.now())).map((count) => count.count)).toEqual([1, 1]);
    const [short, long] = await two.add(windows, Date.now());
    expect([short?.count, long?.count]).toEqual([2, 2]);
    expect(short?.resetInMs).toBeLessThanOrEqual(1_000);
    expect(long?.resetInMs).toBeGreaterThan(3_590_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await one.add(windows, Date.now())).map((count) => count.count)).toEqual([1, 3]);
  });

  it('take back a refused send, and never leave a window without an end', async () => {
    const store = createRedisSmsSendCounterStore(redis);
    const window = { key: 'taken-back', windowMs: 300 };
    await store.add([window], Date.now());
    await store.add([window], Date.now());
    await store.takeBack([window], Date.now());
    expect(await redis.get('abhyas:sms-sends:taken-back')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The window ended meanwhile: taking back must not make a key at -1 that never expires.
    await store.takeBack([window], Date.now());
    expect(await redis.exists('abhyas:sms-sends:taken-back')).toBe(0);
  });

  it('count in the server’s memory while Redis is down, so the limits hold', async () => {
    const store = createRedisSmsSendCounterStore(redis);
    const window = { key: 'while-down', windowMs: 60_000 };
    await server.stop();
    try {
      expect((await store.add([window], 0))[0]?.count).toBe(1);
      expect((await store.add([window], 1_000))[0]?.count).toBe(2);
    } finally {
      await server.start();
    }
  });
});
