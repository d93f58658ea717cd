import { timeZoneUpdateSchema } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { Db } from '../db/database.ts';

export const INVALID_TIME_ZONE = 'Invalid time zone';
export const PROFILE_NOT_FOUND = 'Profile not found';

/** The learner's time zone, as their browser reports it: reminders follow it (issue 22). */
export function registerTimeZoneRoute(app: FastifyInstance, db: Db): void {
  // Kept in the users row (gone with it); "Download my data" shows it.
  app.auth.accountData.addSection({
    name: 'timeZone',
    export: async (uid) =>
      (await db.selectFrom('users').select('timeZone').where('uid', '=', uid).executeTakeFirst())?.timeZone ??
      null,
  });
  // The reminders sent (kind, period, when, by which channels), gone with the users row (a cascade).
  app.auth.accountData.addSection({
    name: 'notificationsSent',
    export: async (uid) =>
      (
        await db
          .selectFrom('notificationDeliveries')
          .select(['kind', 'period', 'sentAt', 'channels'])
          .where('userUid', '=', uid)
          .where('sentAt', 'is not', null)
          .orderBy('sentAt')
          .execute()
      ).map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null })),
  });
  app.put('/api/profile/time-zone', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const body = timeZoneUpdateSchema.safeParse(request.body);
    if (!body.success) return sendApiError(reply, 400, INVALID_TIME_ZONE, { field: 'timeZone' });
    const result = await db
      .updateTable('users')
      .set({ timeZone: body.data.timeZone })
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return sendApiError(reply, 404, PROFILE_NOT_FOUND);
    return reply.code(204).send();
  });
}
