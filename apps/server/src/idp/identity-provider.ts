import { createHmac } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { IdentityProviderStore } from '../stores/identity-provider-store.ts';
import { idpMessagesFor } from './idp-messages.ts';
import { messagePage } from './interaction-pages.ts';
import { postgresAdapterFactory } from './postgres-adapter.ts';
import { loadOrCreateSigningKeys } from './signing-keys.ts';

/** The app's client at the built-in provider: public (no secret), so PKCE carries the proof. */
export const BUILT_IN_CLIENT_ID = 'abhyas-web';
/** Where the built-in provider is mounted. */
export const IDP_MOUNT_PATH = '/idp';

export interface BuiltInProviderOptions {
  readonly issuer: string;
  readonly redirectUri: string;
  readonly dataDir: string;
  /** The first signs the provider's cookies; the others still verify them (rotation). */
  readonly sessionSecrets: readonly string[];
  readonly store: IdentityProviderStore;
}

/**
 * A standards-compliant OpenID provider (oidc-provider) for the embedded default: the app signs
 * in through it exactly as through Google. Accounts and interaction pages are ours (idp/*).
 */
export async function createBuiltInProvider(options: BuiltInProviderOptions): Promise<Provider> {
  // Loaded only when the built-in provider runs: servers with an external issuer never need it.
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const jwks = await loadOrCreateSigningKeys(options.dataDir);
  const policy = interactionPolicy.base();
  // prompt=select_account: the RP asks for the account chooser on every sign-in.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(options.issuer, {
    adapter: postgresAdapterFactory(options.store),
    clients: [
      {
        client_id: BUILT_IN_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: jwks as never,
    cookies: {
      keys: options.sessionSecrets.map((secret) =>
        createHmac('sha256', secret).update('idp-cookies').digest('base64url'),
      ),
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // The ID token carries the scopes' claims, as Google's does; the app then needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
    },
    /**
     * The provider's own errors (an interaction that ended, a resumed sign-in whose cookie is gone
     * after a cancel or a second window) get the app's page with "Start again", never the
     * library's raw one.
     */
    async renderError(ctx, out) {
      const m = idpMessagesFor(undefined, ctx.get('accept-language') || undefined);
      const ended = out.error === 'invalid_request' || out.error === 'session_not_found';
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = messagePage(m, ended ? m.expired : m.failed);
    },
    async findAccount(_ctx, id) {
      const account = await options.store.findAccount(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        // An email is claimed as verified only once a link sent to it was opened (migration 0020).
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: Boolean(account.emailVerifiedAt),
          name: account.name,
        }),
      };
    },
  });
  // Reads X-Forwarded-Proto/Host for the URLs it builds; pinProviderToPublicUrl sets them to PUBLIC_URL's.
  provider.proxy = true;
  return provider;
}
