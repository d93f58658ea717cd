import { SESSION_MAX_AGE_MS } from '@abhyas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie: `abhyas_session`, HttpOnly, SameSite=Lax, Path=/, Secure when PUBLIC_URL is
 * https, signed with SESSION_SECRET (so a token from another installation is refused before
 * any database look-up). Its value is a random token; the database keeps only its sha256.
 */
export const SESSION_COOKIE = 'abhyas_session';

export interface CookieSecurity {
  readonly secure: boolean;
}

export function setSessionCookie(reply: FastifyReply, token: string, security: CookieSecurity): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: security.secure,
    signed: true,
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, security: CookieSecurity): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: security.secure,
  });
}

/** The token in a request's session cookie, when present and correctly signed. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
