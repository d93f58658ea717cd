import type { ReviewSchedule } from './review-deck.ts';

/**
 * The review deck's rules that need no scheduler and no schema (issue 21), small enough for the
 * web app's first screen ("Review: N due").
 */

/** Why a learner got a question wrong, in one tap: each kind needs a different remedy. */
export const MISTAKE_TAGS = [
  'did-not-know',
  'confused-facts',
  'misread',
  'calculation-slip',
  'ran-out-of-time',
] as const;
export type MistakeTag = (typeof MISTAKE_TAGS)[number];

/** What first put a question in the deck. */
export const REVIEW_SOURCES = ['quiz', 'mock', 'practice', 'bookmark'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/**
 * The end of the learner's local day: a card due before it is due today. FSRS schedules in whole
 * days from the time of the answer, so a question missed at 22:00 is due all of the next day.
 */
export function endOfLocalDay(now: Date): number {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

/** Whether a card is due on the learner's day of `now`. */
export function isReviewDue(card: { schedule: Pick<ReviewSchedule, 'due'> }, now: Date): boolean {
  return card.schedule.due < endOfLocalDay(now);
}

/** The cards due today, the earliest first. */
export function dueReviewCards<T extends { schedule: Pick<ReviewSchedule, 'due'> }>(
  cards: readonly T[],
  now: Date,
): T[] {
  return cards.filter((card) => isReviewDue(card, now)).sort((a, b) => a.schedule.due - b.schedule.due);
}

export type MistakeTagMix = Record<MistakeTag, number>;

/** How many of the given tags are of each kind (every kind present, zero when none). */
export function mistakeTagMix(tags: Iterable<MistakeTag | null | undefined>): MistakeTagMix {
  const mix = Object.fromEntries(MISTAKE_TAGS.map((tag) => [tag, 0])) as MistakeTagMix;
  for (const tag of tags) if (tag) mix[tag] += 1;
  return mix;
}
