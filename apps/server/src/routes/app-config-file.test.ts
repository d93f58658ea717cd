import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAppConfigFile } from './app-config-file.ts';

function contentBuildWith(appConfig: object): string {
  const root = mkdtempSync(path.join(tmpdir(), 'abhyas-app-config-'));
  mkdirSync(path.join(root, 'public', 'config'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'config', 'app-config.json'), JSON.stringify(appConfig));
  return root;
}

describe('the served app config', () => {
  it("lays the operator's flags and ad network over the built file", async () => {
    const app = Fastify();
    registerAppConfigFile(
      app,
      contentBuildWith({ name: 'Abhyas', features: { seo: true, autoAds: false } }),
      {
        featureFlags: { analytics: true, autoAds: true },
        ads: { clientId: 'ca-pub-42', scriptUrl: 'http://127.0.0.1:9/ads.js' },
      },
    );
    const response = await app.inject('/config/app-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      name: 'Abhyas',
      features: { seo: true, autoAds: true, analytics: true },
      ads: { clientId: 'ca-pub-42', scriptUrl: 'http://127.0.0.1:9/ads.js' },
    });
  });

  it('serves the built file as it is when the operator set nothing, and 404 without a build', async () => {
    const app = Fastify();
    registerAppConfigFile(app, contentBuildWith({ name: 'Abhyas' }), { featureFlags: {}, ads: undefined });
    expect((await app.inject('/config/app-config.json')).json()).toEqual({ name: 'Abhyas', features: {} });
    const unbuilt = Fastify();
    registerAppConfigFile(unbuilt, path.join(tmpdir(), 'abhyas-no-such-build'), {
      featureFlags: {},
      ads: undefined,
    });
    expect((await unbuilt.inject('/config/app-config.json')).statusCode).toBe(404);
  });
});
