import type { StreakState } from '@abhyas/domain';
import { useEffect, useState } from 'react';
import { dailyQuizApi } from '../../api/daily-quiz-api.ts';
import { useOnline } from '../../config/online-status.ts';
import { loadStreak, saveStreak } from '../daily/daily-quiz-store.ts';

/**
 * The signed-in learner's streak: the copy last heard on this device at once, then the server's.
 * `refresh` asks again (the profile changed after a sync), and so does coming back online.
 */
export function useStreak(uid: string | undefined, refresh: unknown): StreakState | undefined {
  const online = useOnline();
  const [streak, setStreak] = useState<StreakState | undefined>(() => (uid ? loadStreak(uid) : undefined));
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is a trigger.
  useEffect(() => {
    // Offline, the copy on the device stands; back online, the server is asked again.
    if (!uid || !online) return;
    let current = true;
    dailyQuizApi.streak().then(
      (fresh) => {
        saveStreak(uid, fresh);
        if (current) setStreak(fresh);
      },
      // Offline or signed out meanwhile: the copy on the device stays.
      (error: unknown) => console.warn('The streak could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [uid, refresh, online]);
  return streak;
}
