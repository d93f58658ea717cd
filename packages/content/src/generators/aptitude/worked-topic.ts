import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { distinctDraws } from '../../model/distinct-draws.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition } from '../../model/topic-generator.ts';
import { placementOf } from '../../taxonomy.ts';
import type { WorkedQuestion } from '../numeric-questions.ts';
import { optionValue, sameValue } from './math-text.ts';

/**
 * One kind of question in a topic. Its second solver is either `solve` (the answer text,
 * worked out another way) or `value` (the answer's number, worked out another way from the
 * raw data: every option is read as a number and exactly one must equal it).
 */
export interface WorkedTemplate<P> {
  /** Stable: part of every question id. */
  generator: string;
  count: number;
  draw: (random: SeededRandom) => P | undefined;
  /** Canonical text of the parameters: the question's entity, so its id. */
  key: (params: P) => string;
  build: (params: P) => WorkedQuestion | undefined;
  solve?: (params: P) => string;
  value?: (params: P) => number;
  /** Mistakes of the wrong form are not offered (a fraction among decimal answers gives itself away). */
  acceptMistake?: (option: string) => boolean;
}

export type TemplateRun = (topic: TopicDefinition) => Candidate[];

const DRAWS_PER_QUESTION = 60;

/** Wraps a template so templates of different parameter types sit in one list. */
export function template<P>(spec: WorkedTemplate<P>): TemplateRun {
  return (topic) => {
    const placement = placementOf(topic);
    const random = new SeededRandom(`worked|${spec.generator}`);
    const seenStems = new Set<string>();
    const candidates: Candidate[] = [];
    for (const { params, key } of distinctDraws(
      random,
      spec.count * DRAWS_PER_QUESTION,
      spec.draw,
      spec.key,
    )) {
      if (candidates.length >= spec.count) break;
      const worked = spec.build(params);
      if (!worked || seenStems.has(worked.stem)) continue;
      const isTrue = checkerFor(spec, params);
      // A mistake that lands on the right value (or reads the same in Hindi) is no distractor.
      const optionHi = worked.hindi?.optionHi ?? ((option: string) => option);
      const distractors: string[] = [];
      for (const mistake of worked.mistakes) {
        if (distractors.length === 3) break;
        if (
          mistake === worked.answer ||
          distractors.includes(mistake) ||
          mistake.includes('NaN') ||
          mistake.startsWith('-') ||
          isTrue(mistake) ||
          (spec.acceptMistake && !spec.acceptMistake(mistake)) ||
          distractors.some((other) => optionHi(other) === optionHi(mistake))
        )
          continue;
        distractors.push(mistake);
      }
      if (distractors.length < 3) continue;
      seenStems.add(worked.stem);
      candidates.push(
        buildCandidate({
          key: { generator: spec.generator, entity: key, template: 'v1' },
          topic: placement,
          stem: worked.stem,
          correct: worked.answer,
          distractors,
          explanation: finishExplanation(worked.explanation, worked.answer),
          difficulty: worked.difficulty,
          source: { dataset: `generator:${spec.generator}`, record: key },
          isTrue,
          ...(worked.figure ? { figure: worked.figure } : {}),
          ...(worked.hindi
            ? {
                hindi: {
                  stem: worked.hindi.stem,
                  explanation: finishExplanation(worked.hindi.explanation, optionHi(worked.answer)),
                  correct: optionHi(worked.answer),
                  distractors: distractors.map(optionHi),
                },
              }
            : {}),
        }),
      );
    }
    return candidates;
  };
}

function checkerFor<P>(spec: WorkedTemplate<P>, params: P): (option: string) => boolean {
  if (spec.solve) {
    const expected = spec.solve(params);
    return (option) => option === expected;
  }
  if (spec.value) {
    const expected = spec.value(params);
    return (option) => sameValue(optionValue(option), expected);
  }
  throw new Error(`${spec.generator} has no second solver`);
}

/** A topic made of several templates. */
export function workedTopic(topic: TopicDefinition, runs: readonly TemplateRun[]): Candidate[] {
  return runs.flatMap((run) => run(topic));
}

/**
 * Every explanation ends on the answer as the key writes it: a last line that stops at
 * "x = 36 ÷ 4" gets " = 9" (so does "= 60 + 7 − 3", the last of a chain); an answer with a unit
 * ("75(3 + √3) m") completes a line that already ends on its number.
 */
export function finishExplanation(explanation: string, answer: string): string {
  const lines = explanation.split('\n');
  const last = (lines.at(-1) ?? '').replace(/[.।]$/, '');
  if (endsWithValue(last, answer)) return explanation;
  // "so p = 5" for the answer "₹5": the line gets its ₹.
  if (answer.startsWith('₹') && endsWithValue(last, answer.slice(1))) {
    lines[lines.length - 1] = `${last.slice(0, last.length - answer.length + 1)}${answer}`;
    return lines.join('\n');
  }
  const unit = /^(.*\S) (\S+)$/.exec(answer);
  if (unit?.[1] && !/\d/.test(unit[2] ?? '') && endsWithValue(last, unit[1])) {
    lines[lines.length - 1] = `${last} ${unit[2]}`;
    return lines.join('\n');
  }
  lines[lines.length - 1] = `${last} = ${answer}`;
  return lines.join('\n');
}

function endsWithValue(line: string, value: string): boolean {
  return ['= ', 'is ', 'है ', 'So ', 'अतः '].some((lead) => line.endsWith(`${lead}${value}`));
}

/** The steps of an explanation, one per line. */
export function steps(...lines: string[]): string {
  return lines.join('\n');
}
