import {
  LEADERBOARD_CACHE_MS,
  leaderboardQuerySchema,
  leaderboardVisibilityRequestSchema,
} from '@abhyas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodError } from 'zod';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { LeaderboardService } from '../services/leaderboard.ts';

/** `whole` names the request part when the issue is about all of it (a body that is not an object). */
function sendInvalid(reply: FastifyReply, error: ZodError, whole: 'query' | 'body') {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || whole;
  return sendApiError(reply, 400, `Invalid ${field}: ${issue?.message ?? 'malformed'}`, { field });
}

const maxAge = `max-age=${Math.floor(LEADERBOARD_CACHE_MS / 1000)}`;
const jsonType = 'application/json; charset=utf-8';
const signedInHeaders = { 'cache-control': `private, ${maxAge}`, vary: 'Cookie', 'content-type': jsonType };
const signedOutHeaders = { 'cache-control': `public, ${maxAge}`, vary: 'Cookie', 'content-type': jsonType };

export function registerLeaderboardRoutes(app: FastifyInstance, leaderboard: LeaderboardService): void {
  app.get('/api/leaderboard', async (request, reply) => {
    const parsed = leaderboardQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendInvalid(reply, parsed.error, 'query');
    const viewer = request.sessionUser?.uid ?? null;
    const body = await leaderboard.boardJson(parsed.data, viewer);
    // A few seconds of caching; a signed-in answer carries the caller's own row, so only their
    // browser may keep it.
    return reply.headers(viewer ? signedInHeaders : signedOutHeaders).send(body);
  });

  app.put('/api/leaderboard/visibility', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const parsed = leaderboardVisibilityRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalid(reply, parsed.error, 'body');
    if (!(await leaderboard.setHidden(user.uid, parsed.data.hidden)))
      return sendApiError(reply, 404, 'User document not found');
    return { hidden: parsed.data.hidden };
  });
}
