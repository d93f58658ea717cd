import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteContent, registerSeoRoutes, renderRobots, renderSitemap, sitemapUrls } from './seo.ts';

const dirs: string[] = [];
function configDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-seo-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const category = (id: string) => ({
  id,
  parentCategoryId: 'general-knowledge',
  name: id,
  nameHi: id,
  description: id,
  questionCount: 1,
  subcategories: [],
});
const parent = {
  id: 'general-knowledge',
  name: 'GK',
  nameHi: 'GK',
  description: 'GK',
  questionCount: 1,
  categoryFile: 'GK.json',
};

describe('sitemap and robots', () => {
  it('lists public routes, subjects and categories from the generated files', async () => {
    const dir = configDir({
      'app-config.json': {},
      'parent-categories.json': [parent],
      'GK.json': [category('world-geography'), category('indian-polity')],
    });
    const content = await readSiteContent(dir);
    const urls = sitemapUrls('https://abhyas.example.org/', content);
    expect(urls).toContain('https://abhyas.example.org/');
    expect(urls).toContain('https://abhyas.example.org/privacy');
    expect(urls).toContain('https://abhyas.example.org/subjects/general-knowledge');
    expect(urls).toContain('https://abhyas.example.org/category/indian-polity');
    expect(renderSitemap(urls)).toContain('<loc>https://abhyas.example.org/category/world-geography</loc>');
  });

  it('falls back to the legacy and default category files, and honours the seo flag', async () => {
    const dir = configDir({
      'app-config.json': { features: { seo: false } },
      'Default Categories.json': [category('mixed')],
      'categories.json': '{ broken',
    });
    const content = await readSiteContent(dir);
    expect(content.seo).toBe(false);
    expect(content.categories.map((c) => c.id)).toEqual(['mixed']);
    expect(renderRobots('https://a.example', false)).not.toContain('Sitemap');
    expect(renderRobots('https://a.example', true)).toContain('Sitemap: https://a.example/sitemap.xml');
  });

  it("lets the operator's FEATURES turn the sitemap off or on over the built flag", async () => {
    const contentBuild = mkdtempSync(path.join(tmpdir(), 'abhyas-seo-build-'));
    dirs.push(contentBuild);
    const dir = path.join(contentBuild, 'public', 'config');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'app-config.json'), JSON.stringify({ features: { seo: true } }));
    writeFileSync(path.join(dir, 'categories.json'), JSON.stringify([category('mixed')]));
    const served = async (seo: boolean | undefined) => {
      const app = Fastify();
      registerSeoRoutes(app, { publicUrl: 'https://a.example', contentBuild, seo });
      return {
        sitemap: (await app.inject('/sitemap.xml')).statusCode,
        robots: (await app.inject('/robots.txt')).body,
      };
    };
    expect(await served(undefined)).toMatchObject({ sitemap: 200 });
    const off = await served(false);
    expect(off.sitemap).toBe(404);
    expect(off.robots).not.toContain('Sitemap');
  });
});
