import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './auth-account.ts';
import { backfillProfile, refreshProfileAtSignIn, type StoredProfile } from './profile-lifecycle.ts';
import { createDefaultProfile } from './user-profile.ts';

const created = new Date('2026-01-01T00:00:00.000Z');
const later = new Date('2026-02-01T00:00:00.000Z');

function olderStoredProfile(): StoredProfile {
  const { preferences, securityEvents, phoneNumber, phoneNumberVerified, ...rest } = createDefaultProfile(
    { uid: 'u1', email: 'old@example.org', displayName: 'Old Name' },
    created,
  );
  return {
    ...rest,
    totalScore: 120,
    preferences: { soundEnabled: false, theme: 'dark', phoneNotificationTypes: { dailyReminder: true } },
  };
}

describe('backfillProfile', () => {
  it('fills missing phone, notification and security fields and keeps what is stored', () => {
    const profile = backfillProfile(olderStoredProfile());
    expect(profile.phoneNumber).toBeNull();
    expect(profile.phoneNumberVerified).toBe(false);
    expect(profile.preferences).toEqual({
      soundEnabled: false,
      theme: 'dark',
      difficulty: 'mixed',
      enablePhoneNotifications: false,
      phoneNotificationTypes: {
        dailyReminder: true,
        weeklyProgress: false,
        achievements: false,
        securityAlerts: false,
      },
    });
    expect(profile.securityEvents).toEqual({
      lastPasswordChange: null,
      lastPhoneVerification: null,
      lastSecurityReview: null,
      trustedDevices: [],
    });
    expect(profile.totalScore).toBe(120);
  });
});

describe('refreshProfileAtSignIn', () => {
  it('refreshes identity fields and lastLoginAt from the provider, keeping counters and preferences', () => {
    const profile = refreshProfileAtSignIn(
      olderStoredProfile(),
      {
        uid: 'u1',
        email: 'new@example.org',
        emailVerified: true,
        displayName: 'New Name',
        photoURL: 'https://example.org/p.png',
      },
      later,
    );
    expect(profile).toMatchObject({
      email: 'new@example.org',
      emailVerified: true,
      displayName: 'New Name',
      photoURL: 'https://example.org/p.png',
      lastLoginAt: later.toISOString(),
      createdAt: created.toISOString(),
      totalScore: 120,
    });
    expect(profile.preferences.theme).toBe('dark');
  });
});

describe('passwordWeakness', () => {
  it('refuses short, common and email-like passwords', () => {
    expect(passwordWeakness('short1', 'a@b.org')).toBe('too-short');
    expect(passwordWeakness('password123', 'a@b.org')).toBe('too-common');
    expect(passwordWeakness('aaaaaaaaaa', 'a@b.org')).toBe('too-common');
    expect(passwordWeakness('ramesh.kumar', 'ramesh.kumar@b.org')).toBe('too-common');
    expect(passwordWeakness('monsoon-lotus-77', 'a@b.org')).toBeUndefined();
  });
});
