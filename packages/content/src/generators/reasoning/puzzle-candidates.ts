import type { Figure, QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import type { TopicDefinition } from '../../model/topic-generator.ts';
import { placementOf } from '../../taxonomy.ts';

/** One worked puzzle question: its own truth check, its Hindi and its three distractors. */
export interface PuzzleQuestion {
  /** Canonical text of what is asked: the question's entity, so its id. */
  entity: string;
  stem: string;
  answer: string;
  /** Wrong answers, most plausible first; the first three distinct ones are used. */
  distractors: readonly string[];
  explanation: string;
  difficulty: QuestionDifficulty;
  /** The independent check of an option, from the puzzle's data (a search or a second model). */
  isTrue: (option: string) => boolean;
  hindi: { stem: string; explanation: string; optionHi?: (option: string) => string };
  figure?: Figure;
}

/**
 * Turns worked puzzles into candidates: repeated entities and stems are kept once, and a
 * question is dropped unless exactly one of its options passes its own check.
 */
export function puzzleCandidates(
  topic: TopicDefinition,
  generator: string,
  questions: Iterable<PuzzleQuestion | undefined>,
  count: number,
): Candidate[] {
  const placement = placementOf(topic);
  const entities = new Set<string>();
  const stems = new Set<string>();
  const candidates: Candidate[] = [];
  for (const question of questions) {
    if (candidates.length >= count) break;
    if (!question || entities.has(question.entity) || stems.has(question.stem)) continue;
    const distractors: string[] = [];
    for (const option of question.distractors) {
      if (distractors.length === 3) break;
      if (option === question.answer || distractors.includes(option)) continue;
      distractors.push(option);
    }
    if (distractors.length < 3) continue;
    const options = [question.answer, ...distractors];
    if (options.filter((option) => question.isTrue(option)).length !== 1 || !question.isTrue(question.answer))
      continue;
    const optionHi = question.hindi.optionHi ?? ((option: string) => option);
    entities.add(question.entity);
    stems.add(question.stem);
    candidates.push(
      buildCandidate({
        key: { generator, entity: question.entity, template: 'v1' },
        topic: placement,
        stem: question.stem,
        correct: question.answer,
        distractors,
        explanation: question.explanation,
        difficulty: question.difficulty,
        source: { dataset: `generator:${generator}`, record: question.entity },
        isTrue: question.isTrue,
        hindi: {
          stem: question.hindi.stem,
          explanation: question.hindi.explanation,
          correct: optionHi(question.answer),
          distractors: distractors.map(optionHi),
        },
        ...(question.figure ? { figure: question.figure } : {}),
      }),
    );
  }
  return candidates;
}

/** An endless stream of draws, stopped by `puzzleCandidates` once it has enough. */
export function* draws<T>(limit: number, draw: () => T): Generator<T> {
  for (let i = 0; i < limit; i++) yield draw();
}
