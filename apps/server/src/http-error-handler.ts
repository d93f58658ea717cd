import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from './api-error-presenter.ts';
import { isDatabaseUnavailableError } from './db/database-errors.ts';
import type { DatabaseHealth } from './db/database-health.ts';

/** What a client is told to wait before trying again; the web app's sync widget counts it down. */
export const RETRY_AFTER_SECONDS = 30;
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable; please try again later';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The answer to an error no route handled. A database that cannot serve right now (down,
 * restarting, out of disk, a timeout, no free connection) is 503 with Retry-After, so a device
 * waits and retries instead of taking its request for refused; anything else unexpected is 500.
 * Either way the body is generic: the driver's message names hosts, ports and file paths, so it
 * goes only to the log, at error level with the request id. Client errors (4xx: a body that is
 * not JSON or too large, too many requests) keep Fastify's or the plugin's message, with its code
 * as the reason. Every answer is in the one error shape (api-error-presenter.ts).
 */
export function registerHttpErrorHandler(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailableError(error)) {
      if (isWrite(request)) health.recordWriteFailure();
      request.log.error({ err: error }, 'database unavailable; answered 503');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendApiError(reply, 503, UNAVAILABLE_MESSAGE);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendApiError(
        reply,
        status,
        error.message,
        typeof error.code === 'string' ? { reason: error.code } : {},
      );
    }
    request.log.error({ err: error }, 'request failed; answered 500');
    return sendApiError(reply, 500, INTERNAL_ERROR_MESSAGE);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isWrite(request) && reply.statusCode < 400) health.recordWriteSuccess();
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * segment that is not valid percent-encoding, a path parameter past `maxParamLength`). Without it
 * Fastify writes its own `{ statusCode, code, error, message }`; with it the API answers the one
 * error body, and any other path 404 as a missing file does (a path that cannot be decoded names
 * no file, and a traversal probe learns nothing from the status).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname !== '/api' && !pathname.startsWith('/api/')) {
    void reply.code(404).type('text/plain').send('Not found');
    return;
  }
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void sendApiError(
    reply,
    status,
    error.message,
    typeof error.code === 'string' ? { reason: error.code } : {},
  );
}
