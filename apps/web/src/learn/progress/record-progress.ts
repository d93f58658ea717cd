import { buildProgressUpdate, DEFAULT_RANK, type ProgressAnswer, type ProgressUpdate } from '@abhyas/domain';
import { trackRecordedWork } from '../../analytics/progress-events.ts';
import { enqueueProgressUpdate } from '../../sync/progress-queue.ts';
import { ANONYMOUS_LEARNER, addTopicWork, loadTopicStats } from '../storage/topic-stats-store.ts';
import { appendAnonymousUpdate } from './anonymous-answers.ts';
import { nextProgressUpdateId } from './progress-update-id.ts';

export interface Learner {
  /** The signed-in learner's id; undefined for an anonymous visitor. */
  uid: string | undefined;
  currentRank: number | undefined;
}

export interface FinishedWork {
  topicId: string;
  answers: readonly ProgressAnswer[];
  /** Every question the learner was shown (a quiz's skipped ones included). */
  shownQuestionIds: readonly string[];
  answerIndexOf: (questionId: string) => number | undefined;
  now?: Date;
  /** Set when the work is a submitted mock test: the server then records it for the mock's rank table. */
  mockId?: string;
  /** Set when the work is a submitted daily quiz (its IST date): the server then puts it on the day's board. */
  dailyQuizDate?: string;
  /** A question's own topic when it is not `topicId` (the daily quiz): its review finds it there. */
  questionTopicOf?: (questionId: string) => string | undefined;
}

export interface Delivery {
  /** False when the queue refused it or the learner is anonymous; the work is still on the device. */
  queued: boolean;
  error?: string;
}

export interface RecordedProgress {
  update: ProgressUpdate;
  /** Settles once the sync queue has the update (at once for an anonymous visitor). */
  delivery: Promise<Delivery>;
}

export function learnerIdOf(learner: Pick<Learner, 'uid'>): string {
  return learner.uid ?? ANONYMOUS_LEARNER;
}

/**
 * Turns one finished unit of work (a submitted quiz, or one practice answer) into a progress
 * update: the signed-in learner's goes to the sync queue, an anonymous visitor's stays on
 * the device. Either way the topic's local stats count it at once. Everything but the queue
 * hand-over happens before this returns, so a screen can save its result synchronously.
 */
export function recordProgress(learner: Learner, work: FinishedWork): RecordedProgress {
  const learnerId = learnerIdOf(learner);
  const stats = loadTopicStats(learnerId, work.topicId);
  const update = buildProgressUpdate({
    id: nextProgressUpdateId(),
    userId: learnerId,
    answers: work.answers,
    answerIndexOf: work.answerIndexOf,
    alreadyAttemptedQuizQuestionIds: new Set(stats.quizAttempted),
    currentRank: learner.currentRank ?? DEFAULT_RANK,
    now: work.now ?? new Date(),
    mockId: work.mockId,
    dailyQuizDate: work.dailyQuizDate,
  });
  addTopicWork(learnerId, work.topicId, {
    shownQuestionIds: work.shownQuestionIds,
    answers: work.answers,
    correctAnswers: update.correctAnswers,
    questionsAttempted: update.questionsAttempted,
  });
  rememberForReview(learner, learnerId, update, work);
  trackRecordedWork(work, update);
  if (!learner.uid) {
    const { userId: _anonymous, ...anonymous } = update;
    appendAnonymousUpdate(anonymous);
    return { update, delivery: Promise.resolve({ queued: false }) };
  }
  return { update, delivery: deliver(update) };
}

/**
 * Wrong and skipped answers go into the learner's review deck, practice answers review it. The
 * scheduler (ts-fsrs) loads with this call, not with the screens that import this module.
 */
function rememberForReview(
  learner: Learner,
  learnerId: string,
  update: ProgressUpdate,
  work: FinishedWork,
): void {
  import('../review/review-deck-updates.ts')
    .then(({ recordDeckAnswers }) =>
      recordDeckAnswers(
        { uid: learner.uid, learnerId },
        update,
        work.answerIndexOf,
        work.topicId,
        work.questionTopicOf,
      ),
    )
    .catch((error: unknown) => console.warn('Could not put the answers in the review deck', error));
}

async function deliver(update: ProgressUpdate): Promise<Delivery> {
  try {
    const result = await enqueueProgressUpdate(update);
    if (!result.success) console.warn('The sync queue refused a progress update', result.error);
    return result.success ? { queued: true } : { queued: false, error: result.error };
  } catch (error) {
    console.warn('Could not queue the progress update', error);
    return { queued: false, error: error instanceof Error ? error.message : String(error) };
  }
}
