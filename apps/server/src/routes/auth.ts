import { type SessionList, type SignInResult, type SignOutResult, signInQuerySchema } from '@abhyas/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { type CallbackPageLanguage, callbackPage, REDIRECT_RESULT_HASH } from '../auth/callback-page.ts';
import { deviceLabel } from '../auth/device-label.ts';
import { SignInError } from '../auth/relying-party.ts';
import { checkReturnAddress } from '../auth/return-address.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import type { SessionService } from '../auth/session-service.ts';
import { requireSessionUser } from '../auth/session-user.ts';
import type { SignInService } from '../auth/sign-in-service.ts';
import {
  clearSignInTransaction,
  readSignInTransaction,
  saveSignInTransaction,
} from '../auth/sign-in-transaction-cookie.ts';
import { policyAllowingScripts } from '../security-headers.ts';
import type { ProfileService } from '../services/profile-service.ts';
import { parseProfileLoadQuery } from './profile.ts';

export interface AuthRoutesOptions {
  readonly signIn: SignInService;
  readonly sessions: SessionService;
  readonly profiles: ProfileService;
  readonly publicOrigin: string;
  /**
   * Sign-out ends these too: the built-in provider's sessions of the learner, so that the next
   * sign-in on this phone asks for the password. Undefined with an external provider, whose own
   * session (Google's) is not ours to end.
   */
  readonly endProviderSessions: ((uid: string) => Promise<void>) | undefined;
}

/** Sign-in (popup or full page), the provider's return, who is signed in, sign-out. */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions): void {
  const security = app.cookieSecurity;

  /** A refused return address does not stop the sign-in: the learner comes back to the home page. */
  const returnPath = (value: string, log: FastifyBaseLogger): string => {
    const check = checkReturnAddress(value, options.publicOrigin);
    if (check.ok) return check.path;
    log.warn({ reason: check.reason, length: value.length }, 'sign-in return address replaced by /');
    return '/';
  };

  const deliver = (
    reply: FastifyReply,
    result: SignInResult,
    mode: 'popup' | 'redirect',
    returnTo: string,
    lang: CallbackPageLanguage,
  ) => {
    void reply.header('Cache-Control', 'no-store');
    if (mode === 'redirect') {
      // The result's hash takes the place of any fragment the page had: the app reads it first thing.
      const page = returnTo.split('#')[0] || '/';
      const hash = `${REDIRECT_RESULT_HASH}=${encodeURIComponent(JSON.stringify(result))}`;
      return reply.redirect(`${page}#${hash}`, 303);
    }
    const page = callbackPage(result, options.publicOrigin, lang);
    return reply
      .header('Content-Security-Policy', policyAllowingScripts(options.publicOrigin, [page.scriptSource]))
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  const failure = (error: unknown): SignInResult => {
    const kind = error instanceof SignInError ? error.kind : 'service';
    return kind === 'provider'
      ? { type: 'abhyas:sign-in', status: 'error', kind, message: (error as Error).message }
      : { type: 'abhyas:sign-in', status: 'error', kind };
  };

  app.get('/api/auth/sign-in', async (request, reply) => {
    const query = signInQuerySchema.safeParse(request.query);
    if (!query.success) return sendApiError(reply, 400, 'Invalid sign-in request');
    const { lang, reauth } = query.data;
    // Without a mode, a sign-in starts again where the last one of this browser left off (the
    // provider's "Start again" after an expired or cancelled sign-in): popup or full page.
    const previous =
      (request.query as { mode?: unknown }).mode === undefined ? readSignInTransaction(request) : undefined;
    const mode = previous?.mode ?? query.data.mode;
    const returnTo = returnPath(previous?.returnTo ?? query.data.returnTo, request.log);
    try {
      const { url, transaction } = await options.signIn.start(lang, reauth === '1');
      saveSignInTransaction(reply, { ...transaction, mode, returnTo }, security);
      return reply.header('Cache-Control', 'no-store').redirect(url, 302);
    } catch (error) {
      request.log.error({ err: error }, 'sign-in could not start');
      return deliver(reply, failure(error), mode, returnTo, lang);
    }
  });

  app.get('/api/auth/callback', async (request, reply) => {
    const transaction = readSignInTransaction(request);
    clearSignInTransaction(reply, security);
    const lang: CallbackPageLanguage = request.headers['accept-language']?.startsWith('hi') ? 'hi' : 'en';
    if (!transaction) {
      return deliver(reply, { type: 'abhyas:sign-in', status: 'error', kind: 'service' }, 'popup', '/', lang);
    }
    // Checked again: a transaction cookie signed before this check existed may carry anything.
    const returnTo = returnPath(transaction.returnTo, request.log);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const { token, profile, created } = await options.signIn.finish(
        query,
        transaction,
        request.sessionUser?.sessionId,
        request.headers['user-agent'],
      );
      setSessionCookie(reply, token, security);
      // An event for the operator; never the code, the tokens or the email.
      request.log.info({ event: 'sign-in', uid: profile.uid, newLearner: created }, 'signed in');
      const result: SignInResult = { type: 'abhyas:sign-in', status: 'success', uid: profile.uid };
      return deliver(reply, result, transaction.mode, returnTo, lang);
    } catch (error) {
      const result = failure(error);
      if (result.status === 'error' && result.kind === 'service')
        request.log.error({ err: error }, 'sign-in failed');
      else
        request.log.info(
          { event: 'sign-in-failed', kind: result.status === 'error' ? result.kind : undefined },
          'sign-in failed',
        );
      return deliver(reply, result, transaction.mode, returnTo, lang);
    }
  });

  app.get('/api/auth/me', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const query = parseProfileLoadQuery(request, reply);
    if (!query) return reply;
    const user = request.sessionUser;
    if (!user) return { user: null, profile: null };
    const profile = await options.profiles.get(user.uid, query.today);
    return { user: { uid: user.uid }, profile: profile ?? null };
  });

  app.post('/api/auth/sign-out', async (request, reply) => {
    const user = request.sessionUser;
    if (user) {
      await options.sessions.revoke(user.sessionId);
      // Ended server-side rather than by a logout redirect: sign-out is one request, and it works
      // offline-first clients and popup-less browsers alike.
      await options.endProviderSessions?.(user.uid);
    }
    clearSessionCookie(reply, security);
    const result: SignOutResult = { providerSession: options.endProviderSessions ? 'ended' : 'separate' };
    return reply.header('Cache-Control', 'no-store').send(result);
  });

  /** The learner's signed-in devices, this one marked. */
  app.get('/api/auth/sessions', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    const sessions = await options.sessions.list(user.uid);
    const body: SessionList = {
      sessions: sessions.map((session) => ({
        id: session.id.slice(0, 16),
        current: session.id === user.sessionId,
        signedInAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        ...deviceLabel(session.userAgent),
      })),
    };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  /** Ends every session of the learner, this one included: a lost phone, a café computer. */
  app.post('/api/auth/sign-out-everywhere', async (request, reply) => {
    const user = requireSessionUser(request, reply);
    if (!user) return reply;
    await options.sessions.revokeAllOf(user.uid);
    // Else a kept phone could sign in again from the provider's account chooser without a password.
    await options.endProviderSessions?.(user.uid);
    clearSessionCookie(reply, security);
    return reply.code(204).send();
  });
}
