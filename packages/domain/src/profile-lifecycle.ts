import {
  DEFAULT_PREFERENCES,
  EMPTY_SECURITY_EVENTS,
  type IdentityClaims,
  type PhoneNotificationTypes,
  type Preferences,
  type SecurityEvents,
  type UserProfile,
} from './user-profile.ts';

/**
 * A stored profile whose phone, notification and security fields may be missing (written by an
 * older version, or cached on a device before those fields existed).
 */
export type StoredProfile = Omit<
  UserProfile,
  | 'preferences'
  | 'securityEvents'
  | 'phoneNumber'
  | 'phoneNumberVerified'
  | 'phoneNumberAddedAt'
  | 'countryCode'
  | 'phoneNumberLastUpdated'
  | 'phoneInvitationSkippedAt'
> &
  Partial<Pick<UserProfile, 'phoneNumber' | 'phoneNumberVerified' | 'phoneNumberAddedAt' | 'countryCode'>> &
  Partial<Pick<UserProfile, 'phoneNumberLastUpdated' | 'phoneInvitationSkippedAt'>> & {
    preferences?: Partial<Omit<Preferences, 'phoneNotificationTypes'>> & {
      phoneNotificationTypes?: Partial<PhoneNotificationTypes>;
    };
    securityEvents?: Partial<SecurityEvents>;
  };

/** Fills missing phone, notification and security fields with their defaults; keeps what is there. */
export function backfillProfile(stored: StoredProfile): UserProfile {
  const preferences = stored.preferences ?? {};
  return {
    ...stored,
    phoneNumber: stored.phoneNumber ?? null,
    phoneNumberVerified: stored.phoneNumberVerified ?? false,
    phoneNumberAddedAt: stored.phoneNumberAddedAt ?? null,
    countryCode: stored.countryCode ?? null,
    phoneNumberLastUpdated: stored.phoneNumberLastUpdated ?? null,
    phoneInvitationSkippedAt: stored.phoneInvitationSkippedAt ?? null,
    preferences: {
      soundEnabled: preferences.soundEnabled ?? DEFAULT_PREFERENCES.soundEnabled,
      theme: preferences.theme ?? DEFAULT_PREFERENCES.theme,
      difficulty: preferences.difficulty ?? DEFAULT_PREFERENCES.difficulty,
      enablePhoneNotifications:
        preferences.enablePhoneNotifications ?? DEFAULT_PREFERENCES.enablePhoneNotifications,
      phoneNotificationTypes: {
        ...DEFAULT_PREFERENCES.phoneNotificationTypes,
        ...preferences.phoneNotificationTypes,
      },
    },
    securityEvents: {
      ...EMPTY_SECURITY_EVENTS,
      ...stored.securityEvents,
      trustedDevices: [...(stored.securityEvents?.trustedDevices ?? [])],
    },
  };
}

/**
 * A returning learner's profile after sign-in: identity fields refreshed from the provider,
 * `lastLoginAt` now, missing fields back-filled, everything else (counters, preferences) kept.
 */
export function refreshProfileAtSignIn(
  stored: StoredProfile,
  identity: IdentityClaims,
  now: Date,
): UserProfile {
  return {
    ...backfillProfile(stored),
    lastLoginAt: now.toISOString(),
    displayName: identity.displayName ?? null,
    photoURL: identity.photoURL ?? null,
    email: identity.email ?? null,
    emailVerified: identity.emailVerified ?? false,
  };
}
