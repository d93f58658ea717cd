import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createLearnerTimeZoneStore } from '../stores/learner-time-zone-store.ts';
import { signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { registerTimeZoneRoute } from './time-zone.ts';

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-time-zone-test-'));
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const logger = createLogger({ level: 'silent' });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db: database.db, logger });
  registerTimeZoneRoute(app, createLearnerTimeZoneStore(database.db));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const storedZoneOf = async (uid: string) =>
  (await database.db.selectFrom('users').select('timeZone').where('uid', '=', uid).executeTakeFirst())
    ?.timeZone;

describe('PUT /api/profile/time-zone', () => {
  it("keeps the zone the learner's browser reports, and the next one it reports", async () => {
    const learner = await signInAs(app, 'zone-traveller');
    expect(await storedZoneOf(learner.uid)).toBeNull();
    for (const timeZone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/profile/time-zone',
        headers: learner.headers,
        payload: { timeZone },
      });
      expect(response.statusCode).toBe(204);
      expect(await storedZoneOf(learner.uid)).toBe(timeZone);
    }
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: learner.headers,
    });
    expect(exported.json()).toMatchObject({ timeZone: 'America/Los_Angeles', notificationsSent: [] });
    await database.db
      .insertInto('notificationDeliveries')
      .values({
        userUid: learner.uid,
        kind: 'dailyReminder',
        period: '2026-03-02',
        claimedAt: new Date('2026-03-02T13:30:00Z'),
        sentAt: new Date('2026-03-02T13:30:01Z'),
        channels: ['sms', 'push'],
      })
      .execute();
    const again = await app.inject({ method: 'GET', url: '/api/account/export', headers: learner.headers });
    expect(again.json().notificationsSent).toEqual([
      {
        kind: 'dailyReminder',
        period: '2026-03-02',
        sentAt: '2026-03-02T13:30:01.000Z',
        channels: ['sms', 'push'],
      },
    ]);
  });

  it('refuses a zone the platform does not know, and keeps the last one', async () => {
    const learner = await signInAs(app, 'zone-typo');
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/profile/time-zone', headers: learner.headers, payload });
    expect((await put({ timeZone: 'Asia/Kolkata' })).statusCode).toBe(204);
    for (const payload of [
      { timeZone: 'Asia/Calcuta' },
      { timeZone: '' },
      {},
      { timeZone: 'UTC', extra: 1 },
    ]) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid time zone', field: 'timeZone' });
    }
    expect(await storedZoneOf(learner.uid)).toBe('Asia/Kolkata');
  });

  it('answers 401 without sign-in', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/profile/time-zone',
      headers: { origin: new URL(app.auth.publicOrigin).origin },
      payload: { timeZone: 'Asia/Kolkata' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'User not authenticated' });
  });
});
