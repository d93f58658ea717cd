import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { isClientRoute, isOperatorRoute } from './client-routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The console's page for an admin: a 200 that no cache may keep and hand to someone else.
const FOR_ONE_ACCOUNT = 'private, no-store';

/**
 * Serves the built single-page app: content-hashed assets forever, everything else revalidated,
 * client routes answered with index.html; any other page with index.html and status 404 (the
 * app then shows its not-found screen), unknown API paths with JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webBuild: string,
  options: {
    /** Whether the request's account may open the operator's console (/admin); nobody when absent. */
    isAdmin?: (request: FastifyRequest) => Promise<boolean>;
  } = {},
): Promise<void> {
  const hasBuild = existsSync(path.join(webBuild, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webBuild,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The builds write .br and .gz copies (scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // sendIndex names the shell's own (the console's page for an admin is private).
        if (reply.hasHeader('Cache-Control')) return;
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200, cacheControl = REVALIDATE) =>
    hasBuild
      ? reply
          .code(status)
          .header('Cache-Control', cacheControl)
          .type('text/html; charset=utf-8')
          .sendFile('index.html')
      : reply.code(503).type('text/plain').send('The web app is not built yet: run npm run build');

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return sendApiError(reply, 404, 'Not found');
    }
    // A missing file (a chunk of an older build) must fail, not turn into HTML.
    const looksLikeFile = path.posix.extname(pathname) !== '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) {
      // The console is found only by an admin; anyone else gets the very answer of any unknown page.
      if (isOperatorRoute(pathname) && (await options.isAdmin?.(request)) === true) {
        return sendIndex(reply, 200, FOR_ONE_ACCOUNT);
      }
      return sendIndex(reply, isClientRoute(pathname) ? 200 : 404);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
