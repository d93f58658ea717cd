import type { DailyQuiz } from '@abhyas/domain';
import { useEffect, useState } from 'react';
import { dailyQuizApi } from '../../api/daily-quiz-api.ts';
import { loadDailyQuiz, saveDailyQuiz } from './daily-quiz-store.ts';

export type DailyQuizState =
  | { status: 'loading' }
  | { status: 'ready'; quiz: DailyQuiz }
  | { status: 'error'; retry: () => void };

/** The quiz of `date` from the device, or from the server once (kept for offline use) while `enabled`. */
export function useDailyQuiz(date: string, enabled: boolean): DailyQuizState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DailyQuizState>(() => {
    const kept = loadDailyQuiz(date);
    return kept ? { status: 'ready', quiz: kept } : { status: 'loading' };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt (Try again) is a trigger.
  useEffect(() => {
    if (!enabled || loadDailyQuiz(date)) return;
    let current = true;
    setState({ status: 'loading' });
    dailyQuizApi.today().then(
      (quiz) => {
        saveDailyQuiz(quiz);
        if (current) setState({ status: 'ready', quiz });
      },
      (error: unknown) => {
        console.warn('The daily quiz could not be loaded', error);
        if (current) setState({ status: 'error', retry: () => setAttempt((value) => value + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [date, enabled, attempt]);
  return state;
}
