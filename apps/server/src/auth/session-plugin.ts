import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { isOperatorRoute } from '../routes/client-routes.ts';
import { CROSS_SITE_REFUSED, isCrossSiteMutation } from './csrf.ts';
import {
  type CookieSecurity,
  readSessionCookie,
  sessionCookieName,
  setSessionCookie,
} from './session-cookie.ts';
import type { ResolvedSession, SessionService } from './session-service.ts';
import { sessionIdOf } from './session-token.ts';
import type { SessionUser } from './session-user.ts';

export interface SessionPluginOptions {
  readonly sessions: SessionService;
  /** The first signs; every one is accepted (rotation). */
  readonly sessionSecrets: readonly string[];
  readonly publicUrl: string;
}

/** Only the API reads the session: the app shell, packs and config never wait on the database. */
const SESSION_PATH_PREFIX = '/api/';

/**
 * Registers @fastify/cookie (signed with SESSION_SECRET; other routes read `request.cookies`
 * and must not register it again) and an onRequest hook that sets `request.sessionUser` from
 * the session cookie for every API request, then applies the CSRF rule of csrf.ts. Static files
 * skip it, so a signed-in learner still loads the app and its questions while the database is down.
 */
export async function registerSessions(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  await app.register(fastifyCookie, { secret: [...options.sessionSecrets], hook: 'onRequest' });
  const publicOrigin = new URL(options.publicUrl).origin;
  const security: CookieSecurity = { secure: publicOrigin.startsWith('https:') };
  app.decorate('cookieSecurity', security);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('deferredSession', null);
  const cookieName = sessionCookieName(security);

  app.addHook('onRequest', async (request, reply) => {
    request.sessionUser = null;
    request.deferredSession = null;
    // The operator's console page too: the server answers it 200 only to an admin.
    if (!request.url.startsWith(SESSION_PATH_PREFIX) && !isOperatorRoute(request.url.split('?')[0] ?? ''))
      return;
    if (request.cookies[cookieName] === undefined) return;
    if (isCrossSiteMutation(request, publicOrigin)) {
      return reply.code(403).send({ error: CROSS_SITE_REFUSED });
    }
    const cookie = readSessionCookie(request);
    if (!cookie) return;
    const signIn = (resolved: ResolvedSession | undefined): SessionUser | undefined => {
      if (!resolved) return undefined;
      request.sessionUser = resolved.user;
      request.deferredSession = null;
      // A cookie signed with an older secret is signed again with the current one.
      if (resolved.refreshed || cookie.signedWithOlder) setSessionCookie(reply, cookie.token, security);
      return resolved.user;
    };
    const now = new Date();
    if (request.routeOptions.config?.readsSessionItself && !options.sessions.isCached(cookie.token, now)) {
      request.deferredSession = {
        id: sessionIdOf(cookie.token),
        now,
        admit: async (row) => signIn(row ? await options.sessions.admit(row, now) : undefined),
        resolve: async () => signIn(await options.sessions.resolve(cookie.token, now)),
      };
      return;
    }
    signIn(await options.sessions.resolve(cookie.token, now));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether cookies are sent with `Secure` (PUBLIC_URL is https). */
    cookieSecurity: CookieSecurity;
  }
}
