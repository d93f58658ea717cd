import {
  type ProgressSyncRequest,
  type ProgressSyncResult,
  type ProgressUpdate,
  type RejectedUpdate,
  scoreAnswers,
  type UserProfile,
  unknownQuestionReason,
  withProgress,
} from '@abhyas/domain';
import type { AnswerKey, AnswerKeySource } from '../answer-key.ts';
import {
  type ProgressCounters,
  type ProgressStore,
  progressCountersOf,
  type QuizCandidate,
} from '../stores/progress-store.ts';
import type { LeaderboardService, ScoredUpdate } from './leaderboard.ts';

export const USER_DOCUMENT_NOT_FOUND = 'User document not found';
export const FOREIGN_UPDATE = 'Progress updates belong to another user';

export type SyncOutcome =
  | { kind: 'applied'; result: ProgressSyncResult }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

export interface ProgressSyncDependencies {
  store: ProgressStore;
  answerKeys: AnswerKeySource;
  /** Says which board rows a batch changes, copies them to the rank store, answers the rank. */
  leaderboard: Pick<
    LeaderboardService,
    'boardChanges' | 'ranksInSql' | 'boardsWritten' | 'allTimeRankForScore' | 'repair'
  >;
  now?: () => Date;
}

class UserMissing extends Error {}

/** Sorts a batch into the updates to try, the ids repeated within it, and those refused up front. */
function triage(updates: readonly ProgressUpdate[], key: AnswerKey) {
  const seen = new Set<string>();
  const accepted: ProgressUpdate[] = [];
  const repeated: string[] = [];
  const rejected: RejectedUpdate[] = [];
  for (const update of updates) {
    const id = update.id.toLowerCase();
    if (seen.has(id)) {
      repeated.push(update.id);
      continue;
    }
    seen.add(id);
    const unknown = update.answers.filter((answer) => !key.entryOf(answer.questionId));
    if (unknown.length > 0) {
      rejected.push({
        id: update.id,
        reason: unknownQuestionReason([...new Set(unknown.map((a) => a.questionId))]),
      });
    } else {
      accepted.push(update);
    }
  }
  return { accepted, repeated, rejected };
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
    at: new Date(unit.timestamp),
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
  leaderboard,
  now = () => new Date(),
}: ProgressSyncDependencies) {
  return {
    async sync(uid: string, request: ProgressSyncRequest): Promise<SyncOutcome> {
      if (request.updates.some((update) => update.userId !== uid)) return { kind: 'forbidden' };
      const key = await answerKeys.current();
      const { accepted, repeated, rejected } = triage(request.updates, key);
      const candidates = quizCandidates(accepted);
      let boardsTouched = false;
      try {
        return await store.inTransaction(async (trx) => {
          const recorded = await trx.recordUpdates(
            uid,
            accepted.map((update) => update.id.toLowerCase()),
            candidates,
          );
          if (!recorded.profile) throw new UserMissing();
          const fresh = new Set(recorded.newUpdateIds);
          const applied = accepted.filter((update) => fresh.has(update.id.toLowerCase()));
          const duplicates = [
            ...accepted.filter((update) => !fresh.has(update.id.toLowerCase())).map((update) => update.id),
            ...repeated,
          ];
          let profile = recorded.profile;
          if (applied.length > 0) {
            // Candidates of new updates that were not first attempts had been answered in a quiz before.
            const first = new Set(recorded.firstQuizQuestionIds);
            const attemptedBefore = new Set(
              candidates
                .filter((candidate) => fresh.has(candidate.updateId) && !first.has(candidate.questionId))
                .map((candidate) => candidate.questionId),
            );
            const { counters, scored } = applyUpdates(profile, applied, attemptedBefore, key, now());
            const boards = leaderboard.boardChanges({ uid, ...counters }, scored);
            const ranked = boards.absolute.length > 0;
            // Counters, boards and (from SQL) the new rank in one statement.
            const rank = !ranked ? 'default' : leaderboard.ranksInSql ? 'sql' : 'keep';
            const saved = await trx.saveProgress(uid, counters, boards, rank);
            boardsTouched = true;
            await leaderboard.boardsWritten(saved.written);
            profile =
              rank === 'keep'
                ? await trx.saveRank(
                    uid,
                    await leaderboard.allTimeRankForScore(counters.totalScore, trx.executor),
                  )
                : saved.profile;
          }
          const result: ProgressSyncResult = {
            success: true,
            applied: applied.map((update) => update.id),
            duplicates,
            rejected,
            profile,
          };
          return { kind: 'applied', result } as const;
        });
      } catch (error) {
        if (error instanceof UserMissing) return { kind: 'not-found' };
        // The Redis copy may hold numbers of the rolled-back transaction: copy the committed ones.
        if (boardsTouched) await leaderboard.repair([uid]).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type ProgressSyncService = ReturnType<typeof createProgressSyncService>;
