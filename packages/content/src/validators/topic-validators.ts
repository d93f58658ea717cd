import { CATEGORY_SLUG_PATTERN, type Question } from '@abhyas/domain';
import type { ValidationProblem } from './validation-problem.ts';

/** A topic smaller than this is too thin for a quiz. */
export const MIN_QUESTIONS_PER_TOPIC = 20;

export function validateTopicSize(topicId: string, questions: readonly Question[]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!CATEGORY_SLUG_PATTERN.test(topicId))
    problems.push({ where: topicId, message: 'topic id is not a kebab-case slug' });
  if (questions.length < MIN_QUESTIONS_PER_TOPIC) {
    problems.push({
      where: topicId,
      message: `has ${questions.length} questions, fewer than ${MIN_QUESTIONS_PER_TOPIC}`,
    });
  }
  return problems;
}

/** No single answer ("Neither", "Only I", "1 and 2 only") may be the key of more than this share of a topic. */
export const MAX_SAME_KEY_SHARE = 1 / 3;
/** Below this size a topic's keys are too few to judge. */
const MIN_QUESTIONS_FOR_KEY_SHARE = 12;

/** A guesser who always picks the commonest answer must not beat a third of a topic. */
export function validateKeyShare(topicId: string, questions: readonly Question[]): ValidationProblem[] {
  if (questions.length < MIN_QUESTIONS_FOR_KEY_SHARE) return [];
  const counts = new Map<string, number>();
  for (const question of questions) {
    const key = question.options[question.answerIndex] ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [commonest, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return count > questions.length * MAX_SAME_KEY_SHARE
    ? [
        {
          where: topicId,
          message: `"${commonest}" is the key of ${count} of ${questions.length} questions, over a third`,
        },
      ]
    : [];
}

/** The longest option may be the key in at most this share of a topic. */
export const MAX_LONGEST_KEY_SHARE = 0.4;

/**
 * Test-wise learners pick the longest, most careful-sounding option; when that is the key too
 * often, the topic teaches the trick instead of the content. Picture options are exempt: their
 * texts are descriptions a screen reader speaks, not what the learner weighs.
 */
export function validateLongestKey(topicId: string, questions: readonly Question[]): ValidationProblem[] {
  const worded = questions.filter((question) => !question.optionFigures);
  if (worded.length < MIN_QUESTIONS_FOR_KEY_SHARE) return [];
  const longest = worded.filter((question) => {
    const key = question.options[question.answerIndex]?.length ?? 0;
    return question.options.every((option, index) => index === question.answerIndex || option.length < key);
  }).length;
  return longest > worded.length * MAX_LONGEST_KEY_SHARE
    ? [
        {
          where: topicId,
          message: `the key is the longest option in ${longest} of ${worded.length} questions, over ${MAX_LONGEST_KEY_SHARE * 100} %`,
        },
      ]
    : [];
}
