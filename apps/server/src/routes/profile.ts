import {
  displayNameUpdateSchema,
  PHONE_FAILURE_TEXTS,
  type ProfileLoadQuery,
  phoneNotificationsUpdateFailed,
  preferencesUpdateSchema,
  profileLoadQuerySchema,
  uidParamsSchema,
} from '@abhyas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { DisplayNameService } from '../services/display-name-service.ts';
import type { ProfileService } from '../services/profile-service.ts';

/** Refusal when a request names a uid that is not the signed-in learner's. */
export const NOT_YOUR_DATA = 'You can only access your own data';

/** The `?today=` of a profile load; undefined after answering 400 when it is malformed. */
export function parseProfileLoadQuery(
  request: FastifyRequest,
  reply: FastifyReply,
): ProfileLoadQuery | undefined {
  const query = profileLoadQuerySchema.safeParse(request.query);
  if (query.success) return query.data;
  void sendApiError(reply, 400, `Invalid today: ${query.error.issues[0]?.message}`, { field: 'today' });
  return undefined;
}

/** The signed-in learner's profile and preferences; never another learner's. */
export function registerProfileRoutes(
  app: FastifyInstance,
  profiles: ProfileService,
  displayNames: DisplayNameService,
): void {
  app.get('/api/profile', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const query = parseProfileLoadQuery(request, reply);
    if (!query) return reply;
    const profile = await profiles.get(user.uid, query.today);
    if (!profile) return sendApiError(reply, 404, 'Profile not found');
    return reply.header('Cache-Control', 'no-store').send(profile);
  });

  app.get('/api/profile/:uid', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const params = uidParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, 'Invalid user id', { field: 'uid' });
    if (params.data.uid !== user.uid) return sendApiError(reply, 403, NOT_YOUR_DATA);
    const query = parseProfileLoadQuery(request, reply);
    if (!query) return reply;
    const profile = await profiles.get(user.uid, query.today);
    if (!profile) return sendApiError(reply, 404, 'Profile not found');
    return reply.header('Cache-Control', 'no-store').send(profile);
  });

  app.patch('/api/profile/preferences', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const update = preferencesUpdateSchema.safeParse(request.body);
    if (!update.success) {
      const field = update.error.issues[0]?.path.join('.') || undefined;
      return sendApiError(reply, 400, 'Invalid preferences', field ? { field } : {});
    }
    const outcome = await profiles.updatePreferences(user.uid, update.data);
    if (outcome.kind === 'not-found') return sendApiError(reply, 404, 'Profile not found');
    if (outcome.kind === 'refused')
      return sendApiError(reply, 409, phoneNotificationsUpdateFailed(PHONE_FAILURE_TEXTS[outcome.reason]), {
        reason: outcome.reason,
        field: 'enablePhoneNotifications',
      });
    return outcome.profile;
  });

  /** The learner's own name, as boards and the menu show it. */
  app.patch('/api/profile/display-name', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const update = displayNameUpdateSchema.safeParse(request.body);
    if (!update.success)
      return sendApiError(
        reply,
        400,
        'Invalid display name: use 1 to 50 characters, without line breaks or tabs',
        { field: 'displayName' },
      );
    const renamed = await displayNames.rename(user.uid, update.data.displayName);
    if (!renamed) return sendApiError(reply, 404, 'Profile not found');
    return reply.header('Cache-Control', 'no-store').send(renamed);
  });
}
