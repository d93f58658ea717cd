import { sql } from 'kysely';
import { type Db, preparedStatement } from '../db/database.ts';

export interface StoredSession {
  readonly id: string;
  readonly uid: string;
  /** When the learner signed in: the absolute lifetime and "a fresh sign-in" count from here. */
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
}

/** A session as the learner's device list shows it. */
export interface ListedSession {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly userAgent: string | null;
}

/** What a sessions row keeps of a User-Agent header at most. */
export const MAX_STORED_USER_AGENT = 512;

/** Every signed-in request asks this (unless the session cache answers). */
const findActiveSession = preparedStatement(
  'session-find-active',
  (args: {
    id: string;
    now: Date;
  }) => sql<StoredSession>`select id, uid, created_at, expires_at, last_seen_at from sessions
    where id = ${args.id}::text and expires_at > ${args.now}::timestamptz`,
);

/** SQL for the sessions table; `id` is always the hash of a cookie token, never the token. */
export function createSessionStore(db: Db) {
  return {
    async insert(session: {
      id: string;
      uid: string;
      expiresAt: Date;
      now: Date;
      userAgent?: string | undefined;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          uid: session.uid,
          createdAt: session.now,
          lastSeenAt: session.now,
          expiresAt: session.expiresAt,
          userAgent: session.userAgent?.slice(0, MAX_STORED_USER_AGENT) ?? null,
        })
        .execute();
    },

    async findActive(id: string, now: Date): Promise<StoredSession | undefined> {
      const { rows } = await findActiveSession.execute(db, { id, now });
      return rows[0];
    },

    /** The learner's sessions still valid at `now` and signed in after `signedInSince`, newest first. */
    async listActive(uid: string, now: Date, signedInSince: Date): Promise<ListedSession[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'createdAt', 'lastSeenAt', 'userAgent'])
        .where('uid', '=', uid)
        .where('expiresAt', '>', now)
        .where('createdAt', '>', signedInSince)
        .orderBy('createdAt', 'desc')
        .limit(100)
        .execute();
    },

    async extend(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db.updateTable('sessions').set({ expiresAt, lastSeenAt: now }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteAllOf(uid: string): Promise<void> {
      await db.deleteFrom('sessions').where('uid', '=', uid).execute();
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
