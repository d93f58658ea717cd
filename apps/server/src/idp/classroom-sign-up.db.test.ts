import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';

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
