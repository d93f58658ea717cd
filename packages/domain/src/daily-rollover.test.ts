import { describe, expect, it } from 'vitest';
import {
  addToDay,
  type DailyState,
  formatLocalDate,
  isNewDay,
  isPlausibleLocalDate,
  rolloverOnLoad,
} from './daily-rollover.ts';

const empty: DailyState = {
  dailyQuestionsAttempted: 0,
  dailyCorrectAnswers: 0,
  dailyWrongAnswers: 0,
  dailyScore: 0,
  dailyAccuracy: 0,
  currentDailyDate: null,
  lastDailyReset: null,
  lastPlayedAt: null,
};
const now = new Date('2026-03-10T12:00:00Z');
const work = (date: string, correct: number, wrong: number) => ({
  date,
  scoreChange: correct * 4 - wrong,
  questionsAttempted: correct + wrong,
  correctAnswers: correct,
  wrongAnswers: wrong,
});

describe('isNewDay', () => {
  it('is a new day without lastPlayedAt, without a daily date, or on another date', () => {
    expect(isNewDay({ lastPlayedAt: null, currentDailyDate: '2026-03-10' }, '2026-03-10')).toBe(true);
    expect(isNewDay({ lastPlayedAt: now.toISOString(), currentDailyDate: null }, '2026-03-10')).toBe(true);
    expect(isNewDay({ lastPlayedAt: now.toISOString(), currentDailyDate: '2026-03-09' }, '2026-03-10')).toBe(
      true,
    );
    expect(isNewDay({ lastPlayedAt: now.toISOString(), currentDailyDate: '2026-03-10' }, '2026-03-10')).toBe(
      false,
    );
  });
});

describe('addToDay', () => {
  it('sets the counters to the work on a new day and stamps the reset', () => {
    const day = addToDay(
      {
        ...empty,
        dailyQuestionsAttempted: 9,
        dailyCorrectAnswers: 9,
        currentDailyDate: '2026-03-09',
        lastPlayedAt: 'x',
      },
      work('2026-03-10', 3, 1),
      now,
    );
    expect(day).toMatchObject({
      dailyQuestionsAttempted: 4,
      dailyCorrectAnswers: 3,
      dailyWrongAnswers: 1,
      dailyScore: 11,
      dailyAccuracy: 75,
      currentDailyDate: '2026-03-10',
      lastDailyReset: now.toISOString(),
    });
  });

  it('adds on the same day and keeps the reset stamp', () => {
    const first = addToDay(empty, work('2026-03-10', 1, 0), now);
    const second = addToDay(first, work('2026-03-10', 1, 1), new Date('2026-03-10T13:00:00Z'));
    expect(second).toMatchObject({ dailyQuestionsAttempted: 3, dailyCorrectAnswers: 2, dailyAccuracy: 67 });
    expect(second.lastDailyReset).toBe(now.toISOString());
  });

  it('leaves the day alone for work dated before it', () => {
    const today = addToDay(empty, work('2026-03-10', 2, 0), now);
    expect(addToDay(today, work('2026-03-09', 5, 5), now)).toEqual(today);
  });

  it('gives 0 accuracy when nothing was attempted', () => {
    expect(addToDay(empty, work('2026-03-10', 0, 0), now).dailyAccuracy).toBe(0);
  });
});

describe('isPlausibleLocalDate', () => {
  it('accepts dates within a day of the server clock in either direction', () => {
    expect(isPlausibleLocalDate('2026-03-10', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-03-11', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-03-09', now)).toBe(true);
    expect(isPlausibleLocalDate('2026-03-12', now)).toBe(false);
    expect(isPlausibleLocalDate('2026-03-08', now)).toBe(false);
    expect(isPlausibleLocalDate('2026-02-31', now)).toBe(false);
  });
});

describe('rolloverOnLoad', () => {
  it('zeroes the day when the stored date is not today', () => {
    const stored = addToDay(empty, work('2026-03-09', 2, 2), now);
    expect(rolloverOnLoad(stored, '2026-03-10', now)).toMatchObject({
      dailyQuestionsAttempted: 0,
      dailyScore: 0,
      dailyAccuracy: 0,
      currentDailyDate: '2026-03-10',
      lastDailyReset: now.toISOString(),
    });
  });

  it('changes nothing on the same day or without a stored date', () => {
    expect(rolloverOnLoad(addToDay(empty, work('2026-03-10', 1, 0), now), '2026-03-10', now)).toBeUndefined();
    expect(rolloverOnLoad(empty, '2026-03-10', now)).toBeUndefined();
  });
});

describe('formatLocalDate', () => {
  it('pads month and day', () => {
    expect(formatLocalDate(new Date(2026, 2, 9, 0, 0))).toBe('2026-03-09');
  });
});
