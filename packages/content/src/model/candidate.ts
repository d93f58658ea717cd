import type { Question, QuestionDifficulty, QuestionSource } from '@abhyas/domain';
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
}

/** Places the correct option at a position derived from the id, so it is stable and spread evenly. */
export function buildCandidate(input: CandidateInput): Candidate {
  const id = questionIdFor(input.key);
  const answerIndex = Number.parseInt(sha256Hex(`answer-position:${id}`).slice(0, 8), 16) % 4;
  const place = (correct: string, distractors: readonly string[]): string[] => {
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
  if (input.hindi) {
    question.stemHi = input.hindi.stem;
    question.optionsHi = place(input.hindi.correct, input.hindi.distractors);
    if (input.hindi.explanation) question.explanationHi = input.hindi.explanation;
  }
  return { question, isTrue: input.isTrue };
}
