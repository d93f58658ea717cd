import { parseAiken } from './aiken.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';
import type { ParseResult } from './imported-question.ts';
import { parseOpenTriviaDb } from './open-trivia-db.ts';

export const IMPORT_FORMATS = ['opentdb', 'csv', 'aiken', 'gift'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const PARSERS: Record<ImportFormat, (text: string) => ParseResult> = {
  opentdb: parseOpenTriviaDb,
  csv: parseCsv,
  aiken: parseAiken,
  gift: parseGift,
};

/** Guesses the format from the file name, and for .txt from whether GIFT braces appear. */
export function detectFormat(fileName: string, text: string): ImportFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'opentdb';
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.gift')) return 'gift';
  return /\{[^}]*[=~]/.test(text) ? 'gift' : 'aiken';
}
