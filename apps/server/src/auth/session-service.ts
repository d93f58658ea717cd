import { SESSION_MAX_AGE_MS, SESSION_REFRESH_INTERVAL_MS } from '@abhyas/domain';
import type { SessionStore } from '../stores/session-store.ts';
import { newSessionToken, sessionIdOf } from './session-token.ts';
import type { SessionUser } from './session-user.ts';

export interface ResolvedSession {
  readonly user: SessionUser;
  /** True when the expiry moved forward and the cookie should be sent again. */
  readonly refreshed: boolean;
}

/** Sessions' rules: a new id at every sign-in, 30-day sliding expiry, revocation. */
export function createSessionService(sessions: SessionStore) {
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
      const session = await sessions.findActive(sessionIdOf(token), now);
      if (!session) return undefined;
      const refreshed = now.getTime() - session.lastSeenAt.getTime() >= SESSION_REFRESH_INTERVAL_MS;
      if (refreshed) await sessions.extend(session.id, new Date(now.getTime() + SESSION_MAX_AGE_MS), now);
      return { user: { uid: session.uid, sessionId: session.id }, refreshed };
    },

    async revoke(sessionId: string): Promise<void> {
      await sessions.delete(sessionId);
    },

    async revokeAllOf(uid: string): Promise<void> {
      await sessions.deleteAllOf(uid);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
