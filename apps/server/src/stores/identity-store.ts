import type { Db } from '../db/database.ts';

/** SQL for identities: which uid an identity provider's (issuer, subject) belongs to. */
export function createIdentityStore(db: Db) {
  return {
    async findUid(issuer: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('identities')
        .select('uid')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.uid;
    },

    /** The subjects `uid` signs in as at `issuer`. */
    async subjectsOf(uid: string, issuer: string): Promise<string[]> {
      const rows = await db
        .selectFrom('identities')
        .select('subject')
        .where('uid', '=', uid)
        .where('issuer', '=', issuer)
        .execute();
      return rows.map((row) => row.subject);
    },

    /** Links the identity to uid unless it is linked already; returns the uid it is linked to. */
    async link(issuer: string, subject: string, uid: string): Promise<string> {
      await db
        .insertInto('identities')
        .values({ issuer, subject, uid })
        .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
        .execute();
      const linked = await this.findUid(issuer, subject);
      if (!linked) throw new Error('identity vanished after linking');
      return linked;
    },
  };
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;
