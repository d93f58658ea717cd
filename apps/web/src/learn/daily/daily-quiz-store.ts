import { type DailyQuiz, dailyQuizDateOf, type StreakState } from '@abhyas/domain';
import { readJson, writeJson } from '../storage/local-store.ts';

/** Today's quiz as fetched: taken offline once it is on the device. */
const QUIZ_KEY = 'abhyas_daily_quiz';
const resultKey = (learnerId: string) => `abhyas_daily_result_${learnerId}`;
const streakKey = (learnerId: string) => `abhyas_streak_${learnerId}`;

/** What the device remembers of a learner's daily quiz: the last one they finished. */
export interface DailyResult {
  date: string;
  correct: number;
  total: number;
  timeTakenMs: number;
  /** The progress update that carried it (signed in), to tell when it reached the server. */
  updateId?: string | null;
}

/** The IST date whose quiz is today's. */
export function todaysDailyDate(now = new Date()): string {
  return dailyQuizDateOf(now);
}

export function loadDailyQuiz(date: string): DailyQuiz | undefined {
  const stored = readJson(QUIZ_KEY) as Partial<DailyQuiz> | undefined;
  if (!stored || stored.date !== date || !Array.isArray(stored.questions) || stored.questions.length === 0)
    return undefined;
  return stored as DailyQuiz;
}

export function saveDailyQuiz(quiz: DailyQuiz): void {
  writeJson(QUIZ_KEY, quiz);
}

export function loadDailyResult(learnerId: string, date: string): DailyResult | undefined {
  const stored = readJson(resultKey(learnerId)) as Partial<DailyResult> | undefined;
  if (
    !stored ||
    stored.date !== date ||
    typeof stored.correct !== 'number' ||
    typeof stored.total !== 'number'
  )
    return undefined;
  return {
    date,
    correct: stored.correct,
    total: stored.total,
    timeTakenMs: Number(stored.timeTakenMs) || 0,
    updateId: typeof stored.updateId === 'string' ? stored.updateId : null,
  };
}

/** Keeps the learner's first result of the day: later attempts neither enter the board nor replace it. */
export function saveDailyResult(learnerId: string, result: DailyResult): void {
  if (loadDailyResult(learnerId, result.date)) return;
  writeJson(resultKey(learnerId), result);
}

/** The streak last heard from the server, shown offline. */
export function loadStreak(learnerId: string): StreakState | undefined {
  const stored = readJson(streakKey(learnerId)) as Partial<StreakState> | undefined;
  if (!stored || typeof stored.days !== 'number' || typeof stored.best !== 'number') return undefined;
  return {
    days: stored.days,
    best: stored.best,
    lastDate: typeof stored.lastDate === 'string' ? stored.lastDate : null,
    lastAt: typeof stored.lastAt === 'number' ? stored.lastAt : null,
    freezeWeek: typeof stored.freezeWeek === 'string' ? stored.freezeWeek : null,
  };
}

export function saveStreak(learnerId: string, streak: StreakState): void {
  writeJson(streakKey(learnerId), streak);
}
