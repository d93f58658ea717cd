import { describe, expect, it } from 'vitest';
import { calendarDate } from './ist-calendar.ts';
import { currentStreak, EMPTY_STREAK, extendStreak, type StreakState } from './streak.ts';

/** An answer given at `iso` by a learner whose device is in `timeZone`, as the sync sees it. */
function answerAt(state: StreakState, iso: string, timeZone: string): StreakState {
  const at = new Date(iso);
  return extendStreak(state, calendarDate(at, timeZone), at.getTime());
}

function answersAt(timeZone: string, ...isos: string[]): StreakState {
  return isos.reduce((state, iso) => answerAt(state, iso, timeZone), EMPTY_STREAK);
}

const NEW_YORK = 'America/New_York'; // behind IST by 10 h 30 min in November
const TOKYO = 'Asia/Tokyo'; // ahead of IST by 3 h 30 min
const KOLKATA = 'Asia/Kolkata';

describe('extendStreak around midnight', () => {
  it('counts 23:50 and 00:10 local in a zone behind IST as two days, though both are one IST day', () => {
    // 2026-11-23 23:50 and 2026-11-24 00:10 in New York: 2026-11-24 10:20 and 10:40 in India.
    const state = answersAt(NEW_YORK, '2026-11-24T04:50:00Z', '2026-11-24T05:10:00Z');
    expect(state).toMatchObject({ days: 2, lastDate: '2026-11-24' });
  });

  it('counts 23:50 and 00:10 local in a zone ahead of IST as two days, though both are one IST day', () => {
    // 2026-11-24 23:50 and 2026-11-25 00:10 in Tokyo: 20:20 and 20:40 on 2026-11-24 in India.
    const state = answersAt(TOKYO, '2026-11-24T14:50:00Z', '2026-11-24T15:10:00Z');
    expect(state).toMatchObject({ days: 2, lastDate: '2026-11-25' });
  });

  it('counts two answers on one local day once, though they fall on two IST days', () => {
    // 2026-11-24 08:00 and 16:00 in New York: 18:30 on the 24th and 02:30 on the 25th in India.
    const state = answersAt(NEW_YORK, '2026-11-24T13:00:00Z', '2026-11-24T21:00:00Z');
    expect(state).toMatchObject({ days: 1, best: 1, lastDate: '2026-11-24' });
  });

  it('keeps a streak alive until the end of the next local day and no longer', () => {
    const state = answersAt(KOLKATA, '2026-11-23T18:00:00Z'); // 23:30 on Monday the 23rd in India
    expect(currentStreak(state, '2026-11-24')).toBe(1);
    // Wednesday: Tuesday missed, but the week's freeze can still bridge it.
    expect(currentStreak(state, '2026-11-25')).toBe(1);
    expect(currentStreak(state, '2026-11-26')).toBe(0);
  });
});

describe('extendStreak with the weekly freeze', () => {
  it('bridges one missed day of a week and counts the days studied', () => {
    const state = answersAt(KOLKATA, '2026-11-23T06:00:00Z', '2026-11-25T06:00:00Z');
    expect(state).toMatchObject({ days: 2, freezeWeek: '2026-11-23', lastDate: '2026-11-25' });
  });

  it('breaks on a second missed day in the same week', () => {
    const state = answersAt(
      KOLKATA,
      '2026-11-23T06:00:00Z', // Monday
      '2026-11-25T06:00:00Z', // Wednesday: Tuesday bridged
      '2026-11-27T06:00:00Z', // Friday: Thursday missed, the freeze is spent
    );
    expect(state).toMatchObject({ days: 1, best: 2, lastDate: '2026-11-27' });
    expect(
      currentStreak(answersAt(KOLKATA, '2026-11-23T06:00:00Z', '2026-11-25T06:00:00Z'), '2026-11-27'),
    ).toBe(0);
  });

  it('gives a new freeze each week', () => {
    const state = answersAt(
      KOLKATA,
      '2026-11-25T06:00:00Z', // Wednesday
      '2026-11-27T06:00:00Z', // Friday: Thursday bridged
      '2026-11-28T06:00:00Z',
      '2026-11-29T06:00:00Z', // Sunday
      '2026-12-01T06:00:00Z', // Tuesday: Monday the 30th bridged by the new week's freeze
    );
    expect(state).toMatchObject({ days: 5, freezeWeek: '2026-11-30' });
  });

  it('never bridges two missed days in a row', () => {
    const state = answersAt(KOLKATA, '2026-11-23T06:00:00Z', '2026-11-24T06:00:00Z', '2026-11-27T06:00:00Z');
    expect(state).toMatchObject({ days: 1, best: 2 });
  });
});

describe('extendStreak across time zones', () => {
  it('does not break when a flight west repeats a local date', () => {
    // Tuesday 23:00 in Delhi, then Tuesday 20:00 in New York after the flight.
    let state = answersAt(KOLKATA, '2026-11-23T06:00:00Z', '2026-11-24T17:30:00Z');
    state = answerAt(state, '2026-11-25T01:00:00Z', NEW_YORK);
    expect(state).toMatchObject({ days: 2, lastDate: '2026-11-24' });
    state = answerAt(state, '2026-11-25T15:00:00Z', NEW_YORK); // Wednesday in New York
    expect(state).toMatchObject({ days: 3, lastDate: '2026-11-25' });
  });

  it('does not break when the local date goes back', () => {
    // Wednesday 01:00 in Tokyo, then Tuesday 14:00 in New York the same hour: the date went back.
    let state = answersAt(TOKYO, '2026-11-24T03:00:00Z', '2026-11-24T16:00:00Z');
    expect(state).toMatchObject({ days: 2, lastDate: '2026-11-25' });
    state = answerAt(state, '2026-11-24T19:00:00Z', NEW_YORK);
    expect(state).toMatchObject({ days: 2, lastDate: '2026-11-25' });
  });

  it('does not spend the freeze when a flight east skips a local date in under a day', () => {
    // Monday 20:00 in New York, then Wednesday 12:00 at Kiritimati (UTC+14) 21 hours later:
    // Tuesday never came for this learner.
    const state = answerAt(
      answersAt(NEW_YORK, '2026-11-24T01:00:00Z'),
      '2026-11-24T22:00:00Z',
      'Pacific/Kiritimati',
    );
    expect(state).toMatchObject({ days: 2, freezeWeek: null, lastDate: '2026-11-25' });
  });

  it('counts a skipped date as missed when a whole day passed', () => {
    // Monday 20:00 in New York, then Wednesday 20:00 there: 48 hours, Tuesday missed (bridged).
    const state = answersAt(NEW_YORK, '2026-11-24T01:00:00Z', '2026-11-26T01:00:00Z');
    expect(state).toMatchObject({ days: 2, freezeWeek: '2026-11-23' });
  });
});
