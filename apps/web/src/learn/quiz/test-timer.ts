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
