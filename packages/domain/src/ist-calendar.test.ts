import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardExpiresAt, boardFor, calendarDate, periodBoardsAt, weekStart } from './ist-calendar.ts';

describe('the board calendar', () => {
  it('turns the day at midnight India Standard Time (18:30 UTC)', () => {
    expect(calendarDate(new Date('2030-01-06T18:29:59.999Z'))).toBe('2030-01-06');
    expect(calendarDate(new Date('2030-01-06T18:30:00Z'))).toBe('2030-01-07');
  });

  it('gives the date Intl gives, minute after minute, in zones with odd offsets and daylight saving', () => {
    const zones = [
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'America/St_Johns',
      'America/New_York',
      'Pacific/Kiritimati',
    ];
    const intlDate = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(at);
    // More instants than the remembered minutes, so the memory is also emptied and refilled.
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (at, zone) => {
          expect(calendarDate(at, zone)).toBe(intlDate(at, zone));
          expect(calendarDate(at, zone)).toBe(intlDate(at, zone));
        },
      ),
      { numRuns: 6000 },
    );
    // The last second of a minute that ends a day, asked for after its first second.
    expect(calendarDate(new Date('2030-01-06T18:29:00Z'))).toBe('2030-01-06');
    expect(calendarDate(new Date('2030-01-06T18:29:59.999Z'))).toBe('2030-01-06');
    // New York's clocks go forward at 07:00 UTC on 2026-03-08 and back at 06:00 UTC on 2026-11-01.
    expect(calendarDate(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(calendarDate(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(calendarDate(new Date('2026-11-02T04:59:59Z'), 'America/New_York')).toBe('2026-11-01');
    expect(calendarDate(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
    // 6,000 runs of Intl formatting take a few seconds, more on a loaded 2-core machine.
  }, 60_000);

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
    // Asked again, the remembered answer is the same, and a caller changing its copy changes nothing.
    boardExpiresAt('day:2030-01-07')?.setTime(0);
    expect(boardExpiresAt('day:2030-01-07')?.toISOString()).toBe('2030-01-11T00:00:00.000Z');
  });
});
