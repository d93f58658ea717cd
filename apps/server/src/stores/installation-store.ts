import type { Db } from '../db/database.ts';

/** SQL for the installation's own row (migration 0010). */
export function createInstallationStore(db: Db) {
  return {
    /** The key of the built-in provider's identities: the same whatever URL the server runs under. */
    async builtInProviderId(): Promise<string> {
      const row = await db.selectFrom('installation').select('builtInProviderId').executeTakeFirstOrThrow();
      return row.builtInProviderId;
    },
  };
}
