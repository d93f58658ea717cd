import {
  apiErrorSchema,
  type ProgressUpdate,
  REVIEW_DECK_MAX_CARDS,
  type ReviewDeckResponse,
  reviewCardSchema,
  reviewDeckResponseSchema,
} from '@abhyas/domain';
import { scheduleReview } from '@abhyas/domain/review-scheduling';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  practiceAnswer,
  progressUpdate,
  quizAnswer,
  RIGHT,
  testAnswerKeys,
  WRONG,
} from '../testing/progress-updates.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createSyncTestApp, type SyncTestApp } from '../testing/sync-test-app.ts';

const DAY = 86_400_000;
let testApp: SyncTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createSyncTestApp(testAnswerKeys(REVIEW_DECK_MAX_CARDS + 10));
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

let learners = 0;
const newLearner = () => signInAs(app, `review-learner-${++learners}`);

async function sync(user: SignedIn, updates: ProgressUpdate[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/progress/sync',
    headers: user.headers,
    payload: { updates },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { applied: string[]; duplicates: string[] };
}

async function deck(user: SignedIn): Promise<ReviewDeckResponse> {
  const response = await app.inject({ url: '/api/review/deck', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return reviewDeckResponseSchema.parse(response.json());
}

const put = (user: SignedIn | undefined, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: user?.headers ?? {}, payload: payload as object });

describe('the review deck written by the sync', () => {
  it('holds the wrong and skipped answers of quizzes and practice, due the next day', async () => {
    const learner = await newLearner();
    const at = Date.now() - 1000;
    await sync(learner, [
      progressUpdate(
        learner.uid,
        [quizAnswer('q1', WRONG), quizAnswer('q2', null), quizAnswer('q3', RIGHT)],
        sent(at),
      ),
      progressUpdate(learner.uid, [practiceAnswer('q4', WRONG)], sent(at)),
    ]);
    const { cards, counts } = await deck(learner);
    expect(cards.map((card) => [card.questionId, card.addedFrom])).toEqual([
      ['q1', 'quiz'],
      ['q2', 'quiz'],
      ['q4', 'practice'],
    ]);
    expect(cards.every((card) => card.schedule.due === at + DAY)).toBe(true);
    expect(counts).toEqual({
      total: 3,
      due: cards.filter((card) => card.schedule.due < endOfToday()).length,
    });
  });

  it('moves a question out when a practice answer gets it right, and brings it back sooner when wrong', async () => {
    const learner = await newLearner();
    const missedAt = Date.now() - 2 * DAY;
    await sync(learner, [
      progressUpdate(learner.uid, [quizAnswer('q1', WRONG), quizAnswer('q2', WRONG)], at(missedAt)),
    ]);
    const reviewAt = Date.now() - 1000;
    await sync(learner, [
      progressUpdate(learner.uid, [practiceAnswer('q1', RIGHT)], at(reviewAt)),
      progressUpdate(learner.uid, [practiceAnswer('q2', WRONG)], at(reviewAt)),
    ]);
    const cards = new Map((await deck(learner)).cards.map((card) => [card.questionId, card]));
    const right = cards.get('q1')?.schedule;
    const wrong = cards.get('q2')?.schedule;
    expect(right?.due).toBeGreaterThan(reviewAt + 2 * DAY);
    expect(wrong?.due).toBe(reviewAt + DAY);
    expect(right?.reps).toBe(2);
    expect(wrong?.lapses).toBe(1);
    // A right quiz answer is not a review.
    await sync(learner, [progressUpdate(learner.uid, [quizAnswer('q2', RIGHT)])]);
    expect((await deck(learner)).cards.find((card) => card.questionId === 'q2')?.schedule).toEqual(wrong);
  });

  it('counts a resent update once', async () => {
    const learner = await newLearner();
    const missed = progressUpdate(learner.uid, [quizAnswer('q5', WRONG)], at(Date.now() - 2 * DAY));
    await sync(learner, [missed]);
    const review = progressUpdate(learner.uid, [practiceAnswer('q5', WRONG)], at(Date.now() - 1000));
    expect((await sync(learner, [review])).applied).toEqual([review.id]);
    const once = (await deck(learner)).cards;
    expect((await sync(learner, [missed, review])).duplicates).toEqual([missed.id, review.id]);
    expect((await deck(learner)).cards).toEqual(once);
    expect(once[0]?.schedule).toMatchObject({ reps: 2, lapses: 1 });
  });
});

describe('a long deck', () => {
  it('sends the first REVIEW_DECK_MAX_CARDS cards by due time, and counts them all', async () => {
    const learner = await newLearner();
    const schedule = scheduleReview(undefined, false, Date.now() - DAY);
    const extra = 5;
    await sql`
      insert into review_cards (user_uid, question_id, schedule, due, added_from, updated_at)
      select ${learner.uid}::text, 'q' || n, ${JSON.stringify(schedule)}::jsonb,
        now() + n * interval '1 minute', 'quiz', now()
      from generate_series(0, ${REVIEW_DECK_MAX_CARDS + extra - 1}::int) as n
    `.execute(testApp.database.db);
    const { cards, counts } = await deck(learner);
    expect(cards).toHaveLength(REVIEW_DECK_MAX_CARDS);
    expect(cards[0]?.questionId).toBe('q0');
    expect(counts.total).toBe(REVIEW_DECK_MAX_CARDS + extra);
  });
});

describe('stars and mistake tags', () => {
  it('stars a question into the deck due at once, and unstarring a never-reviewed star takes it out', async () => {
    const learner = await newLearner();
    const starred = await put(learner, '/api/review/bookmarks/q7', { starred: true });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(reviewCardSchema.parse(starred.json())).toMatchObject({
      questionId: 'q7',
      starred: true,
      addedFrom: 'bookmark',
    });
    // Idempotent.
    expect((await put(learner, '/api/review/bookmarks/q7', { starred: true })).statusCode).toBe(200);
    expect((await deck(learner)).counts).toEqual({ total: 1, due: 1 });
    const unstarred = await put(learner, '/api/review/bookmarks/q7', { starred: false });
    expect(unstarred.statusCode).toBe(200);
    expect(unstarred.json()).toBeNull();
    expect((await deck(learner)).cards).toEqual([]);
  });

  it('keeps a mistake in the deck when its star goes, and keeps the star through the sync', async () => {
    const learner = await newLearner();
    await sync(learner, [progressUpdate(learner.uid, [quizAnswer('q8', WRONG)])]);
    await put(learner, '/api/review/bookmarks/q8', { starred: true });
    await sync(learner, [progressUpdate(learner.uid, [practiceAnswer('q8', RIGHT)])]);
    expect((await deck(learner)).cards[0]).toMatchObject({
      questionId: 'q8',
      starred: true,
      addedFrom: 'quiz',
    });
    await put(learner, '/api/review/bookmarks/q8', { starred: false });
    expect((await deck(learner)).cards[0]).toMatchObject({ questionId: 'q8', starred: false });
  });

  it('tags a mistake, even before its answer has synced, and the answer then schedules it', async () => {
    const learner = await newLearner();
    const tagged = await put(learner, '/api/review/mistake-tags/q9', { tag: 'misread' });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(reviewCardSchema.parse(tagged.json()).mistakeTag).toBe('misread');
    const at = Date.now() - 1000;
    await sync(learner, [progressUpdate(learner.uid, [quizAnswer('q9', WRONG)], sent(at))]);
    expect((await deck(learner)).cards[0]).toMatchObject({
      questionId: 'q9',
      addedFrom: 'quiz',
      mistakeTag: 'misread',
      schedule: { due: at + DAY, reps: 1 },
    });
    expect(
      (await put(learner, '/api/review/mistake-tags/q9', { tag: 'calculation-slip' })).json(),
    ).toMatchObject({
      mistakeTag: 'calculation-slip',
    });
  });

  it('refuses an unknown question, a bad body and nobody signed in', async () => {
    const learner = await newLearner();
    const unknown = await put(learner, '/api/review/bookmarks/not-a-question', { starred: true });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toBe('Question not found');
    const badTag = await put(learner, '/api/review/mistake-tags/q1', { tag: 'bored' });
    expect(badTag.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badTag.json()).field).toBe('tag');
    expect((await put(learner, '/api/review/bookmarks/q1', { starred: 'yes' })).statusCode).toBe(400);
    expect((await put(learner, '/api/review/bookmarks/q1', { starred: true, extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await put(undefined, '/api/review/bookmarks/q1', { starred: true })).statusCode).toBe(401);
    expect((await put(undefined, '/api/review/mistake-tags/q1', { tag: 'misread' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/review/deck' })).statusCode).toBe(401);
    expect((await deck(learner)).cards).toEqual([]);
  });
});

describe('the account', () => {
  it('exports the deck and deletes it with the account', async () => {
    const learner = await newLearner();
    await sync(learner, [progressUpdate(learner.uid, [quizAnswer('q10', WRONG)])]);
    await put(learner, '/api/review/bookmarks/q11', { starred: true });
    const exported = await app.inject({ url: '/api/account/export', headers: learner.headers });
    expect(exported.statusCode).toBe(200);
    expect(
      (exported.json() as { reviewCards: { questionId: string }[] }).reviewCards
        .map((card) => card.questionId)
        .sort(),
    ).toEqual(['q10', 'q11']);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: learner.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await testApp.database.db
      .selectFrom('reviewCards')
      .select('questionId')
      .where('userUid', '=', learner.uid)
      .execute();
    expect(left).toEqual([]);
  });
});

/** An update's times: made at `timestamp`, on that UTC day. */
function at(timestamp: number) {
  return { timestamp, currentDailyDate: new Date(timestamp).toISOString().slice(0, 10) };
}
const sent = at;

function endOfToday(): number {
  const end = new Date();
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}
