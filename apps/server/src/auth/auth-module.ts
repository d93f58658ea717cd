import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createIdpAccountService } from '../idp/account-service.ts';
import { BUILT_IN_CLIENT_ID, createBuiltInProvider, IDP_MOUNT_PATH } from '../idp/identity-provider.ts';
import { registerInteractionRoutes } from '../idp/interaction-routes.ts';
import { mountProvider, pinProviderToPublicUrl } from '../idp/mount-provider.ts';
import { registerAccountRoutes } from '../routes/account.ts';
import { registerAuthRoutes } from '../routes/auth.ts';
import { registerProfileRoutes } from '../routes/profile.ts';
import { type AccountDataSection, createAccountService } from '../services/account-service.ts';
import { createDisplayNameService } from '../services/display-name-service.ts';
import {
  type CurrentRankSource,
  createProfileService,
  type ProfileService,
} from '../services/profile-service.ts';
import { createIdentityProviderStore } from '../stores/identity-provider-store.ts';
import { createIdentityStore } from '../stores/identity-store.ts';
import { createInstallationStore } from '../stores/installation-store.ts';
import { createSessionStore } from '../stores/session-store.ts';
import {
  createMemorySignInFailureStore,
  createRedisSignInFailureStore,
} from '../stores/sign-in-failure-store.ts';
import { createUserStore } from '../stores/user-store.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createRelyingParty } from './relying-party.ts';
import { registerSessions } from './session-plugin.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createSignInService } from './sign-in-service.ts';

export const CALLBACK_PATH = '/api/auth/callback';

export interface AuthServices {
  readonly sessions: SessionService;
  readonly profiles: ProfileService;
  /** Register data kept outside the users row, for download and deletion (see account-service.ts). */
  readonly accountData: { addSection(section: AccountDataSection): void };
  /** PUBLIC_URL's origin: what the CSRF rule expects in `Origin`. */
  readonly publicOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
}

/**
 * Wires sign-in: sessions (the `request.sessionUser` hook), the built-in provider when
 * OIDC_ISSUER is unset, the relying party, profiles, account rights and their routes.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    logger: Logger;
    ranks?: CurrentRankSource;
    redis?: Redis | undefined;
    /** The lockout's clock; tests move it instead of waiting. */
    lockoutClock?: () => number;
  },
): Promise<void> {
  const { config, db } = deps;
  const publicOrigin = new URL(config.publicUrl).origin;
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const users = createUserStore(db);
  const sessions = createSessionService(createSessionStore(db), { lifetimeMs: config.sessionMaxAgeMs });
  const identities = createIdentityStore(db);
  const profiles = createProfileService({ users, identities, ranks: deps.ranks });
  /** The built-in provider's parts of "Delete my account" and of a rename, when it runs. */
  let eraseProviderAccount: ((trx: Db, uid: string) => Promise<void>) | undefined;
  let renameProviderAccount: ((trx: Db, uid: string, name: string) => Promise<void>) | undefined;
  const accounts = createAccountService({
    users,
    sessions,
    eraseProviderAccount: (trx, uid) => eraseProviderAccount?.(trx, uid) ?? Promise.resolve(),
  });
  await registerSessions(app, {
    sessions,
    sessionSecrets: config.sessionSecrets,
    publicUrl: config.publicUrl,
  });
  app.decorate('auth', { sessions, profiles, accountData: accounts, publicOrigin });

  let relyingParty: ReturnType<typeof createRelyingParty>;
  /** Identities of the built-in provider belong to the installation, not to its URL (migration 0010). */
  let identityIssuer: string | undefined;
  /** What else sign-out ends: the built-in provider's own sessions of the learner. */
  let endProviderSessions: ((uid: string) => Promise<void>) | undefined;
  if (config.oidc) {
    relyingParty = createRelyingParty({ ...config.oidc, redirectUri });
  } else {
    const issuer = `${config.publicUrl}${IDP_MOUNT_PATH}`;
    const store = createIdentityProviderStore(db);
    const providerId = await createInstallationStore(db).builtInProviderId();
    identityIssuer = providerId;
    endProviderSessions = async (uid) =>
      store.deleteSessionsOfAccounts(await identities.subjectsOf(uid, providerId));
    renameProviderAccount = async (trx, uid, name) =>
      createIdentityProviderStore(trx).renameAccounts(
        await createIdentityStore(trx).subjectsOf(uid, providerId),
        name,
      );
    eraseProviderAccount = async (trx, uid) =>
      createIdentityProviderStore(trx).deleteAccounts(
        await createIdentityStore(trx).subjectsOf(uid, providerId),
      );
    const provider = await createBuiltInProvider({
      issuer,
      redirectUri,
      dataDir: config.dataDir,
      sessionSecrets: config.sessionSecrets,
      store,
    });
    pinProviderToPublicUrl(app, config.publicUrl);
    await mountProvider(app, provider);
    await app.register(async (scope) =>
      registerInteractionRoutes(scope, {
        provider,
        accounts: createIdpAccountService(store),
        publicOrigin,
        secureCookies: app.cookieSecurity.secure,
        signInFailures: deps.redis
          ? createRedisSignInFailureStore(deps.redis)
          : createMemorySignInFailureStore(),
        redis: deps.redis,
        ...(deps.lockoutClock ? { now: deps.lockoutClock } : {}),
      }),
    );
    relyingParty = createRelyingParty({
      issuer,
      clientId: BUILT_IN_CLIENT_ID,
      clientSecret: undefined,
      redirectUri,
      fetch: inProcessFetch(app, config.publicUrl),
    });
  }

  const signIn = createSignInService({ relyingParty, profiles, sessions, identityIssuer });
  registerAuthRoutes(app, { signIn, sessions, profiles, publicOrigin, endProviderSessions });
  const displayNames = createDisplayNameService({
    db,
    users: createUserStore,
    renameProviderAccount: (trx, uid, name) => renameProviderAccount?.(trx, uid, name) ?? Promise.resolve(),
    profileChanged: deps.ranks?.profileChanged?.bind(deps.ranks),
  });
  registerProfileRoutes(app, profiles, displayNames);
  registerAccountRoutes(app, accounts);
}
