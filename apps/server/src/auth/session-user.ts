import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in learner a request carries, resolved from the session cookie by the auth plugin. */
export interface SessionUser {
  readonly uid: string;
  readonly sessionId: string;
  /** When this session's sign-in happened: what "a fresh sign-in" is measured by. */
  readonly signedInAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';

/** Answers 401 with the product's wording when no one is signed in; otherwise returns the user. */
export function requireSessionUser(request: FastifyRequest, reply: FastifyReply): SessionUser | undefined {
  if (request.sessionUser) return request.sessionUser;
  void reply.code(401).send({ error: NOT_AUTHENTICATED });
  return undefined;
}
