import { createAccountSchema, lockedForMs, passwordSignInSchema } from '@abhyas/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { isCrossSiteMutation } from '../auth/csrf.ts';
import type { SignInFailureStore } from '../stores/sign-in-failure-store.ts';
import type { IdpAccountService } from './account-service.ts';
import { accountWaitText, type IdpMessages, idpMessagesFor } from './idp-messages.ts';
import {
  checkDetailsPage,
  chooserPage,
  loginPage,
  messagePage,
  type RegisterFieldErrors,
  registerPage,
} from './interaction-pages.ts';
import { rememberedAccountIds, updateRememberedAccounts } from './remembered-accounts.ts';

export interface InteractionRoutesOptions {
  readonly provider: Provider;
  readonly accounts: IdpAccountService;
  readonly publicOrigin: string;
  readonly secureCookies: boolean;
  /** Wrong passwords per account (memory, or Redis across server copies). */
  readonly signInFailures: SignInFailureStore;
  /** Counters of the per-address limits: Redis when configured, so they hold across copies. */
  readonly redis?: Redis | undefined;
  readonly now?: () => number;
}

/**
 * Account creation per address: a class of 60 on one Wi-Fi (one address behind its router) signs
 * up together, a few learners twice after a weak password; a script from one address still gets
 * no further than a hundred in a quarter of an hour.
 */
const CREATE_ACCOUNT_LIMIT = { max: 100, timeWindow: 15 * 60 * 1000 };
/**
 * Account creation from every address together: a bot spread over many addresses (or proxies it
 * can name) still gets no further than this, while ten classrooms can sign up in the same quarter
 * of an hour. Counted per server copy.
 */
export const CREATE_ACCOUNT_OVERALL_LIMIT = { max: 600, timeWindow: 15 * 60 * 1000 };
const ALL_ADDRESSES = 'all-addresses';
/** Password attempts per address. */
const SIGN_IN_LIMIT = { max: 30, timeWindow: 5 * 60 * 1000 };

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const chooseBody = z.object({ accountId: z.string().regex(/^[0-9a-f]{32}$/) });
const continueBody = z.object({ token: z.string().min(1).max(500), email: z.string().max(300).optional() });

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The built-in provider's own pages: account chooser, sign-in with email and password, account
 * creation. Server-rendered HTML forms, so they work without the web app's JavaScript.
 */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider, accounts, signInFailures } = options;
  const now = options.now ?? Date.now;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // With Redis the counters are shared by every server copy; if Redis fails, requests pass
  // rather than lock everyone out (the per-account lockout still holds in memory).
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, skipOnError: true, nameSpace: 'abhyas-rate-limit:' } : {}),
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  const messagesOf = (request: FastifyRequest, details?: Details) =>
    idpMessagesFor(
      typeof details?.params.ui_locales === 'string' ? details.params.ui_locales : undefined,
      request.headers['accept-language'],
    );

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const m = messagesOf(request);
    if (error.statusCode === 429) return html(reply, messagePage(m, m.tooManyAttempts), 429);
    request.log.error({ err: error }, 'built-in provider interaction failed');
    return html(reply, messagePage(m, m.expired), error.statusCode && error.statusCode < 500 ? 400 : 500);
  });

  /** The account must wait: said on the page, and in Retry-After for anything that reads it. */
  function accountWaits(
    reply: FastifyReply,
    uid: string,
    m: IdpMessages,
    form: { email: string; remember: boolean },
    waitMs: number,
  ) {
    reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
    return html(reply, loginPage(uid, m, { ...form, error: accountWaitText(m, waitMs) }), 429);
  }

  /** The interaction this browser is in, or an "expired" page answered already. */
  async function loadInteraction(request: FastifyRequest, reply: FastifyReply) {
    const params = uidParams.safeParse(request.params);
    if (request.method === 'POST' && isCrossSiteMutation(request, options.publicOrigin)) {
      await reply.code(403).send({ error: 'Cross-site request refused' });
      return undefined;
    }
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (!params.success || details.uid !== params.data.uid) throw new Error('interaction mismatch');
      return { details, uid: details.uid, m: messagesOf(request, details) };
    } catch {
      const m = messagesOf(request);
      await html(reply, messagePage(m, m.expired), 400);
      return undefined;
    }
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    accountId: string,
    remember: boolean,
  ) {
    const clientId = String(details.params.client_id);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant =
      existing && existing.accountId === accountId ? existing : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    updateRememberedAccounts(request, reply, accountId, remember, options.secureCookies);
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { select_account: {}, login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  }

  async function rememberedAccounts(request: FastifyRequest) {
    const found = await Promise.all(rememberedAccountIds(request).map((id) => accounts.find(id)));
    return found.filter((account) => account !== undefined);
  }

  app.get('/idp/interaction/:uid', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const { details, uid, m } = interaction;
    const sessionAccount = details.session?.accountId;
    if (details.prompt.name === 'consent' && sessionAccount)
      return finish(request, reply, details, sessionAccount, isRemembered(request, sessionAccount));
    const remembered = await rememberedAccounts(request);
    if (remembered.length === 0) return html(reply, loginPage(uid, m));
    return html(reply, chooserPage(uid, m, remembered));
  });

  app.get('/idp/interaction/:uid/login', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return html(reply, loginPage(interaction.uid, interaction.m));
  });

  app.get('/idp/interaction/:uid/register', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return html(reply, registerPage(interaction.uid, interaction.m));
  });

  app.post('/idp/interaction/:uid/choose', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const { details, uid, m } = interaction;
    const body = chooseBody.safeParse(request.body);
    if (!body.success || !rememberedAccountIds(request).includes(body.data.accountId)) {
      return html(reply, loginPage(uid, m), 400);
    }
    // Still signed in at the provider as this account: no password needed again, unless the app
    // asked for it (prompt=login, before deleting an account).
    if (details.session?.accountId === body.data.accountId && !passwordRequested(details))
      return finish(request, reply, details, body.data.accountId, true);
    const account = await accounts.find(body.data.accountId);
    return html(reply, loginPage(uid, m, { email: account?.email, remember: true }));
  });

  app.post(
    '/idp/interaction/:uid/login',
    { config: { rateLimit: SIGN_IN_LIMIT } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      const { details, uid, m } = interaction;
      const body = passwordSignInSchema.safeParse(request.body);
      const email =
        typeof (request.body as { email?: unknown })?.email === 'string'
          ? (request.body as { email: string }).email
          : '';
      const remember = ticked(request.body);
      if (!body.success)
        return html(reply, loginPage(uid, m, { email, error: m.invalidForm, remember }), 400);
      const waiting = lockedForMs(await signInFailures.read(body.data.email, now()), now());
      if (waiting > 0) return accountWaits(reply, uid, m, { email, remember }, waiting);
      const account = await accounts.verify(body.data.email, body.data.password);
      if (!account) {
        const failures = await signInFailures.recordFailure(body.data.email, now());
        request.log.info(
          { event: 'password-refused', failuresInARow: failures.count },
          'built-in provider: email or password incorrect',
        );
        const wait = lockedForMs(failures, now());
        if (wait > 0) return accountWaits(reply, uid, m, { email, remember }, wait);
        return html(reply, loginPage(uid, m, { email, error: m.wrongPassword, remember }), 401);
      }
      await signInFailures.clear(body.data.email);
      return finish(request, reply, details, account.id, remember);
    },
  );

  const overallAccountCreation = app.rateLimit({
    ...CREATE_ACCOUNT_OVERALL_LIMIT,
    keyGenerator: () => ALL_ADDRESSES,
  });
  app.post(
    '/idp/interaction/:uid/register',
    { config: { rateLimit: CREATE_ACCOUNT_LIMIT }, onRequest: overallAccountCreation },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      const { uid, m } = interaction;
      const raw = (request.body ?? {}) as { name?: unknown; email?: unknown };
      const values = {
        name: typeof raw.name === 'string' ? raw.name : '',
        email: typeof raw.email === 'string' ? raw.email : '',
      };
      const remember = ticked(request.body);
      const body = createAccountSchema.safeParse(request.body);
      if (!body.success) {
        const fields = registerFieldErrors(m, body.error.issues);
        const error = Object.values(fields).join(' ') || m.invalidForm;
        return html(reply, registerPage(uid, m, { ...values, error, fields, remember }), 400);
      }
      const result = await accounts.register(body.data);
      if (!result.ok) {
        const fields = { password: weakPasswordText(m, result.reason) };
        return html(
          reply,
          registerPage(uid, m, { ...values, error: fields.password, fields, remember }),
          400,
        );
      }
      // The same page whether the email was new or not; only the signed token differs.
      const token = app.signCookie(`${uid}.${result.continueAs}`);
      return html(
        reply,
        checkDetailsPage(uid, m, { name: body.data.name, email: body.data.email, token, remember }),
      );
    },
  );

  app.post('/idp/interaction/:uid/continue', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const { details, uid, m } = interaction;
    const body = continueBody.safeParse(request.body);
    const unsigned = body.success ? app.unsignCookie(body.data.token) : undefined;
    const [tokenUid, accountId] = unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
    const account = tokenUid === uid && accountId ? await accounts.find(accountId) : undefined;
    if (!account) {
      const email = body.success ? body.data.email : undefined;
      return html(reply, loginPage(uid, m, { email, error: m.wrongPassword }), 401);
    }
    return finish(request, reply, details, account.id, ticked(request.body));
  });

  app.post('/idp/interaction/:uid/abort', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Sign-in was cancelled. Please try again.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });
}

/** Whether the learner ticked "Remember me on this device" on the form just sent. */
function ticked(body: unknown): boolean {
  return (body as { remember?: unknown } | undefined)?.remember === '1';
}

function isRemembered(request: FastifyRequest, accountId: string): boolean {
  return rememberedAccountIds(request).includes(accountId);
}

/** The sign-up form's wrong fields, each with why, in the learner's language. */
function registerFieldErrors(
  m: IdpMessages,
  issues: readonly { path: PropertyKey[] }[],
): RegisterFieldErrors {
  const wrong = new Set(issues.map((issue) => issue.path[0]));
  return {
    ...(wrong.has('name') ? { name: m.nameInvalid } : {}),
    ...(wrong.has('email') ? { email: m.emailInvalid } : {}),
    ...(wrong.has('password') ? { password: m.passwordMissing } : {}),
  };
}

/** Whether the app asked the provider to check the password whatever it remembers. */
function passwordRequested(details: Details): boolean {
  return String(details.params.prompt ?? '')
    .split(' ')
    .includes('login');
}

function weakPasswordText(m: IdpMessages, reason: 'too-short' | 'too-common'): string {
  return reason === 'too-short' ? m.weakPasswordShort : m.weakPasswordCommon;
}
