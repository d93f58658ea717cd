import { dailyBoardParamsSchema, dailyQuizParamsSchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import { DailyQuizUnavailableError } from '../daily-quiz-bank.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import type { DailyQuizService } from '../services/daily-quiz-service.ts';

export const DAILY_QUIZ_NOT_FOUND = 'Daily quiz not found';
export const DAILY_QUIZ_UNAVAILABLE = 'The daily quiz is unavailable; try again later';
export const USER_NOT_FOUND = 'User document not found';

/** A past day's quiz never changes; today's is cached briefly (the day ends at midnight in India). */
const PAST_DAY_MAX_AGE_S = 86_400;
const TODAY_MAX_AGE_S = 300;

export function registerDailyQuizRoutes(app: FastifyInstance, daily: DailyQuizService): void {
  app.get('/api/daily-quiz/:date', async (request, reply) => {
    const params = dailyQuizParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, 'Invalid date', { field: 'date' });
    try {
      const quiz = await daily.quiz(params.data.date);
      if (!quiz) return sendApiError(reply, 404, DAILY_QUIZ_NOT_FOUND);
      const maxAge = params.data.date === 'today' ? TODAY_MAX_AGE_S : PAST_DAY_MAX_AGE_S;
      return reply.header('Cache-Control', `public, max-age=${maxAge}`).send(quiz);
    } catch (error) {
      if (!(error instanceof DailyQuizUnavailableError)) throw error;
      request.log.error({ err: error }, 'daily quiz unavailable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendApiError(reply, 503, DAILY_QUIZ_UNAVAILABLE);
    }
  });

  app.get('/api/daily-quiz/:date/board', async (request, reply) => {
    // The board moves with every first attempt and carries the viewer's own place.
    void reply.header('Cache-Control', 'no-store');
    const params = dailyBoardParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, 'Invalid date', { field: 'date' });
    return reply.send(await daily.board(params.data.date, request.sessionUser?.uid ?? null));
  });

  app.get('/api/streak', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const streak = await daily.streak(user.uid);
    if (!streak) return sendApiError(reply, 404, USER_NOT_FOUND);
    return reply.header('Cache-Control', 'no-store').send(streak);
  });
}
