import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';

const PUBLIC_URL = 'https://abhyas.example';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL });
});
afterAll(async () => {
  await testApp?.close();
});

/** The Set-Cookie line that sets (not clears) the named cookie. */
const setCookieLine = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}=`) && !/max-age=0\b/i.test(line));

describe('cookies on https', () => {
  it('are __Host- prefixed, Secure, Path=/ and without Domain, and sign-in works with them', async () => {
    const { app } = testApp;
    const start = await app.inject({
      url: '/api/auth/sign-in?mode=popup',
      headers: { host: 'abhyas.example' },
    });
    const startCookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
    const transaction = setCookieLine(startCookies, '__Host-abhyas_sign_in');
    expect(transaction, startCookies.join('\n')).toBeDefined();
    expect(transaction).toMatch(/; Secure/);
    expect(transaction).toMatch(/; Path=\/(;|$)/);
    expect(transaction).not.toMatch(/Domain=/i);
    expect(startCookies.some((line) => line.startsWith('abhyas_sign_in='))).toBe(false);

    const browser = createBrowserAgent(app, PUBLIC_URL);
    const { continued } = await signUpThroughProvider(browser, {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      password: 'lotus-harbour-77',
    });
    expect(continued.body).toContain('"status":"success"');
    const session = browser.cookie('abhyas.example', '__Host-abhyas_session');
    expect(session).toBeTruthy();
    expect(browser.cookie('abhyas.example', 'abhyas_session')).toBeUndefined();

    const me = await browser.go('/api/auth/me');
    expect(JSON.parse(me.body).user).toMatchObject({ uid: expect.any(String) });

    // The unprefixed name, as a plain-http page or a sibling subdomain could plant it, is not read.
    const planted = await app.inject({
      url: '/api/auth/me',
      headers: { host: 'abhyas.example', cookie: `abhyas_session=${session}` },
    });
    expect(JSON.parse(planted.body).user ?? null).toBeNull();
  });
});
