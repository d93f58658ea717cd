import type { MistakeTag, ReviewCard, ReviewSchedule } from '@abhyas/domain';

/** A card as stored: the topic comes from the answer key when it is read (review-deck-service.ts). */
export type StoredReviewCard = Omit<ReviewCard, 'topicId'>;

import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ReviewCardsTable } from '../db/schema.ts';

const toCard = (row: Selectable<ReviewCardsTable>): StoredReviewCard => ({
  questionId: row.questionId,
  schedule: row.schedule,
  addedFrom: row.addedFrom,
  starred: row.starred,
  mistakeTag: row.mistakeTag,
  updatedAt: new Date(row.updatedAt).getTime(),
});

/**
 * A learner's review deck (migration 0015). The sync writes the schedules in its own statement
 * (progress-store.ts); here are the reads, and the star and the tag, which touch nothing else of
 * a card, so they never race the sync's schedule.
 */
export function createReviewCardStore(db: Db) {
  /**
   * Writes what a star or a tag sets on a card: a card the question lacks starts never reviewed
   * (`fresh`), one it has keeps its schedule. The learner's row is held (key share) meanwhile, as
   * the foreign key that cards no longer have (migration 0027) held it: a deletion of the learner
   * waits and then deletes the card with them, and a learner already gone gets no card.
   */
  async function upsertCard(
    uid: string,
    questionId: string,
    fresh: ReviewSchedule,
    at: Date,
    addedFrom: 'bookmark' | 'practice',
    change: { starred: true } | { mistakeTag: MistakeTag },
  ): Promise<StoredReviewCard> {
    return db.transaction().execute(async (trx) => {
      const learner = await trx
        .selectFrom('users')
        .select('uid')
        .where('uid', '=', uid)
        .forKeyShare()
        .executeTakeFirst();
      if (!learner) throw new Error(`no learner ${uid} to keep a review card for`);
      const row = await trx
        .insertInto('reviewCards')
        .values({
          userUid: uid,
          questionId,
          schedule: JSON.stringify(fresh),
          due: new Date(fresh.due),
          addedFrom,
          ...change,
          updatedAt: at,
        })
        .onConflict((conflict) =>
          conflict.columns(['userUid', 'questionId']).doUpdateSet({ ...change, updatedAt: at }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCard(row);
    });
  }

  return {
    /** The first `limit` cards of `uid`, the earliest due first. */
    async deckOf(uid: string, limit: number): Promise<StoredReviewCard[]> {
      const rows = await db
        .selectFrom('reviewCards')
        .selectAll()
        .where('userUid', '=', uid)
        .orderBy('due')
        .orderBy('questionId')
        .limit(limit)
        .execute();
      return rows.map(toCard);
    },

    /** How many cards `uid` has, and how many are due before `dueBefore`. */
    async countsOf(uid: string, dueBefore: Date): Promise<{ total: number; due: number }> {
      const { rows } = await sql<{ total: number; due: number }>`
        select count(*)::int as total, count(*) filter (where due < ${dueBefore}::timestamptz)::int as due
        from review_cards where user_uid = ${uid}::text
      `.execute(db);
      return rows[0] ?? { total: 0, due: 0 };
    },

    /**
     * Stars a question: a card it has keeps its schedule; one it lacks starts never reviewed
     * (`fresh`, due at once). Returns the card as stored.
     */
    async star(uid: string, questionId: string, fresh: ReviewSchedule, at: Date): Promise<StoredReviewCard> {
      return upsertCard(uid, questionId, fresh, at, 'bookmark', { starred: true });
    },

    /**
     * Takes the star off. A card the star alone put in the deck, never reviewed since, leaves the
     * deck with it (undefined); any other stays, as a mistake to review.
     */
    async unstar(uid: string, questionId: string, at: Date): Promise<StoredReviewCard | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('reviewCards')
          .where('userUid', '=', uid)
          .where('questionId', '=', questionId)
          .where('addedFrom', '=', 'bookmark')
          .where(sql<boolean>`(schedule ->> 'reps')::int = 0`)
          .execute();
        const row = await trx
          .updateTable('reviewCards')
          .set({ starred: false, updatedAt: at })
          .where('userUid', '=', uid)
          .where('questionId', '=', questionId)
          .returningAll()
          .executeTakeFirst();
        return row && toCard(row);
      });
    },

    /**
     * Sets the reason for the learner's latest mistake at a question. A tag may reach the server
     * before the answer it is about (the answer waits in the device's queue): the question then
     * joins the deck never reviewed (`fresh`), and the answer, when it comes, schedules it.
     */
    async tag(
      uid: string,
      questionId: string,
      tag: MistakeTag,
      fresh: ReviewSchedule,
      at: Date,
    ): Promise<StoredReviewCard> {
      return upsertCard(uid, questionId, fresh, at, 'practice', { mistakeTag: tag });
    },

    /** The deck as "Download my data" gives it. */
    async exportOf(uid: string): Promise<StoredReviewCard[]> {
      const rows = await db
        .selectFrom('reviewCards')
        .selectAll()
        .where('userUid', '=', uid)
        .orderBy('questionId')
        .execute();
      return rows.map(toCard);
    },
  };
}

export type ReviewCardStore = ReturnType<typeof createReviewCardStore>;
