import type { Question } from '@abhyas/domain';
import { hasHindi, type QuestionLanguage } from './question-language.ts';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface LocalizedQuestion {
  /** The language actually shown: English when the question has no Hindi version. */
  language: QuestionLanguage;
  stem: string;
  options: string[];
  explanation: string;
}

/** The stem, options and explanation in the chosen language where the question has it. */
export function localizedQuestion(question: Question, language: QuestionLanguage): LocalizedQuestion {
  if (language === 'hi' && hasHindi(question))
    return {
      language: 'hi',
      stem: question.stemHi ?? question.stem,
      options: question.optionsHi ?? question.options,
      explanation: question.explanationHi ?? question.explanation,
    };
  return {
    language: 'en',
    stem: question.stem,
    options: question.options,
    explanation: question.explanation,
  };
}

export function optionLabel(question: Question, index: number, language: QuestionLanguage): string {
  const { options } = localizedQuestion(question, language);
  return `${OPTION_LETTERS[index] ?? ''}. ${options[index] ?? ''}`;
}
