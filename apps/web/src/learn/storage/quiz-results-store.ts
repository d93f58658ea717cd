import type { QuizResult } from '../results/quiz-result.ts';
import { readJson, writeJson } from './local-store.ts';

/** The last result per topic stays on the device so /results/:id works after a reload and offline. */
const storageKey = (topicId: string) => `abhyas_results_${topicId}`;

function isQuizResult(value: unknown, topicId: string): value is QuizResult {
  if (!value || typeof value !== 'object') return false;
  const result = value as Partial<QuizResult>;
  return (
    result.subcategoryId === topicId &&
    Array.isArray(result.questions) &&
    Array.isArray(result.answers) &&
    result.answers.length === result.questions.length &&
    !!result.summary &&
    typeof result.summary.marks === 'number'
  );
}

export function loadLastResult(topicId: string): QuizResult | undefined {
  const stored = readJson(storageKey(topicId));
  return isQuizResult(stored, topicId) ? stored : undefined;
}

export function saveLastResult(result: QuizResult): void {
  writeJson(storageKey(result.subcategoryId), result);
}
