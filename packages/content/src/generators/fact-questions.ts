import type { QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../model/candidate.ts';
import { SeededRandom } from '../model/seeded-random.ts';
import type { TopicDefinition } from '../model/topic-generator.ts';
import { placementOf } from '../taxonomy.ts';
import { tellingWords } from '../validators/telling-word.ts';
import { chooseDistractors } from './choose-distractors.ts';

/** One question per entity: "what is the <fact> of <entity>?" with distractors from a pool. */
export interface FactQuestionSpec<E> {
  topic: TopicDefinition;
  generator: string;
  template: string;
  dataset: string;
  entities: readonly E[];
  entityKey: (entity: E) => string;
  /** Offer a wrong option at least as long as the key where the pool has one (names of very different lengths). */
  matchLength?: boolean;
  /** The correct answer, or undefined when the data cannot support a question. */
  correct: (entity: E) => string | undefined;
  /** Checked against the data for every option: true when the option answers the stem. */
  isTrue: (entity: E, option: string) => boolean;
  pool: readonly string[] | ((entity: E) => readonly string[]);
  stem: (entity: E) => string;
  explanation: (entity: E, correct: string) => string;
  difficulty: (entity: E) => QuestionDifficulty;
  hindi?: {
    stem: (entity: E) => string | undefined;
    option: (option: string) => string | undefined;
    /** Required of general-knowledge questions: the explanation in Hindi, given the Hindi key. */
    explanation?: (entity: E, correctHi: string) => string | undefined;
  };
  /**
   * The fact the question tests, when the same fact is asked in another template too (an article
   * and its subject both ways); by default the generator and entity.
   */
  factKey?: (entity: E) => string;
}

export function factQuestions<E>(spec: FactQuestionSpec<E>): Candidate[] {
  const placement = placementOf(spec.topic);
  const candidates: Candidate[] = [];
  for (const entity of spec.entities) {
    const correct = spec.correct(entity);
    if (correct === undefined) continue;
    const entityKey = spec.entityKey(entity);
    // Seeded per question so adding an entity never reshuffles the others' options.
    const random = new SeededRandom(`${spec.generator}|${spec.template}|${entityKey}`);
    const pool = typeof spec.pool === 'function' ? spec.pool(entity) : spec.pool;
    const isTrue = (option: string) => spec.isTrue(entity, option);
    const distractors = chooseDistractors(random, pool, correct, isTrue, 3, spec.matchLength ?? false);
    if (!distractors) continue;
    const stem = spec.stem(entity);
    // A key that echoes its stem ("Indian rupee" -> India) teaches nothing: the question is not asked.
    if (tellingWords(stem, [correct, ...distractors], 0).length > 0) continue;
    candidates.push(
      buildCandidate({
        key: { generator: spec.generator, entity: entityKey, template: spec.template },
        topic: placement,
        stem,
        correct,
        distractors,
        explanation: spec.explanation(entity, correct),
        difficulty: spec.difficulty(entity),
        source: { dataset: spec.dataset, record: entityKey },
        isTrue,
        ...(spec.factKey ? { factKey: spec.factKey(entity) } : {}),
        ...hindiOf(spec, entity, correct, distractors),
      }),
    );
  }
  return candidates;
}

function hindiOf<E>(spec: FactQuestionSpec<E>, entity: E, correct: string, distractors: string[]) {
  if (!spec.hindi) return {};
  const stem = spec.hindi.stem(entity);
  const correctHi = spec.hindi.option(correct);
  const distractorsHi = distractors.map((option) => spec.hindi?.option(option));
  if (stem === undefined || correctHi === undefined || distractorsHi.some((option) => option === undefined))
    return {};
  const explanation = spec.hindi.explanation?.(entity, correctHi);
  return {
    hindi: {
      stem,
      correct: correctHi,
      distractors: distractorsHi as string[],
      ...(explanation ? { explanation } : {}),
    },
  };
}

/** "the Fundamental Duties" -> "The Fundamental Duties": a mid-sentence phrase shown as an option. */
export function sentenceCase(phrase: string): string {
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/**
 * The first row for each distinct value, in table order: a reverse question ("which dam stands on
 * the Krishna?") is asked once per value, with the other rows of that value counted as true.
 */
export function firstPerValue<E>(rows: readonly E[], keyOf: (row: E) => string): E[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const value = keyOf(row);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}
