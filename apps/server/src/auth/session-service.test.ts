import { describe, expect, it } from 'vitest';
import type { SessionStore, StoredSession } from '../stores/session-store.ts';
import { createSessionService } from './session-service.ts';

/** The sessions table in memory, counting the lookups that reach it. */
function memorySessionStore() {
  const rows = new Map<string, StoredSession>();
  const store = {
    lookups: 0,
    async insert(session: { id: string; uid: string; expiresAt: Date; now: Date; userAgent?: string }) {
      rows.set(session.id, {
        id: session.id,
        uid: session.uid,
        createdAt: session.now,
        expiresAt: session.expiresAt,
        lastSeenAt: session.now,
      });
    },
    async listActive(uid: string, now: Date, signedInSince: Date) {
      return [...rows.values()]
        .filter((row) => row.uid === uid && row.expiresAt > now && row.createdAt > signedInSince)
        .map((row) => ({
          id: row.id,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          userAgent: null,
        }));
    },
    row: (id: string) => rows.get(id),
    async findActive(id: string, now: Date) {
      store.lookups += 1;
      const row = rows.get(id);
      return row && row.expiresAt > now ? row : undefined;
    },
    async extend(id: string, expiresAt: Date, now: Date) {
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, expiresAt, lastSeenAt: now });
    },
    async delete(id: string) {
      rows.delete(id);
    },
    async deleteAllOf(uid: string) {
      for (const [id, row] of rows) if (row.uid === uid) rows.delete(id);
    },
    async deleteExpired() {
      return 0;
    },
  };
  return store satisfies SessionStore;
}

function setUp() {
  const store = memorySessionStore();
  let ms = 1_000_000;
  const clock = { now: () => ms };
  const service = createSessionService(store, { cacheMs: 5_000, clock });
  return { store, service, advance: (by: number) => (ms += by) };
}

describe('session service cache', () => {
  it('answers repeated requests of one session from memory for cacheMs, then asks SQL again', async () => {
    const { store, service, advance } = setUp();
    const { token } = await service.start('asha');
    for (let request = 0; request < 5; request += 1)
      expect((await service.resolve(token))?.user.uid).toBe('asha');
    expect(store.lookups).toBe(1);
    advance(5_001);
    expect((await service.resolve(token))?.user.uid).toBe('asha');
    expect(store.lookups).toBe(2);
  });

  it('refuses a session at once after sign-out, and every session of a deleted account', async () => {
    const { service } = setUp();
    const phone = await service.start('ravi');
    const laptop = await service.start('ravi');
    const other = await service.start('meena');
    for (const session of [phone, laptop, other]) expect(await service.resolve(session.token)).toBeDefined();

    await service.revoke(phone.sessionId);
    expect(await service.resolve(phone.token)).toBeUndefined();
    expect(await service.resolve(laptop.token)).toBeDefined();

    await service.revokeAllOf('ravi');
    expect(await service.resolve(laptop.token)).toBeUndefined();
    expect((await service.resolve(other.token))?.user.uid).toBe('meena');
  });

  it('does not remember a token that has no session', async () => {
    const { store, service } = setUp();
    expect(await service.resolve('no-such-token')).toBeUndefined();
    expect(await service.resolve('no-such-token')).toBeUndefined();
    expect(store.lookups).toBe(2);
  });
});

describe('session lifetime', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const signedIn = new Date('2026-01-01T08:00:00Z');
  const at = (days: number) => new Date(signedIn.getTime() + days * DAY);

  it('refuses a session older than the absolute lifetime although it was used the day before', async () => {
    const store = memorySessionStore();
    const service = createSessionService(store, { cacheMs: 0, lifetimeMs: 90 * DAY });
    const { token, sessionId } = await service.start('asha', signedIn);
    for (let day = 1; day <= 89; day += 1)
      expect(await service.resolve(token, at(day)), `day ${day}`).toBeDefined();
    expect(store.row(sessionId)?.expiresAt.getTime()).toBeLessThanOrEqual(at(90).getTime());
    expect(await service.resolve(token, at(90.01))).toBeUndefined();
  });

  it('ends a session made before the lifetime existed, whose stored expiry runs later', async () => {
    const store = memorySessionStore();
    const service = createSessionService(store, { cacheMs: 0, lifetimeMs: 90 * DAY });
    const { token, sessionId } = await service.start('ravi', signedIn);
    await store.extend(sessionId, at(119), at(89));
    expect(await service.resolve(token, at(100))).toBeUndefined();
  });

  it('still ends a session unused for 30 days within the lifetime', async () => {
    const service = createSessionService(memorySessionStore(), { cacheMs: 0, lifetimeMs: 90 * DAY });
    const { token } = await service.start('meena', signedIn);
    expect(await service.resolve(token, at(29))).toBeDefined();
    expect(await service.resolve(token, at(59.5))).toBeUndefined();
  });

  it('tells when the session’s sign-in happened', async () => {
    const service = createSessionService(memorySessionStore(), { cacheMs: 0 });
    const { token } = await service.start('kabir', signedIn);
    expect((await service.resolve(token, at(1)))?.user.signedInAt).toEqual(signedIn);
  });
});
