import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Config can change with any content build: always revalidate. */
const CONFIG_CACHE_CONTROL = 'no-cache';
/** Pack file names carry a content hash, so a given URL never changes. */
const PACKS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves the generated content: /config/* (app config, parent and category files) and
 * /packs/* (question packs) from the content build's public folder, with files published for
 * imported topics (`publishedDir`) served ahead of it.
 */
export async function registerContentFiles(
  app: FastifyInstance,
  contentBuild: string,
  publishedDir?: string,
): Promise<void> {
  const publicDir = path.join(contentBuild, 'public');
  const folders = [
    { prefix: '/config/', cacheControl: CONFIG_CACHE_CONTROL },
    { prefix: '/packs/', cacheControl: PACKS_CACHE_CONTROL },
  ];
  const rootsFor = (prefix: string) => {
    const published = publishedDir ? path.join(publishedDir, prefix) : undefined;
    const built = path.join(publicDir, prefix);
    return published && existsSync(published) ? [published, built] : built;
  };
  // Encapsulated, so the guard runs for these folders only.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isCanonicalFilePath(request.url)) return reply.callNotFound();
    });
    for (const folder of folders) {
      await scope.register(fastifyStatic, {
        root: rootsFor(folder.prefix),
        prefix: folder.prefix,
        // The web app's registration owns reply.sendFile; this one only serves its folder.
        decorateReply: false,
        index: false,
        cacheControl: false,
        // The builds write .br and .gz copies (scripts/precompress.mjs): sent as the browser accepts.
        preCompressed: true,
        etag: true,
        lastModified: true,
        setHeaders: (reply) => {
          reply.header('Cache-Control', folder.cacheControl);
        },
      });
    }
  });
}

/**
 * Whether a request path names a file the plain way: decodable, and once decoded without `.`,
 * `..` or empty segments, backslashes or NUL. Anything else names no file we serve and answers
 * 404 like any missing file: @fastify/static refuses most of these itself, but with 403 or 400,
 * which tells a prober that the path reached the disk.
 */
export function isCanonicalFilePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (/[\\\0]/.test(decoded)) return false;
  return decoded
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
