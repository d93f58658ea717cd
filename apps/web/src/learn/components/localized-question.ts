import type { Question } from '@abhyas/domain';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The stem and options in Hindi when the interface is Hindi and the question has them. */
export function localizedQuestion(question: Question, language: string): { stem: string; options: string[] } {
  if (language.startsWith('hi') && question.stemHi && question.optionsHi)
    return { stem: question.stemHi, options: question.optionsHi };
  return { stem: question.stem, options: question.options };
}

export function optionLabel(question: Question, index: number, language: string): string {
  const { options } = localizedQuestion(question, language);
  return `${OPTION_LETTERS[index] ?? ''}. ${options[index] ?? ''}`;
}
