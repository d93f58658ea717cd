/**
 * The calendar the Today and This week boards follow: India Standard Time by default, any IANA
 * time zone when the operator configures one. Weeks start on Monday (as in India's official
 * calendar and ISO 8601).
 */
export const DEFAULT_LEADERBOARD_TIME_ZONE = 'Asia/Kolkata';

/** How long a board stays stored after its day or week has ended: long enough for late syncs. */
export const DAY_BOARD_KEEP_DAYS = 2;
export const WEEK_BOARD_KEEP_DAYS = 8;

export type LeaderboardPeriod = 'day' | 'week' | 'all';

/** Board keys: `all`, `day:YYYY-MM-DD`, `week:YYYY-MM-DD` (the week's Monday). */
export type BoardKey = string;
export const ALL_TIME_BOARD: BoardKey = 'all';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a time zone the platform does not know. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-CA', { timeZone });
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(at: Date, timeZone: string = DEFAULT_LEADERBOARD_TIME_ZONE): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(utcDate(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in. */
export function weekStart(date: string): string {
  const weekday = utcDate(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function dayBoard(date: string): BoardKey {
  return `day:${date}`;
}

export function weekBoard(date: string): BoardKey {
  return `week:${weekStart(date)}`;
}

/** The board a period shows at an instant. */
export function boardFor(period: LeaderboardPeriod, at: Date, timeZone: string): BoardKey {
  if (period === 'all') return ALL_TIME_BOARD;
  const date = calendarDate(at, timeZone);
  return period === 'day' ? dayBoard(date) : weekBoard(date);
}

/** The day and week boards an answer given at `at` counts on. */
export function periodBoardsAt(at: Date, timeZone: string): { day: BoardKey; week: BoardKey } {
  const date = calendarDate(at, timeZone);
  return { day: dayBoard(date), week: weekBoard(date) };
}

/**
 * When a board stops mattering, or null for the all-time board. Generous by up to a day so
 * that no time zone's offset can end a board early.
 */
export function boardExpiresAt(board: BoardKey): Date | null {
  const [kind, date] = board.split(':');
  if (!date) return null;
  const lastDay = kind === 'week' ? addDays(date, 6) : date;
  const keep = kind === 'week' ? WEEK_BOARD_KEEP_DAYS : DAY_BOARD_KEEP_DAYS;
  return utcDate(addDays(lastDay, keep + 2));
}
