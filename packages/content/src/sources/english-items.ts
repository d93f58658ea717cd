import { join } from 'node:path';
import { questionDifficultySchema } from '@abhyas/domain';
import { z } from 'zod';
import { loadTopicFiles, PACKAGE_DIR } from './topic-files.ts';

/**
 * English topics written by hand: our own sentences and passages, each item keyed against a
 * standard grammar or dictionary that the `source` names. A file `facts/english/<category>/<topic>.json`
 * is one topic. English questions stay English, as the paper prints them.
 */
export const ENGLISH_ITEMS_DIR = join(PACKAGE_DIR, 'facts', 'english');

const text = z.string().trim().min(1);
const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** The grammar, usage guide or dictionary entry a reader can open to check the key. */
const source = text.min(8, 'name a source a reader can open');

const answerFields = {
  key,
  /** Multi-line layouts (a sentence in parts, jumbled parts P Q R S) use "\n". */
  stem: text,
  answer: text,
  /** Three or more options that are certainly wrong under the rule the explanation names. */
  wrong: z.array(text).min(3),
  /** The method or rule in a line or two, not the answer restated. */
  explanation: text.min(20, 'explain the rule, do not restate the answer'),
};

const itemSchema = z.object({
  ...answerFields,
  difficulty: questionDifficultySchema,
  source,
});

const passageSchema = z.object({
  key,
  /** "Read the passage and answer the questions that follow." */
  instruction: text,
  /** Paragraphs separated by a blank line; a cloze marks its blanks "(1) ____". */
  passage: text.max(6000),
  /** What the passage's facts rest on, or "Abhyas, our own passage" with the grammar used to key it. */
  source,
  difficulty: questionDifficultySchema,
  /** In passage order: blank (1) first. */
  questions: z.array(z.object(answerFields)).min(2).max(8),
});

export const englishItemSetSchema = z.object({
  topic: z.object({ id: key, name: text, nameHi: text }),
  /** What the topic holds and what was left out on purpose. */
  description: text,
  /**
   * "by-label": each item's options are its sentence's parts, labelled (A), (B), (C) as in the stem,
   * and one unlabelled option ("No error"); they print in that order, as the paper prints them,
   * because moved options read as nonsense and their labels clash with the app's option letters.
   */
  optionOrder: z.enum(['any', 'by-label']).default('any'),
  items: z.array(itemSchema).default([]),
  passages: z.array(passageSchema).default([]),
});

export type EnglishItemSet = z.infer<typeof englishItemSetSchema>;
export type EnglishItem = EnglishItemSet['items'][number];
export type EnglishPassage = EnglishItemSet['passages'][number];

export interface LoadedEnglishItemSet {
  categoryId: string;
  /** `facts/english/<category>/<topic>.json`, as questions cite it. */
  dataset: string;
  set: EnglishItemSet;
}

/** Every English item set, in path order; a file that does not parse stops the build. */
export function loadEnglishItemSets(directory: string = ENGLISH_ITEMS_DIR): LoadedEnglishItemSet[] {
  return loadTopicFiles(directory, englishItemSetSchema).map(({ categoryId, dataset, data }) => ({
    categoryId,
    dataset,
    set: data,
  }));
}
