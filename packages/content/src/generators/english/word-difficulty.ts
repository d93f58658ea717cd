import type { QuestionDifficulty } from '@abhyas/domain';

/** Bands of WordNet tagged-corpus frequency: the more often a word occurs, the easier. */
export function wordDifficulty(frequency: number): QuestionDifficulty {
  if (frequency >= 60) return 'easy';
  if (frequency >= 20) return 'medium';
  return 'hard';
}

export const DIFFICULTY_NAMES: Record<QuestionDifficulty, { en: string; hi: string }> = {
  easy: { en: 'Easy', hi: 'आसान' },
  medium: { en: 'Medium', hi: 'मध्यम' },
  hard: { en: 'Hard', hi: 'कठिन' },
};
