import { progressSyncEnvelopeSchema } from '@abhyas/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AnswerKeyUnavailableError } from '../answer-key.ts';
import { sendApiError } from '../api-error-presenter.ts';
import { refuseUnauthenticated } from '../auth/session-user.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import { MockPapersUnavailableError } from '../mock-papers.ts';
import {
  FOREIGN_UPDATE,
  type ProgressSyncService,
  USER_DOCUMENT_NOT_FOUND,
} from '../services/progress-sync-service.ts';

/** 100 updates of up to 100 answers each: more than the app-wide 1 MB body limit allows. */
const SYNC_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Syncs per signed-in session, a device (or per address without one). The app sends one batch at
 * a time, every few seconds at the busiest; a script replaying requests stops here. Keyed by the
 * session, not the learner: the route reads its session in the sync's own first statement, after
 * this limit (`readsSessionItself`).
 */
export const SYNC_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

export async function registerProgressRoutes(
  app: FastifyInstance,
  { sync, redis }: { sync: ProgressSyncService; redis?: Redis | undefined },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      // Shared by every server copy with Redis; a Redis fault lets requests through.
      ...(redis ? { redis, skipOnError: true, nameSpace: 'abhyas-rate-limit-sync:' } : {}),
    });
    registerSyncRoute(scope, sync);
  });
}

function registerSyncRoute(app: FastifyInstance, sync: ProgressSyncService): void {
  const rateLimitConfig = {
    ...SYNC_RATE_LIMIT,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const sessionId = request.sessionUser?.sessionId ?? request.deferredSession?.id;
      return sessionId ? `session:${sessionId}` : `address:${request.ip}`;
    },
  };
  app.post(
    '/api/progress/sync',
    // The session is read with the learner by the sync's first statement, unless at hand.
    { bodyLimit: SYNC_BODY_LIMIT, config: { rateLimit: rateLimitConfig, readsSessionItself: true } },
    async (request, reply) => {
      const deferred = request.deferredSession;
      if (!request.sessionUser && !deferred) return refuseUnauthenticated(reply);
      // Only an envelope that cannot be read is refused whole; the service judges each update.
      const parsed = progressSyncEnvelopeSchema.safeParse(request.body);
      if (!parsed.success) {
        // Not signed in comes first, as on every route: the session is looked up by itself here.
        if (!request.sessionUser && !(await deferred?.resolve())) return refuseUnauthenticated(reply);
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        return sendApiError(reply, 400, `Invalid ${field}: ${issue?.message ?? 'malformed'}`, { field });
      }
      try {
        const who = request.sessionUser?.uid ?? deferred;
        if (!who) return refuseUnauthenticated(reply);
        const outcome = await sync.sync(who, parsed.data);
        if (outcome.kind === 'unauthenticated') return refuseUnauthenticated(reply);
        if (outcome.kind === 'forbidden') return sendApiError(reply, 403, FOREIGN_UPDATE);
        if (outcome.kind === 'not-found') return sendApiError(reply, 404, USER_DOCUMENT_NOT_FOUND);
        return reply.send(outcome.result);
      } catch (error) {
        if (error instanceof MockPapersUnavailableError) {
          // A submitted mock waits for the papers rather than being refused as unknown.
          request.log.error({ err: error }, 'mock papers unavailable');
        } else if (error instanceof AnswerKeyUnavailableError) {
          request.log.error({ err: error }, 'answer key unavailable');
        } else throw error;
        void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendApiError(reply, 503, 'Progress sync is unavailable; try again later');
      }
    },
  );
}
