import { SESSION_MAX_AGE_MS } from '@abhyas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie: `abhyas_session`, HttpOnly, SameSite=Lax, Path=/, signed with
 * SESSION_SECRET (so a token from another installation is refused before any database
 * look-up). Its value is a random token; the database keeps only its sha256. When PUBLIC_URL is
 * https it is Secure and named `__Host-abhyas_session`: browsers keep a `__Host-` cookie only if
 * it is Secure, Path=/ and has no Domain, so no other subdomain and no plain-http page can
 * plant or overwrite it. Over http (the embedded default on a laptop) the prefix would make
 * browsers drop it, so the plain name stays.
 */
export const SESSION_COOKIE = 'abhyas_session';

export interface CookieSecurity {
  readonly secure: boolean;
}

/** `__Host-` on https (see above): the prefix is only accepted on Secure cookies. */
export const hostPrefixed = (name: string, security: CookieSecurity): string =>
  security.secure ? `__Host-${name}` : name;

export const sessionCookieName = (security: CookieSecurity): string => hostPrefixed(SESSION_COOKIE, security);

export function setSessionCookie(reply: FastifyReply, token: string, security: CookieSecurity): void {
  void reply.setCookie(sessionCookieName(security), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: security.secure,
    signed: true,
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, security: CookieSecurity): void {
  void reply.clearCookie(sessionCookieName(security), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: security.secure,
  });
}

/**
 * The token in a request's session cookie, when present and correctly signed, and whether an
 * older secret signed it (one HMAC check).
 */
export function readSessionCookie(
  request: FastifyRequest,
): { token: string; signedWithOlder: boolean } | undefined {
  const raw = request.cookies[sessionCookieName(request.server.cookieSecurity)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value
    ? { token: unsigned.value, signedWithOlder: unsigned.renew }
    : undefined;
}
