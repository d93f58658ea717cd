import { progressSyncEnvelopeSchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { AnswerKeyUnavailableError } from '../answer-key.ts';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import {
  FOREIGN_UPDATE,
  type ProgressSyncService,
  USER_DOCUMENT_NOT_FOUND,
} from '../services/progress-sync-service.ts';

/** 100 updates of up to 100 answers each: more than the app-wide 1 MB body limit allows. */
const SYNC_BODY_LIMIT = 4 * 1024 * 1024;

export function registerProgressRoutes(app: FastifyInstance, { sync }: { sync: ProgressSyncService }): void {
  app.post('/api/progress/sync', { bodyLimit: SYNC_BODY_LIMIT }, async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    // Only an envelope that cannot be read is refused whole; the service judges each update.
    const parsed = progressSyncEnvelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'body';
      return sendApiError(reply, 400, `Invalid ${field}: ${issue?.message ?? 'malformed'}`, { field });
    }
    try {
      const outcome = await sync.sync(user.uid, parsed.data);
      if (outcome.kind === 'forbidden') return sendApiError(reply, 403, FOREIGN_UPDATE);
      if (outcome.kind === 'not-found') return sendApiError(reply, 404, USER_DOCUMENT_NOT_FOUND);
      return reply.send(outcome.result);
    } catch (error) {
      if (!(error instanceof AnswerKeyUnavailableError)) throw error;
      request.log.error({ err: error }, 'answer key unavailable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendApiError(reply, 503, 'Progress sync is unavailable; try again later');
    }
  });
}
