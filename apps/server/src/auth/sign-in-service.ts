import type { UserProfile } from '@abhyas/domain';
import type { ProfileService } from '../services/profile-service.ts';
import type { RelyingParty, SignInTransaction } from './relying-party.ts';
import type { SessionService } from './session-service.ts';

/** Signing in end to end: the provider's answer -> the learner's profile -> a new session. */
export function createSignInService(deps: {
  relyingParty: RelyingParty;
  profiles: ProfileService;
  sessions: SessionService;
  /**
   * The key identities are linked under, when it is not the issuer's URL: the built-in provider's
   * stable id, so that a move to another PUBLIC_URL keeps every account.
   */
  identityIssuer?: string;
}) {
  return {
    start: (uiLocale: string | undefined, reauth = false) => deps.relyingParty.start(uiLocale, reauth),

    async finish(
      callbackQuery: string,
      transaction: SignInTransaction,
      previousSessionId: string | undefined,
      userAgent?: string,
    ): Promise<{ token: string; profile: UserProfile; created: boolean }> {
      const claims = await deps.relyingParty.finish(callbackQuery, transaction);
      const { profile, created } = await deps.profiles.signIn({
        issuer: deps.identityIssuer ?? claims.issuer,
        subject: claims.subject,
        email: claims.email,
        emailVerified: claims.emailVerified,
        displayName: claims.name,
        photoURL: claims.picture,
      });
      // A new session id at every sign-in; the one the browser had is ended.
      if (previousSessionId) await deps.sessions.revoke(previousSessionId);
      const { token } = await deps.sessions.start(profile.uid, new Date(), userAgent);
      return { token, profile, created };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
