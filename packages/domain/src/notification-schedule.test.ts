import { describe, expect, it } from 'vitest';
import {
  dailyReminderAt,
  instantAt,
  isKnownTimeZone,
  isQuietHour,
  localTimeOf,
  notificationKey,
  sendableAt,
  weekOf,
} from './notification-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('localTimeOf', () => {
  it("reads the wall clock and the ISO weekday in the learner's zone", () => {
    // 2026-03-01 is a Sunday; 20:00 UTC is already Monday 01:30 in India.
    expect(localTimeOf(at('2026-03-01T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-03-02',
      hour: 1,
      minute: 30,
      weekday: 1,
    });
    expect(localTimeOf(at('2026-03-01T20:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      date: '2026-03-01',
      hour: 12,
      weekday: 7,
    });
  });
});

describe('instantAt', () => {
  it('finds the instant a wall clock shows, on either side of a daylight-saving change', () => {
    expect(instantAt('2026-03-02', 19, 'Asia/Kolkata').toISOString()).toBe('2026-03-02T13:30:00.000Z');
    // Los Angeles moves from UTC−8 to UTC−7 on 2026-03-08.
    expect(instantAt('2026-03-07', 8, 'America/Los_Angeles').toISOString()).toBe('2026-03-07T16:00:00.000Z');
    expect(instantAt('2026-03-09', 8, 'America/Los_Angeles').toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(instantAt('2026-06-01', 8, 'Europe/London').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    // 02:00 does not exist that night: the clock jumps to 03:00 PDT.
    expect(instantAt('2026-03-08', 2, 'America/Los_Angeles').toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});

describe('quiet hours', () => {
  it("are 21:00 up to 08:00 in the learner's zone", () => {
    const zone = 'Asia/Kolkata';
    expect(isQuietHour(instantAt('2026-03-02', 20, zone), zone)).toBe(false);
    expect(isQuietHour(new Date(instantAt('2026-03-02', 21, zone).getTime() - 60_000), zone)).toBe(false);
    expect(isQuietHour(instantAt('2026-03-02', 21, zone), zone)).toBe(true);
    expect(isQuietHour(instantAt('2026-03-03', 3, zone), zone)).toBe(true);
    expect(isQuietHour(new Date(instantAt('2026-03-03', 8, zone).getTime() - 60_000), zone)).toBe(true);
    expect(isQuietHour(instantAt('2026-03-03', 8, zone), zone)).toBe(false);
  });

  it('hold a message to 08:00: the next morning before midnight, the same morning after it', () => {
    const zone = 'Asia/Kolkata';
    const morning = instantAt('2026-03-03', 8, zone);
    expect(sendableAt(instantAt('2026-03-02', 22, zone), zone)).toEqual(morning);
    expect(sendableAt(instantAt('2026-03-03', 2, zone), zone)).toEqual(morning);
    const afternoon = instantAt('2026-03-03', 15, zone);
    expect(sendableAt(afternoon, zone)).toEqual(afternoon);
  });

  it("follow the learner's zone, not the server's: 22:00 in Kolkata is 16:30 in London", () => {
    const nightInIndia = instantAt('2026-03-02', 22, 'Asia/Kolkata');
    expect(isQuietHour(nightInIndia, 'Asia/Kolkata')).toBe(true);
    expect(isQuietHour(nightInIndia, 'Europe/London')).toBe(false);
  });
});

describe('periods and keys', () => {
  it("puts the daily reminder at 19:00 of the learner's day", () => {
    expect(dailyReminderAt('2026-03-02', 'Asia/Kolkata').toISOString()).toBe('2026-03-02T13:30:00.000Z');
  });

  it("names the week by its Monday in the learner's zone", () => {
    // Sunday night in Los Angeles is already Monday in India.
    const instant = at('2026-03-09T04:00:00Z');
    expect(weekOf(instant, 'America/Los_Angeles')).toBe('2026-03-02');
    expect(weekOf(instant, 'Asia/Kolkata')).toBe('2026-03-09');
  });

  it('gives one key per learner, kind and period', () => {
    expect(notificationKey('u1', 'dailyReminder', '2026-03-02')).toBe('dailyReminder:2026-03-02:u1');
    expect(notificationKey('u1', 'dailyReminder', '2026-03-03')).not.toBe(
      notificationKey('u1', 'dailyReminder', '2026-03-02'),
    );
  });

  it('knows the zones browsers report and refuses others', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
