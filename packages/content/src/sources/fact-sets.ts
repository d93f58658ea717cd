import { join } from 'node:path';
import { questionDifficultySchema } from '@abhyas/domain';
import { z } from 'zod';
import { loadTopicFiles, PACKAGE_DIR } from './topic-files.ts';

/**
 * A fact set is one topic of the bilingual general-knowledge bank: a JSON file under
 * `facts/gk/<category>/<topic>.json` holding sourced fact rows in English and Hindi.
 * The generator in `generators/gk/fact-set-questions.ts` turns each into questions.
 */
export const FACT_SETS_DIR = join(PACKAGE_DIR, 'facts', 'gk');

const text = z.string().trim().min(1);
/** Hindi prose must be written in Devanagari; a Latin abbreviation inside it (GST, RAM) is fine. */
const hindi = text.regex(/[\u0900-\u097F]/, 'Hindi text needs Devanagari');
/** A Hindi option may be a number, a year or a symbol shared with English (H2O, 1857). */
const hindiOption = text;
/** Where a reader can check the fact: a book with class and chapter, an article, an official page. */
const source = text.min(8, 'name a source a reader can open');

const templateSchema = z.object({
  stem: text,
  stemHi: hindi,
  /** Restates the fact; the row's note adds what it teaches beyond the answer. */
  explanation: text,
  explanationHi: hindi,
});

const valueSchema = z.object({ en: text, hi: hindiOption });

const relationRowSchema = z.object({
  subject: text,
  subjectHi: hindiOption,
  answer: text,
  answerHi: hindiOption,
  /** One or two sentences of context beyond the answer. */
  note: text,
  noteHi: hindi,
  difficulty: questionDifficultySchema,
  source,
});

const relationSchema = z.object({
  /** Stable: part of every question id of the relation. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Asks for the answer of a subject: "{subject}" and "{answer}" are filled in. */
  ask: templateSchema,
  /** Asks for the subject of an answer, once per distinct answer. */
  reverse: templateSchema.optional(),
  /**
   * Years as answers: distractors are nearby years, never another row's year by accident
   * of the pool, so four options sit within a few decades of each other.
   */
  answerType: z.enum(['name', 'year']).default('name'),
  /** Same-kind values that answer no row's question: extra distractors for the forward question. */
  extraAnswers: z.array(valueSchema).default([]),
  /** Same-kind values that are the subject of no row: extra distractors for the reverse question. */
  extraSubjects: z.array(valueSchema).default([]),
  rows: z.array(relationRowSchema).min(1),
});

const singleQuestionSchema = z.object({
  /** Stable name of the fact, so rewording the question keeps its id. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  stem: text,
  stemHi: hindi,
  answer: text,
  answerHi: hindiOption,
  /** Three or more options that are certainly wrong, of the same kind as the answer. */
  wrong: z.array(text).min(3),
  wrongHi: z.array(hindiOption).min(3),
  explanation: text,
  explanationHi: hindi,
  difficulty: questionDifficultySchema,
  source,
});

const statementSchema = z.object({
  text,
  textHi: hindi,
  correct: z.boolean(),
  /** For a false statement: what is true instead, shown in the explanation. */
  correction: text.optional(),
  correctionHi: hindi.optional(),
  source,
});

const statementQuestionSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** "Consider the following statements about the Harappan civilisation:" */
  intro: text,
  introHi: hindi,
  /** "pairs" asks which pairs are correctly matched ("Kalibangan – Rajasthan"), as the paper does. */
  kind: z.enum(['statements', 'pairs']).default('statements'),
  statements: z.array(statementSchema).min(2).max(3),
  difficulty: questionDifficultySchema,
});

export const factSetSchema = z.object({
  topic: z.object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: text,
    nameHi: hindi,
  }),
  /** What the set holds and what was left out on purpose (contested or changing facts). */
  description: text,
  relations: z.array(relationSchema).default([]),
  questions: z.array(singleQuestionSchema).default([]),
  statements: z.array(statementQuestionSchema).default([]),
});

export type FactSet = z.infer<typeof factSetSchema>;
export type Relation = FactSet['relations'][number];
export type RelationRow = Relation['rows'][number];
export type SingleQuestion = FactSet['questions'][number];
export type StatementQuestion = FactSet['statements'][number];
export type Template = z.infer<typeof templateSchema>;

export interface LoadedFactSet {
  /** The category the folder names. */
  categoryId: string;
  /** `facts/gk/<category>/<topic>.json`, as questions cite it. */
  dataset: string;
  set: FactSet;
}

/** Every fact set under `facts/gk`, in path order; a file that does not parse stops the build. */
export function loadFactSets(directory: string = FACT_SETS_DIR): LoadedFactSet[] {
  return loadTopicFiles(directory, factSetSchema).map(({ categoryId, dataset, data }) => ({
    categoryId,
    dataset,
    set: data,
  }));
}
