import {
  type PushSubscriptionView,
  pushSubscriptionParamsSchema,
  pushSubscriptionRequestSchema,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { deviceLabel } from '../auth/device-label.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { PushSubscriptions, StoredPushSubscription } from '../services/learner-settings.ts';

export const INVALID_PUSH_SUBSCRIPTION = 'Invalid push subscription';
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'No such push subscription';

const viewOf = (stored: StoredPushSubscription): PushSubscriptionView => ({
  id: stored.id,
  browser: stored.browser,
  os: stored.os,
  createdAt: stored.createdAt.toISOString(),
});

/**
 * Where a push service may be: https, as every browser's is. The server POSTs to the endpoint a
 * learner sends, so anything else (http to an address inside the operator's network) is refused.
 * Tests pass their own rule for a push service on loopback.
 */
export const httpsEndpointsOnly = (endpoint: URL) => endpoint.protocol === 'https:';

/** Web push per device (issue 22): the VAPID public key, and the learner's revocable subscriptions. */
export function registerPushRoutes(
  app: FastifyInstance,
  options: {
    publicKey: string;
    subscriptions: PushSubscriptions;
    endpointAllowed?: (endpoint: URL) => boolean;
    now?: () => Date;
  },
): void {
  const { publicKey, subscriptions, endpointAllowed = httpsEndpointsOnly, now = () => new Date() } = options;

  app.get('/api/push/public-key', async (_request, reply) => reply.send({ publicKey }));

  app.get('/api/push/subscriptions', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    void reply.header('Cache-Control', 'no-store');
    return reply.send({ subscriptions: (await subscriptions.listOf(user.uid)).map(viewOf) });
  });

  app.post('/api/push/subscriptions', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = pushSubscriptionRequestSchema.safeParse(request.body);
    if (!body.success) {
      const field = body.error.issues[0]?.path.join('.') || undefined;
      return sendApiError(reply, 400, INVALID_PUSH_SUBSCRIPTION, field ? { field } : {});
    }
    if (!endpointAllowed(new URL(body.data.endpoint)))
      return sendApiError(reply, 400, INVALID_PUSH_SUBSCRIPTION, { field: 'endpoint' });
    const device = deviceLabel(request.headers['user-agent']);
    const saved = await subscriptions.save({
      userUid: user.uid,
      endpoint: body.data.endpoint,
      p256dh: body.data.keys.p256dh,
      auth: body.data.keys.auth,
      browser: device.browser,
      os: device.os,
      now: now(),
    });
    void reply.header('Cache-Control', 'no-store');
    return reply.send(viewOf(saved));
  });

  app.delete('/api/push/subscriptions/:id', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const params = pushSubscriptionParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, PUSH_SUBSCRIPTION_NOT_FOUND, { field: 'id' });
    if (!(await subscriptions.remove(user.uid, params.data.id)))
      return sendApiError(reply, 404, PUSH_SUBSCRIPTION_NOT_FOUND);
    return reply.code(204).send();
  });
}
