/**
 * The per-mock rank table (migration 0013, decision 016) from 10 to 1,000,000 first attempts at
 * one mock: `leaderboard-bench.ts` runs it after the boards (`--mock-takers=…`, `--mocks-only`).
 *
 * Two mocks are seeded with the same takers: an SSC CGL paper (+2 / −0.5, at most 501 distinct
 * marks) and a UPSC GS paper (+2 / −0.66, up to 5,151), with a realistic spread (questions
 * attempted around 70 of 100 and accuracy around 70 % for SSC, 80 and 60 % for UPSC, both
 * normal). It prints, on a settled machine, the standing lookup (the service behind
 * `GET /api/mocks/:mockId/standing` for a taker in the middle of the table: rank, percentile,
 * topper, average in one statement), the insert of one first attempt (the row with its rank
 * table trigger, alone), the sync of one submitted mock (the whole write path: 100 answers
 * graded, marked, recorded with the learner's counters and boards) and the rank tables' rebuild.
 */

import { randomUUID } from 'node:crypto';
import type { AnswerKeys, MockPaper, ProgressUpdate } from '@abhyas/domain';
import { sql } from 'kysely';
import { fixedAnswerKeySource } from '../../apps/server/src/answer-key.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { fixedMockPaperSource } from '../../apps/server/src/mock-papers.ts';
import { LeaderboardService } from '../../apps/server/src/services/leaderboard.ts';
import { createMockStandingService } from '../../apps/server/src/services/mock-standing-service.ts';
import { createProgressSyncService } from '../../apps/server/src/services/progress-sync-service.ts';
import { createMockAttemptStore } from '../../apps/server/src/stores/mock-attempt-store.ts';
import { createProgressStore } from '../../apps/server/src/stores/progress-store.ts';
import { SqlRankStore } from '../../apps/server/src/stores/rank-store-sql.ts';
import { waitForQuietMachine } from './quiet-machine.ts';

type Timing = (runs: number, work: () => Promise<unknown>) => Promise<{ p50: number; p99: number }>;

const SECTIONS = ['reasoning', 'general-awareness', 'quantitative-aptitude', 'english'];

/** A paper of 100 questions, q0..q99 (the benchmark's answer key: the answer is always option 1). */
function paper(examId: 'ssc-cgl' | 'upsc-prelims-gs1'): MockPaper {
  const sections = examId === 'ssc-cgl' ? SECTIONS : ['general-studies'];
  const perSection = 100 / sections.length;
  return {
    id: `${examId}-mock-1`,
    examId,
    number: 1,
    sections: sections.map((id, index) => ({
      id,
      questionIds: Array.from({ length: perSection }, (_, offset) => `q${index * perSection + offset}`),
    })),
  };
}

const EXAMS = [
  { paper: paper('ssc-cgl'), wrongCenti: -50, attempted: 70, accuracy: 0.7 },
  { paper: paper('upsc-prelims-gs1'), wrongCenti: -66, attempted: 80, accuracy: 0.6 },
] as const;

/** A normal draw in SQL (Box-Muller on two uniforms). */
const normal = (mean: number, spread: number) =>
  sql.raw(`(${mean} + ${spread} * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))`);

/** Takers `from`..`to` (learners `m…`), each with a first attempt at both mocks. */
async function seed(db: Db, from: number, to: number): Promise<void> {
  await sql`
    insert into users (uid, display_name)
    select 'm' || lpad(i::text, 8, '0'), 'Taker ' || i from generate_series(${from}::int, ${to}::int) as i
  `.execute(db);
  for (const exam of EXAMS) {
    // One statement: the rank table's trigger counts all of them at once.
    await sql`
      with draws as (
        select i, greatest(0, least(100, round(${normal(exam.attempted, 15)})))::int as attempted,
          greatest(0.2, least(1.0, ${normal(exam.accuracy, 0.12)})) as accuracy
        from generate_series(${from}::int, ${to}::int) as i
      ), answers as (select i, attempted, round(attempted * accuracy)::int as correct from draws)
      insert into mock_attempts (user_uid, mock_id, attempt, marks_centi, update_id, submitted_at)
      select 'm' || lpad(i::text, 8, '0'), ${exam.paper.id}, 1,
        200 * correct + ${exam.wrongCenti}::int * (attempted - correct), gen_random_uuid(), now()
      from answers
    `.execute(db);
  }
  await sql`vacuum analyze mock_attempts`.execute(db);
  await sql`vacuum analyze mock_mark_counts`.execute(db);
  await sql`analyze users`.execute(db);
}

/** The taker in the middle of the mock's table. */
async function medianTaker(db: Db, mockId: string, takers: number): Promise<string> {
  const { rows } = await sql<{ uid: string }>`
    select user_uid as uid from mock_attempts where mock_id = ${mockId} and attempt = 1
    order by marks_centi desc offset ${Math.floor(takers / 2)} limit 1
  `.execute(db);
  return rows[0]?.uid ?? 'm00000001';
}

/** A submitted mock of a learner: every question answered, 70 % of them right. */
function submission(uid: string, mock: MockPaper): ProgressUpdate {
  const now = Date.now();
  const questionIds = mock.sections.flatMap((section) => section.questionIds);
  return {
    id: randomUUID(),
    userId: uid,
    answers: questionIds.map((questionId) => ({
      questionId,
      chosenIndex: Math.random() < 0.7 ? 1 : 0,
      mode: 'quiz',
      timeTakenMs: 30_000,
    })),
    scoreChange: 0,
    questionsAttempted: questionIds.length,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: new Date(now + 330 * 60_000).toISOString().slice(0, 10),
    timestamp: now,
    mockId: mock.id,
  };
}

export async function benchMockRanks(
  db: Db,
  { sizes, keys, time }: { sizes: readonly number[]; keys: AnswerKeys; time: Timing },
): Promise<void> {
  const papers = fixedMockPaperSource(EXAMS.map((exam) => exam.paper));
  const store = createMockAttemptStore(db);
  const standings = createMockStandingService({ papers, store });
  const ranks = new SqlRankStore(db);
  const sync = createProgressSyncService({
    store: createProgressStore(db),
    answerKeys: fixedAnswerKeySource(keys),
    mockPapers: papers,
    leaderboard: new LeaderboardService({ db, ranks, scores: ranks }),
  });
  const fmt = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
  console.info('');
  console.info('mock rank tables: first attempts at one mock, SQL (migration 0013)');
  const columns = [17, 8, 11, 20, 18, 26, 10];
  const row = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(columns[0] ?? 0) : cell.padStart(columns[index] ?? 0)))
      .join(' ');
  console.info(
    row([
      'exam',
      'takers',
      'marks rows',
      'standing p50/p99 ms',
      'insert p50/p99 ms',
      'sync of a mock p50/p99 ms',
      'rebuild s',
    ]),
  );
  let seeded = 0;
  let writers = 0;
  for (const size of sizes) {
    const seedStart = Date.now();
    await seed(db, seeded + 1, size);
    seeded = size;
    const seedSeconds = (Date.now() - seedStart) / 1000;
    await sql`checkpoint`.execute(db);
    const quiet = await waitForQuietMachine();
    for (const exam of EXAMS) {
      const mockId = exam.paper.id;
      const { rows } = await sql<{ rows: number; takers: number }>`
        select count(*)::int as rows, coalesce(sum(takers), 0)::int8 as takers
        from mock_mark_counts where mock_id = ${mockId} and takers > 0
      `.execute(db);
      const table = rows[0] ?? { rows: 0, takers: 0 };
      const median = await medianTaker(db, mockId, table.takers);
      const lookup = await time(size >= 1_000_000 ? 400 : 1_000, async () => {
        const standing = await standings.standing(mockId, median);
        if (!standing?.you) throw new Error(`${median} has no place in ${mockId}`);
      });
      // New takers, so that every insert is a first attempt and moves the rank table.
      const insertRuns = 200;
      const insertUids = Array.from(
        { length: insertRuns * 2 },
        () => `w${String(++writers).padStart(8, '0')}`,
      );
      await sql`insert into users (uid) select unnest(${insertUids}::text[])`.execute(db);
      let next = 0;
      const insert = await time(insertRuns, async () => {
        const uid = insertUids[next++ % insertUids.length] as string;
        await sql`
          insert into mock_attempts (user_uid, mock_id, attempt, marks_centi, update_id, submitted_at)
          values (${uid}, ${mockId}, 1, ${Math.round(Math.random() * 200) * 50}, gen_random_uuid(), now())
          on conflict do nothing
        `.execute(db);
      });
      const syncUids = Array.from({ length: insertRuns * 2 }, () => `w${String(++writers).padStart(8, '0')}`);
      await sql`insert into users (uid) select unnest(${syncUids}::text[])`.execute(db);
      next = 0;
      const submit = await time(insertRuns, async () => {
        const uid = syncUids[next++ % syncUids.length] as string;
        const outcome = await sync.sync(uid, { updates: [submission(uid, exam.paper)] });
        if (outcome.kind !== 'applied' || outcome.result.applied.length !== 1)
          throw new Error(`the mock of ${uid} was not applied: ${JSON.stringify(outcome)}`);
      });
      // The timed takers leave again (their rows out of the tables by trigger), so that each step
      // has exactly its number of takers.
      await sql`delete from mock_attempts where user_uid like 'w%'`.execute(db);
      const rebuildStart = Date.now();
      await store.rebuildRankTables();
      const rebuildSeconds = (Date.now() - rebuildStart) / 1000;
      console.info(
        row([
          exam.paper.examId,
          String(table.takers),
          String(table.rows),
          `${fmt(lookup.p50)}/${fmt(lookup.p99)}`,
          `${fmt(insert.p50)}/${fmt(insert.p99)}`,
          `${fmt(submit.p50)}/${fmt(submit.p99)}`,
          rebuildSeconds.toFixed(2),
        ]),
      );
    }
    console.info(
      `       (seeded to ${size} takers of each mock in ${seedSeconds.toFixed(1)} s; lookups timed after ${quiet.waitedSeconds.toFixed(0)} s of settling, CPUs ${(quiet.idle * 100).toFixed(0)} % idle)`,
    );
  }
}
