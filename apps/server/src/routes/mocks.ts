import { mockIdParamsSchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import { MockPapersUnavailableError } from '../mock-papers.ts';
import type { MockStandingService } from '../services/mock-standing-service.ts';

export const MOCK_NOT_FOUND = 'Mock not found';
export const MOCKS_UNAVAILABLE = 'Mock tests are unavailable; try again later';

export function registerMockRoutes(app: FastifyInstance, mocks: MockStandingService): void {
  app.get('/api/mocks/mine', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    return reply.header('Cache-Control', 'no-store').send(await mocks.mine(user.uid));
  });

  app.get('/api/mocks/:mockId/standing', async (request, reply) => {
    // The table moves with every first attempt, and a signed-in answer carries the learner's own
    // place: nothing may keep it, whatever the answer.
    void reply.header('Cache-Control', 'no-store');
    const params = mockIdParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, 'Invalid mock id', { field: 'mockId' });
    try {
      const standing = await mocks.standing(params.data.mockId, request.sessionUser?.uid ?? null);
      if (!standing) return sendApiError(reply, 404, MOCK_NOT_FOUND);
      return reply.send(standing);
    } catch (error) {
      if (!(error instanceof MockPapersUnavailableError)) throw error;
      request.log.error({ err: error }, 'mock papers unavailable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendApiError(reply, 503, MOCKS_UNAVAILABLE);
    }
  });
}
