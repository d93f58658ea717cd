import type {
  Drawing,
  Figure,
  Question,
  QuestionDifficulty,
  QuestionSet,
  QuestionSource,
} from '@abhyas/domain';
import { type QuestionKey, questionIdFor, sha256Hex } from './question-id.ts';

export interface TopicPlacement {
  parentCategoryId: string;
  categoryId: string;
  subcategoryId: string;
}

/**
 * A generated question plus an independent check of each option against the data.
 * The validator asks `isTrue` about every option: exactly one must be true, the keyed one.
 */
export interface Candidate {
  question: Question;
  isTrue: (option: string) => boolean;
  /** The passage, cloze or chart the question shares; the pack stores it once under its id. */
  set?: QuestionSet;
  /**
   * The options stand in the order the paper prints them (a sentence's parts (A), (B), (C), then
   * "No error"; "1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2"), so balancing the topic's
   * keys over A-D must not move them.
   */
  keepOptionOrder?: true;
}

export interface CandidateInput {
  key: QuestionKey;
  topic: TopicPlacement;
  stem: string;
  correct: string;
  distractors: readonly string[];
  explanation: string;
  difficulty: QuestionDifficulty;
  source: QuestionSource;
  isTrue: (option: string) => boolean;
  /** Hindi wording, given only when every option has a Hindi form too. */
  hindi?: { stem: string; correct: string; distractors: readonly string[]; explanation?: string };
  /**
   * The fact this question tests; questions asking one fact in two directions share it.
   * Defaults to the generator and entity, so each entity is one fact.
   */
  factKey?: string;
  /** A figure drawn from the question's own data. */
  figure?: Figure;
  /** Pictures as options, in the order of `correct` then `distractors`; they move with their option. */
  optionFigures?: { correct: Drawing; distractors: readonly Drawing[] };
  /** The set the question belongs to, and its place in it. */
  set?: { set: QuestionSet; position: number };
  /**
   * The order the paper prints this kind of question's options in; it may list forms the question
   * does not offer. Given, the options (and their Hindi and pictures) keep that order, the key
   * stands wherever it falls, and the candidate is marked `keepOptionOrder`.
   */
  optionOrder?: readonly string[];
}

/**
 * The key of an ask whose options keep the paper's order. The same ask was published before with
 * its options moved to balance the keys, and learners' stored answers refer to those positions:
 * the reordered question takes a new id, and the old one retires with its key in the ledger.
 */
function paperOrderKey(key: QuestionKey): QuestionKey {
  return { ...key, template: `${key.template}|paper-order` };
}

/** Where each option of [correct, ...distractors] stands; the correct one is option 0. */
function optionPlaces(input: CandidateInput, id: string): number[] {
  const given = [input.correct, ...input.distractors.slice(0, 3)];
  const { optionOrder } = input;
  if (!optionOrder) {
    // Derived from the id, so it is stable and spread evenly.
    const answerIndex = Number.parseInt(sha256Hex(`answer-position:${id}`).slice(0, 8), 16) % 4;
    const places = [1, 2, 3];
    places.splice(answerIndex, 0, 0);
    return places;
  }
  const rank = (option: string) => optionOrder.indexOf(option);
  const unranked = given.find((option) => rank(option) < 0);
  if (unranked !== undefined) throw new Error(`${id}: option "${unranked}" is not in its optionOrder`);
  return given.map((_, index) => index).sort((a, b) => rank(given[a] ?? '') - rank(given[b] ?? ''));
}

/** Places the correct option at a position derived from the id, or where the paper's order puts it. */
export function buildCandidate(input: CandidateInput): Candidate {
  const id = questionIdFor(input.optionOrder ? paperOrderKey(input.key) : input.key);
  const places = optionPlaces(input, id);
  const answerIndex = places.indexOf(0);
  const place = <T>(correct: T, distractors: readonly T[]): T[] => {
    const given = [correct, ...distractors.slice(0, 3)];
    return places.flatMap((index) => (index < given.length ? [given[index] as T] : []));
  };
  const question: Question = {
    id,
    ...input.topic,
    stem: input.stem,
    options: place(input.correct, input.distractors),
    answerIndex,
    explanation: input.explanation,
    difficulty: input.difficulty,
    source: input.source,
    factKey: input.factKey ?? `${input.key.generator}:${input.key.entity}`,
  };
  if (input.figure) question.figure = input.figure;
  if (input.optionFigures) {
    question.optionFigures = place(input.optionFigures.correct, input.optionFigures.distractors);
  }
  if (input.set) {
    question.setId = input.set.set.id;
    question.setPosition = input.set.position;
  }
  if (input.hindi) {
    question.stemHi = input.hindi.stem;
    question.optionsHi = place(input.hindi.correct, input.hindi.distractors);
    if (input.hindi.explanation) question.explanationHi = input.hindi.explanation;
  }
  return {
    question,
    isTrue: input.isTrue,
    ...(input.set ? { set: input.set.set } : {}),
    ...(input.optionOrder ? { keepOptionOrder: true as const } : {}),
  };
}
