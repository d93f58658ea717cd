import { randomBytes } from 'node:crypto';
import { passwordWeakness } from '@abhyas/domain';
import type { IdentityProviderStore, IdpAccount } from '../stores/identity-provider-store.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash.ts';

/**
 * What a sign-up gives the form, the same in shape for a new address and a known one: the id of
 * the account the learner may continue as. For a known address whose password did not match it is
 * an id that names no account, so continuing leads to "Email or password is incorrect".
 */
export type RegisterResult =
  | { readonly ok: true; readonly continueAs: string }
  | { readonly ok: false; readonly reason: 'too-short' | 'too-common' };

const newAccountId = () => randomBytes(16).toString('hex');

/** The built-in provider's accounts: creation with a strength rule, and password checks. */
export function createIdpAccountService(store: IdentityProviderStore) {
  /** One password hash's work (scrypt at the stored cost) whether or not the email has an account. */
  async function continueAsExisting(account: IdpAccount, password: string): Promise<string> {
    return (await verifyPassword(password, account.passwordHash)) ? account.id : newAccountId();
  }

  return {
    /**
     * A sign-up. A new address gets its account; a known one is left as it is (no second account,
     * no new password, nobody signed in to it), and the learner may continue into it only with its
     * own password. Both cost one password hash, so neither the answer nor its timing tells which.
     */
    async register(input: { name: string; email: string; password: string }): Promise<RegisterResult> {
      const weakness = passwordWeakness(input.password, input.email);
      if (weakness) return { ok: false, reason: weakness };
      const existing = await store.findAccountByEmail(input.email);
      if (existing) return { ok: true, continueAs: await continueAsExisting(existing, input.password) };
      const account: IdpAccount = {
        id: newAccountId(),
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
      };
      if (await store.insertAccount(account)) return { ok: true, continueAs: account.id };
      // Someone else took the address in between: answer as for any known address.
      const taken = await store.findAccountByEmail(input.email);
      return {
        ok: true,
        continueAs: taken ? await continueAsExisting(taken, input.password) : newAccountId(),
      };
    },

    /** The account when the password matches; the same work is done for unknown emails. */
    async verify(email: string, password: string): Promise<IdpAccount | undefined> {
      const account = await store.findAccountByEmail(email);
      const matches = await verifyPassword(password, account?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
      return account && matches ? account : undefined;
    },

    find: (id: string) => store.findAccount(id),
  };
}

export type IdpAccountService = ReturnType<typeof createIdpAccountService>;
