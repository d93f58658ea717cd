import { averageAccuracy } from './accuracy.ts';
import { addToDay, type DailyState, isPlausibleLocalDate } from './daily-rollover.ts';
import type { ProgressUpdate } from './progress-update.ts';
import type { ProgressSyncResult } from './sync-result.ts';
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
 * The learner's numbers with work added, by the one set of rules the server applies and the web
 * app shows optimistically: totals, `averageAccuracy`, the daily rollover per the work's local
 * date, and `lastPlayedAt`.
 *
 * With `serverClock` (the server applying a batch): work is taken in the order given, a local
 * date more than a day from the clock may not move the day (a wrong device clock; the totals
 * still count the work), resets are stamped with the clock and no timestamp may put
 * `lastPlayedAt` in the future. Without it (the web app, from the last server profile and its
 * queue): work is taken in time order and each unit's own timestamp stands for "now", so the
 * result is deterministic.
 */
export function withProgress<T extends ProgressNumbers>(
  numbers: T,
  work: readonly QueuedWork[],
  serverClock?: Date,
): T {
  if (work.length === 0) return numbers;
  const inOrder = serverClock ? work : [...work].sort((a, b) => a.timestamp - b.timestamp);
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
  for (const unit of inOrder) {
    totalScore += unit.scoreChange;
    questionsAttempted += unit.questionsAttempted;
    correctAnswers += unit.correctAnswers;
    wrongAnswers += unit.wrongAnswers;
    if (!serverClock || isPlausibleLocalDate(unit.currentDailyDate, serverClock))
      day = addToDay(
        day,
        {
          date: unit.currentDailyDate,
          scoreChange: unit.scoreChange,
          questionsAttempted: unit.questionsAttempted,
          correctAnswers: unit.correctAnswers,
          wrongAnswers: unit.wrongAnswers,
        },
        serverClock ?? new Date(unit.timestamp),
      );
    lastPlayed = Math.max(
      lastPlayed,
      serverClock ? Math.min(unit.timestamp, serverClock.getTime()) : unit.timestamp,
    );
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

/** The web app's optimistic numbers: the last server profile with the queued updates added. */
export function withQueuedProgress<T extends ProgressNumbers>(numbers: T, queued: readonly QueuedWork[]): T {
  return withProgress(numbers, queued);
}

/** The ids a sync response acknowledges: the client drops exactly these from its queue. */
export function acknowledgedIds(
  result: Pick<ProgressSyncResult, 'applied' | 'duplicates' | 'rejected'>,
): Set<string> {
  return new Set([...result.applied, ...result.duplicates, ...result.rejected.map((entry) => entry.id)]);
}
