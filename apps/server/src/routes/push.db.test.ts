import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushSubscriptionList, PushSubscriptionView } from '@abhyas/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createPushSender, type PushSender, vapidSubjectOf } from '../push/push-sender.ts';
import { readOrCreateVapidKeys, VAPID_KEYS_FILE } from '../push/vapid-keys.ts';
import { createPushSubscriptionStore } from '../stores/push-subscription-store.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startTestPushService, type TestPushService } from '../testing/test-push-service.ts';
import { httpsEndpointsOnly, registerPushRoutes } from './push.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
let pushService: TestPushService;
let sender: PushSender;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-push-test-'));
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const logger = createLogger({ level: 'silent' });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db: database.db, logger });
  const subscriptions = createPushSubscriptionStore(database.db);
  const keys = readOrCreateVapidKeys(dataDir);
  registerPushRoutes(app, {
    publicKey: keys.publicKey,
    subscriptions,
    // The test push service is plain http on loopback.
    endpointAllowed: (endpoint) => endpoint.hostname === '127.0.0.1',
  });
  await app.ready();
  pushService = await startTestPushService();
  sender = createPushSender({
    keys,
    subject: vapidSubjectOf('https://abhyas.example'),
    subscriptions,
    logger,
  });
});
afterAll(async () => {
  await app?.close();
  await pushService?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let learners = 0;
function newLearner(): Promise<SignedIn> {
  learners += 1;
  return signInAs(app, `push-learner-${learners}`);
}
const send = (learner: SignedIn | undefined, options: Omit<InjectOptions, 'headers'>) =>
  app.inject({
    ...options,
    headers: { 'user-agent': ANDROID_CHROME, ...(learner?.headers ?? {}) },
  } as InjectOptions);
const subscribe = (learner: SignedIn, payload: unknown) =>
  send(learner, { method: 'POST', url: '/api/push/subscriptions', payload: payload as object });
const listOf = async (learner: SignedIn) =>
  ((await send(learner, { method: 'GET', url: '/api/push/subscriptions' })).json() as PushSubscriptionList)
    .subscriptions;
const message = { title: 'Abhyas', body: 'Time for ten questions', url: '/' };

describe('the VAPID key pair', () => {
  it('is generated once into DATA_DIR, private to the server, and served as the public key', async () => {
    const stored = JSON.parse(await readFile(path.join(dataDir, VAPID_KEYS_FILE), 'utf8'));
    expect(readOrCreateVapidKeys(dataDir)).toEqual(stored);
    const { mode } = await stat(path.join(dataDir, VAPID_KEYS_FILE));
    expect(mode & 0o077).toBe(0);
    const response = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: stored.publicKey });
    // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey takes it.
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('subscriptions', () => {
  it('without sign-in every subscription route answers 401 with the product wording', async () => {
    for (const options of [
      { method: 'GET', url: '/api/push/subscriptions' },
      { method: 'POST', url: '/api/push/subscriptions', payload: pushService.subscribe() },
      { method: 'DELETE', url: '/api/push/subscriptions/1' },
    ] as const) {
      const response = await send(undefined, options);
      expect(response.statusCode, `${options.method} ${options.url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'User not authenticated' });
    }
  });

  it('keeps a device per subscription, named from its browser, and the same browser once', async () => {
    const learner = await newLearner();
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    const first = await subscribe(learner, phone);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect((await subscribe(learner, phone)).statusCode).toBe(200);
    expect((await subscribe(learner, laptop)).statusCode).toBe(200);
    const listed = await listOf(learner);
    expect(listed).toHaveLength(2);
    // The keys stay on the server.
    expect(JSON.stringify(listed)).not.toContain(phone.keys.auth);
  });

  it('gives a browser to the account that subscribed it last', async () => {
    const [before, after] = [await newLearner(), await newLearner()];
    const browser = pushService.subscribe();
    await subscribe(before, browser);
    await subscribe(after, browser);
    expect(await listOf(before)).toEqual([]);
    expect(await listOf(after)).toHaveLength(1);
  });

  it('refuses what is not a subscription with the field at fault', async () => {
    const learner = await newLearner();
    const good = pushService.subscribe();
    for (const [payload, field] of [
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'not base64url!!!!!!!!!!' } }, 'keys.auth'],
      [{ ...good, endpoint: 'http://10.0.0.1/push/1' }, 'endpoint'],
    ] as const) {
      const response = await subscribe(learner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid push subscription', field });
    }
    expect(await listOf(learner)).toEqual([]);
  });

  it('takes only https push services by default, so no learner makes the server post inside its network', () => {
    expect(httpsEndpointsOnly(new URL('https://fcm.googleapis.com/fcm/send/abc'))).toBe(true);
    expect(httpsEndpointsOnly(new URL('http://127.0.0.1:5432/'))).toBe(false);
  });

  it("revokes a device by its id, the learner's own only", async () => {
    const [owner, other] = [await newLearner(), await newLearner()];
    const { id } = (await subscribe(owner, pushService.subscribe())).json() as PushSubscriptionView;
    const url = `/api/push/subscriptions/${id}`;
    expect((await send(other, { method: 'DELETE', url })).statusCode).toBe(404);
    expect(await listOf(owner)).toHaveLength(1);
    expect((await send(owner, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await listOf(owner)).toEqual([]);
    expect((await send(owner, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await send(owner, { method: 'DELETE', url: '/api/push/subscriptions/x' })).statusCode).toBe(400);
  });

  it('go with the account', async () => {
    const learner = await newLearner();
    await subscribe(learner, pushService.subscribe());
    await database.db.deleteFrom('users').where('uid', '=', learner.uid).execute();
    const left = await database.db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userUid', '=', learner.uid)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('sending', () => {
  it('reaches every device of the learner, encrypted for each and signed with the VAPID key', async () => {
    const learner = await newLearner();
    const [phone, laptop] = [pushService.subscribe(), pushService.subscribe()];
    await subscribe(learner, phone);
    await subscribe(learner, laptop);
    expect(await sender.sendToLearner(learner.uid, message)).toEqual({ sent: 2, failed: 0 });
    for (const device of [phone, laptop]) {
      const [push, ...more] = pushService.receivedAt(device.endpoint);
      expect(more).toEqual([]);
      expect(push?.payload).toEqual(message);
      expect(push?.vapid).toMatchObject({
        aud: pushService.origin,
        sub: 'https://abhyas.example',
        publicKey: readOrCreateVapidKeys(dataDir).publicKey,
      });
      expect(Number(push?.ttl)).toBeGreaterThan(0);
    }
    expect(pushService.refused).toEqual([]);
  });

  it('forgets a subscription its push service no longer knows, and keeps one that failed for now', async () => {
    const learner = await newLearner();
    const [gone, failing] = [pushService.subscribe(), pushService.subscribe()];
    await subscribe(learner, gone);
    await subscribe(learner, failing);
    pushService.answerWith(gone.endpoint, 410);
    pushService.answerWith(failing.endpoint, 503);
    expect(await sender.sendToLearner(learner.uid, message)).toEqual({ sent: 0, failed: 1 });
    const left = await listOf(learner);
    expect(left).toHaveLength(1);
  });

  it('reaches no one without a subscription', async () => {
    const learner = await newLearner();
    expect(await sender.sendToLearner(learner.uid, message)).toEqual({ sent: 0, failed: 0 });
  });
});
