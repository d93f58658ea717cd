import { SESSION_MAX_AGE_MS, SESSION_REFRESH_INTERVAL_MS } from '@abhyas/domain';
import { LRUCache } from 'lru-cache';
import type { ListedSession, SessionStore, StoredSession } from '../stores/session-store.ts';
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
  /**
   * The absolute lifetime (ms): a session ends this long after sign-in however often it is used,
   * so a copied cookie cannot be kept alive for ever (SESSION_MAX_AGE_DAYS, 90 days by default).
   */
  readonly lifetimeMs?: number;
}

export const DEFAULT_SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Sessions' rules: a new id at every sign-in, 30-day sliding expiry within an absolute lifetime,
 * revocation one by one or all at once.
 */
export function createSessionService(
  sessions: SessionStore,
  {
    cacheMs = 5_000,
    cacheSize = 50_000,
    clock,
    lifetimeMs = DEFAULT_SESSION_LIFETIME_MS,
  }: SessionServiceOptions = {},
) {
  /** The idle expiry, never past the end of the absolute lifetime. */
  const expiryAt = (signedInAt: Date, now: Date) =>
    new Date(Math.min(now.getTime() + SESSION_MAX_AGE_MS, signedInAt.getTime() + lifetimeMs));
  const outlived = (session: StoredSession, now: Date) =>
    now.getTime() - session.createdAt.getTime() >= lifetimeMs;

  // Every signed-in request resolves its session: most are answered here, not by SQL.
  const recent =
    cacheMs > 0
      ? new LRUCache<string, StoredSession>({
          max: cacheSize,
          ttl: cacheMs,
          ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
        })
      : undefined;

  /** The session `id` as this process has it at hand, if it is still active at `now`. */
  function cachedActive(id: string, now: Date): StoredSession | undefined {
    const cached = recent?.get(id);
    return cached && cached.expiresAt > now ? cached : undefined;
  }

  async function findActive(id: string, now: Date): Promise<StoredSession | undefined> {
    const cached = cachedActive(id, now);
    if (cached) return cached;
    const session = await sessions.findActive(id, now);
    // A row found is cached by `admit`, once its rules have passed.
    if (!session) recent?.delete(id);
    return session;
  }

  /** After the rows are gone, so a lookup that read them just before cannot cache them again. */
  function forget(matches: (id: string, session: StoredSession) => boolean): void {
    for (const [id, session] of recent?.entries() ?? []) if (matches(id, session)) recent?.delete(id);
  }

  async function revoke(sessionId: string): Promise<void> {
    await sessions.delete(sessionId);
    forget((id) => id === sessionId);
  }

  /**
   * The rules for a session row found active at `now` (by `resolve`, or by a route's own
   * statement): one past its absolute lifetime ends here; one not seen for a while has its expiry
   * moved forward (`refreshed`: send the cookie again).
   */
  async function admit(session: StoredSession, now: Date): Promise<ResolvedSession | undefined> {
    // However recently used: rows written before the lifetime existed may still expire later.
    if (outlived(session, now)) {
      await revoke(session.id);
      return undefined;
    }
    const refreshed = now.getTime() - session.lastSeenAt.getTime() >= SESSION_REFRESH_INTERVAL_MS;
    if (refreshed) {
      const expiresAt = expiryAt(session.createdAt, now);
      await sessions.extend(session.id, expiresAt, now);
      recent?.set(session.id, { ...session, expiresAt, lastSeenAt: now });
    } else recent?.set(session.id, session);
    return { user: { uid: session.uid, sessionId: session.id, signedInAt: session.createdAt }, refreshed };
  }

  return {
    /** Starts a new session (never reuses one, so a planted cookie cannot be fixated); returns its token. */
    async start(
      uid: string,
      now: Date = new Date(),
      userAgent?: string,
    ): Promise<{ token: string; sessionId: string }> {
      const token = newSessionToken();
      const sessionId = sessionIdOf(token);
      await sessions.insert({ id: sessionId, uid, now, expiresAt: expiryAt(now, now), userAgent });
      return { token, sessionId };
    },

    async resolve(token: string, now: Date = new Date()): Promise<ResolvedSession | undefined> {
      const session = await findActive(sessionIdOf(token), now);
      return session ? admit(session, now) : undefined;
    },

    /**
     * Whether this process has the session of `token` at hand (`resolve` then asks no SQL): a
     * route that reads the session in its own statement (`admit`) only does so when it is not.
     */
    isCached(token: string, now: Date = new Date()): boolean {
      return cachedActive(sessionIdOf(token), now) !== undefined;
    },

    admit,

    /** The learner's sessions that still count, newest sign-in first. */
    list(uid: string, now: Date = new Date()): Promise<ListedSession[]> {
      return sessions.listActive(uid, now, new Date(now.getTime() - lifetimeMs));
    },

    revoke,

    async revokeAllOf(uid: string): Promise<void> {
      await sessions.deleteAllOf(uid);
      forget((_, session) => session.uid === uid);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
