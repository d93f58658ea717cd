import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { type AgentResponse, createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { hiddenFields, signUpThroughProvider } from '../testing/built-in-sign-up.ts';

let testApp: TestApp;
const owner = { name: 'Priya Sharma', email: 'priya@example.org', password: 'saffron-kite-31' };

beforeAll(async () => {
  testApp = await createTestApp();
  await signUpThroughProvider(newBrowser(), owner);
});
afterAll(async () => {
  await testApp?.close();
});

function newBrowser() {
  return createBrowserAgent(testApp.app, new URL(testApp.publicUrl).origin);
}

/** The sign-up form's answer, timed; the browser stays on the details page. */
async function signUpForm(details: { name: string; email: string; password: string }) {
  const browser = newBrowser();
  const login = await browser.go('/api/auth/sign-in?mode=popup');
  const register = await browser.go(formAction(login.body, '/login').replace(/login$/, 'register'));
  const started = performance.now();
  const answered = await browser.go(formAction(register.body, '/register'), details);
  return { browser, answered, ms: performance.now() - started };
}

/** The page with what differs by nature between two sign-ups blanked: interaction ids, the signed token, the email typed. */
function comparable(response: AgentResponse, email: string): string {
  return response.body
    .replace(/\/idp\/interaction\/[^/"]+\//g, '/idp/interaction/UID/')
    .replace(/name="token" value="[^"]*"/, 'name="token" value="TOKEN"')
    .replaceAll(email, 'EMAIL');
}

async function accountsWithEmail(email: string) {
  return testApp.database.db
    .selectFrom('idpAccounts')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

describe('sign-up tells nothing about who has an account', () => {
  it('answers a known address exactly as a new one: same status, same page', async () => {
    const intruder = { name: 'Someone Else', password: 'another-strong-one-9' };
    const known = await signUpForm({ ...intruder, email: 'PRIYA@example.org' });
    const fresh = await signUpForm({ ...intruder, email: 'newcomer@example.org' });
    expect(known.answered.status).toBe(200);
    expect(fresh.answered.status).toBe(known.answered.status);
    expect(comparable(known.answered, 'priya@example.org')).toBe(
      comparable(fresh.answered, 'newcomer@example.org'),
    );
    expect(known.answered.body).toContain('Check your details');
    expect(known.answered.body).not.toContain('already exists');
    expect(known.browser.cookie(new URL(testApp.publicUrl).host, SESSION_COOKIE)).toBeUndefined();
  });

  it('does the same work for both: a known address costs a password hash too', async () => {
    const known: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push((await signUpForm({ ...owner, name: 'X', password: `wrong-password-${round}x` })).ms);
      fresh.push((await signUpForm({ ...owner, email: `timing${round}@example.org` })).ms);
    }
    // A 64 MiB scrypt takes tens of milliseconds; skipping it answered in about 3 ms.
    expect(Math.min(...known)).toBeGreaterThan(0.4 * Math.min(...fresh));
  });

  it('continuing from a known address without its password signs nobody in, creates nothing and leaves the owner able to sign in', async () => {
    const host = new URL(testApp.publicUrl).host;
    const { browser, answered } = await signUpForm({
      name: 'Someone Else',
      email: owner.email,
      password: 'another-strong-one-9',
    });
    const continued = await browser.go(formAction(answered.body, '/continue'), hiddenFields(answered.body));
    expect(continued.status).toBe(401);
    expect(continued.body).toContain('Email or password is incorrect.');
    expect(browser.cookie(host, SESSION_COOKIE)).toBeUndefined();
    expect(await accountsWithEmail(owner.email)).toEqual([expect.objectContaining({ name: owner.name })]);

    const ownerBrowser = newBrowser();
    const login = await ownerBrowser.go('/api/auth/sign-in?mode=popup');
    const intruderTry = await ownerBrowser.go(formAction(login.body, '/login'), {
      email: owner.email,
      password: 'another-strong-one-9',
    });
    expect(intruderTry.status).toBe(401);
    const signedIn = await ownerBrowser.go(formAction(login.body, '/login'), {
      email: owner.email,
      password: owner.password,
    });
    expect(signedIn.body).toContain('"status":"success"');
    expect(ownerBrowser.cookie(host, SESSION_COOKIE)).toBeTruthy();
  });

  it('a token from one sign-up does not continue another', async () => {
    const first = await signUpForm({ name: 'Ravi', email: 'ravi@example.org', password: 'teak-lantern-64' });
    const second = await signUpForm({
      name: 'Ravi',
      email: 'ravi2@example.org',
      password: 'teak-lantern-64',
    });
    const stolen = await second.browser.go(formAction(second.answered.body, '/continue'), {
      token: hiddenFields(first.answered.body).token ?? '',
    });
    expect(stolen.status).toBe(401);
  });
});
