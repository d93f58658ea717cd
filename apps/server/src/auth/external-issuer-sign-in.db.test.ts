import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RANK } from '@abhyas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent } from '../testing/browser-agent.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const providerScript = fileURLToPath(new URL('../testing/external-oidc-provider.ts', import.meta.url));

let provider: ChildProcess;
let issuer: string;
let testApp: TestApp;

beforeAll(async () => {
  provider = spawn(process.execPath, ['--import', 'tsx', providerScript], {
    env: { ...process.env, REDIRECT_URI: `${PUBLIC_URL}/api/auth/callback` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  issuer = await new Promise<string>((resolve, reject) => {
    let output = '';
    provider.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ISSUER (\S+)/);
      if (match?.[1]) resolve(match[1]);
    });
    provider.once('exit', (code) => reject(new Error(`the test provider exited with ${code}`)));
  });
  testApp = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'external-client',
    OIDC_CLIENT_SECRET: 'external-secret',
  });
});

afterAll(async () => {
  await testApp?.close();
  provider?.kill('SIGTERM');
});

describe('sign-in through an external OpenID provider (OIDC_ISSUER)', () => {
  it('discovers the issuer, completes the code flow with PKCE and creates the profile from its claims', async () => {
    const browser = createBrowserAgent(testApp.app, PUBLIC_URL);
    const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/sign-in?mode=popup' });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin).toBe(issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('prompt')).toBe('select_account');
    expect(authorization.searchParams.get('scope')).toBe('openid email profile');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback`);
    expect(authorization.searchParams.get('nonce')).toBeTruthy();

    const done = await browser.go('/api/auth/sign-in?mode=popup');
    expect(done.body).toContain('"status":"success"');
    expect(browser.cookie('127.0.0.1:3999', SESSION_COOKIE)).toBeTruthy();
    const me = JSON.parse((await browser.go('/api/auth/me')).body);
    expect(me.profile).toMatchObject({
      email: 'learner@external.example',
      emailVerified: true,
      displayName: 'External Learner',
      photoURL: 'https://external.example/learner.png',
      totalScore: 0,
      currentRank: DEFAULT_RANK,
    });

    // The same identity signs in to the same uid again.
    const again = await browser.go('/api/auth/sign-in?mode=popup');
    expect(again.body).toContain(`"uid":"${me.user.uid}"`);
  });

  it('keeps a name the learner chose over the provider’s, and says at sign-out that the provider’s session is separate', async () => {
    const browser = createBrowserAgent(testApp.app, PUBLIC_URL);
    await browser.go('/api/auth/sign-in?mode=popup');
    const headers = () => ({
      cookie: `${SESSION_COOKIE}=${browser.cookie('127.0.0.1:3999', SESSION_COOKIE)}`,
      origin: PUBLIC_URL,
    });
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile/display-name',
      headers: headers(),
      payload: { displayName: 'Chosen Name' },
    });
    expect(renamed.json().displayName).toBe('Chosen Name');

    const out = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: headers() });
    expect(out.json()).toEqual({ providerSession: 'separate' });

    await browser.go('/api/auth/sign-in?mode=popup');
    const me = JSON.parse((await browser.go('/api/auth/me')).body);
    expect(me.profile.displayName).toBe('Chosen Name');
    expect(me.profile.email).toBe('learner@external.example');
  });

  it('refuses a callback whose state does not match the sign-in this browser started', async () => {
    const browser = createBrowserAgent(testApp.app, PUBLIC_URL);
    await browser.go('/api/auth/sign-in?mode=redirect').catch(() => undefined);
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/callback?code=stolen&state=someone-elses',
    });
    expect(forged.body).toContain('"kind":"service"');
    expect(forged.headers['set-cookie'] ?? '').not.toContain(`${SESSION_COOKIE}=`);
  });
});
