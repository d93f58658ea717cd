import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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
 * Either way the body is generic, in the app's `{ error }` shape: the driver's message names
 * hosts, ports and file paths, so it goes only to the log, at error level with the request id.
 * Client errors (4xx) keep Fastify's own answer.
 */
export function registerHttpErrorHandler(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailableError(error)) {
      if (isWrite(request)) health.recordWriteFailure();
      request.log.error({ err: error }, 'database unavailable; answered 503');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ error: UNAVAILABLE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Sending the error hands it to Fastify's default handler, which answers 4xx as it always has.
    if (status >= 400 && status < 500) return reply.send(error);
    request.log.error({ err: error }, 'request failed; answered 500');
    return reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isWrite(request) && reply.statusCode < 400) health.recordWriteSuccess();
  });
}
