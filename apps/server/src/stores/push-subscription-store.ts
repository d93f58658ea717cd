import type { Db } from '../db/database.ts';

/** A device's subscription as the sender needs it. */
export interface StoredPushSubscription {
  readonly id: string;
  readonly userUid: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly browser: string | null;
  readonly os: string | null;
  readonly createdAt: Date;
}

/** SQL for push_subscriptions (migration 0017). */
export function createPushSubscriptionStore(db: Db) {
  const columns = ['id', 'userUid', 'endpoint', 'p256dh', 'auth', 'browser', 'os', 'createdAt'] as const;
  const toStored = (row: {
    id: string;
    userUid: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    browser: string | null;
    os: string | null;
    createdAt: Date;
  }): StoredPushSubscription => ({ ...row, id: String(row.id) });
  return {
    /**
     * Keeps the device's subscription for the learner. The endpoint names the browser: subscribing
     * it again, or for another account after a sign-out, replaces the row (one owner per device).
     */
    async save(subscription: Omit<StoredPushSubscription, 'id' | 'createdAt'> & { now: Date }) {
      const { now, ...values } = subscription;
      const row = await db
        .insertInto('pushSubscriptions')
        .values({ ...values, createdAt: now })
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet({
            userUid: values.userUid,
            p256dh: values.p256dh,
            auth: values.auth,
            browser: values.browser,
            os: values.os,
            createdAt: now,
          }),
        )
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toStored(row);
    },

    async listOf(userUid: string): Promise<StoredPushSubscription[]> {
      const rows = await db
        .selectFrom('pushSubscriptions')
        .select(columns)
        .where('userUid', '=', userUid)
        .orderBy('id')
        .execute();
      return rows.map(toStored);
    },

    /** Removes one of the learner's subscriptions; false when the learner has none by that id. */
    async remove(userUid: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pushSubscriptions')
        .where('userUid', '=', userUid)
        .where('id', '=', id as never)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** A push service said the subscription is gone (404, 410): no more sends to it. */
    async forget(id: string): Promise<void> {
      await db
        .deleteFrom('pushSubscriptions')
        .where('id', '=', id as never)
        .execute();
    },

    async recordSent(id: string, at: Date): Promise<void> {
      await db
        .updateTable('pushSubscriptions')
        .set({ lastSentAt: at })
        .where('id', '=', id as never)
        .execute();
    },

    /** For "Download my data": the devices, never the keys. */
    async exportOf(userUid: string) {
      const rows = await db
        .selectFrom('pushSubscriptions')
        .select(['id', 'browser', 'os', 'createdAt'])
        .where('userUid', '=', userUid)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        browser: row.browser,
        os: row.os,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type PushSubscriptionStore = ReturnType<typeof createPushSubscriptionStore>;
