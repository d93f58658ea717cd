import {
  type AppliedNumbers,
  extendStreak,
  humanMockAnswers,
  type ImplausibleReason,
  implausibleCount,
  isApplied,
  isDailyQuizDateOpen,
  judgeScoredAnswers,
  MIN_QUIZ_ANSWER_MS,
  markMock,
  NONE_APPLIED,
  type ProgressSyncResult,
  type ProgressUpdate,
  type RejectedUpdate,
  readProgressUpdate,
  readWellFormedProgressUpdate,
  type StreakState,
  scoreAnswers,
  scoreDailyQuiz,
  type UpdateNumber,
  type UserProfile,
  unknownQuestionReason,
  updateNumberOf,
  withApplied,
  withProgress,
} from '@abhyas/domain';
import type { AnswerKey, AnswerKeySource } from '../answer-key.ts';
import type { DailyQuizBank } from '../daily-quiz-bank.ts';
import type { MarkablePaper, MockPaperSource, MockPapers } from '../mock-papers.ts';
import {
  type DailyQuizAttemptWrite,
  type MockAttemptWrite,
  type ProgressCounters,
  type ProgressStore,
  progressCountersOf,
  type SyncReader,
} from '../stores/progress-store.ts';
import type { StoredSession } from '../stores/session-store.ts';
import type { LeaderboardService, ScoredUpdate } from './leaderboard.ts';
import { reviewQuestionIdsOf, reviewWritesOf } from './review-deck-sync.ts';

export const USER_DOCUMENT_NOT_FOUND = 'User document not found';
export const FOREIGN_UPDATE = 'Progress updates belong to another user';

/** Why a submitted mock is refused: the mock is not published (or its exam has no blueprint). */
export const unknownMockReason = (mockId: string) => `Unknown mock: ${mockId}`;
/** Why a submitted mock is refused: its answers are not one for each question of the paper. */
export const notThePaperReason = (mockId: string) =>
  `Invalid answers: not one answer for each question of mock ${mockId}`;

export type SyncOutcome =
  | { kind: 'applied'; result: ProgressSyncResult }
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  /** The session the batch came with is not (or no longer) signed in: nothing was written. */
  | { kind: 'unauthenticated' };

/**
 * A batch's session not checked yet (the session cookie's `DeferredSession`): the first read looks
 * its row up with the learner's, and `admit` applies the session rules to it before anything is
 * written. One statement less per batch than a session lookup of its own.
 */
export interface UncheckedSession {
  /** `sessions.id`. */
  readonly id: string;
  /** The instant the session must still be active at. */
  readonly now: Date;
  /** The learner the row signs in, or undefined (no row, or one the rules end). */
  admit(row: StoredSession | undefined): Promise<{ readonly uid: string } | undefined>;
}

export interface ProgressSyncDependencies {
  store: ProgressStore;
  answerKeys: AnswerKeySource;
  /**
   * The published mock papers a submitted mock is checked and marked against; without, no mock
   * is published (tests and benchmarks that send none). Read only for a batch that submits one.
   */
  mockPapers?: MockPaperSource;
  /**
   * The days' quizzes a submitted daily quiz is checked against; without, none is (its answers
   * still count as a quiz's). Read only for a batch that submits one.
   */
  dailyQuiz?: Pick<DailyQuizBank, 'questionIdsOf'>;
  /** Says which board rows a batch changes, copies them to the rank store, answers the rank. */
  leaderboard: Pick<
    LeaderboardService,
    'boardChanges' | 'ranksInSql' | 'keepsCopy' | 'boardsWritten' | 'allTimeRankForScore' | 'repair'
  >;
  now?: () => Date;
  /** Scored answers per learner in 24 hours (SCORED_ANSWERS_PER_DAY). */
  scoredAnswersPerDay?: number;
  /** The shortest time a scored quiz answer may take (MIN_QUIZ_ANSWER_MS). */
  minQuizAnswerMs?: number;
  /** Told of each batch with answers that earned nothing because no person could give them. */
  logImplausible?: (entry: { uid: string } & Record<ImplausibleReason, number>) => void;
}

/** Reads of a learner whose counters keep moving before the batch is written are given up. */
const MAX_ATTEMPTS = 20;

/**
 * A short random wait after a write lost to another of the learner's batches: many batches of one
 * learner at once (two tabs, two servers, a queue flushed on reconnect) otherwise retry in step and
 * one of them can lose every time. Up to 1, 2, 4 … 32 ms.
 */
function afterLostRace(attempt: number): Promise<void> {
  const ceilingMs = 2 ** Math.min(attempt - 1, 5);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}

/** What the request body's `updates` holds: entries read one by one, each with its own verdict. */
export interface SyncRequest {
  updates: readonly unknown[];
}

/** The user an entry names, when it names one at all. */
const ownerOf = (entry: unknown) =>
  typeof entry === 'object' && entry !== null ? (entry as { userId?: unknown }).userId : undefined;

/** Whether an entry says it submits a mock: only then are the papers read. */
const namesMock = (entry: unknown) =>
  typeof entry === 'object' && entry !== null && (entry as { mockId?: unknown }).mockId !== undefined;

/** The open dates a batch names as daily quizzes. */
function dailyDatesOf(entries: readonly unknown[], now: Date): string[] {
  const dates = entries.flatMap((entry) => {
    const date =
      typeof entry === 'object' && entry !== null
        ? (entry as { dailyQuizDate?: unknown }).dailyQuizDate
        : undefined;
    return typeof date === 'string' && isDailyQuizDateOpen(date, now) ? [date] : [];
  });
  return [...new Set(dates)];
}

/**
 * The update as a daily quiz when it is one: a date still open and exactly that day's questions.
 * Otherwise it loses its date (a quiz fetched before the bank was rebuilt, a date long past): its
 * answers count as any quiz's, and only the board never sees it.
 */
function asDailyQuiz(update: ProgressUpdate, days: ReadonlyMap<string, readonly string[]>): ProgressUpdate {
  if (update.dailyQuizDate === undefined) return update;
  const ids = days.get(update.dailyQuizDate);
  const answered = new Set(update.answers.map((answer) => answer.questionId));
  const exact =
    ids !== undefined &&
    ids.length > 0 &&
    answered.size === update.answers.length &&
    answered.size === ids.length &&
    ids.every((id) => answered.has(id));
  if (exact) return update;
  const { dailyQuizDate: _notTheDay, ...rest } = update;
  return rest;
}

/** The batch's first attempt at each day's quiz, in batch order (the store keeps a learner's first). */
function dailyAttemptsOf(
  updates: readonly ProgressUpdate[],
  key: AnswerKey,
  now: Date,
  minAnswerMs: number,
): DailyQuizAttemptWrite[] {
  const dates = new Set<string>();
  return updates.flatMap((update) => {
    const date = update.dailyQuizDate;
    if (date === undefined || dates.has(date)) return [];
    dates.add(date);
    const score = scoreDailyQuiz(update.answers, (id) => key.entryOf(id)?.answerIndex, minAnswerMs);
    return [
      {
        quizDate: date,
        ...score,
        updateId: update.id.toLowerCase(),
        submittedAt: new Date(Math.min(update.timestamp, now.getTime())),
      },
    ];
  });
}

/** The streak after the batch: each update with an answered question counts its local day. */
function streakAfter(streak: StreakState, updates: readonly ProgressUpdate[], now: Date): StreakState {
  return updates.reduce(
    (state, update) =>
      update.answers.some((answer) => answer.chosenIndex !== null)
        ? extendStreak(state, update.currentDailyDate, Math.min(update.timestamp, now.getTime()))
        : state,
    streak,
  );
}

const NO_PAPERS: MockPapers = { paperOf: () => undefined };
const NO_MOCK_PAPERS: MockPaperSource = { current: async () => NO_PAPERS };

/**
 * The paper an update submits, when its answers are exactly that paper's questions (each once,
 * no other); otherwise the reason it is refused.
 */
function paperSubmitted(update: ProgressUpdate, papers: MockPapers): MarkablePaper | string {
  const mockId = update.mockId ?? '';
  const markable = papers.paperOf(mockId);
  if (!markable) return unknownMockReason(mockId);
  const questionIds = new Set(markable.paper.sections.flatMap((section) => section.questionIds));
  const answered = new Set(update.answers.map((answer) => answer.questionId));
  const exact =
    answered.size === update.answers.length &&
    answered.size === questionIds.size &&
    [...answered].every((questionId) => questionIds.has(questionId));
  return exact ? markable : notThePaperReason(mockId);
}

/**
 * Sorts a batch into the updates to try, the ids repeated within it, and those refused up front:
 * each entry is judged on its own (its shape, its values, its times against the server's clock,
 * its questions), so one that can never apply is acknowledged with its reason and never holds
 * back its neighbours.
 */
function triage(
  entries: readonly unknown[],
  key: AnswerKey,
  papers: MockPapers,
  clock: Date,
  days: ReadonlyMap<string, readonly string[]> = new Map(),
) {
  const seen = new Set<string>();
  const accepted: ProgressUpdate[] = [];
  const repeated: string[] = [];
  const rejected: RejectedUpdate[] = [];
  /** The paper of each accepted mock, by the update's lowercase id. */
  const mocks = new Map<string, MarkablePaper>();
  for (const entry of entries) {
    // Nearly every entry is exactly as the app sends it: read without zod; the rest with the verdict.
    const wellFormed = readWellFormedProgressUpdate(entry, clock);
    const verdict = wellFormed
      ? { ok: true as const, update: wellFormed }
      : readProgressUpdate(entry, { now: clock });
    if (!verdict.ok) {
      rejected.push({ id: verdict.id ?? '', reason: verdict.reason });
      continue;
    }
    const update = asDailyQuiz(verdict.update, days);
    const id = update.id.toLowerCase();
    if (seen.has(id)) {
      repeated.push(update.id);
      continue;
    }
    seen.add(id);
    const paper = update.mockId === undefined ? undefined : paperSubmitted(update, papers);
    if (typeof paper === 'string') {
      rejected.push({ id: update.id, reason: paper });
      continue;
    }
    const unknown = update.answers.filter((answer) => !key.entryOf(answer.questionId));
    if (unknown.length > 0) {
      rejected.push({
        id: update.id,
        reason: unknownQuestionReason([...new Set(unknown.map((a) => a.questionId))]),
      });
    } else {
      accepted.push(update);
      if (paper) mocks.set(id, paper);
    }
  }
  return { accepted, repeated, rejected, mocks };
}

/**
 * The batch's new mocks, marked by their blueprints with the server's key (a choice faster than
 * MIN_QUIZ_ANSWER_MS counts as none: `humanMockAnswers`) and numbered after the learner's attempts
 * so far, in batch order.
 */
function mockAttemptsOf(
  updates: readonly ProgressUpdate[],
  mocks: ReadonlyMap<string, MarkablePaper>,
  attemptsBefore: ReadonlyMap<string, number>,
  key: AnswerKey,
  now: Date,
  minAnswerMs: number | undefined,
): MockAttemptWrite[] {
  const attempts = new Map(attemptsBefore);
  const indexOf = (questionId: string) => key.entryOf(questionId)?.answerIndex;
  return updates.flatMap((update) => {
    const updateId = update.id.toLowerCase();
    const markable = mocks.get(updateId);
    if (!markable) return [];
    const attempt = (attempts.get(markable.paper.id) ?? 0) + 1;
    attempts.set(markable.paper.id, attempt);
    const answers = humanMockAnswers(update.answers, minAnswerMs);
    const marks = markMock(markable.paper, markable.blueprint.marking, answers, indexOf);
    return [
      {
        mockId: markable.paper.id,
        attempt,
        marksCenti: marks.marksCenti,
        updateId,
        // A time a little ahead of the server's (clock drift) counts as now, as on the boards.
        submittedAt: new Date(Math.min(update.timestamp, now.getTime())),
      },
    ];
  });
}

/**
 * Which updates were applied before: one whose id carries a number (`updateNumberOf`) by the
 * numbers applied of its page, any other by its recorded id. Also the numbers applied of each
 * page the new updates are of, with theirs, as the write keeps them; the numbers of updates
 * refused for good (`refused`, acknowledged and never sent again) go with them, so that a page
 * whose update was refused keeps one number, not a list that grows past the gap. `numberOf` and
 * `refused` are the updates' and the refused entries' numbers (`updateNumberOf`), read once.
 */
function appliedBefore(
  updates: readonly ProgressUpdate[],
  numberOf: ReadonlyMap<ProgressUpdate, UpdateNumber | undefined>,
  refused: readonly (UpdateNumber | undefined)[],
  recordedIds: ReadonlySet<string>,
  numbersBefore: ReadonlyMap<string, AppliedNumbers>,
): { before: Set<ProgressUpdate>; numbers: Map<string, AppliedNumbers> } {
  const before = new Set<ProgressUpdate>();
  const newSeqs = new Map<string, number[]>();
  const add = ({ clientId, seq }: UpdateNumber) => {
    const seqs = newSeqs.get(clientId);
    if (seqs) seqs.push(seq);
    else newSeqs.set(clientId, [seq]);
  };
  for (const number of refused) if (number) add(number);
  for (const update of updates) {
    const number = numberOf.get(update);
    if (!number) {
      if (recordedIds.has(update.id.toLowerCase())) before.add(update);
    } else if (isApplied(numbersBefore.get(number.clientId) ?? NONE_APPLIED, number.seq)) before.add(update);
    else add(number);
  }
  const numbers = new Map(
    [...newSeqs].map(([clientId, seqs]) => [
      clientId,
      withApplied(numbersBefore.get(clientId) ?? NONE_APPLIED, seqs),
    ]),
  );
  return { before, numbers };
}

/** A quiz answer of a batch that may be the learner's first quiz attempt at its question. */
interface QuizCandidate {
  updateId: string;
  questionId: string;
}

function quizCandidates(updates: readonly ProgressUpdate[]): QuizCandidate[] {
  return updates.flatMap((update) =>
    update.answers
      .filter((answer) => answer.mode === 'quiz' && answer.chosenIndex !== null)
      .map((answer) => ({ updateId: update.id.toLowerCase(), questionId: answer.questionId })),
  );
}

/**
 * Grades the new updates again with the server's key, in batch order, and folds them into the
 * learner's counters and day (`withProgress`, the rules the web app shows optimistically). The
 * client's scoreChange, counters and newRank are never read.
 */
function applyUpdates(
  profile: UserProfile,
  updates: readonly ProgressUpdate[],
  alreadyAttempted: Set<string>,
  key: AnswerKey,
  now: Date,
): { counters: ProgressCounters; scored: ScoredUpdate[] } {
  const indexOf = (questionId: string) => key.entryOf(questionId)?.answerIndex;
  const work = updates.map((update) => {
    const scored = scoreAnswers(update.answers, indexOf, alreadyAttempted);
    for (const questionId of scored.newlyAttemptedQuizQuestionIds) alreadyAttempted.add(questionId);
    return { ...scored, currentDailyDate: update.currentDailyDate, timestamp: update.timestamp };
  });
  const counters = progressCountersOf(withProgress(profile, work, now));
  const scored = work.map((unit) => ({
    // A time a little ahead of the server's (clock drift) counts as now.
    at: new Date(Math.min(unit.timestamp, now.getTime())),
    score: unit.scoreChange,
    attempted: unit.questionsAttempted,
    correct: unit.correctAnswers,
  }));
  return { counters, scored };
}

/** The use case behind `POST /api/progress/sync`: exactly-once apply of a batch of progress updates. */
export function createProgressSyncService({
  store,
  answerKeys,
  mockPapers = NO_MOCK_PAPERS,
  dailyQuiz,
  leaderboard,
  now = () => new Date(),
  logImplausible,
  scoredAnswersPerDay,
  minQuizAnswerMs,
}: ProgressSyncDependencies) {
  return {
    /** Applies the batch of the learner `who` (or of the session `who`, checked by the first read). */
    async sync(who: string | UncheckedSession, request: SyncRequest): Promise<SyncOutcome> {
      // Another learner's update is a 403 for the whole request, however well formed it is.
      const foreign = (uid: string) =>
        request.updates.some((entry) => typeof ownerOf(entry) === 'string' && ownerOf(entry) !== uid);
      const unchecked = typeof who === 'string' ? undefined : who;
      const reader: SyncReader = typeof who === 'string' ? who : { sessionId: who.id, now: who.now };
      let learner = typeof who === 'string' ? who : undefined;
      if (learner !== undefined && foreign(learner)) return { kind: 'forbidden' };
      const key = await answerKeys.current();
      const papers = request.updates.some(namesMock) ? await mockPapers.current() : NO_PAPERS;
      const dailyDates = dailyQuiz ? dailyDatesOf(request.updates, now()) : [];
      const days = new Map<string, readonly string[]>();
      for (const date of dailyDates) days.set(date, (await dailyQuiz?.questionIdsOf(date)) ?? []);
      const { accepted, repeated, rejected, mocks } = triage(request.updates, key, papers, now(), days);
      const candidates = quizCandidates(accepted);
      // An update whose id carries a number is known by its page's numbers, any other by its id.
      // Read once per request, not once per attempt.
      const numberOf = new Map(accepted.map((update) => [update, updateNumberOf(update.id)]));
      const refusedNumbers = rejected.map((entry) => updateNumberOf(entry.id));
      const acceptedIds = accepted.flatMap((update) =>
        numberOf.get(update) ? [] : [update.id.toLowerCase()],
      );
      // The pages of refused updates too: their numbers join the page's (`appliedBefore`).
      const pages = [...numberOf.values(), ...refusedNumbers];
      const clientIds = [...new Set(pages.flatMap((number) => (number ? [number.clientId] : [])))];
      const candidateQuestionIds = [...new Set(candidates.map((candidate) => candidate.questionId))];
      const mockIds = [...new Set([...mocks.values()].map((markable) => markable.paper.id))];
      const reviewQuestionIds = reviewQuestionIdsOf(accepted);
      // Read, grade, write over the version read; a writer that moved the learner in between
      // (a concurrent batch, a day rollover) makes the write a no-op, and the batch is read again.
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const state = await store.readState(learner ?? reader, {
          updateIds: acceptedIds,
          clientIds,
          questionIds: candidateQuestionIds,
          mockIds,
          reviewQuestionIds,
        });
        if (learner === undefined) {
          const admitted = await unchecked?.admit(state.session);
          if (!admitted) return { kind: 'unauthenticated' };
          if (foreign(admitted.uid)) return { kind: 'forbidden' };
          learner = admitted.uid;
        }
        const uid = learner;
        if (!state.profile) return { kind: 'not-found' };
        const { before, numbers } = appliedBefore(
          accepted,
          numberOf,
          refusedNumbers,
          new Set(state.recordedUpdateIds),
          state.appliedNumbers,
        );
        const applied = accepted.filter((update) => !before.has(update));
        const outcome = (profile: UserProfile): SyncOutcome => ({
          kind: 'applied',
          result: {
            success: true,
            applied: applied.map((update) => update.id),
            duplicates: [...accepted.filter((update) => before.has(update)).map((u) => u.id), ...repeated],
            rejected,
            profile,
          },
        });
        if (applied.length === 0) return outcome(state.profile);

        const newUpdateIds = applied
          .filter((update) => !numberOf.get(update))
          .map((update) => update.id.toLowerCase());
        const attemptedBefore = new Set(state.attemptedQuestionIds);
        // Answers no person could give score nothing; they still count in the learner's statistics.
        const honest = judgeScoredAnswers(
          applied,
          attemptedBefore,
          state.scoringWindow,
          now().getTime(),
          scoredAnswersPerDay,
          minQuizAnswerMs,
        );
        const implausible = implausibleCount(honest);
        if (implausible > 0) logImplausible?.({ uid, ...honest.implausible });
        const firstQuizQuestionIds = [
          ...new Set(
            quizCandidates(honest.updates)
              .filter((candidate) => !attemptedBefore.has(candidate.questionId))
              .map((candidate) => candidate.questionId),
          ),
        ];
        const { counters, scored } = applyUpdates(state.profile, honest.updates, attemptedBefore, key, now());
        const boards = leaderboard.boardChanges({ uid, ...counters }, scored);
        const rank = boards.absolute.length === 0 ? 'default' : leaderboard.ranksInSql ? 'sql' : 'keep';
        const saved = await store.write(uid, state.version, {
          newUpdateIds,
          appliedNumbers: numbers,
          firstQuizQuestionIds,
          counters,
          scoringWindow: honest.window,
          implausibleAnswers: implausible,
          mockAttempts: mockAttemptsOf(applied, mocks, state.mockAttempts, key, now(), minQuizAnswerMs),
          reviewCards: reviewWritesOf(applied, state.reviewCards, key, now()),
          dailyQuizAttempts: dailyAttemptsOf(applied, key, now(), minQuizAnswerMs ?? MIN_QUIZ_ANSWER_MS),
          streak: streakAfter(state.streak, applied, now()),
          boards,
          returnBoards: leaderboard.keepsCopy,
          rank,
        });
        if (!saved) {
          await afterLostRace(attempt);
          continue;
        }
        try {
          // The rows carry the version written: Redis keeps them only over older ones.
          await leaderboard.boardsWritten(saved.written);
          // The write returns only what it decided; the rest is the profile read, as written.
          if (rank !== 'keep')
            return outcome({ ...state.profile, ...counters, currentRank: saved.currentRank });
          return outcome(
            await store.saveRank(
              uid,
              saved.version,
              await leaderboard.allTimeRankForScore(counters.totalScore),
            ),
          );
        } catch (error) {
          // The Redis copy may have missed the committed numbers: copy them again.
          await leaderboard.repair([uid]).catch(() => undefined);
          throw error;
        }
      }
      throw new Error(`progress of ${learner} kept changing while its batch was applied; try again`);
    },
  };
}

export type ProgressSyncService = ReturnType<typeof createProgressSyncService>;
