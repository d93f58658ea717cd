import type { SignInErrorKind } from '@abhyas/domain';
import * as client from 'openid-client';

/** Where and as whom the app signs in: the built-in provider or OIDC_ISSUER's. */
export interface RelyingPartySettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  readonly redirectUri: string;
  /** For the built-in provider: reach it in-process instead of over the network. */
  readonly fetch?: client.CustomFetch;
}

/** What the app keeps between sending the learner to the provider and their return. */
export interface SignInTransaction {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface ProviderClaims {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly picture: string | null;
}

/** A failed sign-in, by kind; `message` is the provider's own words for kind `provider`. */
export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const SERVICE_FAULTS = new Set(['server_error', 'temporarily_unavailable']);

function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    const status = error instanceof client.ResponseBodyError ? error.status : 400;
    if (SERVICE_FAULTS.has(error.error) || status >= 500) return new SignInError('service', error.message);
    return new SignInError('provider', error.error_description ?? error.error);
  }
  return new SignInError('service', error instanceof Error ? error.message : String(error));
}

/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE (S256),
 * state and nonce, exact redirect URI, `openid email profile`, `prompt=select_account`.
 * Discovery runs on first use and is cached; a failed discovery is retried next time.
 */
export function createRelyingParty(settings: RelyingPartySettings) {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= (async () => {
      const issuer = new URL(settings.issuer);
      const options: client.DiscoveryRequestOptions = { timeout: 10 };
      if (settings.fetch) options[client.customFetch] = settings.fetch;
      // http issuers are refused by default; a loopback or in-process issuer is ours to trust.
      if (issuer.protocol === 'http:') options.execute = [client.allowInsecureRequests];
      const auth = settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None();
      return client.discovery(issuer, settings.clientId, undefined, auth, options);
    })().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  }

  return {
    /**
     * The provider URL to send the learner to, and what to keep until they return. `reauth` asks
     * the provider to check the password again (prompt=login) even if it remembers the learner.
     */
    async start(
      uiLocale: string | undefined,
      reauth = false,
    ): Promise<{ url: string; transaction: SignInTransaction }> {
      const config = await discover().catch((error: unknown) => {
        throw new SignInError('service', error instanceof Error ? error.message : String(error));
      });
      const codeVerifier = client.randomPKCECodeVerifier();
      const transaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier };
      const parameters: Record<string, string> = {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        prompt: reauth ? 'login' : 'select_account',
      };
      if (uiLocale) parameters.ui_locales = uiLocale;
      return { url: client.buildAuthorizationUrl(config, parameters).href, transaction };
    },

    /** Checks the provider's answer at the redirect URI and returns who signed in. */
    async finish(callbackQuery: string, transaction: SignInTransaction): Promise<ProviderClaims> {
      try {
        const config = await discover();
        const currentUrl = new URL(settings.redirectUri);
        currentUrl.search = callbackQuery;
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new SignInError('service', 'the provider returned no ID token');
        let claims: Record<string, unknown> = idToken;
        if (typeof idToken.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
          claims = { ...idToken, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
        }
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          name: typeof claims.name === 'string' ? claims.name : null,
          picture: typeof claims.picture === 'string' ? claims.picture : null,
        };
      } catch (error) {
        throw toSignInError(error);
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
