import { type Card, createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import type { ReviewSchedule } from './review-deck.ts';
import type { ReviewSource } from './review-due.ts';
import type { AnswerMode } from './scoring.ts';

/**
 * The one scheduling rule of the review deck, for the web app (an anonymous learner's deck, the
 * signed-in learner's optimistic one) and the server (the deck it keeps): ts-fsrs with its default
 * weights. No fuzz, so both sides compute the same due time from the same answers; no short-term
 * steps, so a mistake comes back the next day rather than in a minute (learners come back to
 * Abhyas once a day, not within a sitting).
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const toCard = (schedule: ReviewSchedule): Card => ({
  due: new Date(schedule.due),
  stability: schedule.stability,
  difficulty: schedule.difficulty,
  elapsed_days: schedule.elapsedDays,
  scheduled_days: schedule.scheduledDays,
  learning_steps: schedule.learningSteps,
  reps: schedule.reps,
  lapses: schedule.lapses,
  state: schedule.state,
  last_review: schedule.lastReview === null ? undefined : new Date(schedule.lastReview),
});

const fromCard = (card: Card): ReviewSchedule => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.getTime() : null,
});

/** A card never reviewed, due at once: what a star puts in the deck. */
export function newReviewSchedule(at: number): ReviewSchedule {
  return fromCard(createEmptyCard(new Date(at)));
}

/** The schedule after one answer: right moves the question further out, wrong brings it back sooner. */
export function scheduleReview(
  schedule: ReviewSchedule | undefined,
  correct: boolean,
  at: number,
): ReviewSchedule {
  const card = schedule ? toCard(schedule) : createEmptyCard(new Date(at));
  // A clock that went back since the last review (another device, a corrected phone) reviews at that review's time.
  const when = new Date(Math.max(at, schedule?.lastReview ?? 0));
  return fromCard(scheduler.next(card, when, correct ? Rating.Good : Rating.Again).card);
}

/** What the deck needs of one graded answer. */
export interface DeckAnswer {
  questionId: string;
  /** Right, or wrong or skipped. */
  correct: boolean;
  /** Where it was given: a practice answer reviews a question of the deck. */
  source: Exclude<ReviewSource, 'bookmark'>;
  /** When it was given, ms since the epoch. */
  at: number;
}

/** A question's place in the deck as answers change it. */
export interface DeckEntry {
  schedule: ReviewSchedule;
  addedFrom: ReviewSource;
}

/**
 * The deck entries a run of answers changes, in answer order: a wrong or skipped answer (quiz,
 * mock or practice) puts its question in the deck, or brings it back sooner if it is there; a
 * right practice answer to a question of the deck moves it further out. A right quiz or mock
 * answer changes nothing: it is not a review. A star or a tag puts a question in the deck never
 * reviewed, and its first answer schedules it (a right one in practice, too). Returns only the
 * entries changed.
 */
export function deckChanges(
  deck: ReadonlyMap<string, DeckEntry>,
  answers: readonly DeckAnswer[],
): Map<string, DeckEntry> {
  const changed = new Map<string, DeckEntry>();
  for (const answer of answers) {
    const entry = changed.get(answer.questionId) ?? deck.get(answer.questionId);
    if (answer.correct && (answer.source !== 'practice' || !entry)) continue;
    changed.set(answer.questionId, {
      schedule: scheduleReview(entry?.schedule, answer.correct, answer.at),
      // A card never reviewed (a star, or a tag that came before its answer) is named by its first answer.
      addedFrom: entry && entry.schedule.reps > 0 ? entry.addedFrom : answer.source,
    });
  }
  return changed;
}

/** What the deck needs of a progress update, queued or received. */
export interface DeckUpdate {
  answers: readonly { questionId: string; chosenIndex: number | null; mode: AnswerMode }[];
  timestamp: number;
  mockId?: string | undefined;
}

/**
 * The graded answers of updates, as `deckChanges` reads them: each at its update's time (no later
 * than `now`, as a clock a little ahead counts on the boards). Answers the key does not know are
 * left out.
 */
export function deckAnswersOf(
  updates: readonly DeckUpdate[],
  answerIndexOf: (questionId: string) => number | undefined,
  now: number,
): DeckAnswer[] {
  return updates.flatMap((update) =>
    update.answers.flatMap((answer): DeckAnswer[] => {
      const answerIndex = answerIndexOf(answer.questionId);
      if (answerIndex === undefined) return [];
      return [
        {
          questionId: answer.questionId,
          correct: answer.chosenIndex === answerIndex,
          source: update.mockId === undefined ? answer.mode : 'mock',
          at: Math.min(update.timestamp, now),
        },
      ];
    }),
  );
}
