import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { CREATE_ACCOUNT_OVERALL_LIMIT } from './interaction-routes.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('a classroom on one connection', () => {
  it('signs up 40 learners from one address in a row', async () => {
    const { app, publicUrl } = testApp;
    const uids = new Set<string>();
    for (let n = 1; n <= 40; n++) {
      const browser = createBrowserAgent(app, new URL(publicUrl).origin);
      const { answered, continued } = await signUpThroughProvider(browser, {
        name: `Learner ${n}`,
        email: `learner-${n}@school.example.org`,
        password: `neem-ledger-${n}-river`,
      });
      expect(answered.status, `learner ${n}: ${answered.body.slice(0, 300)}`).toBe(200);
      const uid = continued.body.match(/"uid":"([^"]+)"/)?.[1];
      expect(uid, `learner ${n}`).toBeDefined();
      uids.add(uid ?? '');
    }
    expect(uids.size).toBe(40);
    // Each sign-up hashes a password at full cost: slow on purpose, and more so on a busy machine.
  }, 150_000);
});

describe('account creation from every address together', () => {
  let spread: TestApp;
  beforeAll(async () => {
    // A bot behind proxies it can name: each try from another forwarded address.
    spread = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await spread?.close();
  });

  it('stops at the overall cap however many addresses the tries come from', async () => {
    const tryFrom = (n: number) =>
      spread.app.inject({
        method: 'POST',
        url: '/idp/interaction/unknown-interaction/register',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        payload: 'name=Bot&email=bot%40example.org&password=x',
      });
    for (let n = 1; n <= CREATE_ACCOUNT_OVERALL_LIMIT.max; n++) {
      const answer = await tryFrom(n);
      expect(answer.statusCode, `try ${n}`).not.toBe(429);
    }
    const over = await tryFrom(CREATE_ACCOUNT_OVERALL_LIMIT.max + 1);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  }, 120_000);
});
