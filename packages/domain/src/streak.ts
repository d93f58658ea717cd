import { weekStart } from './ist-calendar.ts';

/**
 * A learner's streak: consecutive days, in their own time zone, with at least one answered
 * question. `lastAt` is when the last such answer was given (ms since the epoch), `freezeWeek` the
 * Monday of the week whose one free missed day was last used.
 */
export interface StreakState {
  days: number;
  best: number;
  lastDate: string | null;
  lastAt: number | null;
  freezeWeek: string | null;
}

export const EMPTY_STREAK: StreakState = { days: 0, best: 0, lastDate: null, lastAt: null, freezeWeek: null };

const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
}

function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * How the next active day stands to the streak: `same` (the day is counted, or the local date went
 * back or repeated: travel, or work queued offline), `next`, `bridged` (one missed day covered by the
 * week's freeze) or `broken`. A jump of local dates over a day in under 24 hours is a change of time
 * zone, never a missed day: nobody in one zone skips a whole date in less than a day.
 */
function stepTo(
  state: StreakState,
  date: string,
  at: number,
): 'first' | 'same' | 'next' | 'bridged' | 'broken' {
  if (state.lastDate === null || state.days === 0) return 'first';
  const gap = dayNumber(date) - dayNumber(state.lastDate);
  if (gap <= 0) return 'same';
  if (gap === 1) return 'next';
  if (state.lastAt !== null && at - state.lastAt < MS_PER_DAY) return 'next';
  if (gap === 2 && state.freezeWeek !== weekStart(dateOfDay(dayNumber(date) - 1))) return 'bridged';
  return 'broken';
}

/** The streak after a day with an answered question: `date` is the learner's local date, `at` the instant. */
export function extendStreak(state: StreakState, date: string, at: number): StreakState {
  const step = stepTo(state, date, at);
  const lastAt = Math.max(state.lastAt ?? at, at);
  switch (step) {
    case 'same':
      return { ...state, lastAt };
    case 'first':
    case 'broken':
      return { ...state, days: 1, best: Math.max(state.best, 1), lastDate: date, lastAt };
    case 'next':
    case 'bridged': {
      const days = state.days + 1;
      return {
        days,
        best: Math.max(state.best, days),
        lastDate: date,
        lastAt,
        freezeWeek: step === 'bridged' ? weekStart(dateOfDay(dayNumber(date) - 1)) : state.freezeWeek,
      };
    }
  }
}

/**
 * The streak as shown on `today` (the learner's local date): alive while today or yesterday was
 * active, or the day before when the week's freeze can still bridge yesterday; otherwise 0.
 */
export function currentStreak(state: StreakState, today: string): number {
  if (state.lastDate === null) return 0;
  const gap = dayNumber(today) - dayNumber(state.lastDate);
  if (gap <= 1) return state.days;
  if (gap === 2 && state.freezeWeek !== weekStart(dateOfDay(dayNumber(today) - 1))) return state.days;
  return 0;
}
