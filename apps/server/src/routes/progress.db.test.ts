import { randomBytes } from 'node:crypto';
import {
  type LeaderboardResponse,
  numberedUpdateId,
  type ProgressSyncResult,
  updateClientPart,
} from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
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
import type { TestDatabase } from '../testing/test-database.ts';
import { SYNC_RATE_LIMIT } from './progress.ts';

let testApp: SyncTestApp;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createSyncTestApp(testAnswerKeys());
  ({ app, database } = testApp);
});

afterAll(async () => {
  await testApp?.close();
});

async function sync(user: SignedIn | undefined, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/progress/sync',
    headers: user?.headers ?? {},
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as ProgressSyncResult & { error?: string } };
}

let users = 0;
const newLearner = () => signInAs(app, `learner-${++users}`);

describe('POST /api/progress/sync', () => {
  it('applies a quiz: +4 right, -1 wrong, 0 skipped, graded by the server', async () => {
    const alice = await newLearner();
    const update = progressUpdate(alice.uid, [
      quizAnswer('q1', RIGHT),
      quizAnswer('q2', RIGHT),
      quizAnswer('q3', WRONG),
      quizAnswer('q4', null),
    ]);
    const { status, body } = await sync(alice, { updates: [update] });
    expect(status).toBe(200);
    expect(body.applied).toEqual([update.id]);
    expect(body.profile).toMatchObject({
      totalScore: 7,
      questionsAttempted: 3,
      correctAnswers: 2,
      wrongAnswers: 1,
      averageAccuracy: 66.67,
      dailyQuestionsAttempted: 3,
      dailyScore: 7,
      dailyAccuracy: 67,
      currentRank: 1,
      currentDailyDate: update.currentDailyDate,
    });
    expect(body.profile.lastPlayedAt).not.toBeNull();
  });

  it('counts the same batch sent twice once, reporting the second as duplicates', async () => {
    const bob = await newLearner();
    const batch = {
      updates: [
        progressUpdate(bob.uid, [quizAnswer('q1', RIGHT)]),
        progressUpdate(bob.uid, [practiceAnswer('q2', RIGHT)]),
      ],
    };
    const first = await sync(bob, batch);
    const second = await sync(bob, batch);
    expect(first.body.applied).toHaveLength(2);
    expect(second.body.applied).toEqual([]);
    expect(second.body.duplicates.sort()).toEqual(batch.updates.map((u) => u.id).sort());
    expect(second.body.profile).toMatchObject({ totalScore: 4, questionsAttempted: 2, correctAnswers: 2 });
  });

  it('counts the same batch sent 10 times concurrently once', async () => {
    const carol = await newLearner();
    const batch = {
      updates: Array.from({ length: 10 }, (_, index) =>
        progressUpdate(carol.uid, [quizAnswer(`q${index}`, RIGHT)]),
      ),
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => sync(carol, batch)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.body.applied.length, 0)).toBe(10);
    const last = await sync(carol, batch);
    expect(last.body.profile).toMatchObject({
      totalScore: 40,
      questionsAttempted: 10,
      dailyQuestionsAttempted: 10,
    });
  });

  it('ignores a forged scoreChange, counters and rank', async () => {
    const mallory = await newLearner();
    const forged = progressUpdate(mallory.uid, [quizAnswer('q1', WRONG)], {
      scoreChange: 1_000_000,
      correctAnswers: 1,
      questionsAttempted: 50,
      newRank: 1,
    });
    const { body } = await sync(mallory, { updates: [forged] });
    expect(body.profile).toMatchObject({
      totalScore: -1,
      correctAnswers: 0,
      wrongAnswers: 1,
      questionsAttempted: 1,
    });
  });

  it('earns points only on the first quiz attempt at a question; practice earns none', async () => {
    const dev = await newLearner();
    await sync(dev, { updates: [progressUpdate(dev.uid, [practiceAnswer('q9', RIGHT)])] });
    await sync(dev, {
      updates: [
        progressUpdate(dev.uid, [quizAnswer('q9', RIGHT)]),
        progressUpdate(dev.uid, [quizAnswer('q9', RIGHT)]),
      ],
    });
    const { body } = await sync(dev, { updates: [progressUpdate(dev.uid, [quizAnswer('q9', WRONG)])] });
    expect(body.profile).toMatchObject({
      totalScore: 4,
      questionsAttempted: 4,
      correctAnswers: 3,
      wrongAnswers: 1,
    });
  });

  it('rejects an update for an unknown question on its own; its neighbours apply', async () => {
    const erin = await newLearner();
    const good = progressUpdate(erin.uid, [quizAnswer('q1', RIGHT)]);
    const bad = progressUpdate(erin.uid, [quizAnswer('q1', RIGHT), quizAnswer('no-such-question', RIGHT)]);
    const { status, body } = await sync(erin, { updates: [bad, good] });
    expect(status).toBe(200);
    expect(body.applied).toEqual([good.id]);
    expect(body.rejected).toEqual([{ id: bad.id, reason: 'Unknown question: no-such-question' }]);
    expect(body.profile.totalScore).toBe(4);
  });

  it('rejects a malformed update inside a readable envelope on its own, with its id and reason', async () => {
    const frank = await newLearner();
    const good = progressUpdate(frank.uid, [quizAnswer('q1', RIGHT)]);
    const broken = { ...progressUpdate(frank.uid, [quizAnswer('q2', RIGHT)]), timestamp: 'soon' };
    const badOption = progressUpdate(frank.uid, [quizAnswer('q3', 7)]);
    const { status, body } = await sync(frank, { updates: [good, broken, badOption, 'junk'] });
    expect(status).toBe(200);
    expect(body.applied).toEqual([good.id]);
    expect(body.rejected).toEqual([
      { id: broken.id, reason: 'Invalid timestamp: expected a number' },
      { id: badOption.id, reason: expect.stringMatching(/^Invalid answers\.0\.chosenIndex: /) },
      { id: '', reason: 'Invalid update: not an object' },
    ]);
    expect(body.profile.totalScore).toBe(4);
  });

  it('applies a practice answer with a negative time taken (a clock stepped back): the time is clamped', async () => {
    const kiran = await newLearner();
    const stepped = progressUpdate(kiran.uid, [{ ...practiceAnswer('q1', RIGHT), timeTakenMs: -5 }]);
    const next = progressUpdate(kiran.uid, [quizAnswer('q2', RIGHT)]);
    const { status, body } = await sync(kiran, { updates: [stepped, next] });
    expect(status).toBe(200);
    expect(body.applied).toEqual([stepped.id, next.id]);
    expect(body.profile).toMatchObject({ questionsAttempted: 2, correctAnswers: 2, totalScore: 4 });
  });

  it('answers 400 naming the field only for an envelope it cannot read, and applies nothing', async () => {
    const lata = await newLearner();
    for (const payload of [{ updates: 'all of them' }, { updates: [] }, { changes: [] }]) {
      const { status, body } = await sync(lata, payload);
      expect(status).toBe(400);
      expect(body.error).toMatch(/^Invalid updates: /);
    }
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: lata.headers });
    expect(profile.json()).toMatchObject({ questionsAttempted: 0, totalScore: 0 });
  });

  describe('times a device can really send', () => {
    const rowsOf = async (uid: string) => ({
      user: await database.db
        .selectFrom('users')
        .select(['totalScore', 'questionsAttempted', 'currentDailyDate', 'lastPlayedAt', 'syncVersion'])
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow(),
      updates: await database.db
        .selectFrom('progressUpdates')
        .select('id')
        .where('userUid', '=', uid)
        .execute(),
      boards: await database.db
        .selectFrom('leaderboardScores')
        .select('board')
        .where('uid', '=', uid)
        .execute(),
    });

    it.each([
      ['a timestamp no date can hold', { timestamp: 9_000_000_000_000_000 }, 'Invalid timestamp: not a date'],
      [
        "a timestamp before the product's first day",
        { timestamp: 0 },
        /^Invalid timestamp: before the product's first day/,
      ],
      [
        'a timestamp an hour ahead of the server',
        { timestamp: Date.now() + 3_600_000 },
        "Invalid timestamp: more than 5 minutes ahead of the server's clock",
      ],
      [
        'a daily date far from the update’s time',
        { currentDailyDate: '2099-12-31' },
        "Invalid currentDailyDate: more than a day from the update's timestamp",
      ],
    ])('refuses %s on its own, without a 5xx or a changed row', async (_case, patch, reason) => {
      const learner = await newLearner();
      const before = await rowsOf(learner.uid);
      const forged = progressUpdate(learner.uid, [quizAnswer('q1', RIGHT)], patch);
      const { status, body } = await sync(learner, { updates: [forged] });
      expect(status).toBe(200);
      expect(body.applied).toEqual([]);
      expect(body.rejected).toEqual([{ id: forged.id, reason: expect.stringMatching(reason) }]);
      expect(await rowsOf(learner.uid)).toEqual(before);

      const good = progressUpdate(learner.uid, [quizAnswer('q2', RIGHT)]);
      const mixed = await sync(learner, { updates: [forged, good] });
      expect(mixed.body.applied).toEqual([good.id]);
      expect(mixed.body.rejected.map((entry) => entry.id)).toEqual([forged.id]);
      expect(mixed.body.profile.totalScore).toBe(4);
    });
  });

  it('refuses more than 100 updates in one request', async () => {
    const gita = await newLearner();
    const updates = Array.from({ length: 101 }, () =>
      progressUpdate(gita.uid, [practiceAnswer('q1', RIGHT)]),
    );
    expect((await sync(gita, { updates })).status).toBe(400);
  });

  it("answers 403 and changes nothing for another learner's update", async () => {
    const hari = await newLearner();
    const isha = await newLearner();
    const mine = progressUpdate(hari.uid, [quizAnswer('q1', RIGHT)]);
    const theirs = progressUpdate(isha.uid, [quizAnswer('q1', RIGHT)]);
    const { status } = await sync(hari, { updates: [mine, theirs] });
    expect(status).toBe(403);
    const { body } = await sync(hari, { updates: [mine] });
    expect(body.applied).toEqual([mine.id]);
  });

  it('answers 401 with the product wording when nobody is signed in', async () => {
    const { status, body } = await sync(undefined, { updates: [] });
    expect(status).toBe(401);
    expect(body.error).toBe('User not authenticated');
  });

  it('ranks by total score: 1 + learners with a higher total', async () => {
    const top = await newLearner();
    await sync(top, {
      updates: [
        progressUpdate(
          top.uid,
          ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q10', 'q11'].map((q) => quizAnswer(q, RIGHT)),
        ),
      ],
    });
    const low = await newLearner();
    const { body } = await sync(low, { updates: [progressUpdate(low.uid, [quizAnswer('q1', RIGHT)])] });
    const higher = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('totalScore', '>', 4)
      .executeTakeFirstOrThrow();
    expect(body.profile.currentRank).toBe(1 + higher.count);
    const topAgain = await sync(top, { updates: [progressUpdate(top.uid, [practiceAnswer('q1', RIGHT)])] });
    expect(topAgain.body.profile.currentRank).toBe(1);
  });
});

describe('the sync and the leaderboard', () => {
  it('writes the day, week and all-time boards and returns the rank the leaderboard shows', async () => {
    const ahead = await newLearner();
    const behind = await newLearner();
    const synced = async (user: SignedIn, questions: string[]) => {
      const { status, body } = await sync(user, {
        updates: [
          progressUpdate(
            user.uid,
            questions.map((q) => quizAnswer(q, RIGHT)),
          ),
        ],
      });
      expect(status).toBe(200);
      return body.profile;
    };
    // Scores far above the other tests' learners, so this pair holds ranks 1 and 2 everywhere.
    const many = Array.from({ length: 60 }, (_, index) => `q${100 + index}`);
    const aheadProfile = await synced(ahead, many);
    const behindProfile = await synced(behind, many.slice(0, 40));
    expect(aheadProfile.totalScore).toBe(240);
    expect(behindProfile.totalScore).toBe(160);

    const rows = await database.db
      .selectFrom('leaderboardScores')
      .select(['board', 'score', 'attempted', 'correct'])
      .where('uid', '=', behind.uid)
      .orderBy('board')
      .execute();
    expect(rows.map((row) => row.board.split(':')[0])).toEqual(['all', 'day', 'week']);
    for (const row of rows) expect(row).toMatchObject({ score: 160, attempted: 40, correct: 40 });

    for (const period of ['day', 'week', 'all'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/leaderboard?period=${period}`,
        headers: behind.headers,
      });
      expect(response.statusCode).toBe(200);
      const board = response.json() as LeaderboardResponse;
      expect(board.you).toMatchObject({ rank: 2, score: 160 });
      expect(board.entries.slice(0, 2).map((entry) => [entry.rank, entry.score, entry.isYou])).toEqual([
        [1, 240, false],
        [2, 160, true],
      ]);
    }
    // The rank the sync stored is the all-time board's.
    expect(behindProfile.currentRank).toBe(2);
    expect(aheadProfile.currentRank).toBe(1);
  });
});

describe('currentRank on profile load', () => {
  it('moves when another learner overtakes, without the learner syncing again', async () => {
    const first = await newLearner();
    await sync(first, { updates: [progressUpdate(first.uid, [quizAnswer('q1', RIGHT)])] });
    const rankOnLoad = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/profile', headers: first.headers })).json() as {
          currentRank: number;
        }
      ).currentRank;
    const startRank = await rankOnLoad();
    expect(startRank).toBeGreaterThanOrEqual(1);

    const rival = await newLearner();
    await sync(rival, {
      updates: [
        progressUpdate(rival.uid, [
          quizAnswer('q1', RIGHT),
          quizAnswer('q2', RIGHT),
          quizAnswer('q3', RIGHT),
          quizAnswer('q4', RIGHT),
        ]),
      ],
    });
    expect(await rankOnLoad()).toBe(startRank + 1);
  });
});

describe('the day on profile load', () => {
  const nextDate = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('zeroes the day numbers when the learner’s local date has moved on, keeping the totals', async () => {
    const learner = await newLearner();
    const update = progressUpdate(learner.uid, [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG)]);
    await sync(learner, { updates: [update] });
    const load = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: learner.headers });
      return { status: response.statusCode, body: response.json() };
    };

    const sameDay = await load(`/api/profile?today=${update.currentDailyDate}`);
    expect(sameDay.body).toMatchObject({ dailyQuestionsAttempted: 2, dailyScore: 3, dailyAccuracy: 50 });

    const tomorrow = nextDate(update.currentDailyDate);
    const nextDay = await load(`/api/auth/me?today=${tomorrow}`);
    expect(nextDay.body.profile).toMatchObject({
      dailyQuestionsAttempted: 0,
      dailyCorrectAnswers: 0,
      dailyWrongAnswers: 0,
      dailyScore: 0,
      dailyAccuracy: 0,
      currentDailyDate: tomorrow,
      totalScore: 3,
      questionsAttempted: 2,
    });
    expect(Date.parse(nextDay.body.profile.lastDailyReset)).toBeGreaterThan(Date.now() - 60_000);
    // Stored, not only shown.
    expect((await load('/api/profile')).body).toMatchObject({ dailyScore: 0, currentDailyDate: tomorrow });
  });

  it('ignores a date far from the server clock and refuses a malformed one', async () => {
    const learner = await newLearner();
    const update = progressUpdate(learner.uid, [quizAnswer('q1', RIGHT)]);
    await sync(learner, { updates: [update] });
    const far = await app.inject({
      method: 'GET',
      url: '/api/profile?today=2001-01-01',
      headers: learner.headers,
    });
    expect(far.json()).toMatchObject({ dailyScore: 4, currentDailyDate: update.currentDailyDate });
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/auth/me?today=tomorrow',
      headers: learner.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'today' });
  });
});

describe('deleting an account', () => {
  it('deletes the learner’s recorded updates, queues, days, quiz attempts, review cards and board rows with the profile', async () => {
    const learner = await newLearner();
    const keep = await newLearner();
    for (const { uid } of [learner, keep])
      await sync(uid === learner.uid ? learner : keep, {
        updates: [
          progressUpdate(uid, [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG)]),
          progressUpdate(uid, [practiceAnswer('q3', RIGHT)], {
            id: numberedUpdateId(updateClientPart(randomBytes(16)), 1),
          }),
        ],
      });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: learner.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const rowsOf = async (uid: string) => [
      ...(await database.db.selectFrom('progressUpdates').select('id').where('userUid', '=', uid).execute()),
      ...(await database.db
        .selectFrom('quizAttempts')
        .select('questionId')
        .where('userUid', '=', uid)
        .execute()),
      // No foreign key takes these with the profile (migration 0027): the deletion does.
      ...(await database.db
        .selectFrom('reviewCards')
        .select('questionId')
        .where('userUid', '=', uid)
        .execute()),
      ...(await database.db.selectFrom('leaderboardScores').select('board').where('uid', '=', uid).execute()),
      ...(await database.db
        .selectFrom('syncClients')
        .select('appliedThrough')
        .where('userUid', '=', uid)
        .execute()),
      ...(await database.db.selectFrom('learnerDays').select('day').where('userUid', '=', uid).execute()),
    ];
    expect(await rowsOf(learner.uid)).toEqual([]);
    // The unnumbered update, two first quiz attempts, the wrong answer's card, the all-time, day
    // and week rows, the numbered update's page and the day.
    expect(await rowsOf(keep.uid)).toHaveLength(9);
  });
});

describe('POST /api/progress/sync, replayed by a script', () => {
  it(`answers 429 with Retry-After after ${SYNC_RATE_LIMIT.max} requests a minute from one signed-in session (a device), and not to another`, async () => {
    const script = await newLearner();
    for (let request = 1; request <= SYNC_RATE_LIMIT.max; request++) {
      expect((await sync(script, {})).status, `request ${request}`).toBe(400);
    }
    const stopped = await app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: script.headers,
      payload: {},
    });
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.json()).toMatchObject({ error: expect.stringMatching(/rate limit/i) });
    const someoneElse = await newLearner();
    expect((await sync(someoneElse, {})).status).toBe(400);
  }, 60_000);
});
