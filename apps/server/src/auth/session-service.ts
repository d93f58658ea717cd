import { SESSION_MAX_AGE_MS, SESSION_REFRESH_INTERVAL_MS } from '@abhyas/domain';
import { LRUCache } from 'lru-cache';
import type { SessionStore, StoredSession } from '../stores/session-store.ts';
import { newSessionToken, sessionIdOf } from './session-token.ts';
import type { SessionUser } from './session-user.ts';

export interface ResolvedSession {
  readonly user: SessionUser;
  /** True when the expiry moved forward and the cookie should be sent again. */
  readonly refreshed: boolean;
}

export interface SessionServiceOptions {
  /**
   * How long a session read from the database answers this process's requests without asking
   * again (ms; 0 turns the cache off). Signing out or deleting the account here forgets it at
   * once; another server process of the same deployment may honour a revoked session this
   * long.
   */
  readonly cacheMs?: number;
  /** Sessions kept at most (least recently used go first). */
  readonly cacheSize?: number;
  /** The cache's clock (ms); tests move it by hand. */
  readonly clock?: { now(): number };
}

/** Sessions' rules: a new id at every sign-in, 30-day sliding expiry, revocation. */
export function createSessionService(
  sessions: SessionStore,
  { cacheMs = 5_000, cacheSize = 50_000, clock }: SessionServiceOptions = {},
) {
  // Every signed-in request resolves its session: most are answered here, not by SQL.
  const recent =
    cacheMs > 0
      ? new LRUCache<string, StoredSession>({
          max: cacheSize,
          ttl: cacheMs,
          ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
        })
      : undefined;

  async function findActive(id: string, now: Date): Promise<StoredSession | undefined> {
    const cached = recent?.get(id);
    if (cached && cached.expiresAt > now) return cached;
    const session = await sessions.findActive(id, now);
    if (session) recent?.set(id, session);
    else recent?.delete(id);
    return session;
  }

  /** After the rows are gone, so a lookup that read them just before cannot cache them again. */
  function forget(matches: (id: string, session: StoredSession) => boolean): void {
    for (const [id, session] of recent?.entries() ?? []) if (matches(id, session)) recent?.delete(id);
  }

  return {
    /** Starts a new session (never reuses one, so a planted cookie cannot be fixated); returns its token. */
    async start(uid: string, now: Date = new Date()): Promise<{ token: string; sessionId: string }> {
      const token = newSessionToken();
      const sessionId = sessionIdOf(token);
      await sessions.insert({
        id: sessionId,
        uid,
        now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
      });
      return { token, sessionId };
    },

    async resolve(token: string, now: Date = new Date()): Promise<ResolvedSession | undefined> {
      const session = await findActive(sessionIdOf(token), now);
      if (!session) return undefined;
      const refreshed = now.getTime() - session.lastSeenAt.getTime() >= SESSION_REFRESH_INTERVAL_MS;
      if (refreshed) {
        const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
        await sessions.extend(session.id, expiresAt, now);
        recent?.set(session.id, { ...session, expiresAt, lastSeenAt: now });
      }
      return { user: { uid: session.uid, sessionId: session.id }, refreshed };
    },

    async revoke(sessionId: string): Promise<void> {
      await sessions.delete(sessionId);
      forget((id) => id === sessionId);
    },

    async revokeAllOf(uid: string): Promise<void> {
      await sessions.deleteAllOf(uid);
      forget((_, session) => session.uid === uid);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
