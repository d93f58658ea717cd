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
