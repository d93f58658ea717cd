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

/** Remembered calendar dates per time zone and minute; the sync asks for the same few over and over. */
const datesByMinute = new Map<string, Map<number, string>>();
const REMEMBERED_MINUTES = 4096;
const MS_PER_MINUTE = 60_000;

/** Throws a RangeError for a time zone the platform does not know. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-CA', { timeZone });
}

function formatCalendarDate(at: Date, timeZone: string): string {
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

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. Every time zone's offsets and
 * transitions fall on whole minutes, so the date is worked out once per minute and remembered.
 */
export function calendarDate(at: Date, timeZone: string = DEFAULT_LEADERBOARD_TIME_ZONE): string {
  const minute = Math.floor(at.getTime() / MS_PER_MINUTE);
  if (Number.isNaN(minute)) return formatCalendarDate(at, timeZone);
  let dates = datesByMinute.get(timeZone);
  if (!dates) {
    dates = new Map();
    datesByMinute.set(timeZone, dates);
  }
  let date = dates.get(minute);
  if (date === undefined) {
    if (dates.size >= REMEMBERED_MINUTES) dates.clear();
    date = formatCalendarDate(new Date(minute * MS_PER_MINUTE), timeZone);
    dates.set(minute, date);
  }
  return date;
}

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(utcDate(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Remembered `weekStart` answers, by date. */
const mondays = new Map<string, string>();
const REMEMBERED_DATES = 1024;

/** The Monday of the week a calendar date falls in. */
export function weekStart(date: string): string {
  let monday = mondays.get(date);
  if (monday === undefined) {
    if (mondays.size >= REMEMBERED_DATES) mondays.clear();
    const weekday = utcDate(date).getUTCDay(); // 0 = Sunday
    monday = addDays(date, -((weekday + 6) % 7));
    mondays.set(date, monday);
  }
  return monday;
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

/** Remembered `boardExpiresAt` answers (ms), by board; a sync asks for the same few boards. */
const expiryByBoard = new Map<BoardKey, number | null>();

/**
 * When a board stops mattering, or null for the all-time board. Generous by up to a day so
 * that no time zone's offset can end a board early.
 */
export function boardExpiresAt(board: BoardKey): Date | null {
  let expiresAt = expiryByBoard.get(board);
  if (expiresAt === undefined) {
    if (expiryByBoard.size >= REMEMBERED_DATES) expiryByBoard.clear();
    const [kind, date] = board.split(':');
    expiresAt = date ? expiryOf(kind === 'week' ? 'week' : 'day', date) : null;
    expiryByBoard.set(board, expiresAt);
  }
  return expiresAt === null ? null : new Date(expiresAt);
}

function expiryOf(kind: 'day' | 'week', date: string): number {
  const lastDay = kind === 'week' ? addDays(date, 6) : date;
  const keep = kind === 'week' ? WEEK_BOARD_KEEP_DAYS : DAY_BOARD_KEEP_DAYS;
  return utcDate(addDays(lastDay, keep + 2)).getTime();
}
