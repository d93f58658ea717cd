import type { UserProfile } from '@abhyas/domain';

/** The last signed-in learner's profile, so the app shows it at once on the next visit (and offline). */
const PROFILE_CACHE_KEY = 'abhyas_profile';

export function cachedProfile(): UserProfile | undefined {
  try {
    const raw = window.localStorage.getItem(PROFILE_CACHE_KEY);
    return raw ? (JSON.parse(raw) as UserProfile) : undefined;
  } catch {
    return undefined;
  }
}

export function cacheProfile(profile: UserProfile): void {
  try {
    window.localStorage.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile));
  } catch {
    // Not cached; the server still has it.
  }
}

/** After sign-out or deletion: the profile cache and every local key that names the learner. */
export function clearLocalUserData(uid: string): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && (key === PROFILE_CACHE_KEY || key.includes(uid))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
