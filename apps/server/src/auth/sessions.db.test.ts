import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { signInAs } from '../testing/sign-in.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('sessions, CSRF and account rights', () => {
  it('signInAs gives a working session with the default profile', async () => {
    const alice = await signInAs(testApp.app, 'alice', { email: 'alice@example.org', displayName: 'Alice' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: alice.cookie },
    });
    expect(me.json()).toMatchObject({
      user: { uid: 'alice' },
      profile: { email: 'alice@example.org', totalScore: 0 },
    });
  });

  it('answers 401 "User not authenticated" without a session, and refuses another learner’s id', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'User not authenticated' });
    const preferences = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      payload: {},
    });
    expect(preferences.statusCode).toBe(401);

    const bob = await signInAs(testApp.app, 'bob');
    await signInAs(testApp.app, 'carol');
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/carol',
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const own = await testApp.app.inject({ method: 'GET', url: '/api/profile/bob', headers: bob.headers });
    expect(own.json().uid).toBe('bob');
  });

  it('validates and saves preferences', async () => {
    const dev = await signInAs(testApp.app, 'dev');
    const bad = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      headers: dev.headers,
      payload: { theme: 'neon' },
    });
    expect(bad.statusCode).toBe(400);
    const good = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      headers: dev.headers,
      payload: { theme: 'dark', phoneNotificationTypes: { dailyReminder: true } },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().preferences).toMatchObject({
      theme: 'dark',
      difficulty: 'mixed',
      phoneNotificationTypes: { dailyReminder: true, weeklyProgress: false },
    });
  });

  it('refuses a mutating request with the session cookie from another origin', async () => {
    const eve = await signInAs(testApp.app, 'eve');
    const crossSite = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      headers: { cookie: eve.cookie, origin: 'https://evil.example' },
      payload: { theme: 'dark' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: eve.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    const sameOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: eve.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('revokes the session at sign-out', async () => {
    const fay = await signInAs(testApp.app, 'fay');
    const out = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: fay.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ providerSession: 'ended' });
    expect(String(out.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: fay.headers });
    expect(me.json().user).toBeNull();
  });

  it('exports the learner’s data and deletes the account with every session', async () => {
    const gia = await signInAs(testApp.app, 'gia', { email: 'gia@example.org' });
    const exported: string[] = [];
    testApp.app.auth.accountData.addSection({
      name: 'answers',
      export: async (uid) => [{ uid, questionId: 'q1' }],
      erase: async (uid) => {
        exported.push(uid);
      },
    });
    const download = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: gia.headers,
    });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.json()).toMatchObject({
      profile: { uid: 'gia', email: 'gia@example.org' },
      answers: [{ questionId: 'q1' }],
    });

    const unconfirmed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: gia.headers,
      payload: {},
    });
    expect(unconfirmed.statusCode).toBe(400);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: gia.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(exported).toEqual(['gia']);
    const rows = await testApp.database.db
      .selectFrom('sessions')
      .select('id')
      .where('uid', '=', 'gia')
      .execute();
    expect(rows).toEqual([]);
    expect(await testApp.app.auth.profiles.get('gia')).toBeUndefined();
  });

  it('reads the session for API requests only, so files load while the sessions table cannot be read', async () => {
    const erin = await signInAs(testApp.app, 'erin');
    await testApp.database.db.schema.alterTable('sessions').renameTo('sessions_away').execute();
    try {
      // This app serves no files: a 404, not a 5xx, shows the request never waited on the sessions.
      const file = await testApp.app.inject({
        method: 'GET',
        url: '/packs/sample.json',
        headers: erin.headers,
      });
      expect(file.statusCode).toBe(404);
      const api = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: erin.headers });
      expect(api.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await testApp.database.db.schema.alterTable('sessions_away').renameTo('sessions').execute();
    }
    const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: erin.headers });
    expect(me.json()).toMatchObject({ user: { uid: 'erin' } });
  });
});
