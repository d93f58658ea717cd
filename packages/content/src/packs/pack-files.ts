import { gzipSync } from 'node:zlib';
import type { Question, QuestionPack } from '@abhyas/domain';
import { sha256Hex } from '../model/question-id.ts';

/** Largest pack a learner downloads on mobile data, gzip-compressed (the limit). */
export const MAX_PACK_GZIP_BYTES = 60 * 1024;

export interface PackFile {
  /** URL path as listed in the category files, e.g. "/packs/world-capitals.1a2b3c4d.json". */
  urlPath: string;
  fileName: string;
  content: string;
  gzipBytes: number;
}

export function buildPackFile(pack: QuestionPack): PackFile {
  const content = `${JSON.stringify(pack)}\n`;
  // The hash names the content, so the server may cache a pack forever.
  const hash = sha256Hex(content).slice(0, 8);
  const fileName = `${pack.subcategoryId}.${hash}.json`;
  return {
    urlPath: `/packs/${fileName}`,
    fileName,
    content,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

/** Questions in a pack are sorted by id so the pack, and its hash, never depend on build order. */
export function sortQuestions(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
