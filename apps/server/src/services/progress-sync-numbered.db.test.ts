import { randomBytes } from 'node:crypto';
import { numberedUpdateId, type ProgressUpdate, updateClientPart, updateNumberOf } from '@abhyas/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TIME_ZONE } from '../analytics/analytics-store.ts';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { createProgressStore } from '../stores/progress-store.ts';
import { SqlRankStore } from '../stores/rank-store-sql.ts';
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

// Updates whose ids carry a number (numberedUpdateId; decision 003): applied once by the numbers
// kept for the page that made them, with no row per update.

let database: TestDatabase;
const keys = testAnswerKeys();
let service: ReturnType<typeof createProgressSyncService>;

beforeAll(async () => {
  database = await createTestDatabase();
  const sqlRanks = new SqlRankStore(database.db);
  service = createProgressSyncService({
    store: createProgressStore(database.db),
    answerKeys: fixedAnswerKeySource(keys),
    leaderboard: new LeaderboardService({ db: database.db, ranks: sqlRanks, scores: sqlRanks }),
  });
});

afterAll(async () => {
  await database?.drop();
});

let users = 0;
async function createUser(): Promise<string> {
  const uid = `numbered-${++users}`;
  await database.db.insertInto('users').values({ uid }).execute();
  return uid;
}

const newPage = () => updateClientPart(randomBytes(16));

/** `count` updates of one page, numbered from `first`, each with a quiz question of its own. */
function queued(uid: string, count: number, page = newPage(), first = 1): ProgressUpdate[] {
  return Array.from({ length: count }, (_, index) =>
    progressUpdate(uid, [quizAnswer(`q${first + index}`, index % 3 === 0 ? WRONG : RIGHT)], {
      id: numberedUpdateId(page, first + index),
    }),
  );
}

const clientOf = (update: ProgressUpdate | undefined) => updateNumberOf(update?.id ?? '')?.clientId;

const ids = (updates: readonly ProgressUpdate[]) => updates.map((update) => update.id);

async function appliedNumbers(uid: string) {
  return database.db
    .selectFrom('syncClients')
    .select(['clientId', 'appliedThrough', 'appliedAbove'])
    .where('userUid', '=', uid)
    .orderBy('appliedThrough')
    .execute();
}

describe('updates whose ids carry a number', () => {
  it('apply once by their numbers, with no row per update: a resent batch and a longer one after it', async () => {
    const uid = await createUser();
    const queue = queued(uid, 5);
    const [first, second, third] = [queue.slice(0, 3), queue.slice(0, 3), queue];

    expect(applied(await service.sync(uid, { updates: first }))).toMatchObject({
      applied: ids(first),
      duplicates: [],
    });
    // The response was lost: the same three again.
    expect(applied(await service.sync(uid, { updates: second }))).toMatchObject({
      applied: [],
      duplicates: ids(second),
    });
    // The queue grew meanwhile: a request is always the queue from its oldest update.
    expect(applied(await service.sync(uid, { updates: third }))).toMatchObject({
      applied: ids(queue.slice(3)),
      duplicates: ids(queue.slice(0, 3)),
    });
    await expectTotalsOf(database.db, uid, queue, keys);
    expect(await appliedNumbers(uid)).toEqual([
      { clientId: clientOf(queue[0]), appliedThrough: 5, appliedAbove: [] },
    ]);
  });

  it('apply once in any order: a number past a gap is kept until the gap fills', async () => {
    const uid = await createUser();
    const queue = queued(uid, 4);
    const [one, two, three, four] = queue as [ProgressUpdate, ProgressUpdate, ProgressUpdate, ProgressUpdate];
    expect(applied(await service.sync(uid, { updates: [three, one] })).applied).toEqual([three.id, one.id]);
    expect(await appliedNumbers(uid)).toEqual([
      { clientId: clientOf(one), appliedThrough: 1, appliedAbove: [3] },
    ]);
    expect(applied(await service.sync(uid, { updates: [four, three, two] }))).toMatchObject({
      applied: [four.id, two.id],
      duplicates: [three.id],
    });
    expect(await appliedNumbers(uid)).toEqual([
      { clientId: clientOf(one), appliedThrough: 4, appliedAbove: [] },
    ]);
    await expectTotalsOf(database.db, uid, queue, keys);
  });

  it("keep each page apart: a learner's two pages, and one page's numbers of two learners", async () => {
    const [nisha, arjun] = [await createUser(), await createUser()];
    const phone = queued(nisha, 2);
    const laptop = queued(nisha, 1, newPage(), 10);
    // Another learner's updates from the same page (a browser shared at a coaching centre).
    const page = (phone[0]?.id ?? '').slice(0, 28);
    const shared = queued(arjun, 2, page);
    expect(applied(await service.sync(nisha, { updates: phone })).applied).toEqual(ids(phone));
    // The laptop's number 10 is its own: the phone's 2 says nothing about it, nor it about the phone's.
    expect(applied(await service.sync(nisha, { updates: laptop })).applied).toEqual(ids(laptop));
    expect(applied(await service.sync(arjun, { updates: shared })).applied).toEqual(ids(shared));
    const morePhone = queued(nisha, 1, page, 3);
    expect(applied(await service.sync(nisha, { updates: morePhone })).applied).toEqual(ids(morePhone));
    await expectTotalsOf(database.db, nisha, [...phone, ...laptop, ...morePhone], keys);
    await expectTotalsOf(database.db, arjun, shared, keys);
  });

  it('leave updates with random ids (every one made before) to their ids, in the same batch', async () => {
    const uid = await createUser();
    const older = [
      progressUpdate(uid, [practiceAnswer('q1', RIGHT)]),
      progressUpdate(uid, [quizAnswer('q2', RIGHT)]),
    ];
    const numbered = queued(uid, 2, newPage(), 3);
    const batch = [...older, ...numbered];
    expect(applied(await service.sync(uid, { updates: batch })).applied).toEqual(ids(batch));
    expect(applied(await service.sync(uid, { updates: batch })).duplicates).toEqual(ids(batch));
    const recorded = await database.db
      .selectFrom('progressUpdates')
      .select('id')
      .where('userUid', '=', uid)
      .execute();
    expect(recorded.map((row) => row.id).sort()).toEqual(ids(older).sort());
    await expectTotalsOf(database.db, uid, batch, keys);
  });

  it("take a refused update's number with the page's, keeping what the page had", async () => {
    const uid = await createUser();
    const [one, two, three, four] = queued(uid, 4) as [
      ProgressUpdate,
      ProgressUpdate,
      ProgressUpdate,
      ProgressUpdate,
    ];
    expect(applied(await service.sync(uid, { updates: [one, two] })).applied).toEqual([one.id, two.id]);
    // Number 3 can never apply (a question the bank no longer has); 4 comes with it.
    const refused = { ...three, answers: [quizAnswer('no-such-question', RIGHT)] };
    const result = applied(await service.sync(uid, { updates: [refused, four] }));
    expect(result.applied).toEqual([four.id]);
    expect(result.rejected.map((entry) => entry.id)).toEqual([three.id]);
    // One number, not a list past the gap; and 1 and 2 are still known.
    expect(await appliedNumbers(uid)).toEqual([
      { clientId: clientOf(one), appliedThrough: 4, appliedAbove: [] },
    ]);
    expect(applied(await service.sync(uid, { updates: [one, two, four] })).duplicates).toEqual([
      one.id,
      two.id,
      four.id,
    ]);
    await expectTotalsOf(database.db, uid, [one, two, four], keys);
  });

  it("keep a page's numbers when a batch refuses an update of a page it applies nothing of", async () => {
    const uid = await createUser();
    const [one, two] = queued(uid, 2) as [ProgressUpdate, ProgressUpdate];
    const other = queued(uid, 1, newPage());
    expect(applied(await service.sync(uid, { updates: [one] })).applied).toEqual([one.id]);
    const refused = { ...two, answers: [quizAnswer('no-such-question', RIGHT)] };
    expect(applied(await service.sync(uid, { updates: [refused, ...other] })).applied).toEqual(ids(other));
    expect(applied(await service.sync(uid, { updates: [one] })).duplicates).toEqual([one.id]);
    await expectTotalsOf(database.db, uid, [one, ...other], keys);
  });

  it('count a batch sent three times at once exactly once', async () => {
    const uid = await createUser();
    const queue = queued(uid, 4);
    const results = await Promise.all([1, 2, 3].map(() => service.sync(uid, { updates: queue })));
    expect(results.map((result) => applied(result).applied.length).sort()).toEqual([0, 0, 4]);
    await expectTotalsOf(database.db, uid, queue, keys);
  });

  it("record the learner's day for the operator's analytics, once a day", async () => {
    const uid = await createUser();
    await service.sync(uid, { updates: queued(uid, 1) });
    await service.sync(uid, { updates: queued(uid, 1, newPage(), 2) });
    const { rows } = await sql<{ day: string; today: string }>`
      select to_char(day, 'YYYY-MM-DD') as day,
        to_char(now() at time zone ${ANALYTICS_TIME_ZONE}, 'YYYY-MM-DD') as today
      from learner_days where user_uid = ${uid}
    `.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.day).toBe(rows[0]?.today);
  });

  it('end in the same totals for any interleaving of duplicated, reordered, dropped and racing sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }).chain((count) =>
          fc.record({
            count: fc.constant(count),
            // Updates of two pages, as two tabs make them.
            pages: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
            sends: fc.array(
              fc.record({
                picks: fc.array(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 8 }),
                racing: fc.boolean(),
              }),
              { maxLength: 8 },
            ),
          }),
        ),
        async ({ count, pages, sends }) => {
          const uid = await createUser();
          const [one, two] = [newPage(), newPage()];
          const numbersOf = { one: 0, two: 0 };
          const updates = Array.from({ length: count }, (_, k) => {
            const page = pages[k] ? 'one' : 'two';
            numbersOf[page] += 1;
            return progressUpdate(uid, [quizAnswer(`q${k}`, k % 3 === 0 ? WRONG : RIGHT)], {
              id: numberedUpdateId(page === 'one' ? one : two, numbersOf[page]),
            });
          });
          const send = (picks: number[]) =>
            service.sync(uid, { updates: picks.map((pick) => updates[pick] as ProgressUpdate) });
          for (let index = 0; index < sends.length; index++) {
            const now = sends[index];
            if (!now) continue;
            const next = sends[index + 1];
            if (now.racing && next) {
              index++;
              await Promise.all([send(now.picks), send(next.picks)]);
            } else await send(now.picks);
          }
          // Whatever the network dropped is sent again, until acknowledged.
          const last = applied(await service.sync(uid, { updates }));
          expect([...last.applied, ...last.duplicates].sort()).toEqual(ids(updates).sort());
          await expectTotalsOf(database.db, uid, updates, keys);
        },
      ),
      { numRuns: 40 },
    );
  });
});
