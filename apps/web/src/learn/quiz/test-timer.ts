import { QUIZ_SECONDS_PER_QUESTION } from '@abhyas/domain';

/**
 * `?secondsPerQuestion=N` shortens the quiz timer, for the end-to-end tests of auto-submit
 * (they run against the production build). It is honoured in every build but only ever
 * shortens the time: a learner who sets it only makes their own quiz harder, never easier.
 */
export function secondsPerQuestionFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('secondsPerQuestion'));
  if (!Number.isInteger(value) || value < 1 || value >= QUIZ_SECONDS_PER_QUESTION)
    return QUIZ_SECONDS_PER_QUESTION;
  return value;
}

/**
 * A mock's time is its exam's (`durationMinutes`), not 36 s a question. The same test hook
 * shortens it to N s a question when that is shorter, and never lengthens it: UPSC's
 * 72 s a question stays shortened by any N below 72.
 */
export function mockDurationMs(durationMinutes: number, questionCount: number, search: string): number {
  const full = durationMinutes * 60_000;
  const value = Number(new URLSearchParams(search).get('secondsPerQuestion'));
  if (!Number.isInteger(value) || value < 1) return full;
  return Math.min(full, value * questionCount * 1000);
}
