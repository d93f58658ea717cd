import { randomBytes } from 'node:crypto';
import { passwordWeakness } from '@abhyas/domain';
import type { IdentityProviderStore, IdpAccount } from '../stores/identity-provider-store.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash.ts';

export type CreateAccountResult =
  | { readonly ok: true; readonly account: IdpAccount }
  | { readonly ok: false; readonly reason: 'email-taken' | 'too-short' | 'too-common' };

/** The built-in provider's accounts: creation with a strength rule, and password checks. */
export function createIdpAccountService(store: IdentityProviderStore) {
  return {
    async create(input: { name: string; email: string; password: string }): Promise<CreateAccountResult> {
      const weakness = passwordWeakness(input.password, input.email);
      if (weakness) return { ok: false, reason: weakness };
      if (await store.findAccountByEmail(input.email)) return { ok: false, reason: 'email-taken' };
      const account: IdpAccount = {
        id: randomBytes(16).toString('hex'),
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
      };
      const inserted = await store.insertAccount(account);
      return inserted ? { ok: true, account } : { ok: false, reason: 'email-taken' };
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
