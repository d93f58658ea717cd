import { createHash } from 'node:crypto';

/** What a question asks, independent of build order: the only input to its id. */
export interface QuestionKey {
  /** The generator's stable name, e.g. "country-capital". */
  generator: string;
  /** The entity the question is about, e.g. "IND" or "p=1200;r=5;t=3". */
  entity: string;
  /** The wording template, so one entity can be asked about in several ways. */
  template: string;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Answers reference question ids forever, so the id hashes only what the question asks.
 * 16 hex digits (64 bits) keep collisions out of reach for millions of questions.
 */
export function questionIdFor(key: QuestionKey): string {
  return `q${sha256Hex(`${key.generator}\u0000${key.entity}\u0000${key.template}`).slice(0, 16)}`;
}
