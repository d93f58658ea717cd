import type { MockPackInfo, Question, QuizSession } from '@abhyas/domain';
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
  /** Set when the quiz is a full-length mock: its sections, time and marking, as its pack gave them. */
  mock?: MockPackInfo;
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
    typeof session.deadline === 'number' &&
    (saved.mock === undefined || isMockOf(saved.mock, saved.questions.length))
  );
}

/** A mock's sections must cover its questions exactly, or its tabs would point past them. */
function isMockOf(mock: unknown, questionCount: number): boolean {
  if (!mock || typeof mock !== 'object') return false;
  const sections = (mock as Partial<MockPackInfo>).sections;
  if (!Array.isArray(sections) || sections.length === 0) return false;
  let total = 0;
  for (const section of sections as unknown[]) {
    const {
      id,
      name,
      questionCount: count,
      languages,
    } = (section ?? {}) as Partial<MockPackInfo['sections'][number]>;
    if (typeof id !== 'string' || typeof name !== 'string' || !Array.isArray(languages)) return false;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return false;
    total += count;
  }
  return total === questionCount;
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

/** The topics with a quiz saved on this device (in progress or just submitted), for home's "continue". */
export function savedQuizTopicIds(): string[] {
  const prefix = storageKey('');
  try {
    const storage = globalThis.localStorage;
    if (!storage) return [];
    const ids: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
    return ids;
  } catch {
    // Storage disabled: nothing is saved.
    return [];
  }
}
