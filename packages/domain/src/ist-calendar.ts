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

const REMEMBERED_MINUTES = 4096;
const REMEMBERED_DATES = 1024;
const MS_PER_MINUTE = 60_000;

/**
 * `compute` with its answers remembered, up to `limit` of them (then all are forgotten at once):
 * the sync asks for the same few dates and boards over and over.
 */
function remembering<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}

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

/** Per time zone: the calendar date of a minute (ms since the epoch / 60,000). */
const dateOfMinuteIn = new Map<string, (minute: number) => string>();

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone. Every time zone's offsets and
 * transitions fall on whole minutes, so the date is worked out once per minute and remembered.
 */
export function calendarDate(at: Date, timeZone: string = DEFAULT_LEADERBOARD_TIME_ZONE): string {
  const minute = Math.floor(at.getTime() / MS_PER_MINUTE);
  if (Number.isNaN(minute)) return formatCalendarDate(at, timeZone);
  let dateOfMinute = dateOfMinuteIn.get(timeZone);
  if (!dateOfMinute) {
    dateOfMinute = remembering(REMEMBERED_MINUTES, (start: number) =>
      formatCalendarDate(new Date(start * MS_PER_MINUTE), timeZone),
    );
    dateOfMinuteIn.set(timeZone, dateOfMinute);
  }
  return dateOfMinute(minute);
}

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(utcDate(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in. */
export const weekStart: (date: string) => string = remembering(REMEMBERED_DATES, (date: string) => {
  const weekday = utcDate(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
});

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

/** `boardExpiresAt` in ms since the epoch. */
const expiryMsOf = remembering(REMEMBERED_DATES, (board: BoardKey): number | null => {
  const [kind, date] = board.split(':');
  if (!date) return null;
  const lastDay = kind === 'week' ? addDays(date, 6) : date;
  const keep = kind === 'week' ? WEEK_BOARD_KEEP_DAYS : DAY_BOARD_KEEP_DAYS;
  return utcDate(addDays(lastDay, keep + 2)).getTime();
});

/**
 * When a board stops mattering, or null for the all-time board. Generous by up to a day so
 * that no time zone's offset can end a board early.
 */
export function boardExpiresAt(board: BoardKey): Date | null {
  const expiresAt = expiryMsOf(board);
  return expiresAt === null ? null : new Date(expiresAt);
}
