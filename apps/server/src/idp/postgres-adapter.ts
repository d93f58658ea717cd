import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdentityProviderStore } from '../stores/identity-provider-store.ts';

/**
 * oidc-provider's storage contract backed by PostgreSQL, so a sign-in started on one server copy
 * can finish on another and survives a restart.
 */
export function postgresAdapterFactory(store: IdentityProviderStore) {
  return (kind: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      await store.upsertRecord({
        kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    },
    async find(id: string) {
      return (await store.findRecord(kind, 'id', id, new Date())) as AdapterPayload | undefined;
    },
    async findByUserCode(userCode: string) {
      return (await store.findRecord(kind, 'userCode', userCode, new Date())) as AdapterPayload | undefined;
    },
    async findByUid(uid: string) {
      return (await store.findRecord(kind, 'uid', uid, new Date())) as AdapterPayload | undefined;
    },
    async consume(id: string) {
      await store.markConsumed(kind, id, new Date());
    },
    async destroy(id: string) {
      await store.deleteRecord(kind, id);
    },
    async revokeByGrantId(grantId: string) {
      await store.deleteRecordsOfGrant(grantId);
    },
  });
}
