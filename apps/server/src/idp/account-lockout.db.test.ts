import { FIRST_LOCKOUT_MS, FREE_PASSWORD_FAILURES } from '@abhyas/domain';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedisServer, type TestRedisServer } from '../stores/rank-store-test-redis.ts';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';

const resultOf = (page: string) => JSON.parse(page.match(/var result = (\{.*?\});/)?.[1] ?? 'null');

/** A stranger's browser at the sign-in page, trying one password for the account. */
async function tryPassword(testApp: TestApp, email: string, password: string) {
  const browser = createBrowserAgent(testApp.app, new URL(testApp.publicUrl).origin);
  const login = await browser.go('/api/auth/sign-in?mode=popup');
  return browser.go(formAction(login.body, '/login'), { email, password });
}

describe('wrong passwords for one account', () => {
  let testApp: TestApp;
  let clockAhead = 0;
  beforeAll(async () => {
    testApp = await createTestApp({}, { lockoutClock: () => Date.now() + clockAhead });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('make the account wait, growing, say how long, and the right password after the wait resets it', async () => {
    const learner = { name: 'Ravi Kumar', email: 'ravi@example.org', password: 'saffron-kettle-42' };
    const { continued } = await signUpThroughProvider(
      createBrowserAgent(testApp.app, new URL(testApp.publicUrl).origin),
      learner,
    );
    const uid = resultOf(continued.body)?.uid;
    expect(uid).toBeDefined();

    for (let attempt = 1; attempt < FREE_PASSWORD_FAILURES; attempt++) {
      const refused = await tryPassword(testApp, learner.email, `guess-${attempt}`);
      expect(refused.status, `attempt ${attempt}`).toBe(401);
      expect(refused.body).toContain('Email or password is incorrect.');
    }
    const locked = await tryPassword(testApp, learner.email, 'guess-5');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(FIRST_LOCKOUT_MS / 1000));
    expect(locked.body).toContain('Too many wrong passwords for this account. Try again in 30 seconds.');

    // Twelve wrong, then the right one: still refused while the account waits.
    for (let attempt = 6; attempt <= 12; attempt++)
      await tryPassword(testApp, learner.email, `guess-${attempt}`);
    const right = await tryPassword(testApp, learner.email, learner.password);
    expect(right.status).toBe(429);
    expect(resultOf(right.body)).toBeNull();

    // After the wait the right password works, and the count starts again from nothing.
    clockAhead = FIRST_LOCKOUT_MS + 1_000;
    const signedIn = await tryPassword(testApp, learner.email, learner.password);
    expect(resultOf(signedIn.body)).toMatchObject({ status: 'success', uid });
    const oneMistake = await tryPassword(testApp, learner.email, 'guess-13');
    expect(oneMistake.status).toBe(401);
  }, 120_000);

  it('count per account, whatever the email case, not per address only', async () => {
    for (let attempt = 1; attempt <= FREE_PASSWORD_FAILURES; attempt++) {
      const email = attempt % 2 ? 'Nobody@Example.org' : 'nobody@example.org';
      const answer = await tryPassword(testApp, email, `guess-${attempt}`);
      expect(answer.status).toBe(attempt < FREE_PASSWORD_FAILURES ? 401 : 429);
    }
  }, 60_000);
});

describe('wrong passwords across two server copies sharing Redis', () => {
  let redisServer: TestRedisServer | undefined;
  const clients: Redis[] = [];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    let url = process.env.TEST_REDIS_URL;
    if (!url) {
      redisServer = await createTestRedisServer();
      url = redisServer.url;
    }
    const connect = () => {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };
    first = await createTestApp({}, { redis: connect() });
    second = await createTestApp({}, { database: first.database, redis: connect() });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const client of clients) client.disconnect();
    await redisServer?.stop();
  });

  it('add up: three on one copy and two on the other make the account wait on both', async () => {
    const email = `shared-${Date.now()}@example.org`;
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await tryPassword(first, email, `guess-${attempt}`)).status).toBe(401);
    expect((await tryPassword(second, email, 'guess-4')).status).toBe(401);
    expect((await tryPassword(second, email, 'guess-5')).status).toBe(429);
    expect((await tryPassword(first, email, 'guess-6')).status).toBe(429);
  }, 60_000);
});
