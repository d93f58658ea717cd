import { finish, type ImportedQuestion, type ParseResult, parseDifficulty } from './imported-question.ts';

interface OpenTriviaResult {
  type?: unknown;
  difficulty?: unknown;
  question?: unknown;
  correct_answer?: unknown;
  incorrect_answers?: unknown;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  ldquo: '"',
  rdquo: '"',
  lsquo: "'",
  rsquo: "'",
  hellip: '…',
  eacute: 'é',
};

/** Open Trivia DB encodes text as HTML entities by default. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Line of each result's "question" key, in order, so problems can point into the file. */
function questionLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const matches = line.match(/"question"\s*:/g) ?? [];
    for (const _ of matches) lines.push(index + 1);
  });
  return lines;
}

/**
 * Open Trivia DB API JSON: { "results": [{ "type": "multiple", "question", "correct_answer",
 * "incorrect_answers": [3], "difficulty" }] }. The file names no order, so the right answer
 * is placed at a position derived from the question text: a re-import gives the same order.
 */
export function parseOpenTriviaDb(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position ? text.slice(0, Number(position)).split('\n').length : 1;
    return { ok: false, problems: [`line ${line}: not valid JSON (${(error as Error).message})`] };
  }
  const results = (data as { results?: unknown }).results;
  if (!Array.isArray(results))
    return { ok: false, problems: ['line 1: expected an object with a "results" array'] };
  const lines = questionLines(text);
  const questions: ImportedQuestion[] = [];
  const problems: string[] = [];
  results.forEach((raw: OpenTriviaResult, index) => {
    const line = lines[index] ?? 1;
    if (raw.type !== 'multiple') {
      problems.push(`line ${line}: only "multiple" questions are supported, found "${String(raw.type)}"`);
      return;
    }
    if (
      typeof raw.question !== 'string' ||
      typeof raw.correct_answer !== 'string' ||
      !Array.isArray(raw.incorrect_answers) ||
      !raw.incorrect_answers.every((a) => typeof a === 'string')
    ) {
      problems.push(`line ${line}: question, correct_answer and incorrect_answers must be text`);
      return;
    }
    const level = parseDifficulty(typeof raw.difficulty === 'string' ? raw.difficulty : undefined);
    if (level === 'invalid') {
      problems.push(`line ${line}: difficulty must be easy, medium or hard`);
      return;
    }
    const options = (raw.incorrect_answers as string[]).map(decodeHtmlEntities);
    const answerIndex = raw.question.length % (options.length + 1);
    options.splice(answerIndex, 0, decodeHtmlEntities(raw.correct_answer));
    questions.push({
      line,
      stem: decodeHtmlEntities(raw.question),
      options,
      answerIndex,
      ...(level ? { difficulty: level } : {}),
    });
  });
  return finish(questions, problems);
}
