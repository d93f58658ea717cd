import type { UserProfile } from '@abhyas/domain';
import { forgetQueueRecord } from '../sync/indexeddb-queue.ts';
import { isPendingQueueKey, peekQueue } from '../sync/queue-storage-keys.ts';

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

/** Whether a stored sync queue still holds answers the server has not acknowledged. */
function holdsUnsyncedAnswers(storage: Storage, uid: string): boolean {
  const { waitingIds, setAsideCount } = peekQueue(storage, uid);
  // Updates that could not be sent are kept too: never silently deleted.
  return waitingIds.length > 0 || setAsideCount > 0;
}

/**
 * After sign-out or deletion: the profile cache, every local key that names the learner and their
 * IndexedDB queue, except a sync queue that could not be flushed first: answers are never lost,
 * and they sync on the learner's next sign-in on this device. Each store decides by what it holds
 * (a queue kept in IndexedDB rewrites its local storage mirror when the learner is back).
 */
export function clearLocalUserData(uid: string, keepUnsyncedAnswers = true): void {
  forgetQueueRecord(uid, keepUnsyncedAnswers).catch((error: unknown) =>
    console.warn('Could not clear the IndexedDB sync queue', error),
  );
  try {
    const storage = window.localStorage;
    const keepQueue = keepUnsyncedAnswers && holdsUnsyncedAnswers(storage, uid);
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || (keepQueue && isPendingQueueKey(key))) continue;
      if (key === PROFILE_CACHE_KEY || key.includes(uid)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
