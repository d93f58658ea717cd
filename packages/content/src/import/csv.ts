import { finish, type ImportedQuestion, type ParseResult, parseDifficulty } from './imported-question.ts';

/** Columns of the CSV format, in this order, with a header row naming them (see README). */
export const CSV_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
  'difficulty',
] as const;
const REQUIRED_COLUMNS = 6;

interface CsvRecord {
  line: number;
  fields: string[];
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function readCsvRecords(text: string): { records: CsvRecord[]; problems: string[] } {
  const records: CsvRecord[] = [];
  const problems: string[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.length === 0) quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((value) => value.length > 0)) records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) problems.push(`line ${recordLine}: a quoted field is never closed`);
  fields.push(field);
  if (fields.some((value) => value.length > 0)) records.push({ line: recordLine, fields });
  return { records, problems };
}

export function parseCsv(text: string): ParseResult {
  const { records, problems } = readCsvRecords(text);
  const [header, ...rows] = records;
  if (!header) return { ok: false, problems: ['line 1: the file is empty'] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  if (CSV_COLUMNS.slice(0, REQUIRED_COLUMNS).some((column, index) => names[index] !== column)) {
    problems.push(
      `line ${header.line}: the header must start with ${CSV_COLUMNS.slice(0, REQUIRED_COLUMNS).join(',')}`,
    );
    return { ok: false, problems };
  }
  const questions: ImportedQuestion[] = [];
  for (const row of rows) {
    if (row.fields.length < REQUIRED_COLUMNS || row.fields.length > CSV_COLUMNS.length) {
      problems.push(
        `line ${row.line}: expected ${REQUIRED_COLUMNS} to ${CSV_COLUMNS.length} columns, found ${row.fields.length}`,
      );
      continue;
    }
    const [stem = '', a = '', b = '', c = '', d = '', answer = '', explanation = '', difficulty] =
      row.fields.map((value) => value.trim());
    const answerIndex = ['A', 'B', 'C', 'D'].indexOf(answer.toUpperCase());
    if (answerIndex < 0) {
      problems.push(`line ${row.line}: answer must be A, B, C or D, found "${answer}"`);
      continue;
    }
    const level = parseDifficulty(difficulty);
    if (level === 'invalid') {
      problems.push(`line ${row.line}: difficulty must be easy, medium or hard, found "${difficulty}"`);
      continue;
    }
    questions.push({
      line: row.line,
      stem,
      options: [a, b, c, d],
      answerIndex,
      ...(explanation ? { explanation } : {}),
      ...(level ? { difficulty: level } : {}),
    });
  }
  return finish(questions, problems);
}
