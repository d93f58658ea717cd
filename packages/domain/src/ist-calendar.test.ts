import { describe, expect, it } from 'vitest';
import { boardExpiresAt, boardFor, calendarDate, periodBoardsAt, weekStart } from './ist-calendar.ts';

describe('the board calendar', () => {
  it('turns the day at midnight India Standard Time (18:30 UTC)', () => {
    expect(calendarDate(new Date('2030-01-06T18:29:59.999Z'))).toBe('2030-01-06');
    expect(calendarDate(new Date('2030-01-06T18:30:00Z'))).toBe('2030-01-07');
  });

  it('starts weeks on Monday, IST', () => {
    expect(weekStart('2030-01-06')).toBe('2029-12-31'); // a Sunday
    expect(weekStart('2030-01-07')).toBe('2030-01-07'); // a Monday
    expect(periodBoardsAt(new Date('2030-01-06T18:29:59Z'), 'Asia/Kolkata')).toEqual({
      day: 'day:2030-01-06',
      week: 'week:2029-12-31',
    });
    expect(periodBoardsAt(new Date('2030-01-06T18:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: 'day:2030-01-07',
      week: 'week:2030-01-07',
    });
  });

  it('follows another configured time zone', () => {
    const at = new Date('2030-01-07T03:00:00Z');
    expect(boardFor('day', at, 'America/New_York')).toBe('day:2030-01-06');
    expect(boardFor('day', at, 'Asia/Kolkata')).toBe('day:2030-01-07');
    expect(boardFor('all', at, 'Asia/Kolkata')).toBe('all');
  });

  it('keeps day and week boards a while after they end, all time forever', () => {
    expect(boardExpiresAt('all')).toBeNull();
    expect(boardExpiresAt('day:2030-01-07')?.toISOString()).toBe('2030-01-11T00:00:00.000Z');
    expect(boardExpiresAt('week:2030-01-07')?.toISOString()).toBe('2030-01-23T00:00:00.000Z');
  });
});
