import type { PreferencesUpdate } from './profile-schemas.ts';
import type { Preferences } from './user-profile.ts';

/**
 * The preferences after a PATCH: the update's fields over the current ones, notification types
 * merged one level down so that switching one type keeps the others. The server stores this; the
 * web app shows it before the server answers.
 */
export function mergePreferences(current: Preferences, update: PreferencesUpdate): Preferences {
  return {
    ...current,
    ...update,
    phoneNotificationTypes: { ...current.phoneNotificationTypes, ...update.phoneNotificationTypes },
  };
}
