import type { UserProfile } from '@abhyas/domain';
import type { SessionService } from '../auth/session-service.ts';
import type { Db } from '../db/database.ts';
import type { UserStore } from '../stores/user-store.ts';

/**
 * A part of a learner's data kept outside the users row (answers, progress, leaderboard
 * entries). Whoever adds such data registers a section at start-up with
 * `app.auth.accountData.addSection(...)`, so "Download my data" includes it and
 * "Delete my account" erases it.
 *
 * Tables that reference users(uid) ON DELETE CASCADE are erased with the users row anyway;
 * `erase` is for what a cascade cannot reach (Redis sorted sets, files).
 */
export interface AccountDataSection {
  readonly name: string;
  export(uid: string): Promise<unknown>;
  erase?(uid: string): Promise<void>;
}

export interface AccountExport {
  readonly exportedAt: string;
  readonly profile: UserProfile;
  readonly [section: string]: unknown;
}

/** The learner's rights under India's DPDP Act and the GDPR: a copy of their data, and erasure. */
export function createAccountService(deps: {
  users: UserStore;
  sessions: SessionService;
  /**
   * Erases the learner's account at the built-in provider (email, name, password hash, grants,
   * sessions) in the transaction that deletes the learner, so neither outlives the other.
   */
  eraseProviderAccount?: ((trx: Db, uid: string) => Promise<void>) | undefined;
}) {
  const sections: AccountDataSection[] = [];

  return {
    addSection(section: AccountDataSection): void {
      if (sections.some((existing) => existing.name === section.name || section.name === 'profile')) {
        throw new Error(`account data section ${section.name} is registered twice`);
      }
      sections.push(section);
    },

    async export(uid: string, now: Date = new Date()): Promise<AccountExport | undefined> {
      const profile = await deps.users.find(uid);
      if (!profile) return undefined;
      const parts = await Promise.all(
        sections.map(async (section) => [section.name, await section.export(uid)]),
      );
      return { exportedAt: now.toISOString(), profile, ...Object.fromEntries(parts) };
    },

    /**
     * Erases every registered section, then in one transaction the provider account and the users
     * row (cascading to sessions, identities, answers…).
     */
    async delete(uid: string): Promise<boolean> {
      for (const section of sections) await section.erase?.(uid);
      await deps.sessions.revokeAllOf(uid);
      const eraseProviderAccount = deps.eraseProviderAccount;
      return deps.users.delete(uid, eraseProviderAccount && ((trx) => eraseProviderAccount(trx, uid)));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
