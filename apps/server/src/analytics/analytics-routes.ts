import {
  ADMIN_USAGE_MAX_DAYS,
  ANALYTICS_BODY_LIMIT_BYTES,
  adminUsageQuerySchema,
  analyticsBatchSchema,
} from '@abhyas/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sendApiError } from '../api-error-presenter.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { type AnalyticsService, usageCsv } from './analytics-service.ts';

export const ANALYTICS_OFF = 'Analytics is off';

/**
 * Batches per learner (or per address for anonymous visitors) a minute. The app sends one batch
 * every few seconds at its busiest (and one when the page is hidden); a script stops here.
 */
export const EVENTS_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** What the usage routes need of the admin guard (auth/admin-guard.ts). */
export interface RequiresAdmin {
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | undefined>;
}

/**
 * Do Not Track and Global Privacy Control: the web app sends nothing then, and the server keeps
 * nothing it receives with either (an old tab, another client), answering as if it did.
 */
export function asksNotToBeTracked(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** POST /api/events (first-party analytics), and the operator's usage report from it. */
export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  options: {
    analytics: AnalyticsService;
    /** The `analytics` feature flag, read per request. */
    enabled: () => boolean;
    adminGuard: RequiresAdmin;
    redis?: Redis | undefined;
    rateLimit?: { max: number; timeWindow: number };
    now?: () => Date;
  },
): Promise<void> {
  const { analytics, enabled, adminGuard, redis, now = () => new Date() } = options;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      // Shared by every server copy with Redis; a Redis fault lets requests through.
      ...(redis ? { redis, skipOnError: true, nameSpace: 'abhyas-rate-limit-events:' } : {}),
    });
    const rateLimitConfig = {
      ...(options.rateLimit ?? EVENTS_RATE_LIMIT),
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.sessionUser ? `learner:${request.sessionUser.uid}` : `address:${request.ip}`,
    };
    scope.post(
      '/api/events',
      { bodyLimit: ANALYTICS_BODY_LIMIT_BYTES, config: { rateLimit: rateLimitConfig } },
      async (request, reply) => {
        if (!enabled()) return sendApiError(reply, 404, ANALYTICS_OFF);
        const parsed = analyticsBatchSchema.safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.') || 'body';
          return sendApiError(reply, 400, `Invalid ${field}: ${issue?.message ?? 'malformed'}`, { field });
        }
        if (asksNotToBeTracked(request)) return reply.code(204).send();
        // The session names a signed-in learner; a visit id in the body is then ignored, not kept beside the uid.
        const sender = request.sessionUser
          ? { uid: request.sessionUser.uid }
          : { visitId: parsed.data.visitId ?? null };
        await analytics.record(parsed.data, sender, now());
        return reply.code(204).send();
      },
    );
  });

  const usageOf = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await adminGuard.requireAdmin(request, reply))) return undefined;
    const query = adminUsageQuerySchema.safeParse(request.query);
    if (!query.success) {
      sendApiError(reply, 400, `Invalid days: a whole number from 1 to ${ADMIN_USAGE_MAX_DAYS}`, {
        field: 'days',
      });
      return undefined;
    }
    void reply.header('Cache-Control', 'no-store');
    return analytics.usage(query.data.days, now());
  };

  app.get('/api/admin/usage', async (request, reply) => {
    const usage = await usageOf(request, reply);
    if (!usage) return reply;
    return reply.send(usage);
  });

  app.get('/api/admin/usage.csv', async (request, reply) => {
    const usage = await usageOf(request, reply);
    if (!usage) return reply;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="abhyas-usage-${usage.from}-${usage.to}.csv"`)
      .send(usageCsv(usage));
  });
}
