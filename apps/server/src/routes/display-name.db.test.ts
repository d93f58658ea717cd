import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('PATCH /api/profile/display-name', () => {
  it('renames the learner (trimmed), keeps the name through the next sign-in, and refuses bad names', async () => {
    const origin = new URL(testApp.publicUrl).origin;
    const browser = createBrowserAgent(testApp.app, origin);
    const learner = { name: 'Ravi K', email: 'ravi@example.org', password: 'jasmine-ferry-48' };
    await signUpThroughProvider(browser, learner);
    const headers = () => ({
      cookie: `${SESSION_COOKIE}=${browser.cookie(new URL(origin).host, SESSION_COOKIE)}`,
      origin,
    });
    const rename = (displayName: unknown) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/profile/display-name',
        headers: headers(),
        payload: { displayName },
      });

    const renamed = await rename('  Ravi Kumar  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().displayName).toBe('Ravi Kumar');

    for (const bad of ['', '   ', 'x'.repeat(51), 'Ravi\nKumar', 42]) {
      const refused = await rename(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('displayName');
    }
    const { db } = testApp.database;
    const account = await db
      .selectFrom('idpAccounts')
      .select('name')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe('Ravi Kumar');

    // Signed out and in again: the provider's ID token now carries the new name.
    await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: headers() });
    const login = await browser.go('/api/auth/sign-in?mode=popup');
    await browser.go(formAction(login.body, '/login'), { email: learner.email, password: learner.password });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: headers() });
    expect(me.json().profile.displayName).toBe('Ravi Kumar');

    const signedOut = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/display-name',
      headers: { origin },
      payload: { displayName: 'Nobody' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
