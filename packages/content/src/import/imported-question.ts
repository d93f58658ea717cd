import type { QuestionDifficulty } from '@abhyas/domain';

/** One multiple-choice question as read from a file, before it is placed in a topic. */
export interface ImportedQuestion {
  /** Line where the question starts in the source file, for messages. */
  line: number;
  stem: string;
  options: string[];
  answerIndex: number;
  explanation?: string;
  difficulty?: QuestionDifficulty;
}

/** Either every question of the file or every problem found: never a partial import. */
export type ParseResult = { ok: true; questions: ImportedQuestion[] } | { ok: false; problems: string[] };

export const REQUIRED_OPTION_COUNT = 4;

/** Checks shared by every format: four distinct non-empty options and a stem. */
export function checkQuestion(question: ImportedQuestion): string[] {
  const problems: string[] = [];
  const at = `line ${question.line}`;
  if (question.stem.trim().length === 0) problems.push(`${at}: the question text is empty`);
  if (question.options.length !== REQUIRED_OPTION_COUNT) {
    problems.push(`${at}: expected ${REQUIRED_OPTION_COUNT} options, found ${question.options.length}`);
  }
  if (question.options.some((option) => option.trim().length === 0))
    problems.push(`${at}: an option is empty`);
  const distinct = new Set(question.options.map((option) => option.trim().toLowerCase()));
  if (distinct.size !== question.options.length) problems.push(`${at}: two options are the same`);
  if (question.answerIndex < 0 || question.answerIndex >= question.options.length) {
    problems.push(`${at}: the correct answer is not one of the options`);
  }
  return problems;
}

export function finish(questions: ImportedQuestion[], problems: string[]): ParseResult {
  const all = [...problems, ...questions.flatMap(checkQuestion)];
  if (questions.length === 0 && all.length === 0) all.push('line 1: the file contains no questions');
  const seen = new Map<string, number>();
  for (const question of questions) {
    const key = question.stem.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) all.push(`line ${question.line}: same question as line ${first}`);
    else seen.set(key, question.line);
  }
  if (all.length > 0) return { ok: false, problems: sortByLine(all) };
  return { ok: true, questions };
}

function lineOf(problem: string): number {
  return Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);
}

function sortByLine(problems: string[]): string[] {
  return [...problems].sort((a, b) => lineOf(a) - lineOf(b));
}

export function parseDifficulty(value: string | undefined): QuestionDifficulty | undefined | 'invalid' {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return undefined;
  return trimmed === 'easy' || trimmed === 'medium' || trimmed === 'hard' ? trimmed : 'invalid';
}
