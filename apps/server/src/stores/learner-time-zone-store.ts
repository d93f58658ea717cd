import type { Db } from '../db/database.ts';

/** The learner's time zone as their browser reports it (users.time_zone), and what was sent by it. */
export function createLearnerTimeZoneStore(db: Db) {
  return {
    async timeZoneOf(uid: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('timeZone').where('uid', '=', uid).executeTakeFirst();
      return row?.timeZone ?? null;
    },

    /** False when the learner has no users row. */
    async setTimeZone(uid: string, timeZone: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ timeZone })
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The reminders sent (kind, period, when, by which channels), for "Download my data". */
    async notificationsSentTo(uid: string) {
      const rows = await db
        .selectFrom('notificationDeliveries')
        .select(['kind', 'period', 'sentAt', 'channels'])
        .where('userUid', '=', uid)
        .where('sentAt', 'is not', null)
        .orderBy('sentAt')
        .execute();
      return rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null }));
    },
  };
}

export type LearnerTimeZoneStore = ReturnType<typeof createLearnerTimeZoneStore>;
