import type { ProgressUpdate } from './progress-update.ts';

/**
 * Answers no person could give earn no points: the boards stay honest when someone scripts the
 * API with the public packs. Such answers still count in the learner's own statistics (attempts
 * and accuracy), as practice answers do, and the server counts them for the operator. An update
 * stamped more than a few minutes in the future never gets this far: the server refuses it
 * (`MAX_CLOCK_AHEAD_MS`, progress-update-verdict.ts).
 */
/** Reading a question and choosing takes at least this long. */
export const MIN_QUIZ_ANSWER_MS = 1_000;
/** Scored answers (first quiz attempts) in 24 hours: twenty-four full quizzes, far above any learner's day. */
export const SCORED_ANSWERS_PER_DAY = 600;
export const SCORING_WINDOW_MS = 24 * 60 * 60_000;

export type ImplausibleReason = 'too-fast' | 'over-daily-cap';

/** The learner's scored answers in the current 24-hour window. */
export interface ScoringWindow {
  startedAt: number | null;
  scored: number;
}

export interface HonestyJudgement {
  /** The updates as they are scored: implausible quiz answers count as practice (no points). */
  updates: ProgressUpdate[];
  window: ScoringWindow;
  implausible: Record<ImplausibleReason, number>;
}

function reasonAgainst(
  timeTakenMs: number,
  window: ScoringWindow,
  dailyCap: number,
  minAnswerMs: number,
): ImplausibleReason | undefined {
  if (timeTakenMs < minAnswerMs) return 'too-fast';
  if (window.scored >= dailyCap) return 'over-daily-cap';
  return undefined;
}

/**
 * Goes through the answers that would score (a chosen option, in a quiz, the first attempt at the
 * question) in batch order, and lets each score only if a person could have given it.
 */
export function judgeScoredAnswers(
  updates: readonly ProgressUpdate[],
  attemptedBefore: ReadonlySet<string>,
  windowBefore: ScoringWindow,
  now: number,
  /** The operator may raise or lower the daily cap (SCORED_ANSWERS_PER_DAY). */
  dailyCap: number = SCORED_ANSWERS_PER_DAY,
  /** The operator's minimum time for a scored answer (MIN_QUIZ_ANSWER_MS). */
  minAnswerMs: number = MIN_QUIZ_ANSWER_MS,
): HonestyJudgement {
  const fresh = windowBefore.startedAt === null || now - windowBefore.startedAt >= SCORING_WINDOW_MS;
  const window: ScoringWindow = fresh ? { startedAt: null, scored: 0 } : { ...windowBefore };
  const attempted = new Set(attemptedBefore);
  const implausible: Record<ImplausibleReason, number> = { 'too-fast': 0, 'over-daily-cap': 0 };
  const judged = updates.map((update) => ({
    ...update,
    answers: update.answers.map((answer) => {
      if (answer.mode !== 'quiz' || answer.chosenIndex === null || attempted.has(answer.questionId))
        return answer;
      const reason = reasonAgainst(answer.timeTakenMs, window, dailyCap, minAnswerMs);
      if (reason) {
        implausible[reason] += 1;
        return { ...answer, mode: 'practice' as const };
      }
      attempted.add(answer.questionId);
      window.scored += 1;
      window.startedAt ??= now;
      return answer;
    }),
  }));
  return { updates: judged, window, implausible };
}

/** How many answers of a judgement earned nothing. */
export function implausibleCount(judgement: Pick<HonestyJudgement, 'implausible'>): number {
  return Object.values(judgement.implausible).reduce((sum, count) => sum + count, 0);
}

/**
 * A mock's answers as its rank table marks them: a choice made faster than a person can read the
 * question counts as no choice, so a script cannot top a mock's table with the public packs.
 */
export function humanMockAnswers<T extends { chosenIndex: number | null; timeTakenMs: number }>(
  answers: readonly T[],
  minAnswerMs: number = MIN_QUIZ_ANSWER_MS,
): T[] {
  return answers.map((answer) =>
    answer.chosenIndex !== null && answer.timeTakenMs < minAnswerMs
      ? { ...answer, chosenIndex: null }
      : answer,
  );
}
