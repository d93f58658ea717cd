import { timeZoneUpdateSchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { LearnerTimeZones } from '../services/learner-settings.ts';

export const INVALID_TIME_ZONE = 'Invalid time zone';
export const PROFILE_NOT_FOUND = 'Profile not found';

/** The learner's time zone, as their browser reports it: reminders follow it (issue 22). */
export function registerTimeZoneRoute(app: FastifyInstance, timeZones: LearnerTimeZones): void {
  // Kept in the users row (gone with it); "Download my data" shows it.
  app.auth.accountData.addSection({ name: 'timeZone', export: (uid) => timeZones.timeZoneOf(uid) });
  // The reminders sent, gone with the users row (a cascade).
  app.auth.accountData.addSection({
    name: 'notificationsSent',
    export: (uid) => timeZones.notificationsSentTo(uid),
  });
  app.put('/api/profile/time-zone', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = timeZoneUpdateSchema.safeParse(request.body);
    if (!body.success) return sendApiError(reply, 400, INVALID_TIME_ZONE, { field: 'timeZone' });
    if (!(await timeZones.setTimeZone(user.uid, body.data.timeZone)))
      return sendApiError(reply, 404, PROFILE_NOT_FOUND);
    return reply.code(204).send();
  });
}
