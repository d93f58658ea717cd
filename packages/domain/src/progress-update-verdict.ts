import { regexes } from 'zod/mini';
import {
  DEFAULT_RANK,
  LATEST_VALID_DATE_MS,
  MAX_CLOCK_AHEAD_MS,
  PRODUCT_FIRST_DAY_MS,
  QUESTION_OPTION_COUNT,
} from './constants.ts';
import { isPlausibleLocalDate, LOCAL_DATE_PATTERN } from './daily-rollover.ts';
import {
  MAX_ANSWERS_PER_UPDATE,
  type ProgressAnswer,
  type ProgressUpdate,
  progressUpdateSchema,
} from './progress-update.ts';

/**
 * What one stored or received progress update is: an update that can apply (as read: coerced,
 * its times clamped), or the reason it never will. `id` names a refused entry when it has one.
 */
export type ProgressUpdateVerdict =
  | { ok: true; update: ProgressUpdate }
  | { ok: false; id: string | undefined; reason: string };

export type AnonymousProgressUpdate = Omit<ProgressUpdate, 'userId'>;
export type AnonymousUpdateVerdict =
  | { ok: true; update: AnonymousProgressUpdate }
  | { ok: false; id: string | undefined; reason: string };

/** The product rule for stored updates: without these as numbers an entry is corrupt. */
const REQUIRED_NUMBERS = ['timestamp', 'scoreChange', 'questionsAttempted'] as const;
/** The other numbers are coerced to numbers, defaulting to 0 (only shown optimistically). */
const COERCED_NUMBERS = ['correctAnswers', 'wrongAnswers', 'newRank'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function toNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The time an answer took, as a count of ms: a phone's clock stepping back between showing a
 * question and its answer makes it negative, and the server never reads it, so it is clamped
 * rather than the answer lost.
 */
export function clampTimeTaken(value: unknown): number {
  return Math.max(0, Math.round(toNumber(value)));
}

function coerceAnswer(answer: unknown): unknown {
  if (!isRecord(answer)) return answer;
  return { ...answer, timeTakenMs: clampTimeTaken(answer.timeTakenMs) };
}

/** The entry with the coercions the product rules allow; a reason when it lacks a required number. */
function coerce(record: Record<string, unknown>): Record<string, unknown> | string {
  for (const field of REQUIRED_NUMBERS)
    if (!isNumber(record[field])) return `Invalid ${field}: expected a number`;
  const coerced: Record<string, unknown> = { ...record };
  for (const field of COERCED_NUMBERS) coerced[field] = Math.round(toNumber(record[field]));
  // 0 is no rank; the optimistic rank then shows the product's "unranked" default.
  if ((coerced.newRank as number) < 1) coerced.newRank = DEFAULT_RANK;
  if (Array.isArray(record.answers)) coerced.answers = record.answers.map(coerceAnswer);
  return coerced;
}

/** A `YYYY-MM-DD` that names a day of the calendar (the pattern alone lets 2026-02-31 through). */
function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/**
 * Rules across fields, and against the server's clock when given: the learner's local date is
 * within a day of the update's time in any time zone, and the time is not more than a few
 * minutes ahead of the server's clock (drift allowed; a further one counts as now, see
 * `withProgress`).
 */
function timeReason(update: Pick<ProgressUpdate, 'currentDailyDate' | 'timestamp'>, now?: Date) {
  if (!isCalendarDate(update.currentDailyDate)) return 'Invalid currentDailyDate: not a calendar date';
  if (!isPlausibleLocalDate(update.currentDailyDate, new Date(update.timestamp)))
    return "Invalid currentDailyDate: more than a day from the update's timestamp";
  if (now && update.timestamp > now.getTime() + MAX_CLOCK_AHEAD_MS)
    return `Invalid timestamp: more than ${MAX_CLOCK_AHEAD_MS / 60_000} minutes ahead of the server's clock`;
  return undefined;
}

function describeIssue(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path.map(String).join('.') || 'update';
  return `Invalid ${field}: ${issue?.message ?? 'malformed'}`;
}

const ANONYMOUS_OWNER = 'anonymous';

function read(entry: unknown, userId: string | undefined, now: Date | undefined): ProgressUpdateVerdict {
  if (!isRecord(entry)) return { ok: false, id: undefined, reason: 'Invalid update: not an object' };
  const id = typeof entry.id === 'string' ? entry.id : undefined;
  const coerced = coerce(userId === undefined ? entry : { ...entry, userId });
  if (typeof coerced === 'string') return { ok: false, id, reason: coerced };
  const parsed = progressUpdateSchema.safeParse(coerced);
  if (!parsed.success) return { ok: false, id, reason: describeIssue(parsed.error.issues[0]) };
  const reason = timeReason(parsed.data, now);
  return reason ? { ok: false, id, reason } : { ok: true, update: parsed.data };
}

/**
 * The one reader of a progress update, wherever it comes from: the web app's queue (new, and
 * stored by any earlier version), the anonymous answers, and the server's sync, which passes its
 * clock. Numbers are coerced as the product rules say and the time taken is clamped at 0; what
 * still cannot apply is refused with a reason, never thrown.
 */
export function readProgressUpdate(entry: unknown, options: { now?: Date } = {}): ProgressUpdateVerdict {
  return read(entry, undefined, options.now);
}

/** `readProgressUpdate` for an anonymous visitor's work, kept on the device without a user id. */
export function readAnonymousProgressUpdate(entry: unknown): AnonymousUpdateVerdict {
  // A placeholder owner, so the one schema checks every other field; it is taken off again.
  const verdict = read(entry, ANONYMOUS_OWNER, undefined);
  if (!verdict.ok) return verdict;
  const { userId: _owner, ...update } = verdict.update;
  return { ok: true, update };
}

// The server reads thousands of updates a second, nearly all exactly as the app wrote them: for
// those, the checks below say yes without zod (an eighth of the sync's CPU in the server). They
// are the schema's checks for values that need no coercion, nothing more; anything else is read
// by `readProgressUpdate`, which gives the verdict and its reason. A property test holds the two
// to the same answer (progress-update-well-formed.test.ts).

const UUID = regexes.uuid();

/** A whole number zod's `z.int()` accepts (a safe integer). */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isTextOfLength = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;
const isLocalDate = (value: unknown): value is string =>
  typeof value === 'string' && LOCAL_DATE_PATTERN.test(value);

function wellFormedAnswer(answer: unknown): ProgressAnswer | undefined {
  if (!isRecord(answer)) return undefined;
  const { questionId, chosenIndex, mode, timeTakenMs } = answer;
  if (
    !isTextOfLength(questionId, 1, 200) ||
    (mode !== 'quiz' && mode !== 'practice') ||
    !isCount(timeTakenMs)
  )
    return undefined;
  if (chosenIndex !== null && !(isCount(chosenIndex) && chosenIndex < QUESTION_OPTION_COUNT))
    return undefined;
  return { questionId, chosenIndex, mode, timeTakenMs: clampTimeTaken(timeTakenMs) };
}

/**
 * The update as `readProgressUpdate(entry, { now })` reads it, when the entry is well formed as
 * the app sends it (every number already a whole number in range, nothing to coerce) and can
 * apply; undefined for anything else, which `readProgressUpdate` then judges.
 */
export function readWellFormedProgressUpdate(entry: unknown, now: Date): ProgressUpdate | undefined {
  if (!isRecord(entry)) return undefined;
  const { id, userId, answers, scoreChange, questionsAttempted, correctAnswers, wrongAnswers } = entry;
  const { newRank, currentDailyDate, timestamp, mockId, dailyQuizDate } = entry;
  const wellFormed =
    typeof id === 'string' &&
    UUID.test(id) &&
    isTextOfLength(userId, 1, Number.POSITIVE_INFINITY) &&
    Array.isArray(answers) &&
    answers.length >= 1 &&
    answers.length <= MAX_ANSWERS_PER_UPDATE &&
    isInt(scoreChange) &&
    isCount(questionsAttempted) &&
    isCount(correctAnswers) &&
    isCount(wrongAnswers) &&
    isInt(newRank) &&
    newRank >= 1 &&
    isLocalDate(currentDailyDate) &&
    isInt(timestamp) &&
    timestamp >= PRODUCT_FIRST_DAY_MS &&
    timestamp <= LATEST_VALID_DATE_MS &&
    (mockId === undefined || isTextOfLength(mockId, 1, 100)) &&
    (dailyQuizDate === undefined || isLocalDate(dailyQuizDate));
  if (!wellFormed) return undefined;
  const read: ProgressAnswer[] = [];
  for (const answer of answers) {
    const wellFormedOne = wellFormedAnswer(answer);
    if (!wellFormedOne) return undefined;
    read.push(wellFormedOne);
  }
  const update: ProgressUpdate = {
    id,
    userId,
    answers: read,
    scoreChange,
    questionsAttempted,
    correctAnswers,
    wrongAnswers,
    newRank,
    currentDailyDate,
    timestamp,
    ...(mockId === undefined ? {} : { mockId }),
    ...(dailyQuizDate === undefined ? {} : { dailyQuizDate }),
  };
  return timeReason(update, now) === undefined ? update : undefined;
}
