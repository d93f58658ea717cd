import type { Figure, QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import type { TopicDefinition } from '../../model/topic-generator.ts';
import { placementOf } from '../../taxonomy.ts';
import { validateCandidate } from '../../validators/question-validators.ts';

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

/** What a finished topic must meet: size, validators, Hindi throughout, a mix of difficulty, no over-used key. */
export function puzzleTopicProblems(candidates: readonly Candidate[], minimum = 150): string[] {
  const problems: string[] = [];
  if (candidates.length < minimum) problems.push(`only ${candidates.length} questions`);
  for (const candidate of candidates) {
    for (const problem of validateCandidate(candidate)) problems.push(problem.message);
    const { question } = candidate;
    if (!question.stemHi || !question.optionsHi || !question.explanationHi)
      problems.push(`no Hindi: ${question.stem}`);
  }
  for (const level of ['easy', 'medium', 'hard'] as const) {
    if (!candidates.some((candidate) => candidate.question.difficulty === level))
      problems.push(`no ${level} question`);
  }
  const keys = new Map<string, number>();
  for (const { question } of candidates) {
    const key = question.options[question.answerIndex] ?? '';
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  for (const [key, count] of keys) {
    if (count * 3 > candidates.length)
      problems.push(`"${key}" is the key of ${count} of ${candidates.length}`);
  }
  return problems;
}
