import { bookmarkRequestSchema, mistakeTagRequestSchema, reviewQuestionParamsSchema } from '@abhyas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnswerKeyUnavailableError } from '../answer-key.ts';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import {
  QUESTION_NOT_FOUND,
  type ReviewDeckService,
  type ReviewOutcome,
} from '../services/review-deck-service.ts';

export const REVIEW_UNAVAILABLE = 'Review is unavailable; try again later';

/** The question id of the path, or a 400 answered. */
function questionIdOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const params = reviewQuestionParamsSchema.safeParse(request.params);
  if (params.success) return params.data.questionId;
  void sendApiError(reply, 400, 'Invalid question id', { field: 'questionId' });
  return undefined;
}

async function answer<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<ReviewOutcome<T>>) {
  try {
    const outcome = await run();
    if (outcome.kind === 'unknown-question') return sendApiError(reply, 404, QUESTION_NOT_FOUND);
    void reply.header('Cache-Control', 'no-store');
    return reply.send(outcome.value);
  } catch (error) {
    if (!(error instanceof AnswerKeyUnavailableError)) throw error;
    request.log.error({ err: error }, 'answer key unavailable');
    void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return sendApiError(reply, 503, REVIEW_UNAVAILABLE);
  }
}

/** The signed-in learner's review deck, stars and mistake tags (issue 21). */
export function registerReviewRoutes(app: FastifyInstance, review: ReviewDeckService): void {
  app.get('/api/review/deck', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    return reply.header('Cache-Control', 'no-store').send(await review.deck(user.uid));
  });

  app.put('/api/review/bookmarks/:questionId', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const questionId = questionIdOf(request, reply);
    if (questionId === undefined) return reply;
    const body = bookmarkRequestSchema.safeParse(request.body);
    if (!body.success) return sendApiError(reply, 400, 'Invalid starred: a boolean', { field: 'starred' });
    return answer(request, reply, () => review.bookmark(user.uid, questionId, body.data.starred));
  });

  app.put('/api/review/mistake-tags/:questionId', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const questionId = questionIdOf(request, reply);
    if (questionId === undefined) return reply;
    const body = mistakeTagRequestSchema.safeParse(request.body);
    if (!body.success) return sendApiError(reply, 400, 'Invalid tag', { field: 'tag' });
    return answer(request, reply, () => review.tagMistake(user.uid, questionId, body.data.tag));
  });
}
