import {
  endOfLocalDay,
  type MistakeTag,
  REVIEW_DECK_MAX_CARDS,
  type ReviewCard,
  type ReviewDeckResponse,
} from '@abhyas/domain';
import { newReviewSchedule } from '@abhyas/domain/review-scheduling';
import type { AnswerKeySource } from '../answer-key.ts';
import type { ReviewCardStore, StoredReviewCard } from '../stores/review-card-store.ts';

export const QUESTION_NOT_FOUND = 'Question not found';

export type ReviewOutcome<T> = { kind: 'done'; value: T } | { kind: 'unknown-question' };

/**
 * The use cases behind `/api/review/*`: the learner's deck, their stars and their mistake tags.
 * The schedules come from the sync (progress-sync-service.ts), graded on the server.
 */
export function createReviewDeckService({
  store,
  answerKeys,
  now = () => new Date(),
}: {
  store: ReviewCardStore;
  answerKeys: AnswerKeySource;
  now?: () => Date;
}) {
  /**
   * Runs `change` only for a question the answer key knows (never a row for a made-up id), and
   * names the card's topic.
   */
  async function known(
    questionId: string,
    change: () => Promise<StoredReviewCard | undefined>,
  ): Promise<ReviewOutcome<ReviewCard | null>> {
    const key = await answerKeys.current();
    const entry = key.entryOf(questionId);
    if (!entry) return { kind: 'unknown-question' };
    const card = await change();
    return { kind: 'done', value: card ? { ...card, topicId: entry.subcategoryId } : null };
  }

  return {
    /**
     * The deck, the earliest due first (at most REVIEW_DECK_MAX_CARDS), each card with its topic;
     * a question the bank no longer has is left out. The counts cover the whole deck, due by the
     * end of the server's day.
     */
    async deck(uid: string): Promise<ReviewDeckResponse> {
      const key = await answerKeys.current();
      const cards = (await store.deckOf(uid, REVIEW_DECK_MAX_CARDS)).flatMap((card) => {
        const entry = key.entryOf(card.questionId);
        return entry ? [{ ...card, topicId: entry.subcategoryId }] : [];
      });
      return { cards, counts: await store.countsOf(uid, new Date(endOfLocalDay(now()))) };
    },

    /** Stars or unstars; the card as stored, or null when unstarring took it out of the deck. */
    bookmark(uid: string, questionId: string, starred: boolean): Promise<ReviewOutcome<ReviewCard | null>> {
      const at = now();
      return known(questionId, () =>
        starred
          ? store.star(uid, questionId, newReviewSchedule(at.getTime()), at)
          : store.unstar(uid, questionId, at),
      );
    },

    tagMistake(uid: string, questionId: string, tag: MistakeTag): Promise<ReviewOutcome<ReviewCard | null>> {
      const at = now();
      return known(questionId, () => store.tag(uid, questionId, tag, newReviewSchedule(at.getTime()), at));
    },
  };
}

export type ReviewDeckService = ReturnType<typeof createReviewDeckService>;
