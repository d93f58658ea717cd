import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface IdpAccount {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  /** When a link proved the email (migration 0020); only findAccount reads it. */
  readonly emailVerifiedAt?: Date | null;
}

/** SQL for the built-in provider: its accounts and its protocol records. */
export function createIdentityProviderStore(db: Db) {
  return {
    async findAccountByEmail(email: string): Promise<IdpAccount | undefined> {
      return db
        .selectFrom('idpAccounts')
        .select(['id', 'email', 'name', 'passwordHash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },

    async findAccount(id: string): Promise<IdpAccount | undefined> {
      return db
        .selectFrom('idpAccounts')
        .select(['id', 'email', 'name', 'passwordHash', 'emailVerifiedAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The name the provider's ID token claims at the next sign-in. */
    async renameAccounts(accountIds: readonly string[], name: string): Promise<void> {
      if (accountIds.length === 0) return;
      await db.updateTable('idpAccounts').set({ name }).where('id', 'in', accountIds).execute();
    },

    /** Inserts the account; false when the email is taken. */
    async insertAccount(account: IdpAccount): Promise<boolean> {
      const result = await db
        .insertInto('idpAccounts')
        .values(account)
        // The unique index is on lower(email); any conflict can only be that one.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async upsertRecord(record: {
      kind: string;
      id: string;
      payload: Record<string, unknown>;
      grantId: string | null;
      userCode: string | null;
      uid: string | null;
      expiresAt: Date | null;
    }): Promise<void> {
      const values = {
        ...record,
        payload: JSON.stringify(record.payload) as unknown as Record<string, unknown>,
      };
      await db
        .insertInto('idpRecords')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['kind', 'id']).doUpdateSet({
            payload: values.payload,
            grantId: values.grantId,
            userCode: values.userCode,
            uid: values.uid,
            expiresAt: values.expiresAt,
          }),
        )
        .execute();
    },

    async findRecord(
      kind: string,
      by: 'id' | 'userCode' | 'uid',
      value: string,
      now: Date,
    ): Promise<Record<string, unknown> | undefined> {
      // Read as text: the CamelCasePlugin would otherwise rename the keys inside the JSON.
      const row = await db
        .selectFrom('idpRecords')
        .select(sql<string>`payload::text`.as('payload'))
        .where('kind', '=', kind)
        .where(by, '=', value)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .executeTakeFirst();
      return row ? (JSON.parse(row.payload) as Record<string, unknown>) : undefined;
    },

    async markConsumed(kind: string, id: string, at: Date): Promise<void> {
      await db
        .updateTable('idpRecords')
        .set((eb) => ({
          payload: eb.fn('jsonb_set', [
            'payload',
            eb.val('{consumed}'),
            eb.val(JSON.stringify(Math.floor(at.getTime() / 1000))),
          ]),
        }))
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    },

    async deleteRecord(kind: string, id: string): Promise<void> {
      await db.deleteFrom('idpRecords').where('kind', '=', kind).where('id', '=', id).execute();
    },

    async deleteRecordsOfGrant(grantId: string): Promise<void> {
      await db.deleteFrom('idpRecords').where('grantId', '=', grantId).execute();
    },

    /** Ends the provider's own sessions (its "still signed in" on a device) of these accounts. */
    async deleteSessionsOfAccounts(accountIds: readonly string[]): Promise<void> {
      if (accountIds.length === 0) return;
      await db
        .deleteFrom('idpRecords')
        .where('kind', '=', 'Session')
        .where(sql<string>`payload->>'accountId'`, 'in', accountIds)
        .execute();
    },

    /**
     * Deletes the provider accounts with everything that names them: sessions, grants, tokens,
     * codes, and interactions in progress. Run inside the transaction deleting the learner.
     */
    async deleteAccounts(accountIds: readonly string[]): Promise<void> {
      if (accountIds.length === 0) return;
      await db
        .deleteFrom('idpRecords')
        .where((eb) =>
          eb.or([
            eb(sql<string>`payload->>'accountId'`, 'in', accountIds),
            eb(sql<string>`payload#>>'{session,accountId}'`, 'in', accountIds),
            eb(sql<string>`payload#>>'{result,login,accountId}'`, 'in', accountIds),
          ]),
        )
        .execute();
      await db.deleteFrom('idpAccounts').where('id', 'in', accountIds).execute();
    },

    async deleteExpiredRecords(now: Date): Promise<void> {
      await db.deleteFrom('idpRecords').where('expiresAt', '<=', now).execute();
    },
  };
}

export type IdentityProviderStore = ReturnType<typeof createIdentityProviderStore>;
