import {
  questionEditRequestSchema,
  questionIdParamsSchema,
  questionImportRequestSchema,
  questionReportRequestSchema,
} from '@abhyas/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { sendApiError } from '../api-error-presenter.ts';
import type { AdminGuard } from '../auth/admin-guard.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { ModerationOutcome, ModerationService } from './moderation-service.ts';

export const NO_SUCH_QUESTION = 'No such question';
export const QUESTION_ALREADY_REVISED = 'This question was revised already; edit its newest revision';

/** Reports per learner: plenty for one who meets several bad questions, nothing for a script. */
export const REPORT_RATE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

/** An import's text (500,000 characters, Hindi among them) in JSON: past the app-wide 1 MB. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

function parsed<T>(
  schema: z.ZodType<T>,
  value: unknown,
  reply: FastifyReply,
  message: string,
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') || 'body';
  sendApiError(reply, 400, message, { field });
  return undefined;
}

function answer<T>(reply: FastifyReply, outcome: ModerationOutcome<T>, status = 200): FastifyReply {
  void reply.header('Cache-Control', 'no-store');
  switch (outcome.kind) {
    case 'ok':
      return reply.code(status).send(outcome.value);
    case 'not-found':
      return sendApiError(reply, 404, NO_SUCH_QUESTION);
    case 'conflict':
      return sendApiError(reply, 409, QUESTION_ALREADY_REVISED);
    case 'invalid':
      return sendApiError(reply, 400, 'Invalid question', { field: outcome.field });
  }
}

/**
 * A learner's "Report a problem" (rate-limited per learner) and the operator's Questions panel:
 * the reported list, hide, unhide, edit as a new revision, and import. Every admin route asks the
 * admin guard first, on every request.
 */
export async function registerModerationRoutes(
  app: FastifyInstance,
  options: { moderation: ModerationService; adminGuard: AdminGuard; redis?: Redis | undefined },
): Promise<void> {
  const { moderation, adminGuard, redis } = options;

  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      // Shared by every server copy with Redis; a Redis fault lets requests through.
      ...(redis ? { redis, skipOnError: true, nameSpace: 'abhyas-rate-limit-reports:' } : {}),
    });
    scope.post(
      '/api/questions/:questionId/reports',
      {
        config: {
          rateLimit: {
            ...REPORT_RATE_LIMIT,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) =>
              request.sessionUser ? `learner:${request.sessionUser.uid}` : `address:${request.ip}`,
          },
        },
      },
      async (request, reply) => {
        const user = requireSessionUser(request, reply);
        if (!user) return reply;
        const params = parsed(questionIdParamsSchema, request.params, reply, NO_SUCH_QUESTION);
        if (!params) return reply;
        const body = parsed(questionReportRequestSchema, request.body, reply, 'Invalid report');
        if (!body) return reply;
        const outcome = await moderation.report(user.uid, params.questionId, body);
        if (outcome.kind !== 'ok') return answer(reply, outcome);
        return answer(reply, { kind: 'ok', value: outcome.value.report }, outcome.value.created ? 201 : 200);
      },
    );
  });

  app.get('/api/admin/questions/reported', async (request, reply) => {
    if (!(await adminGuard.requireAdmin(request, reply))) return reply;
    return answer(reply, { kind: 'ok', value: await moderation.list() });
  });

  for (const [action, decision] of [
    ['hide', 'hidden'],
    ['unhide', 'unhidden'],
  ] as const) {
    app.post(`/api/admin/questions/:questionId/${action}`, async (request, reply) => {
      if (!(await adminGuard.requireAdmin(request, reply))) return reply;
      const params = parsed(questionIdParamsSchema, request.params, reply, NO_SUCH_QUESTION);
      if (!params) return reply;
      return answer(reply, await moderation.decide(params.questionId, decision));
    });
  }

  app.put('/api/admin/questions/:questionId', async (request, reply) => {
    if (!(await adminGuard.requireAdmin(request, reply))) return reply;
    const params = parsed(questionIdParamsSchema, request.params, reply, NO_SUCH_QUESTION);
    if (!params) return reply;
    const body = parsed(questionEditRequestSchema, request.body, reply, 'Invalid question');
    if (!body) return reply;
    return answer(reply, await moderation.edit(params.questionId, body), 201);
  });

  app.post('/api/admin/imports', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    if (!(await adminGuard.requireAdmin(request, reply))) return reply;
    const body = parsed(questionImportRequestSchema, request.body, reply, 'Invalid import');
    if (!body) return reply;
    return answer(reply, { kind: 'ok', value: await moderation.importBank(body) });
  });
}
