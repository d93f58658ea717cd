import { SIGN_IN_AGAIN } from '@abhyas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { signInAs } from '../testing/sign-in.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SESSION_MAX_AGE_DAYS: '90' });
});
afterAll(async () => {
  await testApp?.close();
});

/** A real session for `uid` from a browser, as the callback starts one; its request headers. */
async function sessionOn(uid: string, userAgent?: string) {
  const { app } = testApp;
  await app.auth.profiles.ensureProfile({ uid }, new Date());
  const { token, sessionId } = await app.auth.sessions.start(uid, new Date(), userAgent);
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
  return { sessionId, headers: { cookie, origin: app.auth.publicOrigin } };
}

async function whoIs(headers: { cookie: string }) {
  return (await testApp.app.inject({ url: '/api/auth/me', headers })).json().user;
}

/** Moves a session's sign-in (and use) into the past, as if time had passed. */
async function age(sessionId: string, signedInAgoMs: number, lastUsedAgoMs = 0) {
  await testApp.database.db
    .updateTable('sessions')
    .set({
      createdAt: new Date(Date.now() - signedInAgoMs),
      lastSeenAt: new Date(Date.now() - lastUsedAgoMs),
      expiresAt: sql<Date>`now() + interval '29 days'`,
    })
    .where('id', '=', sessionId)
    .execute();
}

const DAY = 24 * 60 * 60 * 1000;

describe('sessions that end', () => {
  it('refuses a session signed in 91 days ago although it was used yesterday', async () => {
    // Aged before their first use: the process keeps a session it read for 5 s.
    const within = await sessionOn('old-sessions');
    const outlived = await sessionOn('old-sessions');
    await age(within.sessionId, 89 * DAY, DAY);
    await age(outlived.sessionId, 91 * DAY, DAY);
    expect(await whoIs(within.headers)).toEqual({ uid: 'old-sessions' });
    expect(await whoIs(outlived.headers)).toBeNull();
  });

  it('lists the learner’s devices, this one marked, with short browser and system names', async () => {
    await signInAs(testApp.app, 'someone-else');
    const phone = await sessionOn('lister', ANDROID_CHROME);
    await sessionOn('lister', WINDOWS_FIREFOX);
    await sessionOn('someone-else', WINDOWS_FIREFOX);
    const response = await testApp.app.inject({ url: '/api/auth/sessions', headers: phone.headers });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ current: true, browser: 'Chrome', os: 'Android' }),
        expect.objectContaining({ current: false, browser: 'Firefox', os: 'Windows' }),
      ]),
    );
    expect(Date.parse(sessions[0].signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(sessions)).not.toContain(phone.sessionId);
    expect((await testApp.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('signs out everywhere: every session of the learner ends, nobody else’s', async () => {
    const phone = await sessionOn('everywhere', ANDROID_CHROME);
    const laptop = await sessionOn('everywhere', WINDOWS_FIREFOX);
    const other = await sessionOn('bystander', ANDROID_CHROME);
    const ended = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: laptop.headers,
    });
    expect(ended.statusCode).toBe(204);
    expect(ended.headers['set-cookie']).toContain(`${SESSION_COOKIE}=;`);
    expect(await whoIs(phone.headers)).toBeNull();
    expect(await whoIs(laptop.headers)).toBeNull();
    expect(await whoIs(other.headers)).toEqual({ uid: 'bystander' });
  });

  it('asks for a fresh sign-in before deleting an account signed in more than five minutes ago', async () => {
    await signInAs(testApp.app, 'deleter');
    const stale = await sessionOn('deleter');
    await age(stale.sessionId, 10 * 60 * 1000);
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: stale.headers,
      payload: { confirm: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'For your safety, please sign in again to delete your account.',
      reason: SIGN_IN_AGAIN,
    });
    expect(await whoIs(stale.headers)).toEqual({ uid: 'deleter' });

    const fresh = await sessionOn('deleter');
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: fresh.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await whoIs(stale.headers)).toBeNull();
  });

  it('a sign-in again (reauth) asks the built-in provider for the password though it remembers the learner', async () => {
    const origin = new URL(testApp.publicUrl).origin;
    const browser = createBrowserAgent(testApp.app, origin);
    const learner = {
      name: 'Nila Rao',
      email: 'nila@example.org',
      password: 'copper-monsoon-27',
      remember: '1' as const,
    };
    await signUpThroughProvider(browser, learner);
    const accountId = (page: string) => page.match(/name="accountId" value="([0-9a-f]+)"/)?.[1] ?? '';

    // Without reauth, the remembered account signs in with one tap.
    const chooser = await browser.go('/api/auth/sign-in?mode=popup');
    const oneTap = await browser.go(formAction(chooser.body, '/choose'), {
      accountId: accountId(chooser.body),
    });
    expect(oneTap.body).toContain('"status":"success"');

    const again = await browser.go('/api/auth/sign-in?mode=popup&reauth=1');
    const asked = await browser.go(formAction(again.body, '/choose'), { accountId: accountId(again.body) });
    expect(asked.body).not.toContain('"status":"success"');
    expect(asked.body).toContain('type="password"');
    const done = await browser.go(formAction(asked.body, '/login'), {
      email: learner.email,
      password: learner.password,
    });
    expect(done.body).toContain('"status":"success"');
  });

  it('signing out everywhere also ends the built-in provider’s remembered sign-in: the chooser asks for the password', async () => {
    const origin = new URL(testApp.publicUrl).origin;
    const keptPhone = createBrowserAgent(testApp.app, origin);
    const learner = {
      name: 'Rohan Gill',
      email: 'rohan@example.org',
      password: 'pepper-harbour-19',
      remember: '1' as const,
    };
    await signUpThroughProvider(keptPhone, learner);
    const accountId = (page: string) => page.match(/name="accountId" value="([0-9a-f]+)"/)?.[1] ?? '';

    const laptop = createBrowserAgent(testApp.app, origin);
    const login = await laptop.go('/api/auth/sign-in?mode=popup');
    await laptop.go(formAction(login.body, '/login'), { email: learner.email, password: learner.password });
    const cookie = `${SESSION_COOKIE}=${laptop.cookie(new URL(origin).host, SESSION_COOKIE)}`;
    const ended = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: { cookie, origin },
    });
    expect(ended.statusCode).toBe(204);

    const chooser = await keptPhone.go('/api/auth/sign-in?mode=popup');
    const chosen = await keptPhone.go(formAction(chooser.body, '/choose'), {
      accountId: accountId(chooser.body),
    });
    expect(chosen.body).not.toContain('"status":"success"');
    expect(chosen.body).toContain('type="password"');
  });
});
