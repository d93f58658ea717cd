import type { ProgressUpdate } from '@abhyas/domain';
import { type DeckEntry, deckAnswersOf, deckChanges } from '@abhyas/domain/review-scheduling';
import type { AnswerKey } from '../answer-key.ts';
import type { ReviewCardWrite } from '../stores/progress-store.ts';

/** The questions whose cards the sync reads: those of the batch's answers. */
export function reviewQuestionIdsOf(updates: readonly ProgressUpdate[]): string[] {
  return [...new Set(updates.flatMap((update) => update.answers.map((answer) => answer.questionId)))];
}

/**
 * The review cards a batch's new updates change, graded with the server's key in batch order
 * (`deckChanges`, the rule the web app shows optimistically); written in the sync's statement,
 * so a resent update changes the deck once.
 */
export function reviewWritesOf(
  updates: readonly ProgressUpdate[],
  deck: ReadonlyMap<string, DeckEntry>,
  key: AnswerKey,
  now: Date,
): ReviewCardWrite[] {
  const answers = deckAnswersOf(updates, (questionId) => key.entryOf(questionId)?.answerIndex, now.getTime());
  return [...deckChanges(deck, answers)].map(([questionId, entry]) => ({ questionId, ...entry }));
}
