import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { signInAs } from '../testing/sign-in.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/**
 * Password tries at the built-in provider, each from a made-up X-Forwarded-For. The interaction
 * does not exist, so no password is hashed: the rate limit (30 per address) is what answers 429.
 */
async function passwordTries(app: TestApp['app'], forwardedFor: (attempt: number) => string, count: number) {
  const origin = app.auth.publicOrigin;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/idp/interaction/unknown-interaction/login',
      headers: {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': forwardedFor(attempt),
      },
      payload: 'email=a%40example.org&password=guess',
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const madeUp = (attempt: number) => `203.0.113.${attempt + 1}`;

describe('proxy headers are believed only from the proxies TRUST_PROXY names', () => {
  it('off (the default): rotating X-Forwarded-For still meets the sign-in limit', async () => {
    testApp = await createTestApp();
    const statuses = await passwordTries(testApp.app, madeUp, 35);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('naming 127.0.0.1: the forwarded address is the client, and the limit counts per forwarded address', async () => {
    testApp = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const rotating = await passwordTries(testApp.app, madeUp, 35);
    expect(rotating).not.toContain(429);
    const one = await passwordTries(testApp.app, () => '198.51.100.7', 31);
    expect(one.at(-1)).toBe(429);
  });

  it('a forged X-Forwarded-Host with a foreign Origin is refused with 403 and changes nothing', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const learner = await signInAs(app, 'forged-host-learner');
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      headers: {
        cookie: learner.cookie,
        origin: 'http://evil.test',
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'http',
        host: 'evil.test',
        'content-type': 'application/json',
      },
      payload: { theme: 'dark' },
    });
    expect(forged.statusCode).toBe(403);
    const profile = await app.inject({ url: '/api/profile', headers: { cookie: learner.cookie } });
    expect(profile.json().preferences.theme).toBe('default');
  });

  it('without Origin, a Referer from PUBLIC_URL passes and one from elsewhere does not', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const learner = await signInAs(app, 'referer-learner');
    const patch = (referer: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/profile/preferences',
        headers: { cookie: learner.cookie, referer, 'content-type': 'application/json' },
        payload: { theme: 'dark' },
      });
    expect((await patch('http://evil.test/page')).statusCode).toBe(403);
    expect((await patch(`${app.auth.publicOrigin}/quiz`)).statusCode).toBe(200);
  });

  it('the built-in provider names PUBLIC_URL in its endpoints, whatever X-Forwarded-Host says', async () => {
    testApp = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const discovery = await testApp.app.inject({
      url: '/idp/.well-known/openid-configuration',
      headers: { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().authorization_endpoint).toBe(`${testApp.publicUrl}/idp/auth`);
  });

  it('with an https PUBLIC_URL and no proxy trusted, the built-in sign-in still completes', async () => {
    testApp = await createTestApp({ PUBLIC_URL: 'https://abhyas.example' });
    const browser = createBrowserAgent(testApp.app, 'https://abhyas.example');
    const { continued } = await signUpThroughProvider(browser, {
      name: 'Lata Mehta',
      email: 'lata@example.org',
      password: 'jasmine-tiger-73',
    });
    expect(continued.body).toContain('"status":"success"');
  });
});
