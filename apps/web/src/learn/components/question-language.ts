import type { Question } from '@abhyas/domain';
import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../storage/local-store.ts';

/** The language a question is shown in, chosen apart from the interface's, as in the SSC test. */
export type QuestionLanguage = 'en' | 'hi';

export const QUESTION_LANGUAGE_STORAGE_KEY = 'abhyas_question_language';

const listeners = new Set<() => void>();

function storedChoice(): QuestionLanguage | undefined {
  const value = readJson(QUESTION_LANGUAGE_STORAGE_KEY);
  return value === 'en' || value === 'hi' ? value : undefined;
}

/** The learner's remembered choice, else the interface language: Hindi opens questions in Hindi. */
export function questionLanguageFor(interfaceLanguage: string): QuestionLanguage {
  return storedChoice() ?? (interfaceLanguage.startsWith('hi') ? 'hi' : 'en');
}

/** Switches the shown question and remembers the choice as the default for the next ones. */
export function chooseQuestionLanguage(language: QuestionLanguage): void {
  writeJson(QUESTION_LANGUAGE_STORAGE_KEY, language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuestionLanguage(interfaceLanguage: string): QuestionLanguage {
  return useSyncExternalStore(subscribe, () => questionLanguageFor(interfaceLanguage));
}

export function hasHindi(question: Question): boolean {
  return question.stemHi !== undefined && question.optionsHi !== undefined;
}
