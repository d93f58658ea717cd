import type { ProgressUpdate } from '@abhyas/domain';
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { createProgressStore } from '../stores/progress-store.ts';
import { FallbackRankStore } from '../stores/rank-store-fallback.ts';
import { connectRankRedis, RedisRankStore } from '../stores/rank-store-redis.ts';
import { SqlRankStore } from '../stores/rank-store-sql.ts';
import { createTestRedisServer, type TestRedisServer } from '../stores/rank-store-test-redis.ts';
import { createUserStore } from '../stores/user-store.ts';
import {
  applied,
  expectTotalsOf,
  practiceAnswer,
  progressUpdate,
  quizAnswer,
  RIGHT,
  testAnswerKeys,
  WRONG,
} from '../testing/progress-updates.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { LeaderboardService } from './leaderboard.ts';
import { createProgressSyncService } from './progress-sync-service.ts';

let database: TestDatabase;
const keys = testAnswerKeys();
let clock = new Date();
let service: ReturnType<typeof createProgressSyncService>;

beforeAll(async () => {
  database = await createTestDatabase();
  const sqlRanks = new SqlRankStore(database.db);
  service = createProgressSyncService({
    store: createProgressStore(database.db),
    answerKeys: fixedAnswerKeySource(keys),
    leaderboard: new LeaderboardService({
      db: database.db,
      ranks: sqlRanks,
      scores: sqlRanks,
      now: () => clock,
    }),
    now: () => clock,
  });
});

afterAll(async () => {
  await database?.drop();
});

let users = 0;
async function createUser(): Promise<string> {
  const uid = `user-${++users}`;
  await database.db.insertInto('users').values({ uid }).execute();
  return uid;
}

describe('progress sync service', () => {
  it('answers not-found when the profile row does not exist, and records nothing', async () => {
    const outcome = await service.sync('ghost', {
      updates: [progressUpdate('ghost', [quizAnswer('q1', RIGHT)])],
    });
    expect(outcome.kind).toBe('not-found');
    const recorded = await database.db.selectFrom('progressUpdates').selectAll().execute();
    expect(recorded.filter((row) => row.userUid === 'ghost')).toEqual([]);
  });

  it.each([
    // India, UTC+5:30: local midnight comes while the server's date is still the day before.
    {
      zone: 'ahead (IST)',
      before: '2026-03-09T18:00:00Z',
      after: '2026-03-09T19:00:00Z',
      day1: '2026-03-09',
      day2: '2026-03-10',
    },
    // UTC-5: local midnight comes when the server's date is already the next day.
    {
      zone: 'behind (UTC-5)',
      before: '2026-03-10T04:30:00Z',
      after: '2026-03-10T05:30:00Z',
      day1: '2026-03-09',
      day2: '2026-03-10',
    },
  ])(
    'rolls the day over at local midnight in a zone $zone of the server',
    async ({ before, after, day1, day2 }) => {
      const uid = await createUser();
      clock = new Date(before);
      const first = applied(
        await service.sync(uid, {
          updates: [
            progressUpdate(uid, [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG)], {
              currentDailyDate: day1,
              timestamp: clock.getTime(),
            }),
          ],
        }),
      );
      expect(first.profile).toMatchObject({
        dailyQuestionsAttempted: 2,
        dailyScore: 3,
        dailyAccuracy: 50,
        currentDailyDate: day1,
      });
      const firstReset = first.profile.lastDailyReset;

      const sameDay = applied(
        await service.sync(uid, {
          updates: [
            progressUpdate(uid, [practiceAnswer('q3', RIGHT)], {
              currentDailyDate: day1,
              timestamp: clock.getTime(),
            }),
          ],
        }),
      );
      expect(sameDay.profile).toMatchObject({ dailyQuestionsAttempted: 3, dailyScore: 3, dailyAccuracy: 67 });
      expect(sameDay.profile.lastDailyReset).toBe(firstReset);

      clock = new Date(after);
      const next = applied(
        await service.sync(uid, {
          updates: [
            // Answered just before midnight, synced after it: counts all-time, not for the new day.
            progressUpdate(uid, [practiceAnswer('q4', WRONG)], {
              currentDailyDate: day1,
              timestamp: clock.getTime() - 60_000,
            }),
            progressUpdate(uid, [quizAnswer('q5', RIGHT)], {
              currentDailyDate: day2,
              timestamp: clock.getTime(),
            }),
          ],
        }),
      );
      expect(next.profile).toMatchObject({
        dailyQuestionsAttempted: 1,
        dailyCorrectAnswers: 1,
        dailyScore: 4,
        dailyAccuracy: 100,
        currentDailyDate: day2,
        lastDailyReset: clock.toISOString(),
        questionsAttempted: 5,
        totalScore: 7,
      });
      clock = new Date();
    },
  );

  it("stores the all-time rank after the batch, leaving the learner's own previous score out", async () => {
    await sql`truncate leaderboard_scores`.execute(database.db);
    const falling = await createUser();
    const steady = await createUser();
    const sync = async (uid: string, answers: ProgressUpdate['answers']) =>
      applied(await service.sync(uid, { updates: [progressUpdate(uid, answers)] })).profile;
    expect((await sync(falling, [quizAnswer('q1', RIGHT), quizAnswer('q2', RIGHT)])).currentRank).toBe(1);
    expect((await sync(steady, [quizAnswer('q1', RIGHT)])).currentRank).toBe(2);
    // Negative marking takes 8 down to 3, below the other learner's 4.
    const fallen = await sync(
      falling,
      ['q3', 'q4', 'q5', 'q6', 'q7'].map((q) => quizAnswer(q, WRONG)),
    );
    expect(fallen.totalScore).toBe(3);
    expect(fallen.currentRank).toBe(2);
    expect(await new SqlRankStore(database.db).rankOf('all', falling)).toMatchObject({ score: 3, rank: 2 });
  });

  it('returns the profile exactly as it is now stored', async () => {
    const uid = await createUser();
    // Every field of the profile set, timestamps to the microsecond and in another zone: the sync
    // reads the learner as one JSON value, the profile store as columns, and both must agree.
    await sql`
      update users set display_name = 'Asha Verma', email = 'asha@example.com', email_verified = true,
        photo_url = 'https://example.com/asha.png', last_login_at = '2026-01-02 03:04:05.678901+05:30',
        current_daily_date = '2026-01-01', phone_number = '+919812345678', phone_number_verified = true,
        phone_number_added_at = '2026-01-03 10:11:12.999999+00', country_code = 'IN',
        phone_number_last_updated = '2026-01-04 00:00:00+00', phone_invitation_skipped_at = '2026-01-05 06:07:08.1+00',
        sound_enabled = false, theme = 'dark', difficulty = 'hard', enable_phone_notifications = true,
        phone_notification_types = '{"dailyReminder": true, "weeklyProgress": false, "achievements": true, "securityAlerts": false}',
        last_password_change = '2026-01-06 01:02:03.000001+00', last_phone_verification = '2026-01-07 01:02:03+00',
        last_security_review = '2026-01-08 01:02:03.5+00', trusted_devices = '["phone", "laptop"]'
      where uid = ${uid}
    `.execute(database.db);
    const users = createUserStore(database.db);
    for (const answers of [
      [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG)],
      [practiceAnswer('q3', RIGHT)],
    ]) {
      const { profile } = applied(await service.sync(uid, { updates: [progressUpdate(uid, answers)] }));
      expect(profile).toEqual(await users.find(uid));
    }
  });

  it('reads a batch again when its learner moved between the read and the write, and counts both once', async () => {
    const uid = await createUser();
    const store = createProgressStore(database.db);
    const sqlRanks = new SqlRankStore(database.db);
    const leaderboard = new LeaderboardService({ db: database.db, ranks: sqlRanks, scores: sqlRanks });
    const first = progressUpdate(uid, [quizAnswer('q1', RIGHT), quizAnswer('q2', WRONG)]);
    const second = progressUpdate(uid, [quizAnswer('q3', RIGHT), quizAnswer('q4', RIGHT)]);
    const plain = createProgressSyncService({ store, answerKeys: fixedAnswerKeySource(keys), leaderboard });
    let reads = 0;
    // The first read of `second` is followed by the whole of `first`, before `second` writes.
    const racing = createProgressSyncService({
      store: {
        ...store,
        readState: async (...args) => {
          const state = await store.readState(...args);
          if (++reads === 1) applied(await plain.sync(uid, { updates: [first] }));
          return state;
        },
      },
      answerKeys: fixedAnswerKeySource(keys),
      leaderboard,
    });
    const result = applied(await racing.sync(uid, { updates: [second] }));
    expect(reads).toBe(2);
    expect(result.applied).toEqual([second.id]);
    // Counters from the read before `first` would have lost it.
    expect(result.profile).toMatchObject({
      questionsAttempted: 4,
      correctAnswers: 3,
      totalScore: 4 - 1 + 4 + 4,
    });
    const attempts = await database.db
      .selectFrom('quizAttempts')
      .select('questionId')
      .where('userUid', '=', uid)
      .execute();
    expect(attempts.map((row) => row.questionId).sort()).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('counts work queued offline days ago all-time, without letting its old date move the day', async () => {
    const uid = await createUser();
    clock = new Date('2026-03-10T12:00:00Z');
    try {
      const result = applied(
        await service.sync(uid, {
          updates: [
            progressUpdate(uid, [quizAnswer('q1', RIGHT)], {
              currentDailyDate: '2026-02-28',
              timestamp: Date.parse('2026-02-28T09:00:00Z'),
            }),
          ],
        }),
      );
      expect(result.profile).toMatchObject({
        totalScore: 4,
        dailyQuestionsAttempted: 0,
        currentDailyDate: null,
      });
    } finally {
      clock = new Date();
    }
  });

  it("refuses a daily date more than a day from the update's own time, changing nothing", async () => {
    const uid = await createUser();
    clock = new Date('2026-03-10T12:00:00Z');
    try {
      const forged = progressUpdate(uid, [quizAnswer('q1', RIGHT)], {
        currentDailyDate: '2026-03-20',
        timestamp: clock.getTime(),
      });
      const result = applied(await service.sync(uid, { updates: [forged] }));
      expect(result.rejected).toEqual([
        { id: forged.id, reason: "Invalid currentDailyDate: more than a day from the update's timestamp" },
      ]);
      expect(result.profile).toMatchObject({ totalScore: 0, questionsAttempted: 0, currentDailyDate: null });
    } finally {
      clock = new Date();
    }
  });

  it('ends in the same totals for any interleaving of duplicated, reordered and dropped-then-resent batches', async () => {
    const answerArbitrary = (questionIds: string[]) =>
      fc.tuple(fc.constantFrom(...questionIds), fc.constantFrom<number | null>(0, 1, 2, null), fc.boolean());

    await fc.assert(
      fc.asyncProperty(
        // Each update answers its own quiz questions (a question's first quiz attempt happens once)
        // plus practice answers anywhere in the bank.
        fc.integer({ min: 1, max: 12 }).chain((count) =>
          fc.record({
            updates: fc.array(
              fc.tuple(
                fc.array(answerArbitrary(['q0']), { minLength: 0, maxLength: 3 }),
                fc.array(fc.constantFrom<number | null>(0, 1, null), { minLength: 0, maxLength: 3 }),
              ),
              { minLength: count, maxLength: count },
            ),
            deliveries: fc.array(
              fc.record({
                picks: fc.array(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 8 }),
                concurrent: fc.boolean(),
              }),
              { maxLength: 8 },
            ),
          }),
        ),
        async ({ updates: shapes, deliveries }) => {
          const uid = await createUser();
          const updates: ProgressUpdate[] = shapes.map(([practice, quiz], index) =>
            progressUpdate(uid, [
              ...quiz.map((chosen, slot) => quizAnswer(`q${10 + index * 3 + slot}`, chosen)),
              ...practice.map(([, chosen]) => practiceAnswer(`q${(index * 7) % 50}`, chosen)),
              practiceAnswer('q1', RIGHT),
            ]),
          );
          // Deliveries in any order, with repeats, some of them racing each other; whatever the
          // network dropped is resent at the end, as the client does until acknowledged.
          for (let index = 0; index < deliveries.length; index++) {
            const delivery = deliveries[index];
            if (!delivery) continue;
            const batch = { updates: delivery.picks.map((pick) => updates[pick] as ProgressUpdate) };
            const next = deliveries[index + 1];
            if (delivery.concurrent && next) {
              index++;
              await Promise.all([
                service.sync(uid, batch),
                service.sync(uid, { updates: next.picks.map((pick) => updates[pick] as ProgressUpdate) }),
              ]);
            } else {
              await service.sync(uid, batch);
            }
          }
          const final = applied(await service.sync(uid, { updates }));

          expect(final.profile.uid).toBe(uid);
          await expectTotalsOf(database.db, uid, updates, keys);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('progress sync with ranks in Redis', () => {
  let redisServer: TestRedisServer | undefined;
  let redis: Redis | undefined;
  let ranks: FallbackRankStore | undefined;
  let redisStore: RedisRankStore;
  const prefix = `abhyas-sync-test:${Date.now()}:`;

  beforeAll(async () => {
    let url = process.env.TEST_REDIS_URL;
    if (!url) {
      redisServer = await createTestRedisServer();
      url = redisServer.url;
    }
    const client = connectRankRedis(url);
    redis = client;
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
    redisStore = new RedisRankStore(redis, prefix);
    const sqlStore = new SqlRankStore(database.db);
    ranks = new FallbackRankStore(client, redisStore, sqlStore, pino({ level: 'silent' }));
    await ranks.bringUpToDate();
  });

  afterAll(async () => {
    await redisStore?.deleteAll();
    ranks?.close();
    redis?.disconnect();
    await redisServer?.stop();
  });

  it('copies the boards to Redis and stores the all-time rank Redis answers', async () => {
    expect(ranks?.status).toBe('ready');
    const store = ranks as FallbackRankStore;
    const sqlStore = new SqlRankStore(database.db);
    const redisService = createProgressSyncService({
      store: createProgressStore(database.db),
      answerKeys: fixedAnswerKeySource(keys),
      leaderboard: new LeaderboardService({ db: database.db, ranks: store, scores: sqlStore }),
    });
    const [leader, learner] = [await createUser(), await createUser()];
    const sync = async (uid: string, answers: ReturnType<typeof quizAnswer>[]) =>
      applied(await redisService.sync(uid, { updates: [progressUpdate(uid, answers)] }));

    await sync(leader, [quizAnswer('q180', RIGHT), quizAnswer('q181', RIGHT)]);
    const first = await sync(learner, [quizAnswer('q182', RIGHT)]);
    const leaderScore = (await redisStore.rankOf('all', leader))?.score ?? Number.NaN;
    const higher = (await sqlStore.rankOf('all', learner))?.rank;
    // Redis holds what SQL holds, and the profile's rank is the board's.
    expect(await redisStore.rankOf('all', learner)).toEqual(await sqlStore.rankOf('all', learner));
    expect(first.profile.currentRank).toBe(higher);
    expect(leaderScore).toBeGreaterThan(first.profile.totalScore);

    // Overtaking the leader moves the stored rank up at once.
    const second = await sync(learner, [quizAnswer('q183', RIGHT), quizAnswer('q184', RIGHT)]);
    expect(second.profile.totalScore).toBeGreaterThan(leaderScore);
    expect(second.profile.currentRank).toBe((await redisStore.rankOf('all', learner))?.rank);
    expect((await redisStore.rankOf('all', learner))?.rank).toBeLessThan(
      (await redisStore.rankOf('all', leader))?.rank ?? 0,
    );
  });

  it('leaves Redis with the last committed numbers when batches of one learner finish out of order', async () => {
    const sqlStore = new SqlRankStore(database.db);
    const leaderboard = new LeaderboardService({
      db: database.db,
      ranks: ranks as FallbackRankStore,
      scores: sqlStore,
    });
    const store = createProgressStore(database.db);
    const plain = createProgressSyncService({ store, answerKeys: fixedAnswerKeySource(keys), leaderboard });
    const uid = await createUser();
    const first = progressUpdate(uid, [quizAnswer('q150', RIGHT)]);
    const second = progressUpdate(uid, [quizAnswer('q151', RIGHT), quizAnswer('q152', RIGHT)]);
    // `first` is committed, but its answer comes back only after `second` was written over it
    // and copied to Redis.
    const slow = createProgressSyncService({
      store: {
        ...store,
        write: async (...args) => {
          const written = await store.write(...args);
          applied(await plain.sync(uid, { updates: [second] }));
          return written;
        },
      },
      answerKeys: fixedAnswerKeySource(keys),
      leaderboard,
    });
    applied(await slow.sync(uid, { updates: [first] }));
    expect((await sqlStore.rankOf('all', uid))?.score).toBe(3 * 4);
    expect(await redisStore.rankOf('all', uid)).toEqual(await sqlStore.rankOf('all', uid));
  });
});
