import type { Question, QuizSession } from '@abhyas/domain';
import { readJson, removeKey, writeJson } from './local-store.ts';
import { ANONYMOUS_LEARNER } from './topic-stats-store.ts';

/**
 * An in-progress quiz, saved on every change so that leaving the page or reloading resumes
 * it. The drawn questions are saved with it: resuming needs no network and survives a new
 * pack version.
 */
export interface SavedQuiz {
  learnerId: string;
  session: QuizSession;
  questions: Question[];
}

const storageKey = (topicId: string) => `abhyas_quiz_${topicId}`;

function isSavedQuiz(value: unknown, topicId: string): value is SavedQuiz {
  if (!value || typeof value !== 'object') return false;
  const saved = value as Partial<SavedQuiz>;
  const session = saved.session;
  return (
    typeof saved.learnerId === 'string' &&
    Array.isArray(saved.questions) &&
    !!session &&
    session.subcategoryId === topicId &&
    Array.isArray(session.questionIds) &&
    Array.isArray(session.answers) &&
    session.questionIds.length === saved.questions.length &&
    session.answers.length === saved.questions.length &&
    typeof session.deadline === 'number'
  );
}

/**
 * The learner's quiz in progress on this topic. One started before signing in carries on
 * after it (and counts for the account); another learner's is never shown.
 */
export function loadSavedQuiz(topicId: string, learnerId: string): SavedQuiz | undefined {
  const stored = readJson(storageKey(topicId));
  if (!isSavedQuiz(stored, topicId)) return undefined;
  if (stored.learnerId !== learnerId && stored.learnerId !== ANONYMOUS_LEARNER) return undefined;
  return { ...stored, learnerId };
}

export function saveQuiz(quiz: SavedQuiz): void {
  writeJson(storageKey(quiz.session.subcategoryId), quiz);
}

export function clearSavedQuiz(topicId: string): void {
  removeKey(storageKey(topicId));
}
