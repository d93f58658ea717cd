import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { migrateToLatest } from './db/database.ts';
import { createLogger } from './logger.ts';
import { type RunningServer, startServer } from './server.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-server-')),
    DATABASE_URL: database.url,
    PORT: '0',
  });
  server = await startServer(config, createLogger({ level: 'silent' }));
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('server on a PostgreSQL database', () => {
  it('answers liveness and readiness', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('serves index.html for client routes, revalidated, and hashed assets as immutable', async () => {
    const page = await fetch(`${server.url}/quiz/some-topic`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${server.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the web build and the question bank compressed as the browser accepts', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/index-[^"]+\.js/)?.[0] ?? html.match(/\/assets\/[^"]+\.js/)?.[0];
    const encodingOf = async (url: string, accept: string) => {
      const response = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      await response.arrayBuffer();
      return response.headers.get('content-encoding');
    };
    expect(await encodingOf(asset ?? '', 'gzip, deflate, br')).toBe('br');
    expect(await encodingOf('/config/parent-categories.json', 'gzip')).toBe('gzip');
    expect(await encodingOf('/config/parent-categories.json', 'identity')).toBeNull();
  });

  it('answers a missing file with 404 rather than the app page', async () => {
    const response = await fetch(`${server.url}/assets/gone-1234.js`);
    expect(response.status).toBe(404);
  });

  it('creates the users table with the product defaults', async () => {
    await server.db.insertInto('users').values({ uid: 'learner-1', email: 'l@example.org' }).execute();
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', 'learner-1')
      .executeTakeFirstOrThrow();
    expect(row.currentRank).toBe(3_000_000);
    expect(row.totalScore).toBe(0);
    expect(row.soundEnabled).toBe(true);
    expect(row.theme).toBe('default');
    expect(row.difficulty).toBe('mixed');
    expect(row.enablePhoneNotifications).toBe(false);
    expect(row.phoneNotificationTypes).toEqual({
      dailyReminder: false,
      weeklyProgress: false,
      achievements: false,
      securityAlerts: false,
    });
    expect(row.trustedDevices).toEqual([]);
  });

  it('migrates idempotently', async () => {
    const again = await migrateToLatest(server.db);
    expect(again.results).toEqual([]);
  });
});
