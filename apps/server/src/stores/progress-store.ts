import { DEFAULT_RANK, type UserProfile } from '@abhyas/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { type Db, prepared } from '../db/database.ts';
import type { Database, UsersTable } from '../db/schema.ts';
import type { BoardScore } from './rank-store.ts';
import { type BoardChanges, boardWrites, rankAfterBoardWrites } from './rank-store-sql.ts';
import { profileFromRow } from './user-store.ts';

/** A quiz answer that may be the learner's first quiz attempt at its question. */
export interface QuizCandidate {
  updateId: string;
  questionId: string;
}

export interface RecordedUpdates {
  /** The profile as stored before this batch, locked until the transaction ends; undefined when no row. */
  profile: UserProfile | undefined;
  /** Ids (lowercase) recorded now; the others of the batch were recorded before. */
  newUpdateIds: string[];
  /** Questions of the new updates that this learner had never answered in a quiz before. */
  firstQuizQuestionIds: string[];
}

/** The counters a sync writes; everything else in the profile is left alone. */
const PROGRESS_COUNTER_FIELDS = [
  'totalScore',
  'questionsAttempted',
  'correctAnswers',
  'wrongAnswers',
  'averageAccuracy',
  'dailyQuestionsAttempted',
  'dailyCorrectAnswers',
  'dailyWrongAnswers',
  'dailyScore',
  'dailyAccuracy',
  'currentDailyDate',
  'lastDailyReset',
  'lastPlayedAt',
] as const satisfies readonly (keyof UserProfile)[];

export type ProgressCounters = Pick<UserProfile, (typeof PROGRESS_COUNTER_FIELDS)[number]>;

/** The counters of a profile, nothing else. */
export function progressCountersOf(profile: ProgressCounters): ProgressCounters {
  return Object.fromEntries(
    PROGRESS_COUNTER_FIELDS.map((field) => [field, profile[field]]),
  ) as ProgressCounters;
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface ProgressTransaction {
  /** The transaction itself, for stores that write in it too (the leaderboard's boards). */
  readonly executor: Executor;
  /**
   * Locks the learner's row, records the update ids (an id recorded before is skipped) and the
   * first quiz attempts of the new updates' candidates, in one statement.
   */
  recordUpdates(
    uid: string,
    updateIds: readonly string[],
    candidates: readonly QuizCandidate[],
  ): Promise<RecordedUpdates>;
  /**
   * Writes the counters and the board rows in one statement. `rank` says where `currentRank`
   * comes from: `default` (the learner is not ranked yet), `sql` (counted in this statement from
   * the boards as written) or `keep` (the caller sets it after, with `saveRank`).
   */
  saveProgress(
    uid: string,
    counters: ProgressCounters,
    boards: BoardChanges,
    rank: 'default' | 'sql' | 'keep',
  ): Promise<{ profile: UserProfile; written: BoardScore[] }>;
  /** Sets `currentRank`; returns the new profile. */
  saveRank(uid: string, currentRank: number): Promise<UserProfile>;
}

/** A `written_boards` row as `json_agg` gives it: every `BoardScore` field, the timestamp as text. */
type WrittenBoardJson = Omit<BoardScore, 'expiresAt'> & { expiresAt: string | null };

function progressTransaction(trx: Executor): ProgressTransaction {
  return {
    executor: trx,

    async recordUpdates(uid, updateIds, candidates) {
      // Every insert reads `locked`, so the row lock is always taken first: concurrent batches of
      // one learner queue up on it instead of deadlocking on each other's ids.
      const { rows } = await prepared(
        'sync-record-updates',
        sql<Selectable<UsersTable> & { newUpdateIds: string[]; firstQuizQuestionIds: string[] }>`
        with locked as (
          select * from users where uid = ${uid} for update
        ), new_updates as (
          insert into progress_updates (user_uid, id)
          select locked.uid, ids.id from locked cross join unnest(${updateIds}::uuid[]) as ids(id)
          on conflict do nothing
          returning id
        ), first_quiz as (
          insert into quiz_attempts (user_uid, question_id)
          select distinct locked.uid, candidate.question_id
          from locked cross join unnest(${candidates.map((c) => c.updateId)}::uuid[], ${candidates.map((c) => c.questionId)}::text[])
            as candidate(update_id, question_id)
          where candidate.update_id in (select id from new_updates)
          on conflict do nothing
          returning question_id
        )
        select locked.*,
          array(select id::text from new_updates) as new_update_ids,
          array(select question_id from first_quiz) as first_quiz_question_ids
        from locked
      `,
      ).execute(trx);
      const row = rows[0];
      if (!row) return { profile: undefined, newUpdateIds: [], firstQuizQuestionIds: [] };
      const { newUpdateIds, firstQuizQuestionIds, ...user } = row;
      return { profile: profileFromRow(user), newUpdateIds, firstQuizQuestionIds };
    },

    async saveProgress(uid, counters, boards, rank) {
      const c = counters;
      const rankNow = rankAfterBoardWrites(uid, c.totalScore);
      const { rows } = await prepared(
        'sync-save-progress',
        sql<Selectable<UsersTable> & { writtenBoards: WrittenBoardJson[] }>`
          with ${boardWrites(boards.absolute, boards.relative)},
          saved as (
            update users set total_score = ${c.totalScore}::int,
              questions_attempted = ${c.questionsAttempted}::int, correct_answers = ${c.correctAnswers}::int,
              wrong_answers = ${c.wrongAnswers}::int, average_accuracy = ${c.averageAccuracy}::float8,
              daily_questions_attempted = ${c.dailyQuestionsAttempted}::int,
              daily_correct_answers = ${c.dailyCorrectAnswers}::int,
              daily_wrong_answers = ${c.dailyWrongAnswers}::int, daily_score = ${c.dailyScore}::int,
              daily_accuracy = ${c.dailyAccuracy}::int, current_daily_date = ${c.currentDailyDate}::text,
              last_daily_reset = ${c.lastDailyReset}::timestamptz, last_played_at = ${c.lastPlayedAt}::timestamptz,
              current_rank = case ${rank}::text when 'default' then ${DEFAULT_RANK}::int
                when 'sql' then ${rankNow} else current_rank end
            where uid = ${uid}::text
            returning *
          )
          select saved.*, coalesce((select json_agg(w) from written_boards w), '[]') as written_boards from saved
        `,
      ).execute(trx);
      const row = rows[0];
      if (!row) throw new Error(`users row ${uid} vanished inside its own transaction`);
      const { writtenBoards, ...user } = row;
      return {
        profile: profileFromRow(user),
        written: writtenBoards.map((board) => ({
          ...board,
          expiresAt: board.expiresAt === null ? null : new Date(board.expiresAt),
        })),
      };
    },

    async saveRank(uid, currentRank) {
      const row = await trx
        .updateTable('users')
        .set({ currentRank })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirstOrThrow();
      return profileFromRow(row);
    },
  };
}

/** PostgreSQL error codes worth running the whole transaction again for. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/** SQL for applying progress: the sync's transaction and what it records. */
export function createProgressStore(db: Db) {
  return {
    /** Runs `work` in one transaction, again from the start on a deadlock or serialization failure. */
    async inTransaction<T>(work: (trx: ProgressTransaction) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute((trx) => work(progressTransaction(trx)));
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        }
      }
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
