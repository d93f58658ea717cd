import type { Db } from '../db/database.ts';
import type { SmsOutboxTable } from '../db/schema.ts';

/** A message as the outbox lists it. */
export interface OutboxMessage {
  readonly id: string;
  readonly userUid: string | null;
  readonly toNumber: string;
  readonly kind: string;
  readonly body: string;
  readonly transport: SmsOutboxTable['transport'];
  readonly status: SmsOutboxTable['status'];
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

/** How long a message is kept: past its use, and not forever (the numbers are personal data). */
export const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** SQL for sms_outbox: every SMS sent or kept (migration 0014). */
export function createSmsOutboxStore(db: Db) {
  return {
    async add(message: {
      userUid: string | null;
      toNumber: string;
      kind: string;
      body: string;
      transport: SmsOutboxTable['transport'];
      status: SmsOutboxTable['status'];
      now: Date;
    }): Promise<string> {
      const row = await db
        .insertInto('smsOutbox')
        .values({
          userUid: message.userUid,
          toNumber: message.toNumber,
          kind: message.kind,
          body: message.body,
          transport: message.transport,
          status: message.status,
          createdAt: message.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    async recordDelivery(
      id: string,
      outcome: { status: 'sent' | 'failed'; attempts: number; lastError: string | null; at: Date },
    ): Promise<void> {
      await db
        .updateTable('smsOutbox')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          lastError: outcome.lastError,
          sentAt: outcome.status === 'sent' ? outcome.at : null,
        })
        .where('id', '=', id as never)
        .execute();
    },

    /** Deletes messages older than OUTBOX_KEEP_MS; returns how many. */
    async prune(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('smsOutbox')
        .where('createdAt', '<', new Date(now.getTime() - OUTBOX_KEEP_MS))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The newest messages first, for `npm run outbox`. */
    async newest(limit: number, toNumber?: string): Promise<OutboxMessage[]> {
      let query = db.selectFrom('smsOutbox').selectAll().orderBy('id', 'desc').limit(limit);
      if (toNumber) query = query.where('toNumber', '=', toNumber);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, id: String(row.id) }) as OutboxMessage);
    },

    /** "Download my data": the messages sent to the learner, without their texts (codes, long used). */
    async exportOf(uid: string) {
      const rows = await db
        .selectFrom('smsOutbox')
        .select(['kind', 'toNumber', 'status', 'createdAt', 'sentAt'])
        .where('userUid', '=', uid)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        to: row.toNumber,
        status: row.status,
        createdAt: (row.createdAt as Date).toISOString(),
        sentAt: row.sentAt ? (row.sentAt as Date).toISOString() : null,
      }));
    },
  };
}

export type SmsOutboxStore = ReturnType<typeof createSmsOutboxStore>;
