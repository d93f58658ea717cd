import { finish, type ImportedQuestion, type ParseResult } from './imported-question.ts';

interface GiftBlock {
  line: number;
  text: string;
}

/** Splits the file into questions at blank lines, dropping // comments and $CATEGORY lines. */
function blocks(text: string): GiftBlock[] {
  const result: GiftBlock[] = [];
  let current: GiftBlock | undefined;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line.startsWith('//') || line.startsWith('$CATEGORY')) return;
      if (line.length === 0) {
        if (current) result.push(current);
        current = undefined;
        return;
      }
      if (current) current.text += `\n${raw}`;
      else current = { line: index + 1, text: raw };
    });
  if (current) result.push(current);
  return result;
}

/** Index of the first unescaped occurrence of `char` at or after `from`. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

function unescapeGift(text: string): string {
  return text.replace(/\\([~=#{}:\\n])/g, (_, char: string) => (char === 'n' ? '\n' : char)).trim();
}

/** Splits "=right#feedback ~wrong ~wrong" into answers at unescaped = and ~. */
function answers(body: string): { correct: boolean; text: string; feedback?: string }[] {
  const parts: { correct: boolean; text: string; feedback?: string }[] = [];
  let start = -1;
  let correct = false;
  const push = (end: number) => {
    if (start < 0) return;
    const raw = body.slice(start, end);
    const hash = findUnescaped(raw, '#');
    const text = unescapeGift(hash >= 0 ? raw.slice(0, hash) : raw);
    const feedback = hash >= 0 ? unescapeGift(raw.slice(hash + 1)) : undefined;
    parts.push({ correct, text, ...(feedback ? { feedback } : {}) });
  };
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') {
      i++;
      continue;
    }
    if (body[i] === '=' || body[i] === '~') {
      push(i);
      correct = body[i] === '=';
      start = i + 1;
    }
  }
  push(body.length);
  return parts;
}

/**
 * Moodle GIFT, multiple-choice subset: "::title:: question { =right ~wrong ~wrong ~wrong }",
 * with optional "#feedback" on the right answer used as the explanation.
 */
export function parseGift(text: string): ParseResult {
  const questions: ImportedQuestion[] = [];
  const problems: string[] = [];
  for (const block of blocks(text)) {
    let body = block.text;
    if (body.trimStart().startsWith('::')) {
      const titleEnd = body.indexOf('::', body.indexOf('::') + 2);
      if (titleEnd < 0) {
        problems.push(`line ${block.line}: the title is not closed with "::"`);
        continue;
      }
      body = body.slice(titleEnd + 2);
    }
    const open = findUnescaped(body, '{');
    const close = open >= 0 ? findUnescaped(body, '}', open) : -1;
    if (open < 0 || close < 0) {
      problems.push(`line ${block.line}: expected answers in { }`);
      continue;
    }
    const stem = unescapeGift(
      `${body.slice(0, open)} ${body.slice(close + 1)}`.replace(/\[(html|moodle|markdown|plain)\]/g, ''),
    );
    const parsed = answers(body.slice(open + 1, close));
    const right = parsed.filter((answer) => answer.correct);
    if (parsed.length !== 4 || right.length !== 1) {
      problems.push(
        `line ${block.line}: only multiple-choice questions with one "=" answer and three "~" answers are supported`,
      );
      continue;
    }
    const answerIndex = parsed.findIndex((answer) => answer.correct);
    const explanation = right[0]?.feedback;
    questions.push({
      line: block.line,
      stem,
      options: parsed.map((answer) => answer.text),
      answerIndex,
      ...(explanation ? { explanation } : {}),
    });
  }
  return finish(questions, problems);
}
