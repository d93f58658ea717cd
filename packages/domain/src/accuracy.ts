import { accuracyPercent } from './scoring.ts';

/**
 * The learner's all-time accuracy: percent of correct over attempted with two decimals
 * (the profile stores a double), 0 when nothing was attempted. The daily figure is the
 * rounded `accuracyPercent` of scoring.ts.
 */
export function averageAccuracy(correctAnswers: number, questionsAttempted: number): number {
  if (questionsAttempted <= 0) return 0;
  return Math.round((correctAnswers / questionsAttempted) * 10_000) / 100;
}

/** The day's accuracy, rounded to a whole percent. */
export function dailyAccuracy(correctAnswers: number, questionsAttempted: number): number {
  return accuracyPercent(correctAnswers, questionsAttempted);
}
