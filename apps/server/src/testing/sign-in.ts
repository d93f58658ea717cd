import type { IdentityClaims, UserProfile } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

export interface SignedIn {
  readonly uid: string;
  readonly profile: UserProfile;
  /** `abhyas_session=…`, for a `cookie` request header. */
  readonly cookie: string;
  /**
   * Headers for an authenticated request: the cookie plus an `origin` equal to the app's
   * PUBLIC_URL, which the CSRF rule requires on every mutating request.
   */
  readonly headers: { cookie: string; origin: string };
}

/**
 * Test helper: makes sure the users row exists (the default profile, or `profile`'s identity
 * fields when given) and starts a real session for `uid` in an app made by buildApp.
 *
 *   const alice = await signInAs(app, 'alice');
 *   await app.inject({ method: 'POST', url: '/api/…', headers: alice.headers, payload });
 */
export async function signInAs(
  app: FastifyInstance,
  uid: string,
  profile: Omit<IdentityClaims, 'uid'> = {},
): Promise<SignedIn> {
  const { profile: stored } = await app.auth.profiles.ensureProfile({ uid, ...profile }, new Date());
  const { token } = await app.auth.sessions.start(uid);
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
  return { uid, profile: stored, cookie, headers: { cookie, origin: app.auth.publicOrigin } };
}
