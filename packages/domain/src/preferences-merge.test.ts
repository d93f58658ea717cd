import { describe, expect, it } from 'vitest';
import { mergePreferences } from './preferences-merge.ts';
import { DEFAULT_PREFERENCES, type Preferences } from './user-profile.ts';

const current: Preferences = {
  ...DEFAULT_PREFERENCES,
  theme: 'dark',
  phoneNotificationTypes: { ...DEFAULT_PREFERENCES.phoneNotificationTypes, dailyReminder: true },
};

describe('mergePreferences', () => {
  it('takes the update over the current preferences and keeps what it does not name', () => {
    const merged = mergePreferences(current, { soundEnabled: !current.soundEnabled });
    expect(merged).toEqual({ ...current, soundEnabled: !current.soundEnabled });
  });

  it('switches one notification type and keeps the others', () => {
    const merged = mergePreferences(current, { phoneNotificationTypes: { achievements: false } });
    expect(merged.phoneNotificationTypes).toEqual({ ...current.phoneNotificationTypes, achievements: false });
    expect(merged.theme).toBe('dark');
  });

  it('leaves the current preferences untouched', () => {
    const before = JSON.parse(JSON.stringify(current));
    mergePreferences(current, { theme: 'default', phoneNotificationTypes: { dailyReminder: false } });
    expect(current).toEqual(before);
  });
});
