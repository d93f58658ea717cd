import type { Question } from '@abhyas/domain';
import { GENERAL_KNOWLEDGE, QUANTITATIVE_APTITUDE, REASONING } from '../taxonomy.ts';
import type { ValidationProblem } from './validation-problem.ts';

/** A general-knowledge topic smaller than this is too thin to study from (issue 16). */
export const MIN_GK_QUESTIONS_PER_TOPIC = 40;

function isGeneralKnowledge(question: Question): boolean {
  return question.parentCategoryId === GENERAL_KNOWLEDGE;
}

/** The subjects the SSC paper prints in Hindi too; English is asked in English. */
const BILINGUAL_SUBJECTS: ReadonlySet<string> = new Set([
  GENERAL_KNOWLEDGE,
  QUANTITATIVE_APTITUDE,
  REASONING,
]);

/** Every question of a bilingual subject is asked in Hindi too: stem, four options and explanation. */
export function validateHindi(question: Question): ValidationProblem[] {
  if (!BILINGUAL_SUBJECTS.has(question.parentCategoryId)) return [];
  const missing = [
    question.stemHi ? undefined : 'stemHi',
    question.optionsHi ? undefined : 'optionsHi',
    question.explanationHi ? undefined : 'explanationHi',
  ].filter((field) => field !== undefined);
  return missing.length === 0
    ? []
    : [{ where: `${question.subcategoryId}/${question.id}`, message: `no Hindi ${missing.join(', ')}` }];
}

export function validateGeneralKnowledgeTopicSize(
  topicId: string,
  questions: readonly Question[],
): ValidationProblem[] {
  const [first] = questions;
  if (!first || !isGeneralKnowledge(first)) return [];
  return questions.length >= MIN_GK_QUESTIONS_PER_TOPIC
    ? []
    : [
        {
          where: topicId,
          message: `has ${questions.length} questions, fewer than ${MIN_GK_QUESTIONS_PER_TOPIC}`,
        },
      ];
}

/**
 * One fact, one row: within a category a fact key belongs to one table. The same fact written in
 * two tables would be asked twice in one quiz of mixed topics and would drift apart when corrected.
 */
export function validateFactKeys(questions: readonly Question[]): ValidationProblem[] {
  const owners = new Map<string, string>();
  const problems: ValidationProblem[] = [];
  for (const question of questions) {
    // Data packages derive several facts from one record; the rule is for our own fact tables.
    if (!question.factKey || !question.source.dataset.startsWith('facts/')) continue;
    const key = `${question.categoryId}|${question.factKey}`;
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, question.source.dataset);
    else if (owner !== question.source.dataset)
      problems.push({
        where: question.id,
        message: `fact ${question.factKey} is in both ${owner} and ${question.source.dataset}`,
      });
  }
  return problems;
}
