import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  APP_CONFIG_FILE,
  appConfigFileSchema,
  type CategoryFile,
  categoryFileSchema,
  DEFAULT_CATEGORIES_FILE,
  DEFAULT_FEATURE_FLAGS,
  LEGACY_CATEGORIES_FILE,
  PARENT_CATEGORIES_FILE,
  type ParentCategory,
  parentCategoriesFileSchema,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The client routes a search engine may index; the learner's own pages (quiz, results) are not listed. */
export const PUBLIC_ROUTES = ['/', '/about', '/contact', '/terms', '/privacy', '/leaderboard'] as const;

const SEO_CACHE_CONTROL = 'public, max-age=3600';

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface SiteContent {
  seo: boolean;
  parentCategories: ParentCategory[];
  categories: CategoryFile;
}

/** Reads the generated config the same way the client does: parent files, else the legacy file. */
export async function readSiteContent(configDir: string): Promise<SiteContent> {
  const base = await readJson(path.join(configDir, APP_CONFIG_FILE), appConfigFileSchema);
  const seo = base?.features?.seo ?? DEFAULT_FEATURE_FLAGS.seo;
  const parents =
    (await readJson(path.join(configDir, PARENT_CATEGORIES_FILE), parentCategoriesFileSchema)) ?? [];
  const files = parents.length > 0 ? parents.map((parent) => parent.categoryFile) : [LEGACY_CATEGORIES_FILE];
  const categories: CategoryFile = [];
  const seen = new Set<string>();
  for (const file of files) {
    const data =
      (await readJson(path.join(configDir, file), categoryFileSchema)) ??
      (await readJson(path.join(configDir, DEFAULT_CATEGORIES_FILE), categoryFileSchema)) ??
      [];
    for (const category of data) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      categories.push(category);
    }
  }
  return { seo, parentCategories: parents, categories };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Public routes, then every subject and category page, as absolute URLs. */
export function sitemapUrls(
  publicUrl: string,
  content: Pick<SiteContent, 'parentCategories' | 'categories'>,
): string[] {
  const base = publicUrl.replace(/\/$/, '');
  return [
    ...PUBLIC_ROUTES.map((route) => `${base}${route}`),
    ...content.parentCategories.map((parent) => `${base}/subjects/${encodeURIComponent(parent.id)}`),
    ...content.categories.map((category) => `${base}/category/${encodeURIComponent(category.id)}`),
  ];
}

export function renderSitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string, seo: boolean): string {
  // With the seo feature off the site is still crawlable, it just advertises no sitemap.
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  if (seo) lines.push('', `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** robots.txt and sitemap.xml, built from the generated content files on each request. */
export function registerSeoRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; contentBuild: string; seo?: boolean | undefined },
): void {
  const configDir = path.join(options.contentBuild, 'public', 'config');
  // FEATURES may turn the flag on or off over the built app config, as it does for the web app.
  const siteContent = async () => {
    const content = await readSiteContent(configDir);
    return { ...content, seo: options.seo ?? content.seo };
  };

  app.get('/robots.txt', async (_request, reply) => {
    const { seo } = await siteContent();
    return reply
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(renderRobots(options.publicUrl, seo));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const content = await siteContent();
    if (!content.seo) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(sitemapUrls(options.publicUrl, content)));
  });
}
