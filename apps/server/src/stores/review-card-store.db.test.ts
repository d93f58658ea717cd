import { newReviewSchedule } from '@abhyas/domain/review-scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createReviewCardStore } from './review-card-store.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const cardsOf = (uid: string) =>
  database.db.selectFrom('reviewCards').select('questionId').where('userUid', '=', uid).execute();

describe('a star or a tag on a review card', () => {
  it('keeps a card for a learner who is there', async () => {
    await database.db.insertInto('users').values({ uid: 'star-learner' }).execute();
    const cards = createReviewCardStore(database.db);
    await cards.star('star-learner', 'q1', newReviewSchedule(Date.now()), new Date());
    expect(await cardsOf('star-learner')).toEqual([{ questionId: 'q1' }]);
  });

  // Cards have no foreign key to their learner (migration 0027): the store holds the learner's row instead.
  it('keeps no card for a learner who is gone', async () => {
    const cards = createReviewCardStore(database.db);
    await expect(cards.star('gone-learner', 'q1', newReviewSchedule(Date.now()), new Date())).rejects.toThrow(
      'no learner gone-learner',
    );
    expect(await cardsOf('gone-learner')).toEqual([]);
  });
});
