import { finish, type ImportedQuestion, type ParseResult } from './imported-question.ts';

const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER:\s*([A-Z])\s*$/;

/**
 * Aiken format: the question on one line, options "A. text" or "A) text", then "ANSWER: X".
 * Questions are separated by blank lines.
 */
export function parseAiken(text: string): ParseResult {
  const questions: ImportedQuestion[] = [];
  const problems: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let current: { line: number; stem: string; options: string[]; letters: string[] } | undefined;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (line.length === 0) {
      if (current) problems.push(`line ${current.line}: question has no "ANSWER:" line`);
      current = undefined;
      return;
    }
    if (!current) {
      current = { line: lineNumber, stem: line, options: [], letters: [] };
      return;
    }
    const option = OPTION_LINE.exec(line);
    const answer = ANSWER_LINE.exec(line);
    if (answer) {
      const index = current.letters.indexOf(answer[1] ?? '');
      if (index < 0) problems.push(`line ${lineNumber}: answer ${answer[1]} is not one of the options`);
      else
        questions.push({
          line: current.line,
          stem: current.stem,
          options: current.options,
          answerIndex: index,
        });
      current = undefined;
    } else if (option) {
      const expected = String.fromCharCode(65 + current.letters.length);
      if (option[1] !== expected)
        problems.push(`line ${lineNumber}: expected option ${expected}, found ${option[1]}`);
      current.letters.push(option[1] ?? '');
      current.options.push((option[2] ?? '').trim());
    } else if (current.options.length === 0) {
      // A question may wrap over several lines before its first option.
      current.stem = `${current.stem} ${line}`;
    } else {
      problems.push(`line ${lineNumber}: expected an option like "B. text" or "ANSWER: B"`);
    }
  });
  if (current) problems.push(`line ${current.line}: question has no "ANSWER:" line`);
  return finish(questions, problems);
}
