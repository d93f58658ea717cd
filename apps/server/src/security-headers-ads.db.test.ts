import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { type RunningServer, startServer } from './server.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const AD_HOST = 'https://ads.example:8443';
const ADS = { ADS_CLIENT_ID: 'pub-test-1', ADS_SCRIPT_URL: `${AD_HOST}/pagead/ads.js` };

let database: TestDatabase;
let adsOff: RunningServer;
let adsNamedFlagOff: RunningServer;
let adsOn: RunningServer;

const start = (env: Record<string, string>) =>
  startServer(
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-headers-ads-')),
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    }),
    createLogger({ level: 'silent' }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  adsOff = await start({});
  adsNamedFlagOff = await start({ ...ADS, FEATURES: '-autoAds' });
  adsOn = await start({ ...ADS, FEATURES: 'autoAds' });
});

afterAll(async () => {
  await adsOff?.close();
  await adsNamedFlagOff?.close();
  await adsOn?.close();
  await database?.drop();
});

function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

const policyOf = async (server: RunningServer, address: string) =>
  directives((await fetch(`${server.url}${address}`)).headers.get('content-security-policy'));

describe('the Content-Security-Policy and the ad host', () => {
  it('does not name the ad host when ads are off, even with the ad network configured', async () => {
    for (const server of [adsOff, adsNamedFlagOff]) {
      for (const address of ['/', '/api/auth/me']) {
        const csp = await policyOf(server, address);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('connect-src')).toEqual(["'self'"]);
        expect(csp.has('frame-src')).toBe(false);
        expect([...csp.values()].flat()).not.toContain(AD_HOST);
      }
    }
  });

  it("allows the ad script's origin (script, reachability test, images, frames) when ads are on", async () => {
    for (const address of ['/', '/subjects/general-knowledge', '/api/auth/me']) {
      const csp = await policyOf(adsOn, address);
      expect(csp.get('script-src'), address).toEqual(["'self'", AD_HOST]);
      expect(csp.get('connect-src'), address).toEqual(["'self'", AD_HOST]);
      expect(csp.get('frame-src'), address).toEqual(["'self'", AD_HOST]);
      expect(csp.get('img-src'), address).toContain(AD_HOST);
      // Everything else stays as strict as without ads.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    }
  });

  it("keeps the ad host off the built-in provider's sign-in pages", async () => {
    const csp = await policyOf(adsOn, '/idp/.well-known/openid-configuration');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain(AD_HOST);
  });
});
