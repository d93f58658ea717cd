import type { ProgressAnswer, ProgressUpdate } from '@abhyas/domain';
import { track } from './track.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The daily quiz's topic in analytics: one for every day's quiz (its questions come from many topics). */
export const DAILY_QUIZ_TOPIC = 'daily';
const durationOf = (answers: readonly ProgressAnswer[]) =>
  Math.min(
    DAY_MS,
    answers.reduce((sum, answer) => sum + answer.timeTakenMs, 0),
  );

/** A quiz or a mock test begins (its topic's id is the mock's id for a mock). */
export function trackQuizStarted(topicId: string, questions: number, mock: boolean): void {
  track(mock ? { name: 'mock_started', mockId: topicId } : { name: 'quiz_started', topicId, questions });
}

/** What recordProgress recorded: a submitted quiz or mock, or one practice answer. */
export function trackRecordedWork(
  work: {
    topicId: string;
    answers: readonly ProgressAnswer[];
    shownQuestionIds: readonly string[];
    mockId?: string | undefined;
    dailyQuizDate?: string | undefined;
  },
  update: Pick<ProgressUpdate, 'correctAnswers' | 'scoreChange'>,
): void {
  const topicId = work.dailyQuizDate ? DAILY_QUIZ_TOPIC : work.topicId;
  const questions = work.shownQuestionIds.length;
  if (work.mockId) {
    track({
      name: 'mock_submitted',
      mockId: work.mockId,
      questions,
      answered: work.answers.filter((answer) => answer.chosenIndex !== null).length,
      marks: update.scoreChange,
      durationMs: durationOf(work.answers),
    });
  } else if (work.answers[0]?.mode === 'practice') {
    track({ name: 'practice_answered', topicId, correct: update.correctAnswers > 0 });
  } else {
    track({
      name: 'quiz_submitted',
      topicId,
      questions,
      correct: update.correctAnswers,
      marks: update.scoreChange,
      accuracy: questions > 0 ? Math.min(1, update.correctAnswers / questions) : 0,
      durationMs: durationOf(work.answers),
    });
  }
}
