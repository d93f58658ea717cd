import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { paths } from './paths.ts';
import { type RunningServer, startServer } from './server.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;
let plain: RunningServer;
let behindHttps: RunningServer;

const start = (env: Record<string, string>) =>
  startServer(
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-headers-')),
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    }),
    createLogger({ level: 'silent' }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  plain = await start({});
  behindHttps = await start({ PUBLIC_URL: 'https://abhyas.example' });
});

afterAll(async () => {
  await plain?.close();
  await behindHttps?.close();
  await database?.drop();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

const aPack = () => {
  const pack = readdirSync(path.join(paths.contentBuild, 'public', 'packs')).find((file) =>
    file.endsWith('.json'),
  );
  if (!pack) throw new Error('no pack in the content build: run npm run content:build');
  return `/packs/${pack}`;
};

function expectSecurityHeaders(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
}

describe('security headers', () => {
  it('are on an API response, the app shell and a pack', async () => {
    for (const address of ['/api/auth/me', '/', '/quiz/some-topic', aPack()]) {
      const response = await fetch(`${plain.url}${address}`);
      expect(response.status, address).toBe(200);
      expectSecurityHeaders(response);
      // Over http HSTS would be ignored; it is not sent.
      expect(response.headers.get('strict-transport-security'), address).toBeNull();
      expect(
        directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
      ).toBe(false);
    }
  });

  it('add HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    for (const address of ['/api/auth/me', '/', aPack()]) {
      const response = await fetch(`${behindHttps.url}${address}`);
      expectSecurityHeaders(response);
      expect(response.headers.get('strict-transport-security'), address).toMatch(/^max-age=31536000/);
      expect(
        directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
      ).toBe(true);
    }
  });

  it('allow the sign-in callback page exactly its own script, by hash', async () => {
    // No sign-in under way: the callback answers with its page carrying the error result.
    const response = await fetch(`${plain.url}/api/auth/callback?code=x&state=y`);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src');
    expect(scriptSrc).toEqual(["'self'", hash]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allow the built-in provider pages their one stylesheet, by hash, and no inline script', async () => {
    // Follows the sign-in's redirects by path: PUBLIC_URL names port 0 here, the server listens elsewhere.
    const cookies: string[] = [];
    let address = '/api/auth/sign-in?mode=popup';
    let response = await fetch(`${plain.url}${address}`, { redirect: 'manual' });
    for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
      cookies.push(...response.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''));
      const next = new URL(response.headers.get('location') ?? '', plain.url);
      address = `${next.pathname}${next.search}`;
      response = await fetch(`${plain.url}${address}`, {
        redirect: 'manual',
        headers: { cookie: cookies.join('; ') },
      });
    }
    expect(address).toMatch(/^\/idp\/interaction\//);
    const html = await response.text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('style-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64')}'`,
    ]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(html).not.toContain('<script');
  });

  it('keep inline script off the built-in provider pages', async () => {
    const response = await fetch(`${plain.url}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unknown pages', () => {
  it('answer 404 with the app shell, so the app shows its not-found screen', async () => {
    const response = await fetch(`${plain.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
    expectSecurityHeaders(response);
  });

  it('leave client routes at 200 and missing files at a plain 404', async () => {
    for (const address of ['/', '/about', '/leaderboard', '/quiz/gk-history', '/results/gk-history']) {
      expect((await fetch(`${plain.url}${address}`)).status, address).toBe(200);
    }
    const file = await fetch(`${plain.url}/assets/no-such-chunk.js`);
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toContain('text/plain');
  });
});
