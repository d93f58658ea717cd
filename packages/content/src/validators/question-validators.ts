import { questionSchema } from '@abhyas/domain';
import type { Candidate } from '../model/candidate.ts';
import { GENERAL_KNOWLEDGE } from '../taxonomy.ts';
import { tellingWords } from './telling-word.ts';
import type { ValidationProblem } from './validation-problem.ts';

/** Shortest explanation that can say why an answer is right. */
const MIN_EXPLANATION_LENGTH = 10;

function normaliseOption(option: string): string {
  return option.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Problems with one question taken alone: shape, options, truth, explanation. */
export function validateCandidate(candidate: Candidate): ValidationProblem[] {
  const { question } = candidate;
  const where = `${question.subcategoryId}/${question.id}`;
  const problems: ValidationProblem[] = [];
  const parsed = questionSchema.safeParse(question);
  if (!parsed.success) {
    problems.push({
      where,
      message: `bad shape: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    });
    return problems;
  }
  const distinct = new Set(question.options.map(normaliseOption));
  if (distinct.size !== question.options.length) {
    problems.push({ where, message: `options are not distinct: ${question.options.join(' | ')}` });
  }
  if (
    question.optionsHi &&
    new Set(question.optionsHi.map(normaliseOption)).size !== question.optionsHi.length
  ) {
    problems.push({ where, message: `Hindi options are not distinct: ${question.optionsHi.join(' | ')}` });
  }
  const trueIndexes = question.options.flatMap((option, index) => (candidate.isTrue(option) ? [index] : []));
  if (trueIndexes.length !== 1 || trueIndexes[0] !== question.answerIndex) {
    problems.push({
      where,
      message: `expected exactly option ${question.answerIndex} to be true by the data, found [${trueIndexes.join(', ')}] in "${question.stem}"`,
    });
  }
  // Spelling and grammar options echo their stem by design; the rule is for facts.
  const telling =
    question.parentCategoryId === GENERAL_KNOWLEDGE
      ? tellingWords(question.stem, question.options, question.answerIndex)
      : [];
  if (telling.length > 0)
    problems.push({
      where,
      message: `the key alone echoes the stem (${telling.join(', ')}): "${question.stem}"`,
    });
  if (question.explanation.trim().length < MIN_EXPLANATION_LENGTH) {
    problems.push({ where, message: 'explanation missing or too short' });
  }
  return problems;
}

/** Problems across the whole bank: duplicate ids and duplicate stems. */
/**
 * What a question asks: its stem, and the passage or figure the stem points to ("How many
 * triangles are in the figure?" asks a new thing for each figure, "What is the main idea of the
 * passage?" for each passage).
 */
function askedAbout(question: Candidate['question']): string {
  const context = [
    question.setId ?? '',
    JSON.stringify(question.figure ?? null),
    JSON.stringify(question.optionFigures ?? null),
  ];
  return [normaliseOption(question.stem), ...context].join('\u0000');
}

export function validateUniqueness(candidates: readonly Candidate[]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const ids = new Set<string>();
  const stems = new Map<string, string>();
  for (const { question } of candidates) {
    if (ids.has(question.id)) problems.push({ where: question.id, message: 'duplicate question id' });
    ids.add(question.id);
    const stem = askedAbout(question);
    const earlier = stems.get(stem);
    if (earlier)
      problems.push({ where: question.id, message: `same stem as ${earlier}: "${question.stem}"` });
    else stems.set(stem, question.id);
  }
  return problems;
}
