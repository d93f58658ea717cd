import type { AppliedNumbers, ReviewSchedule, ReviewSource } from '@abhyas/domain';
import {
  DEFAULT_RANK,
  EMPTY_STREAK,
  type ScoringWindow,
  type StreakState,
  type UserProfile,
} from '@abhyas/domain';
import type { DeckEntry } from '@abhyas/domain/review-scheduling';
import { sql } from 'kysely';
import { ANALYTICS_TIME_ZONE } from '../analytics/analytics-store.ts';
import { type Db, preparedStatement } from '../db/database.ts';
import type { BoardScore } from './rank-store.ts';
import { type BoardChanges, boardRowsJson, boardWrites, rankAfterBoardWrites } from './rank-store-sql.ts';
import type { StoredSession } from './session-store.ts';
import { profileFromRow, type UserJson } from './user-store.ts';

/**
 * Whose batch a read is for: a learner, or a session not yet checked, whose row the read looks up
 * (active at `now`) and returns, so that the request needs no statement of its own for it.
 */
export type SyncReader = string | { sessionId: string; now: Date };

/** What of the batch the sync's read looks up (ids and question ids lowercase as stored). */
export interface SyncReadKeys {
  /** Ids of the batch's updates whose ids carry no number. */
  updateIds: readonly string[];
  /** The pages that numbered the others (`updateNumberOf`). */
  clientIds?: readonly string[];
  /** Questions answered in a quiz: which were answered in one before. */
  questionIds: readonly string[];
  /** Mocks the batch submits. */
  mockIds?: readonly string[];
  /** Questions whose review cards the batch may change. */
  reviewQuestionIds?: readonly string[];
}

/** What the sync reads before grading a batch: the learner and which of its ids and questions are known. */
export interface SyncState {
  /** The session row, when the read was for a session and it is active; the learner is its `uid`. */
  session?: StoredSession;
  /** The profile as stored; undefined when there is no such row. */
  profile: UserProfile | undefined;
  /** The version the counters had (`users.sync_version`); a write is made only over this one. */
  version: number;
  /** Ids (lowercase) of the batch recorded before. */
  recordedUpdateIds: string[];
  /** The numbers applied of each page whose numbered updates the batch holds (by its client id). */
  appliedNumbers: Map<string, AppliedNumbers>;
  /** Questions of the batch this learner has answered in a quiz before. */
  attemptedQuestionIds: string[];
  /** The learner's scored answers in the current 24-hour window (honest-answers.ts). */
  scoringWindow: ScoringWindow;
  /** Attempts recorded so far at each mock the batch submits (mocks not attempted are absent). */
  mockAttempts: Map<string, number>;
  /** The review cards (migration 0015) of the questions asked for, by question id. */
  reviewCards: Map<string, DeckEntry>;
  /** The learner's streak as stored (migration 0016). */
  streak: StreakState;
}

/** A submitted mock as the sync records it. */
export interface MockAttemptWrite {
  mockId: string;
  /** 1 for the learner's first attempt at the mock (the one its rank table counts), then 2, 3… */
  attempt: number;
  marksCenti: number;
  /** The update (lowercase id) that submitted it. */
  updateId: string;
  submittedAt: Date;
}

/** A learner's first attempt at a day's quiz, as the sync records it (a later one changes nothing). */
export interface DailyQuizAttemptWrite {
  quizDate: string;
  correct: number;
  timeTakenMs: number;
  /** The update (lowercase id) that submitted it. */
  updateId: string;
  submittedAt: Date;
}

/** A review card's schedule as the sync writes it; its star and tag are left alone. */
export interface ReviewCardWrite extends DeckEntry {
  questionId: string;
}

/** Everything one batch changes, written in one statement. */
export interface ProgressWrite {
  /** Ids (lowercase) of the batch's new updates whose ids carry no number. */
  newUpdateIds: readonly string[];
  /** The numbers applied of each page the batch applies numbered updates of, with them. */
  appliedNumbers: ReadonlyMap<string, AppliedNumbers>;
  /** Questions answered in a quiz for the first time. */
  firstQuizQuestionIds: readonly string[];
  counters: ProgressCounters;
  /** The scoring window after this batch, and its answers that earned nothing. */
  scoringWindow: ScoringWindow;
  implausibleAnswers: number;
  /** The batch's new mock attempts; their rank tables follow by trigger (migration 0013). */
  mockAttempts: readonly MockAttemptWrite[];
  /** The review cards the batch's answers schedule (migration 0015). */
  reviewCards?: readonly ReviewCardWrite[];
  /** The batch's daily quizzes; the table keeps a learner's first of each date (migration 0016). */
  dailyQuizAttempts: readonly DailyQuizAttemptWrite[];
  /** The streak after the batch. */
  streak: StreakState;
  boards: BoardChanges;
  /** Whether to return the board rows as written (for a rank store that keeps a copy). */
  returnBoards: boolean;
  /**
   * Where `currentRank` comes from: `default` (the learner is not ranked yet), `sql` (counted in
   * the statement from the boards as written) or `keep` (the caller sets it after, `saveRank`).
   */
  rank: 'default' | 'sql' | 'keep';
}

/** What a successful `write` reports back. */
export interface WrittenProgress {
  /** The learner's `sync_version` after the write. */
  version: number;
  /** `currentRank` as written (`keep`: as it was). */
  currentRank: number;
  /** The board rows as written, for the Redis copy (none unless `returnBoards`). */
  written: BoardScore[];
}

/**
 * The counters a sync writes; everything else in the profile is left alone. Any other writer of
 * one of them bumps `sync_version` (sync-version-writers.test.ts checks every store).
 */
export const PROGRESS_COUNTER_FIELDS = [
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

/**
 * A `written_boards` row as `json_agg` gives it: every `BoardScore` field but the version (the
 * statement's own bump, added here), the timestamp as text.
 */
type WrittenBoardJson = Omit<BoardScore, 'expiresAt' | 'version'> & { expiresAt: string | null };

const toBoardScore = (board: WrittenBoardJson, version: number): BoardScore => ({
  ...board,
  expiresAt: board.expiresAt === null ? null : new Date(board.expiresAt),
  version,
});

/**
 * Errors after which the write changed nothing and the batch is read again: a unique key taken
 * (another writer recorded the ids first), a deadlock or a serialization failure.
 */
const READ_AGAIN_ON = new Set(['23505', '40P01', '40001']);

type SyncStateRow = {
  /** The learner's row as one JSON value (its keys camelCased by the plugin, like a row's). */
  user: UserJson;
  /** The session's row, when the read was for one (timestamps as text). */
  session: { id: string; uid: string; createdAt: string; expiresAt: string; lastSeenAt: string } | null;
  recordedUpdateIds: string[];
  /** `[clientId, appliedThrough, appliedAbove]` triples. */
  appliedNumbers: [string, number, number[]][];
  attemptedQuestionIds: string[];
  /** `[mockId, attempts]` pairs (pairs, not an object: the camelCase plugin would rename its keys). */
  mockAttempts: [string, number][];
  /** `[questionId, schedule, addedFrom]` triples. */
  reviewCards: [string, ReviewSchedule, ReviewSource][];
};

/**
 * The learner, and which of the batch's ids, quiz questions and mocks are already recorded. The
 * learner comes as one JSON value rather than sixty columns: the driver then reads no column
 * descriptions and parses no dates at each call, a sixth of the sync's CPU in the server.
 *
 * Each id of the batch is looked up by itself (a lateral probe of the table's primary key), so
 * the read costs the same for a learner with years of answers as for a new one. Written as
 * `id = any(...)`, the plan made once for every learner (the sync pool's generic plans) walked all
 * of the learner's rows whenever the statistics said learners have few.
 */
const readSyncState = preparedStatement(
  'sync-read-state',
  (args: {
    /** The learner, or null to read the one of the session `sessionId` if it is active at `now`. */
    uid: string | null;
    sessionId: string | null;
    /** ISO text. */
    now: string | null;
    /** JSON arrays of strings (see the write's lists below); the mocks, rarely any, an array. */
    updateIds: string;
    clientIds: string;
    questionIds: string;
    mockIds: readonly string[];
    reviewQuestionIds: string;
  }) => sql<SyncStateRow>`
    with s as (
      select id, uid, created_at, expires_at, last_seen_at from sessions
      where id = ${args.sessionId}::text and expires_at > ${args.now}::timestamptz
    )
    select to_json(u) as user, (select to_json(s) from s) as session,
      array(select ids.id from jsonb_array_elements_text(${args.updateIds}::jsonb) as ids(id)
        cross join lateral (select from progress_updates p
          where p.user_uid = u.uid and p.id = ids.id::uuid limit 1) as known) as recorded_update_ids,
      coalesce((select json_agg(json_build_array(c.client_id, c.applied_through, c.applied_above))
        from jsonb_array_elements_text(${args.clientIds}::jsonb) as ids(id)
        cross join lateral (select client_id, applied_through, applied_above from sync_clients c
          where c.user_uid = u.uid and c.client_id = ids.id::uuid) as c), '[]') as applied_numbers,
      array(select ids.id from jsonb_array_elements_text(${args.questionIds}::jsonb) as ids(id)
        cross join lateral (select from quiz_attempts q
          where q.user_uid = u.uid and q.question_id = ids.id limit 1) as known) as attempted_question_ids,
      coalesce((select json_agg(json_build_array(m.mock_id, m.attempts)) from (
        select mock_id, max(attempt) as attempts from mock_attempts
        where user_uid = u.uid and mock_id = any(${args.mockIds}::text[]) group by mock_id
      ) m), '[]') as mock_attempts,
      coalesce((select json_agg(json_build_array(r.question_id, r.schedule, r.added_from))
        from jsonb_array_elements_text(${args.reviewQuestionIds}::jsonb) as ids(id)
        cross join lateral (select * from review_cards c
          where c.user_uid = u.uid and c.question_id = ids.id limit 1) as r), '[]') as review_cards
    from users u where u.uid = coalesce(${args.uid}::text, (select s.uid from s))
  `,
);

/**
 * The write's lists (ids, questions, mock and daily attempts, review cards, board rows) travel as
 * one JSON value each, read in the statement with `jsonb_to_recordset` or
 * `jsonb_array_elements_text`, and its times as ISO text: the driver writes an array parameter
 * out element by element and each date in local time (binding the write took 50 µs a batch, now
 * 30). The keys are the columns' names.
 */
const mockAttemptsJson = (attempts: readonly MockAttemptWrite[]): string =>
  JSON.stringify(
    attempts.map((attempt) => ({
      mock_id: attempt.mockId,
      attempt: attempt.attempt,
      marks_centi: attempt.marksCenti,
      update_id: attempt.updateId,
      submitted_at: attempt.submittedAt,
    })),
  );

const dailyAttemptsJson = (attempts: readonly DailyQuizAttemptWrite[]): string =>
  JSON.stringify(
    attempts.map((attempt) => ({
      quiz_date: attempt.quizDate,
      correct: attempt.correct,
      time_taken_ms: attempt.timeTakenMs,
      update_id: attempt.updateId,
      submitted_at: attempt.submittedAt,
    })),
  );

const appliedNumbersJson = (numbers: ReadonlyMap<string, AppliedNumbers>): string =>
  JSON.stringify(
    [...numbers].map(([clientId, applied]) => ({
      client_id: clientId,
      applied_through: applied.through,
      applied_above: applied.above,
    })),
  );

const reviewCardsJson = (cards: readonly ReviewCardWrite[]): string =>
  JSON.stringify(
    cards.map((card) => ({
      question_id: card.questionId,
      schedule: card.schedule,
      added_from: card.addedFrom,
    })),
  );

/** An instant (ms since the epoch) as the write sends it: ISO text, or null. */
const isoOrNull = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

interface WriteArguments {
  uid: string;
  version: number;
  /** JSON arrays of strings. */
  newUpdateIds: string;
  firstQuizQuestionIds: string;
  /** A JSON array of `{ client_id, applied_through, applied_above }` (`appliedNumbersJson`). */
  appliedNumbers: string;
  counters: ProgressCounters;
  scoringWindowStartedAt: string | null;
  scoredInWindow: number;
  implausibleAnswers: number;
  /** JSON arrays of rows (`mockAttemptsJson`, `reviewCardsJson`, `dailyAttemptsJson`, `boardRowsJson`). */
  mockAttempts: string;
  reviewCards: string;
  dailyAttempts: string;
  streak: Omit<StreakState, 'lastAt'> & { lastAt: string | null };
  absoluteBoards: string;
  relativeBoards: string;
  returnBoards: boolean;
  rank: ProgressWrite['rank'];
}

/**
 * Everything a batch changes, in one atomic statement, if the learner's version is still the one
 * read. A page's numbers are replaced by the ones read at that version with the batch's: no other
 * writer came in between. Every write reads `unchanged` first, so the row lock is taken before any other row's:
 * concurrent batches of one learner queue up on it, and the loser finds the version moved.
 */
const writeProgress = preparedStatement('sync-write-progress', (args: WriteArguments) => {
  const c = args.counters;
  const streak = args.streak;
  const unchanged = sql<boolean>`exists (select 1 from unchanged)`;
  return sql<{ syncVersion: number; currentRank: number; writtenBoards: WrittenBoardJson[] }>`
    with unchanged as (
      select uid from users where uid = ${args.uid}::text and sync_version = ${args.version}::int for update
    ), new_updates as (
      insert into progress_updates (user_uid, id)
      select unchanged.uid, ids.id::uuid
      from unchanged cross join jsonb_array_elements_text(${args.newUpdateIds}::jsonb) as ids(id)
    ), applied_numbers as (
      insert into sync_clients (user_uid, client_id, applied_through, applied_above)
      select unchanged.uid, n.client_id, n.applied_through, n.applied_above
      from unchanged cross join jsonb_to_recordset(${args.appliedNumbers}::jsonb)
        as n(client_id uuid, applied_through int, applied_above int[])
      on conflict (user_uid, client_id) do update set applied_through = excluded.applied_through,
        applied_above = excluded.applied_above, updated_at = now()
    ), learner_day as (
      insert into learner_days (user_uid, day)
      select uid, (now() at time zone ${sql.lit(ANALYTICS_TIME_ZONE)})::date from unchanged
      on conflict do nothing
    ), first_quiz as (
      insert into quiz_attempts (user_uid, question_id)
      select unchanged.uid, q.id
      from unchanged cross join jsonb_array_elements_text(${args.firstQuizQuestionIds}::jsonb) as q(id)
    ), new_mock_attempts as (
      insert into mock_attempts (user_uid, mock_id, attempt, marks_centi, update_id, submitted_at)
      select unchanged.uid, m.mock_id, m.attempt, m.marks_centi, m.update_id, m.submitted_at
      from unchanged cross join jsonb_to_recordset(${args.mockAttempts}::jsonb)
        as m(mock_id text, attempt int, marks_centi int, update_id uuid, submitted_at timestamptz)
    ), new_daily_attempts as (
      insert into daily_quiz_attempts (quiz_date, user_uid, correct, time_taken_ms, update_id, submitted_at)
      select d.quiz_date, unchanged.uid, d.correct, d.time_taken_ms, d.update_id, d.submitted_at
      from unchanged cross join jsonb_to_recordset(${args.dailyAttempts}::jsonb)
        as d(quiz_date text, correct int, time_taken_ms int, update_id uuid, submitted_at timestamptz)
      on conflict (quiz_date, user_uid) do nothing
    ), review_writes as (
      insert into review_cards as r (user_uid, question_id, schedule, due, added_from, updated_at)
      select unchanged.uid, w.question_id, w.schedule, to_timestamp((w.schedule ->> 'due')::float8 / 1000),
        w.added_from, now()
      from unchanged cross join jsonb_to_recordset(${args.reviewCards}::jsonb)
        as w(question_id text, schedule jsonb, added_from text)
      on conflict (user_uid, question_id) do update set schedule = excluded.schedule, due = excluded.due,
        added_from = excluded.added_from, updated_at = excluded.updated_at
    ), ${boardWrites(args.absoluteBoards, args.relativeBoards, unchanged)},
    saved as (
      update users set total_score = ${c.totalScore}::int,
        questions_attempted = ${c.questionsAttempted}::int, correct_answers = ${c.correctAnswers}::int,
        wrong_answers = ${c.wrongAnswers}::int, average_accuracy = ${c.averageAccuracy}::float8,
        daily_questions_attempted = ${c.dailyQuestionsAttempted}::int,
        daily_correct_answers = ${c.dailyCorrectAnswers}::int,
        daily_wrong_answers = ${c.dailyWrongAnswers}::int, daily_score = ${c.dailyScore}::int,
        daily_accuracy = ${c.dailyAccuracy}::int, current_daily_date = ${c.currentDailyDate}::text,
        last_daily_reset = ${c.lastDailyReset}::timestamptz, last_played_at = ${c.lastPlayedAt}::timestamptz,
        scoring_window_started_at = ${args.scoringWindowStartedAt}::timestamptz,
        scored_in_window = ${args.scoredInWindow}::int,
        implausible_answers = implausible_answers + ${args.implausibleAnswers}::int,
        streak_days = ${streak.days}::int, streak_best = ${streak.best}::int,
        streak_last_date = ${streak.lastDate}::text,
        streak_last_at = ${streak.lastAt}::timestamptz,
        streak_freeze_week = ${streak.freezeWeek}::text,
        current_rank = case ${args.rank}::text when 'default' then ${DEFAULT_RANK}::int
          when 'sql' then ${rankAfterBoardWrites(args.uid, c.totalScore)} else current_rank end,
        sync_version = sync_version + 1
      where uid = (select uid from unchanged)
      returning sync_version, current_rank
    )
    select saved.sync_version, saved.current_rank, coalesce(
      (select json_agg(w) from written_boards w where ${args.returnBoards}::boolean), '[]'
    ) as written_boards from saved
  `;
});

/**
 * SQL for applying progress, without an open transaction: `readState` (one statement), then
 * `write` (one statement, atomic), which changes nothing when another writer moved the learner's
 * counters in between; the caller then reads again. Two round trips per batch, and no row lock
 * is held while the server grades.
 */
export function createProgressStore(db: Db) {
  return {
    async readState(
      reader: SyncReader,
      { updateIds, clientIds = [], questionIds, mockIds = [], reviewQuestionIds = [] }: SyncReadKeys,
    ): Promise<SyncState> {
      const bySession = typeof reader === 'string' ? undefined : reader;
      const { rows } = await readSyncState.execute(db, {
        uid: typeof reader === 'string' ? reader : null,
        sessionId: bySession?.sessionId ?? null,
        now: bySession ? bySession.now.toISOString() : null,
        updateIds: JSON.stringify(updateIds),
        clientIds: JSON.stringify(clientIds),
        questionIds: JSON.stringify(questionIds),
        mockIds,
        reviewQuestionIds: JSON.stringify(reviewQuestionIds),
      });
      const row = rows[0];
      if (!row)
        return {
          profile: undefined,
          version: 0,
          recordedUpdateIds: [],
          appliedNumbers: new Map(),
          attemptedQuestionIds: [],
          scoringWindow: { startedAt: null, scored: 0 },
          mockAttempts: new Map(),
          reviewCards: new Map(),
          streak: EMPTY_STREAK,
        };
      const {
        user,
        session,
        recordedUpdateIds,
        appliedNumbers,
        attemptedQuestionIds,
        mockAttempts,
        reviewCards,
      } = row;
      return {
        ...(session
          ? {
              session: {
                ...session,
                createdAt: new Date(session.createdAt),
                expiresAt: new Date(session.expiresAt),
                lastSeenAt: new Date(session.lastSeenAt),
              },
            }
          : {}),
        profile: profileFromRow(user),
        version: user.syncVersion,
        recordedUpdateIds,
        appliedNumbers: new Map(
          appliedNumbers.map(([clientId, through, above]) => [clientId, { through, above }]),
        ),
        attemptedQuestionIds,
        scoringWindow: {
          startedAt:
            user.scoringWindowStartedAt === null ? null : new Date(user.scoringWindowStartedAt).getTime(),
          scored: user.scoredInWindow,
        },
        mockAttempts: new Map(mockAttempts),
        reviewCards: new Map(
          reviewCards.map(([questionId, schedule, addedFrom]) => [questionId, { schedule, addedFrom }]),
        ),
        streak: {
          days: user.streakDays,
          best: user.streakBest,
          lastDate: user.streakLastDate,
          lastAt: user.streakLastAt === null ? null : new Date(user.streakLastAt).getTime(),
          freezeWeek: user.streakFreezeWeek,
        },
      };
    },

    /**
     * Records the new update ids, first quiz attempts and mock attempts, writes the counters, the board rows
     * and (SQL ranks) the rank, and bumps the version, all in one statement, if the learner's
     * version is still `version`; returns the new version, `currentRank` and the board rows as
     * written (the rest of the profile is what was read, with `change.counters`). Undefined
     * when it is not (or the row is gone): nothing changed.
     */
    async write(uid: string, version: number, change: ProgressWrite): Promise<WrittenProgress | undefined> {
      try {
        const { rows } = await writeProgress.execute(db, {
          uid,
          version,
          newUpdateIds: JSON.stringify(change.newUpdateIds),
          firstQuizQuestionIds: JSON.stringify(change.firstQuizQuestionIds),
          appliedNumbers: appliedNumbersJson(change.appliedNumbers),
          counters: change.counters,
          scoringWindowStartedAt: isoOrNull(change.scoringWindow.startedAt),
          scoredInWindow: change.scoringWindow.scored,
          implausibleAnswers: change.implausibleAnswers,
          mockAttempts: mockAttemptsJson(change.mockAttempts),
          reviewCards: reviewCardsJson(change.reviewCards ?? []),
          dailyAttempts: dailyAttemptsJson(change.dailyQuizAttempts),
          streak: { ...change.streak, lastAt: isoOrNull(change.streak.lastAt) },
          absoluteBoards: boardRowsJson(change.boards.absolute),
          relativeBoards: boardRowsJson(change.boards.relative),
          returnBoards: change.returnBoards,
          rank: change.rank,
        });
        const row = rows[0];
        if (!row) return undefined;
        return {
          version: row.syncVersion,
          currentRank: row.currentRank,
          written: row.writtenBoards.map((board) => toBoardScore(board, row.syncVersion)),
        };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && READ_AGAIN_ON.has(code)) return undefined;
        throw error;
      }
    },

    /**
     * Sets `currentRank` (when ranks come from Redis) to the rank of the write that left the
     * learner at `version`, if they are still at it; returns the profile as stored. A newer write
     * (another server's sync of theirs, say) saves its own rank: an older rank, counted from an
     * older score, never overwrites it.
     */
    async saveRank(uid: string, version: number, currentRank: number): Promise<UserProfile> {
      const saved = await db
        .updateTable('users')
        .set({ currentRank })
        .where('uid', '=', uid)
        .where('syncVersion', '=', version)
        .returningAll()
        .executeTakeFirst();
      const row =
        saved ?? (await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow());
      return profileFromRow(row);
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
