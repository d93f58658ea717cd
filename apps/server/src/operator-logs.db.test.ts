import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { logRedisReachability } from './redis-connection-log.ts';
import { connectRankRedis } from './stores/rank-store-redis.ts';
import { createTestRedisServer } from './stores/rank-store-test-redis.ts';
import { createBrowserAgent, formAction } from './testing/browser-agent.ts';
import { signUpThroughProvider } from './testing/built-in-sign-up.ts';
import { signInAs } from './testing/sign-in.ts';
import { startTcpProxy } from './testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

type Line = Record<string, unknown>;

function collectingLogger(lines: Line[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return pino({ level: 'info' }, stream);
}

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-logs-'));
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('logs an operator can use', () => {
  it('gives every request line the client, the learner and a request id that the answer carries', async () => {
    const lines: Line[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999' });
    const app = await buildApp({ config, db: database.db, logger: collectingLogger(lines) });
    app.get('/api/test-failure', async () => {
      throw new Error('a bug deep in a service');
    });
    await app.ready();
    try {
      const asha = await signInAs(app, 'asha');
      const passed = await app.inject({
        url: '/api/auth/me',
        headers: { cookie: asha.cookie, 'x-request-id': 'edge-7f3a-01' },
      });
      expect(passed.headers['x-request-id']).toBe('edge-7f3a-01');
      const own = await app.inject({ url: '/api/auth/me', headers: { 'x-request-id': 'bad id\nforged' } });
      expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const requestLine = lines.find((line) => line.msg === 'request' && line.reqId === 'edge-7f3a-01');
      expect(requestLine).toMatchObject({ level: 30, uid: 'asha', ip: '127.0.0.1', status: 200 });

      await app.inject({ url: '/api/auth/callback?code=SECRET-CODE-123&state=SECRET-STATE-456' });
      await app.inject({ url: '/idp/auth?client_id=abhyas-web&code_challenge=SECRET-CHALLENGE' });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain('SECRET-');
      expect(lines.some((line) => line.url === '/api/auth/callback?[left out]')).toBe(true);

      const failed = await app.inject({ url: '/api/test-failure' });
      expect(failed.statusCode).toBe(500);
      const id = failed.headers['x-request-id'];
      const errorLines = lines.filter((line) => line.level === 50 && line.reqId === id);
      expect(errorLines).toHaveLength(1);
      expect((errorLines[0]?.err as { stack?: string })?.stack).toContain('a bug deep in a service');
    } finally {
      await app.close();
    }
  });

  it('logs sign-ins and refused passwords as events, without passwords, codes or tokens', async () => {
    const lines: Line[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999' });
    const app = await buildApp({ config, db: database.db, logger: collectingLogger(lines) });
    await app.ready();
    try {
      const browser = createBrowserAgent(app, config.publicUrl);
      const password = 'guava-lantern-59';
      const { continued } = await signUpThroughProvider(browser, {
        name: 'Zoya',
        email: 'zoya@example.org',
        password,
      });
      const uid = continued.body.match(/"uid":"([^"]+)"/)?.[1];
      expect(lines.filter((line) => line.event === 'sign-in')).toEqual([
        expect.objectContaining({ level: 30, uid, newLearner: true }),
      ]);
      const stranger = createBrowserAgent(app, config.publicUrl);
      const login = await stranger.go('/api/auth/sign-in?mode=popup');
      await stranger.go(formAction(login.body, '/login'), {
        email: 'zoya@example.org',
        password: 'wrong-guess-0',
      });
      expect(lines.some((line) => line.event === 'password-refused' && line.level === 30)).toBe(true);
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(password);
      expect(logged).not.toContain('wrong-guess-0');
      expect(logged).not.toMatch(/[?&]code=/);
    } finally {
      await app.close();
    }
  });

  it('waits for an external database that is not up yet, with back-off', async () => {
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    await proxy.down();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const lines: Line[] = [];
    try {
      const waited = waitForDatabase(viaProxy.toString(), collectingLogger(lines), 20_000);
      await sleep(2_000);
      await proxy.up();
      await waited;
      const retries = lines.filter((line) => line.msg === 'the database does not answer yet; trying again');
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(retries.map((line) => line.retryInMs)).toEqual(
        [...retries.map((line) => line.retryInMs)].sort((a, b) => Number(a) - Number(b)),
      );
      expect(lines.at(-1)?.msg).toBe('the database answers; starting');

      // Gone for longer than the wait: the start fails with the cause.
      await proxy.down();
      await expect(waitForDatabase(viaProxy.toString(), collectingLogger([]), 1_500)).rejects.toThrow();
    } finally {
      await proxy.close();
    }
  });

  it('warns once when Redis is unreachable, and once when it is back', async () => {
    const redisServer = await createTestRedisServer();
    await redisServer.stop();
    const lines: Line[] = [];
    const redis = connectRankRedis(redisServer.url);
    logRedisReachability(redis, redisServer.url, collectingLogger(lines));
    try {
      await sleep(2_500);
      expect(lines.map((line) => line.msg)).toEqual([
        'Redis is unreachable; ranks served from SQL until it is back',
      ]);
      await redisServer.start();
      const deadline = Date.now() + 10_000;
      while (lines.length < 2 && Date.now() < deadline) await sleep(100);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [40, 'Redis is unreachable; ranks served from SQL until it is back'],
        [40, 'Redis is reachable again; ranks served from Redis'],
      ]);
    } finally {
      redis.disconnect();
      await redisServer.stop();
    }
  });
});
