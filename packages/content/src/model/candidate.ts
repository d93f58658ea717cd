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
}

/** Places the correct option at a position derived from the id, so it is stable and spread evenly. */
export function buildCandidate(input: CandidateInput): Candidate {
  const id = questionIdFor(input.key);
  const answerIndex = Number.parseInt(sha256Hex(`answer-position:${id}`).slice(0, 8), 16) % 4;
  const place = <T>(correct: T, distractors: readonly T[]): T[] => {
    const options = [...distractors.slice(0, 3)];
    options.splice(answerIndex, 0, correct);
    return options;
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
  return input.set
    ? { question, isTrue: input.isTrue, set: input.set.set }
    : { question, isTrue: input.isTrue };
}
