import type { Figure, QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../model/candidate.ts';
import { distinctDraws } from '../model/distinct-draws.ts';
import { SeededRandom } from '../model/seeded-random.ts';
import type { TopicDefinition } from '../model/topic-generator.ts';
import { placementOf } from '../taxonomy.ts';

export interface WorkedQuestion {
  stem: string;
  answer: string;
  /** Wrong answers from typical mistakes, most plausible first; extras are ignored. */
  mistakes: readonly string[];
  explanation: string;
  difficulty: QuestionDifficulty;
  /** The question in Hindi, as the SSC paper prints it; options are shared unless `optionHi` is given. */
  hindi?: {
    stem: string;
    explanation: string;
    /** The Hindi form of an option ("5 दिन" for "5 days"); absent, the option reads the same. */
    optionHi?: (option: string) => string;
  };
  /** A figure drawn from this question's own data. */
  figure?: Figure;
  /** The order the paper prints the options in ("Only conclusion I follows" first); given, they keep it. */
  optionOrder?: readonly string[];
}

/**
 * A procedural topic: parameters are drawn from a seeded source, each parameter set is one
 * question, and `solve` recomputes the answer a second, independent way for the validator.
 */
export interface NumericTopicSpec<P> {
  topic: TopicDefinition;
  generator: string;
  /** How many distinct questions to make. */
  count: number;
  drawParams: (random: SeededRandom) => P | undefined;
  /** Canonical text of the parameters: the question's entity, so its id. */
  paramsKey: (params: P) => string;
  build: (params: P) => WorkedQuestion | undefined;
  solve: (params: P) => string;
  /** Fills up the options when the typical mistakes are not enough; must not depend on order. */
  fallbackDistractors?: (answer: string) => string[];
}

/** Gives up drawing after this many draws per wanted question, so a narrow space cannot loop forever. */
const DRAWS_PER_QUESTION = 50;

export function numericQuestions<P>(spec: NumericTopicSpec<P>): Candidate[] {
  const placement = placementOf(spec.topic);
  const random = new SeededRandom(`numeric|${spec.generator}`);
  // Two parameter sets can read the same (e.g. two rules giving one series): keep the first.
  const seenStems = new Set<string>();
  const candidates: Candidate[] = [];
  for (const { params, key } of distinctDraws(
    random,
    spec.count * DRAWS_PER_QUESTION,
    spec.drawParams,
    spec.paramsKey,
  )) {
    if (candidates.length >= spec.count) break;
    const worked = spec.build(params);
    if (!worked || seenStems.has(worked.stem)) continue;
    seenStems.add(worked.stem);
    const distractors = pickMistakes(worked.answer, [
      ...worked.mistakes,
      ...(spec.fallbackDistractors ?? offsetDistractors)(worked.answer),
    ]);
    if (!distractors) continue;
    const expected = spec.solve(params);
    candidates.push(
      buildCandidate({
        key: { generator: spec.generator, entity: key, template: 'v1' },
        topic: placement,
        stem: worked.stem,
        correct: worked.answer,
        distractors,
        explanation: worked.explanation,
        difficulty: worked.difficulty,
        source: { dataset: `generator:${spec.generator}`, record: key },
        isTrue: (option) => option === expected,
        ...(worked.figure ? { figure: worked.figure } : {}),
        ...(worked.optionOrder ? { optionOrder: worked.optionOrder } : {}),
        ...(worked.hindi ? { hindi: hindiOf(worked.hindi, worked.answer, distractors) } : {}),
      }),
    );
  }
  return candidates;
}

function hindiOf(
  hindi: NonNullable<WorkedQuestion['hindi']>,
  answer: string,
  distractors: readonly string[],
) {
  const optionHi = hindi.optionHi ?? ((option: string) => option);
  return {
    stem: hindi.stem,
    explanation: hindi.explanation,
    correct: optionHi(answer),
    distractors: distractors.map(optionHi),
  };
}

function pickMistakes(answer: string, mistakes: readonly string[]): string[] | undefined {
  const chosen: string[] = [];
  for (const mistake of mistakes) {
    if (chosen.length === 3) break;
    if (mistake === answer || chosen.includes(mistake) || mistake.includes('NaN') || mistake.startsWith('-'))
      continue;
    chosen.push(mistake);
  }
  return chosen.length === 3 ? chosen : undefined;
}

/** Near misses for an answer that is a number with optional prefix/suffix ("₹1,200", "15%"). */
export function offsetDistractors(answer: string): string[] {
  const match = /^(\D*?)(\d+)(\D*)$/.exec(answer);
  if (!match) return [];
  const [, prefix = '', digits = '0', suffix = ''] = match;
  const value = Number(digits);
  const step = Math.max(1, Math.round(value / 10));
  return [value + step, value - step, value + 2 * step, value - 2 * step]
    .filter((candidate) => candidate > 0)
    .map((candidate) => `${prefix}${candidate}${suffix}`);
}
