import type { Db } from '../db/database.ts';
import type { MailOutboxTable } from '../db/schema.ts';

/** An email as the outbox lists it. */
export interface OutboxMail {
  readonly id: string;
  readonly userUid: string | null;
  readonly toAddress: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  readonly transport: MailOutboxTable['transport'];
  readonly status: MailOutboxTable['status'];
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

/** How long a message is kept: past its use (a link lives a day), and not forever (personal data). */
export const MAIL_OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** SQL for mail_outbox: every email sent or kept (migration 0020). */
export function createMailOutboxStore(db: Db) {
  return {
    async add(message: {
      userUid: string | null;
      toAddress: string;
      kind: string;
      subject: string;
      body: string;
      transport: MailOutboxTable['transport'];
      status: MailOutboxTable['status'];
      now: Date;
    }): Promise<string> {
      const row = await db
        .insertInto('mailOutbox')
        .values({
          userUid: message.userUid,
          toAddress: message.toAddress,
          kind: message.kind,
          subject: message.subject,
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
      outcome: { status: 'sent' | 'failed'; lastError: string | null; at: Date },
    ): Promise<void> {
      await db
        .updateTable('mailOutbox')
        .set({
          status: outcome.status,
          lastError: outcome.lastError,
          sentAt: outcome.status === 'sent' ? outcome.at : null,
        })
        .where('id', '=', id as never)
        .execute();
    },

    /** Deletes messages older than MAIL_OUTBOX_KEEP_MS; returns how many. */
    async prune(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('mailOutbox')
        .where('createdAt', '<', new Date(now.getTime() - MAIL_OUTBOX_KEEP_MS))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The newest messages first, for `npm run outbox`. */
    async newest(limit: number, toAddress?: string): Promise<OutboxMail[]> {
      let query = db.selectFrom('mailOutbox').selectAll().orderBy('id', 'desc').limit(limit);
      if (toAddress) query = query.where('toAddress', '=', toAddress);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, id: String(row.id) }) as OutboxMail);
    },

    /** "Download my data": the emails sent to the learner, without their texts (links, long used). */
    async exportOf(uid: string) {
      const rows = await db
        .selectFrom('mailOutbox')
        .select(['kind', 'toAddress', 'status', 'createdAt', 'sentAt'])
        .where('userUid', '=', uid)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        kind: row.kind,
        to: row.toAddress,
        status: row.status,
        createdAt: (row.createdAt as Date).toISOString(),
        sentAt: row.sentAt ? (row.sentAt as Date).toISOString() : null,
      }));
    },
  };
}

export type MailOutboxStore = ReturnType<typeof createMailOutboxStore>;
