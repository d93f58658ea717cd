import { averageAccuracy } from './accuracy.ts';
import { addToDay, type DailyState } from './daily-rollover.ts';
import type { ProgressUpdate } from './progress-update.ts';
import type { UserProfile } from './user-profile.ts';

/** The learner's numbers that a progress update moves. */
export type ProgressNumbers = Pick<
  UserProfile,
  'totalScore' | 'questionsAttempted' | 'correctAnswers' | 'wrongAnswers' | 'averageAccuracy'
> &
  DailyState;

/** What the optimistic display reads from a queued update: its locally computed counters. */
export type QueuedWork = Pick<
  ProgressUpdate,
  'scoreChange' | 'questionsAttempted' | 'correctAnswers' | 'wrongAnswers' | 'currentDailyDate' | 'timestamp'
>;

/**
 * The learner's numbers with queued, not yet synced work added, by the same rules the server
 * applies: totals, `averageAccuracy`, the daily rollover per the work's local date, and
 * `lastPlayedAt`. Pure and deterministic (each update's own timestamp stands for "now"), so the
 * web app can recompute it from the last server profile and the queue at any time; the server's
 * answer replaces it once the updates are synced.
 */
export function withQueuedProgress<T extends ProgressNumbers>(numbers: T, queued: readonly QueuedWork[]): T {
  if (queued.length === 0) return numbers;
  const inOrder = [...queued].sort((a, b) => a.timestamp - b.timestamp);
  let totalScore = numbers.totalScore;
  let questionsAttempted = numbers.questionsAttempted;
  let correctAnswers = numbers.correctAnswers;
  let wrongAnswers = numbers.wrongAnswers;
  let day: DailyState = {
    dailyQuestionsAttempted: numbers.dailyQuestionsAttempted,
    dailyCorrectAnswers: numbers.dailyCorrectAnswers,
    dailyWrongAnswers: numbers.dailyWrongAnswers,
    dailyScore: numbers.dailyScore,
    dailyAccuracy: numbers.dailyAccuracy,
    currentDailyDate: numbers.currentDailyDate,
    lastDailyReset: numbers.lastDailyReset,
    lastPlayedAt: numbers.lastPlayedAt,
  };
  let lastPlayed = numbers.lastPlayedAt ? Date.parse(numbers.lastPlayedAt) : 0;
  for (const work of inOrder) {
    totalScore += work.scoreChange;
    questionsAttempted += work.questionsAttempted;
    correctAnswers += work.correctAnswers;
    wrongAnswers += work.wrongAnswers;
    day = addToDay(
      day,
      {
        date: work.currentDailyDate,
        scoreChange: work.scoreChange,
        questionsAttempted: work.questionsAttempted,
        correctAnswers: work.correctAnswers,
        wrongAnswers: work.wrongAnswers,
      },
      new Date(work.timestamp),
    );
    lastPlayed = Math.max(lastPlayed, work.timestamp);
  }
  return {
    ...numbers,
    ...day,
    totalScore,
    questionsAttempted,
    correctAnswers,
    wrongAnswers,
    averageAccuracy: averageAccuracy(correctAnswers, questionsAttempted),
    lastPlayedAt: new Date(lastPlayed).toISOString(),
  };
}
