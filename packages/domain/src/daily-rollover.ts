import { dailyAccuracy } from './accuracy.ts';

/** The learner's local calendar date, as the daily statistics count days. */
export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** `YYYY-MM-DD` of the given instant in the runtime's own time zone (the learner's, in a browser). */
export function formatLocalDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The profile's daily numbers, as the rollover reads and writes them (timestamps as ISO strings). */
export interface DailyState {
  dailyQuestionsAttempted: number;
  dailyCorrectAnswers: number;
  dailyWrongAnswers: number;
  dailyScore: number;
  dailyAccuracy: number;
  currentDailyDate: string | null;
  lastDailyReset: string | null;
  lastPlayedAt: string | null;
}

/** What one applied unit of work adds to the day. */
export interface DailyContribution {
  /** The learner's local date the work was done on, `YYYY-MM-DD`. */
  date: string;
  scoreChange: number;
  questionsAttempted: number;
  correctAnswers: number;
  wrongAnswers: number;
}

const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
}

/** `YYYY-MM-DD` of an instant in UTC: the server's own calendar date. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether a learner-reported local date is believable against the server's clock: every time
 * zone (UTC-12 to UTC+14) is at most one calendar day away from UTC, so anything further is a
 * wrong device clock.
 */
export function isPlausibleLocalDate(date: string, now: Date): boolean {
  if (!LOCAL_DATE_PATTERN.test(date) || Number.isNaN(dayNumber(date))) return false;
  return Math.abs(dayNumber(date) - dayNumber(utcDate(now))) <= 1;
}

/** A learner is on a new day when they never played, have no daily date, or it is not today. */
export function isNewDay(
  state: Pick<DailyState, 'lastPlayedAt' | 'currentDailyDate'>,
  today: string,
): boolean {
  return !state.lastPlayedAt || !state.currentDailyDate || state.currentDailyDate !== today;
}

/**
 * Adds one unit of work to the day. On a new day the counters become the work's totals and
 * `lastDailyReset` is stamped; on the same day they are added. Work dated before the stored
 * day (queued offline, synced after midnight) belongs to a day that is over: it leaves the
 * daily numbers alone (the all-time totals still count it). `lastPlayedAt` is stamped by the
 * caller after the whole batch.
 */
export function addToDay(state: DailyState, work: DailyContribution, now: Date): DailyState {
  if (
    state.currentDailyDate &&
    state.lastPlayedAt &&
    dayNumber(work.date) < dayNumber(state.currentDailyDate)
  )
    return state;
  const fresh = isNewDay(state, work.date);
  const base = fresh
    ? { dailyQuestionsAttempted: 0, dailyCorrectAnswers: 0, dailyWrongAnswers: 0, dailyScore: 0 }
    : state;
  const attempted = base.dailyQuestionsAttempted + work.questionsAttempted;
  const correct = base.dailyCorrectAnswers + work.correctAnswers;
  return {
    dailyQuestionsAttempted: attempted,
    dailyCorrectAnswers: correct,
    dailyWrongAnswers: base.dailyWrongAnswers + work.wrongAnswers,
    dailyScore: base.dailyScore + work.scoreChange,
    dailyAccuracy: dailyAccuracy(correct, attempted),
    currentDailyDate: work.date,
    lastDailyReset: fresh ? now.toISOString() : state.lastDailyReset,
    // Marks the day as played so later work of the same batch adds instead of resetting.
    lastPlayedAt: state.lastPlayedAt ?? now.toISOString(),
  };
}

/**
 * On profile load or refresh: a stored daily date that is not today means the day is over, so
 * the counters and `dailyAccuracy` are zeroed, the date becomes today and the reset is stamped.
 * Returns undefined when nothing changes.
 */
export function rolloverOnLoad(state: DailyState, today: string, now: Date): DailyState | undefined {
  if (!state.currentDailyDate || state.currentDailyDate === today) return undefined;
  return {
    ...state,
    dailyQuestionsAttempted: 0,
    dailyCorrectAnswers: 0,
    dailyWrongAnswers: 0,
    dailyScore: 0,
    dailyAccuracy: 0,
    currentDailyDate: today,
    lastDailyReset: now.toISOString(),
  };
}
