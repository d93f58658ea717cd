import { describe, expect, it } from 'vitest';
import {
  AppConfigError,
  allCategories,
  type ConfigFetch,
  type ConfigResponse,
  DEFAULT_FEATURE_FLAGS,
  loadAppConfig,
  loadAppConfigOnce,
  sanitizeCategoryFileKey,
} from './app-config.ts';
import { appConfigValidators } from './app-config-schema.ts';
import type { CategoryFile, ParentCategory } from './category-config.ts';

function category(id: string, parentCategoryId: string): CategoryFile[number] {
  return {
    id,
    parentCategoryId,
    name: id,
    nameHi: id,
    description: `${id} questions`,
    questionCount: 1,
    subcategories: [
      { id: `${id}-topic`, name: 'Topic', nameHi: 'विषय', questionCount: 1, pack: '/packs/x.json' },
    ],
  };
}

function parent(id: string, categoryFile: string): ParentCategory {
  return { id, name: id, nameHi: id, description: id, questionCount: 1, categoryFile };
}

/** A fake server: file name -> body (a string is sent as is, anything else as JSON) or an HTTP status. */
function serve(files: Record<string, unknown>, calls: string[] = []): ConfigFetch {
  return async (url) => {
    calls.push(url);
    const name = decodeURIComponent(url.replace('/config/', ''));
    const body = files[name];
    const response = (status: number, text: string): ConfigResponse => ({
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
    });
    if (body === undefined) return response(404, 'Not found');
    if (typeof body === 'number') return response(body, '');
    return response(200, typeof body === 'string' ? body : JSON.stringify(body));
  };
}

const gk = [category('world-geography', 'general-knowledge')];
const reasoning = [category('series', 'reasoning')];
const fallback = [category('mixed', 'general-knowledge')];
const options = {
  environment: 'production' as const,
  buildTime: '2026-01-01T00:00:00.000Z',
  validators: appConfigValidators,
};

describe('sanitizeCategoryFileKey', () => {
  it('keeps letters and digits, joins the rest with single underscores and strips .json', () => {
    expect(sanitizeCategoryFileKey('General-Knowledge Categories.json')).toBe('General_Knowledge_Categories');
    expect(sanitizeCategoryFileKey('  Quant -- Aptitude 2.JSON')).toBe('Quant_Aptitude_2');
    expect(sanitizeCategoryFileKey('categories.json')).toBe('categories');
  });
});

describe('loadAppConfigOnce', () => {
  it('assembles base config, parents, category data keyed by file and the general-knowledge categories', async () => {
    const config = await loadAppConfigOnce({
      ...options,
      fetch: serve({
        'app-config.json': { name: 'Abhyas', theme: 'dark', features: { autoAds: true }, extra: 1 },
        'parent-categories.json': [
          parent('general-knowledge', 'General-Knowledge Categories.json'),
          parent('reasoning', 'Reasoning Categories.json'),
        ],
        'General-Knowledge Categories.json': gk,
        'Reasoning Categories.json': reasoning,
      }),
    });
    expect(config.parentCategories.map((p) => p.id)).toEqual(['general-knowledge', 'reasoning']);
    expect(config.categoryData).toEqual({
      General_Knowledge_Categories: gk,
      Reasoning_Categories: reasoning,
    });
    expect(config.categories).toEqual(gk);
    expect(config.version).toBe('1.0.0');
    expect(config.environment).toBe('production');
    expect(config.buildTime).toBe(options.buildTime);
    expect(config.theme).toBe('dark');
    expect(config.base.extra).toBe(1);
    expect(config.features).toEqual({ ...DEFAULT_FEATURE_FLAGS, autoAds: true });
    expect(config.loadedUrls).toContain('/config/General-Knowledge%20Categories.json');
    expect(allCategories(config).map((c) => c.id)).toEqual(['world-geography', 'series']);
  });

  it('names the ad network only when autoAds is on', async () => {
    const ads = { clientId: 'ca-pub-42', scriptUrl: 'http://127.0.0.1:9/ads.js' };
    const on = await loadAppConfigOnce({
      ...options,
      fetch: serve({ 'app-config.json': { features: { autoAds: true }, ads }, 'categories.json': gk }),
    });
    expect(on.ads).toEqual(ads);
    const off = await loadAppConfigOnce({
      ...options,
      fetch: serve({ 'app-config.json': { ads }, 'categories.json': gk }),
    });
    expect(off.ads).toBeUndefined();
  });

  it('falls back to the default category file for a parent whose own file is missing or bad JSON', async () => {
    const config = await loadAppConfigOnce({
      ...options,
      fetch: serve({
        'app-config.json': {},
        'parent-categories.json': [
          parent('general-knowledge', 'General-Knowledge Categories.json'),
          parent('reasoning', 'Reasoning Categories.json'),
        ],
        'General-Knowledge Categories.json': '{ not json',
        'Default Categories.json': fallback,
      }),
    });
    expect(config.categoryData.General_Knowledge_Categories).toEqual(fallback);
    expect(config.categoryData.Reasoning_Categories).toEqual(fallback);
    expect(config.categories).toEqual(fallback);
  });

  it('uses the legacy categories file when the parent-categories file is missing', async () => {
    const config = await loadAppConfigOnce({
      ...options,
      fetch: serve({ 'app-config.json': {}, 'categories.json': gk }),
    });
    expect(config.parentCategories).toEqual([]);
    expect(config.categoryData).toEqual({ categories: gk });
    expect(config.categories).toEqual(gk);
  });

  it('gives an empty category list when no general-knowledge categories exist', async () => {
    const config = await loadAppConfigOnce({
      ...options,
      fetch: serve({
        'app-config.json': {},
        'parent-categories.json': [parent('reasoning', 'Reasoning Categories.json')],
        'Reasoning Categories.json': reasoning,
      }),
    });
    expect(config.categories).toEqual([]);
  });

  it('reports an error when neither a category file nor the default one exists', async () => {
    const load = loadAppConfigOnce({
      ...options,
      fetch: serve({ 'app-config.json': {}, 'parent-categories.json': [parent('x', 'X.json')] }),
    });
    await expect(load).rejects.toThrow(AppConfigError);
    await expect(load).rejects.toThrow(
      '/config/X.json is missing and /config/Default%20Categories.json is missing',
    );
  });

  it('reports an error when the legacy and default files are both missing', async () => {
    await expect(loadAppConfigOnce({ ...options, fetch: serve({ 'app-config.json': {} }) })).rejects.toThrow(
      AppConfigError,
    );
  });

  it('fails when the base config is missing, bad JSON or the server errs', async () => {
    await expect(loadAppConfigOnce({ ...options, fetch: serve({}) })).rejects.toThrow(
      'app-config.json is missing',
    );
    await expect(loadAppConfigOnce({ ...options, fetch: serve({ 'app-config.json': '{' }) })).rejects.toThrow(
      'not valid JSON',
    );
    await expect(loadAppConfigOnce({ ...options, fetch: serve({ 'app-config.json': 503 }) })).rejects.toThrow(
      'answered 503',
    );
  });

  it('skips the parent list when the parentCategories flag is off', async () => {
    const calls: string[] = [];
    const config = await loadAppConfigOnce({
      ...options,
      fetch: serve(
        {
          'app-config.json': { features: { parentCategories: false } },
          'parent-categories.json': [parent('reasoning', 'Reasoning Categories.json')],
          'categories.json': gk,
        },
        calls,
      ),
    });
    expect(calls).not.toContain('/config/parent-categories.json');
    expect(config.categories).toEqual(gk);
  });
});

describe('loadAppConfig', () => {
  const files = { 'app-config.json': {}, 'categories.json': gk };

  it('retries a failed load with back-off and succeeds', async () => {
    let failures = 2;
    const delays: number[] = [];
    const healthy = serve(files);
    const config = await loadAppConfig({
      ...options,
      sleep: async (ms) => {
        delays.push(ms);
      },
      fetch: async (url) => {
        if (failures > 0) {
          failures -= 1;
          throw new TypeError('Failed to fetch');
        }
        return healthy(url);
      },
    });
    expect(config.categories).toEqual(gk);
    expect(delays).toEqual([500, 1000]);
  });

  it('gives up after three retries and reports the last error', async () => {
    let attempts = 0;
    const delays: number[] = [];
    const load = loadAppConfig({
      ...options,
      sleep: async (ms) => {
        delays.push(ms);
      },
      fetch: async () => {
        attempts += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(load).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });
});
