import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CookieSecurity, hostPrefixed } from './session-cookie.ts';

/**
 * `abhyas_sign_in`: the state, nonce and PKCE verifier of the one sign-in in progress, signed and
 * HttpOnly, ten minutes. Starting a new sign-in replaces it, which is what makes a new popup
 * cancel the previous one. Over http it is scoped to /api/auth; on https it is
 * `__Host-abhyas_sign_in`, which browsers accept only with Path=/ (and Secure, no Domain).
 */
const COOKIE = 'abhyas_sign_in';
const TEN_MINUTES_S = 600;

const cookieOf = (security: CookieSecurity) => ({
  name: hostPrefixed(COOKIE, security),
  path: security.secure ? '/' : '/api/auth',
});

const transactionSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  mode: z.enum(['popup', 'redirect']),
  returnTo: z.string().startsWith('/'),
});
export type StoredSignInTransaction = z.infer<typeof transactionSchema>;

export function saveSignInTransaction(
  reply: FastifyReply,
  transaction: StoredSignInTransaction,
  security: CookieSecurity,
): void {
  const { name, path } = cookieOf(security);
  void reply.setCookie(name, Buffer.from(JSON.stringify(transaction)).toString('base64url'), {
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: security.secure,
    signed: true,
    maxAge: TEN_MINUTES_S,
  });
}

/** The transaction this browser started, if its cookie is present, intact and well formed. */
export function readSignInTransaction(request: FastifyRequest): StoredSignInTransaction | undefined {
  const raw = request.cookies[cookieOf(request.server.cookieSecurity).name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = transactionSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearSignInTransaction(reply: FastifyReply, security: CookieSecurity): void {
  const { name, path } = cookieOf(security);
  void reply.clearCookie(name, { path, httpOnly: true, sameSite: 'lax', secure: security.secure });
}
