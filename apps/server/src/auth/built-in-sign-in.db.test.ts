import { DEFAULT_RANK } from '@abhyas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { hiddenFields } from '../testing/built-in-sign-up.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

function resultOf(html: string) {
  const match = html.match(/var result = (\{.*?\});/);
  if (!match?.[1]) throw new Error(`no sign-in result on the page:\n${html.slice(0, 1500)}`);
  return JSON.parse(match[1]) as { status: string; uid?: string; kind?: string; message?: string };
}

describe('sign-in through the built-in provider', () => {
  it('creates an account, signs in with a fresh default profile, and refreshes it on the next sign-in', async () => {
    const { app, publicUrl } = testApp;
    const host = new URL(publicUrl).host;
    const browser = createBrowserAgent(app, new URL(publicUrl).origin);

    const login = await browser.go('/api/auth/sign-in?mode=popup');
    expect(login.status).toBe(200);
    expect(login.body).toContain('Sign in to Abhyas');
    const register = await browser.go(formAction(login.body, '/login').replace(/login$/, 'register'));
    expect(register.body).toContain('Create your account');

    const weak = await browser.go(formAction(register.body, '/register'), {
      name: 'Asha',
      email: 'asha@example.org',
      password: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Password is too weak');

    const details = await browser.go(formAction(register.body, '/register'), {
      name: 'Asha Verma',
      email: 'asha@example.org',
      password: 'mango-river-42',
      remember: '1',
    });
    expect(details.body).toContain('Check your details');
    const done = await browser.go(formAction(details.body, '/continue'), hiddenFields(details.body));
    const result = resultOf(done.body);
    expect(result.status).toBe('success');
    expect(browser.cookie(host, SESSION_COOKIE)).toBeTruthy();

    const me = (await browser.go('/api/auth/me')).body;
    const first = JSON.parse(me);
    expect(first.user.uid).toBe(result.uid);
    expect(first.profile).toMatchObject({
      email: 'asha@example.org',
      displayName: 'Asha Verma',
      totalScore: 0,
      currentRank: DEFAULT_RANK,
      preferences: { soundEnabled: true, theme: 'default', difficulty: 'mixed' },
    });

    // Second sign-in: the chooser remembers the account ("Remember me" was ticked); the same uid, lastLoginAt refreshed.
    const chooser = await browser.go('/api/auth/sign-in?mode=popup');
    expect(chooser.body).toContain('Choose an account');
    expect(chooser.body).toContain('Use another account');
    const chosen = await browser.go(formAction(chooser.body, '/choose'), {
      accountId: chooser.body.match(/name="accountId" value="([0-9a-f]+)"/)?.[1] ?? '',
    });
    const again = resultOf(chosen.body);
    expect(again).toMatchObject({ status: 'success', uid: result.uid });
    const second = JSON.parse((await browser.go('/api/auth/me')).body);
    expect(second.profile.createdAt).toBe(first.profile.createdAt);
    expect(Date.parse(second.profile.lastLoginAt)).toBeGreaterThanOrEqual(
      Date.parse(first.profile.lastLoginAt),
    );
  });

  it('refuses a wrong password with a clear message', async () => {
    const { app, publicUrl } = testApp;
    const browser = createBrowserAgent(app, new URL(publicUrl).origin);
    const login = await browser.go('/api/auth/sign-in?mode=popup');
    const wrong = await browser.go(formAction(login.body, '/login'), {
      email: 'asha@example.org',
      password: 'not-her-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('Email or password is incorrect.');
  });

  it('reports the provider’s message when the learner cancels at the provider', async () => {
    const { app, publicUrl } = testApp;
    const browser = createBrowserAgent(app, new URL(publicUrl).origin);
    const login = await browser.go('/api/auth/sign-in?mode=popup');
    const cancelled = await browser.go(formAction(login.body, '/abort'), {});
    expect(resultOf(cancelled.body)).toMatchObject({
      status: 'error',
      kind: 'provider',
      message: 'Sign-in was cancelled. Please try again.',
    });
  });

  it('returns to the app with the result in the hash in full-page mode', async () => {
    const { app, publicUrl } = testApp;
    const browser = createBrowserAgent(app, new URL(publicUrl).origin);
    const login = await browser.go('/api/auth/sign-in?mode=redirect&returnTo=%2Fquiz');
    const finished = await browser.go(formAction(login.body, '/login'), {
      email: 'asha@example.org',
      password: 'mango-river-42',
    });
    expect(finished.url).toContain('/quiz#abhyas-sign-in=');
    expect(decodeURIComponent(finished.url.split('#abhyas-sign-in=')[1] ?? '')).toContain(
      '"status":"success"',
    );
  });
});
