import { randomBytes } from 'node:crypto';
import {
  createDefaultProfile,
  type IdentityClaims,
  isPlausibleLocalDate,
  mergePreferences,
  type PhoneFailureReason,
  type PreferencesUpdate,
  phoneNotificationsProblem,
  refreshProfileAtSignIn,
  rolloverOnLoad,
  type UserProfile,
} from '@abhyas/domain';
import type { IdentityStore } from '../stores/identity-store.ts';
import type { UserStore } from '../stores/user-store.ts';

/** What an identity provider says about who signed in. */
export interface ProviderIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly photoURL: string | null;
}

/** Our uids: 28 characters of base62-ish text, unrelated to any provider's subject. */
export function newUid(): string {
  return randomBytes(21).toString('base64url');
}

/** Where a learner's all-time rank comes from (the leaderboard's rank store). */
export interface CurrentRankSource {
  currentRank(uid: string): Promise<number>;
  /** Told when a learner's name or photo changed, so the boards' copy of them (Redis) follows. */
  profileChanged?(uid: string): Promise<void>;
}

/** The profile lifecycle: created with defaults on first sign-in, refreshed on each later one. */
export function createProfileService(deps: {
  users: UserStore;
  identities: IdentityStore;
  ranks?: CurrentRankSource | undefined;
}) {
  const { users, identities, ranks } = deps;

  /** `currentRank` is set at each profile load: others' scores move it between syncs. */
  async function withFreshRank(profile: UserProfile): Promise<UserProfile> {
    if (!ranks) return profile;
    const rank = await ranks.currentRank(profile.uid);
    if (rank === profile.currentRank) return profile;
    return (await users.setCurrentRank(profile.uid, rank)) ?? profile;
  }

  /** Creates the full default profile, or refreshes and back-fills a stored one. */
  async function ensureProfile(
    claims: IdentityClaims,
    now: Date,
  ): Promise<{ profile: UserProfile; created: boolean }> {
    const stored = await users.find(claims.uid);
    if (!stored) {
      const profile = await users.insertIfMissing(createDefaultProfile(claims, now));
      return { profile: await withFreshRank(profile), created: true };
    }
    const refreshed = await users.saveIdentityAndSettings(refreshProfileAtSignIn(stored, claims, now));
    if (!refreshed) throw new Error(`profile ${claims.uid} disappeared during sign-in`);
    if (refreshed.displayName !== stored.displayName || refreshed.photoURL !== stored.photoURL) {
      // The boards catch up with the next sync anyway: a failure here must not fail a sign-in.
      await ranks?.profileChanged?.(refreshed.uid).catch(() => undefined);
    }
    return { profile: await withFreshRank(refreshed), created: false };
  }

  return {
    ensureProfile,

    /** Finds or makes the uid for a provider identity, then ensures its profile. */
    async signIn(identity: ProviderIdentity, now: Date = new Date()) {
      let uid = await identities.findUid(identity.issuer, identity.subject);
      let created = false;
      if (!uid) {
        const fresh = newUid();
        // The users row must exist before the identity can reference it.
        await users.insertIfMissing(createDefaultProfile({ uid: fresh }, now));
        uid = await identities.link(identity.issuer, identity.subject, fresh);
        if (uid !== fresh) await users.delete(fresh); // another request linked it first
        created = uid === fresh;
      }
      const claims: IdentityClaims = {
        uid,
        email: identity.email,
        emailVerified: identity.emailVerified,
        displayName: identity.displayName,
        photoURL: identity.photoURL,
      };
      const result = await ensureProfile(claims, now);
      return { profile: result.profile, created: created || result.created };
    },

    /**
     * The profile with a fresh rank. With the learner's local date `today`, a stored day that is
     * over is rolled over first: the day's numbers zeroed, the date set to today, the reset
     * stamped. A date more than a day from the server's clock is a wrong device clock and is
     * ignored.
     */
    async get(uid: string, today?: string, now: Date = new Date()): Promise<UserProfile | undefined> {
      let profile = await users.find(uid);
      if (!profile) return undefined;
      const rolled =
        today && isPlausibleLocalDate(today, now) ? rolloverOnLoad(profile, today, now) : undefined;
      if (rolled && profile.currentDailyDate) {
        // Only if no sync moved the day meanwhile; otherwise the sync's numbers stand.
        profile =
          (await users.rollDayOver(uid, profile.currentDailyDate, rolled)) ??
          (await users.find(uid)) ??
          profile;
      }
      return withFreshRank(profile);
    },

    /** Merges the update into the preferences; phone notifications go on only with a verified number. */
    async updatePreferences(uid: string, update: PreferencesUpdate): Promise<PreferencesOutcome> {
      const current = await users.find(uid);
      if (!current) return { kind: 'not-found' };
      const preferences = mergePreferences(current.preferences, update);
      const problem = phoneNotificationsProblem(current, preferences);
      if (problem) return { kind: 'refused', reason: problem };
      const profile = await users.updatePreferences(uid, preferences);
      if (profile) return { kind: 'updated', profile };
      // The number was removed (or changed) since it was read: say why, as if it had been first.
      const now = await users.find(uid);
      return now ? { kind: 'refused', reason: 'phone-number-not-verified' } : { kind: 'not-found' };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

export type PreferencesOutcome =
  | { readonly kind: 'updated'; readonly profile: UserProfile }
  | { readonly kind: 'not-found' }
  /** Phone notifications asked for without a verified number. */
  | { readonly kind: 'refused'; readonly reason: PhoneFailureReason };
