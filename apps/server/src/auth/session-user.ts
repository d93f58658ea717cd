import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredSession } from '../stores/session-store.ts';

/** The signed-in learner a request carries, resolved from the session cookie by the auth plugin. */
export interface SessionUser {
  readonly uid: string;
  readonly sessionId: string;
  /** When this session's sign-in happened: what "a fresh sign-in" is measured by. */
  readonly signedInAt: Date;
}

/**
 * The session cookie of a request to a route that reads the session in its own first statement
 * (route config `readsSessionItself`), when this process does not have it at hand: one round trip
 * to the database less per request. The route looks the row up by `id` (active at `now`) and
 * hands it to `admit`, which applies the session rules, sets `request.sessionUser` and sends the
 * cookie again when it should; until then no one is signed in.
 */
export interface DeferredSession {
  /** The session's id: the hash of the cookie's token, as `sessions.id` keeps it. */
  readonly id: string;
  /** The instant the row must still be active at. */
  readonly now: Date;
  /** The learner the row admits (undefined: no row, or one past its lifetime, now ended). */
  admit(row: StoredSession | undefined): Promise<SessionUser | undefined>;
  /** Looks the session up by itself (for an answer given before the route's statement). */
  resolve(): Promise<SessionUser | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    deferredSession: DeferredSession | null;
  }
  interface FastifyContextConfig {
    /** The route reads the session in its own first statement (see `DeferredSession`). */
    readsSessionItself?: boolean;
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';

/** Answers 401 with the product's wording (the one place it is sent). */
export function refuseUnauthenticated(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ error: NOT_AUTHENTICATED });
}

/** Answers 401 with the product's wording when no one is signed in; otherwise returns the user. */
export function requireSessionUser(request: FastifyRequest, reply: FastifyReply): SessionUser | undefined {
  if (request.sessionUser) return request.sessionUser;
  void refuseUnauthenticated(reply);
  return undefined;
}
