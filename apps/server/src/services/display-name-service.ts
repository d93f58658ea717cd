import type { UserProfile } from '@abhyas/domain';
import type { Db } from '../db/database.ts';
import type { UserStore } from '../stores/user-store.ts';

/**
 * A learner renames themselves from the profile. The users row holds the name every screen
 * shows (the SQL boards read it from there); the built-in provider's account takes the same
 * name, in the same transaction, so its next ID token agrees; and the boards' copy in Redis
 * follows through `profileChanged`.
 */
export function createDisplayNameService(deps: {
  db: Db;
  users: (db: Db) => UserStore;
  /** Renames the learner's account at the built-in provider, when it runs. */
  renameProviderAccount?: ((trx: Db, uid: string, name: string) => Promise<void>) | undefined;
  profileChanged?: ((uid: string) => Promise<void>) | undefined;
}) {
  return {
    /** `displayName` already passed displayNameSchema (trimmed, 1-50, no control characters). */
    async rename(uid: string, displayName: string): Promise<UserProfile | undefined> {
      const profile = await deps.db.transaction().execute(async (trx) => {
        const renamed = await deps.users(trx).setDisplayName(uid, displayName);
        if (renamed) await deps.renameProviderAccount?.(trx, uid, displayName);
        return renamed;
      });
      // The boards catch up at the learner's next sync anyway: a Redis hiccup must not undo a rename.
      if (profile) await deps.profileChanged?.(uid).catch(() => undefined);
      return profile;
    },
  };
}

export type DisplayNameService = ReturnType<typeof createDisplayNameService>;
