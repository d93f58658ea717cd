import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';

let testApp: TestApp;
const learner = { name: 'Meera Iyer', email: 'meera@example.org', password: 'lotus-harbour-58' };

beforeAll(async () => {
  testApp = await createTestApp();
  const browser = createBrowserAgent(testApp.app, new URL(testApp.publicUrl).origin);
  await signUpThroughProvider(browser, learner);
});
afterAll(async () => {
  await testApp?.close();
});

/** A full-page sign-in that asks to come back to `returnTo` (already encoded for the query). */
async function signInReturningTo(encodedReturnTo: string) {
  const origin = new URL(testApp.publicUrl).origin;
  const browser = createBrowserAgent(testApp.app, origin);
  const login = await browser.go(`/api/auth/sign-in?mode=redirect&returnTo=${encodedReturnTo}`);
  expect(login.status).toBe(200);
  const finished = await browser.go(formAction(login.body, '/login'), {
    email: learner.email,
    password: learner.password,
  });
  return { finished, origin };
}

describe('the return address of a full-page sign-in', () => {
  it.each([
    ['a tab', '/%09/evil.example/x'],
    ['a newline', '/%0a/evil.example/x'],
    ['a carriage return', '/%0d/evil.example/x'],
    ['an ideographic space', '/%E3%80%80/x'],
    ['dot segments that collapse to //', '/.//evil.example/x'],
    ['a backslash', '/%5Cevil.example/x'],
    ['another site', 'https%3A%2F%2Fevil.example%2Fx'],
    ['javascript:', 'javascript%3Aalert(1)'],
  ])('with %s ends signed in on the app’s home page, never elsewhere and never a 5xx', async (_, value) => {
    const { finished, origin } = await signInReturningTo(value);
    expect(finished.status).toBeLessThan(500);
    const landed = new URL(finished.url);
    expect(landed.origin).toBe(origin);
    expect(landed.pathname).toBe('/');
    expect(decodeURIComponent(landed.hash)).toContain('"status":"success"');
  });

  it('keeps a path of the app, its query included, in place of its fragment', async () => {
    const { finished, origin } = await signInReturningTo(encodeURIComponent('/quiz?topic=rivers#q3'));
    const landed = new URL(finished.url);
    expect(landed.origin).toBe(origin);
    expect(`${landed.pathname}${landed.search}`).toBe('/quiz?topic=rivers');
    expect(landed.hash.startsWith('#abhyas-sign-in=')).toBe(true);
  });
});
