import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming X-Request-Id (a proxy's or a load balancer's) is kept when it is a sane token; otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && /^[\w.:@/+=-]{1,128}$/.test(value) ? value : randomUUID();
}

/**
 * Paths whose query strings carry one-time secrets (the authorization code and state at the
 * callback, the provider's parameters under /idp): logged without them.
 */
const SECRET_QUERY_PATHS = ['/api/auth/callback', '/idp'];

export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  const secret = SECRET_QUERY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return secret ? `${path}?[left out]` : url;
}

/**
 * One line per request, written when its answer is sent: method, URL (one-time secrets left out),
 * status, time, the client's address (as TRUST_PROXY decides) and the signed-in learner's uid;
 * pino adds the request id, which the answer also carries in X-Request-Id.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The provider's mount rewrites the URL it hands on; the original is what the client asked.
        url: loggableUrl((request.raw as { originalUrl?: string }).originalUrl ?? request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        uid: (request as { sessionUser?: { uid: string } | null }).sessionUser?.uid,
      },
      'request',
    );
  });
}
