/**
 * When a reminder may reach a learner (issue 22): never between 21:00 and 08:00 in their time zone
 * (held to 08:00), the daily reminder in their evening, and each message once per learner, kind
 * and period. Pure rules, shared by the scheduler and its tests.
 */

/** The kinds of message, as the learner's preferences name them. */
export const NOTIFICATION_KINDS = [
  'dailyReminder',
  'weeklyProgress',
  'achievements',
  'securityAlerts',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Quiet hours in the learner's zone: from 21:00 up to 08:00 nothing is sent. */
export const QUIET_HOURS = { fromHour: 21, untilHour: 8 } as const;

/** The daily reminder goes at 19:00 in the learner's zone, if they have not practised that day. */
export const DAILY_REMINDER_HOUR = 19;

/** A wall-clock time in a time zone. */
export interface LocalTime {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly hour: number;
  readonly minute: number;
  /** 1 Monday … 7 Sunday (ISO 8601). */
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock time of `at` in `timeZone` (an IANA name; a RangeError for an unknown one). */
export function localTimeOf(at: Date, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: WEEKDAYS[part('weekday')] ?? 1,
  };
}

/** Whether `timeZone` is an IANA name the platform knows (what a browser reports). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const MS_PER_MINUTE = 60_000;

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const local = localTimeOf(at, timeZone);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, local.hour, local.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE) / MS_PER_MINUTE);
}

/**
 * The instant the wall clock in `timeZone` reads `date` at `hour`:00. Across a daylight-saving
 * change the offset is taken again at the first guess, so an hour that exists is found exactly;
 * an hour skipped by a change (02:30 on a spring-forward night) comes out an hour later.
 */
export function instantAt(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * MS_PER_MINUTE;
  const second = wall - offsetMinutes(new Date(first), timeZone) * MS_PER_MINUTE;
  if (localTimeOf(new Date(second), timeZone).hour === hour) return new Date(second);
  // The hour does not exist that night: the later guess is the first instant after the jump.
  return new Date(Math.max(first, second));
}

/** The calendar date after `date`. */
function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export function isQuietHour(at: Date, timeZone: string): boolean {
  const { hour } = localTimeOf(at, timeZone);
  return hour >= QUIET_HOURS.fromHour || hour < QUIET_HOURS.untilHour;
}

/** `at`, or when it falls in the learner's quiet hours, the 08:00 that ends them. */
export function sendableAt(at: Date, timeZone: string): Date {
  if (!isQuietHour(at, timeZone)) return at;
  const local = localTimeOf(at, timeZone);
  const morning = local.hour < QUIET_HOURS.untilHour ? local.date : nextDate(local.date);
  return instantAt(morning, QUIET_HOURS.untilHour, timeZone);
}

/** When the daily reminder of the learner's day `date` is due: 19:00 there. */
export function dailyReminderAt(date: string, timeZone: string): Date {
  return instantAt(date, DAILY_REMINDER_HOUR, timeZone);
}

/** The Monday (YYYY-MM-DD) of the learner's week that holds `at`: the weekly summary's period. */
export function weekOf(at: Date, timeZone: string): string {
  const local = localTimeOf(at, timeZone);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - (local.weekday - 1))).toISOString().slice(0, 10);
}

/**
 * The idempotency key of one message: a learner gets at most one per kind and period (a day, a
 * week, an achievement's name, a session), however many servers or retries try to send it.
 */
export function notificationKey(uid: string, kind: NotificationKind, period: string): string {
  return `${kind}:${period}:${uid}`;
}
