import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The built-in provider's account a learner signs in with, and whether its email is proved. */
export interface BuiltInAccount {
  readonly id: string;
  readonly email: string;
  readonly verified: boolean;
}

export type LinkUse =
  | { readonly kind: 'verified'; readonly uid: string }
  | { readonly kind: 'expired' }
  | { readonly kind: 'unknown' };

/** SQL for email_verification_tokens and the built-in provider's email_verified_at (migration 0020). */
export function createEmailVerificationStore(db: Db) {
  return {
    /** The learner's account at the built-in provider (`issuer`: its id), if they sign in with one. */
    async builtInAccountOf(uid: string, issuer: string): Promise<BuiltInAccount | undefined> {
      const row = await db
        .selectFrom('identities')
        .innerJoin('idpAccounts', 'idpAccounts.id', 'identities.subject')
        .select(['idpAccounts.id', 'idpAccounts.email', 'idpAccounts.emailVerifiedAt'])
        .where('identities.uid', '=', uid)
        .where('identities.issuer', '=', issuer)
        .orderBy('idpAccounts.createdAt')
        .executeTakeFirst();
      return row ? { id: row.id, email: row.email, verified: row.emailVerifiedAt !== null } : undefined;
    },

    /** Keeps the learner's one live link, replacing any earlier one. */
    async saveToken(
      uid: string,
      token: { email: string; tokenHash: string; sentAt: Date; expiresAt: Date },
    ): Promise<void> {
      await db
        .insertInto('emailVerificationTokens')
        .values({ userUid: uid, ...token })
        .onConflict((conflict) =>
          conflict.column('userUid').doUpdateSet({
            email: token.email,
            tokenHash: token.tokenHash,
            sentAt: token.sentAt,
            expiresAt: token.expiresAt,
          }),
        )
        .execute();
    },

    /**
     * Uses a link: its row is deleted whatever happens (used once), and a live one marks the
     * address it was sent to verified, at the built-in provider and on the profile, in one
     * transaction.
     */
    async use(tokenHash: string, now: Date): Promise<LinkUse> {
      return db.transaction().execute(async (trx) => {
        const token = await trx
          .deleteFrom('emailVerificationTokens')
          .where('tokenHash', '=', tokenHash)
          .returning(['userUid', 'email', 'expiresAt'])
          .executeTakeFirst();
        if (!token) return { kind: 'unknown' };
        if ((token.expiresAt as Date).getTime() <= now.getTime()) return { kind: 'expired' };
        const email = token.email.toLowerCase();
        await trx
          .updateTable('idpAccounts')
          .set({ emailVerifiedAt: now })
          .where(sql<string>`lower(email)`, '=', email)
          .where('emailVerifiedAt', 'is', null)
          .where('id', 'in', (eb) =>
            eb.selectFrom('identities').select('subject').where('uid', '=', token.userUid),
          )
          .execute();
        await trx
          .updateTable('users')
          .set({ emailVerified: true })
          .where('uid', '=', token.userUid)
          .where(sql<string>`lower(email)`, '=', email)
          .execute();
        return { kind: 'verified', uid: token.userUid };
      });
    },
  };
}

export type EmailVerificationStore = ReturnType<typeof createEmailVerificationStore>;
