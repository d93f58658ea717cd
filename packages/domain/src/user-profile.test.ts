import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK } from './constants.ts';
import { createDefaultProfile } from './user-profile.ts';

describe('createDefaultProfile', () => {
  const now = new Date('2026-01-02T03:04:05.000Z');

  it('starts every counter at zero and the rank at the unranked default', () => {
    const profile = createDefaultProfile({ uid: 'u1', email: 'a@example.org' }, now);
    expect(profile.totalScore).toBe(0);
    expect(profile.questionsAttempted).toBe(0);
    expect(profile.dailyScore).toBe(0);
    expect(profile.currentRank).toBe(DEFAULT_RANK);
    expect(profile.createdAt).toBe(now.toISOString());
    expect(profile.email).toBe('a@example.org');
  });

  it('gives default preferences that are not shared between profiles', () => {
    const a = createDefaultProfile({ uid: 'a' }, now);
    const b = createDefaultProfile({ uid: 'b' }, now);
    expect(a.preferences).toEqual({
      soundEnabled: true,
      theme: 'default',
      difficulty: 'mixed',
      enablePhoneNotifications: false,
      phoneNotificationTypes: {
        dailyReminder: false,
        weeklyProgress: false,
        achievements: false,
        securityAlerts: false,
      },
    });
    a.preferences.phoneNotificationTypes.achievements = true;
    expect(b.preferences.phoneNotificationTypes.achievements).toBe(false);
  });
});
