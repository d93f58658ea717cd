import type { QuestionDifficulty } from './question.ts';
import type { Difficulty } from './user-profile.ts';

export interface DrawableQuestion {
  id: string;
  difficulty: QuestionDifficulty;
  factKey?: string | undefined;
}

export interface DrawOptions {
  count: number;
  /** The learner's `difficulty` preference; `mixed` draws from every difficulty. */
  difficulty: Difficulty;
  /** Questions this learner has already seen; they come after every unseen one. */
  seenQuestionIds: ReadonlySet<string>;
  /** A number in [0, 1), as Math.random; tests pass a seeded one. */
  random: () => number;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function unseenFirst<T extends DrawableQuestion>(
  questions: readonly T[],
  seen: ReadonlySet<string>,
  random: () => number,
): T[] {
  const unseen = questions.filter((question) => !seen.has(question.id));
  const seenBefore = questions.filter((question) => seen.has(question.id));
  return [...shuffled(unseen, random), ...shuffled(seenBefore, random)];
}

/**
 * Draws a quiz or practice set: questions of the preferred difficulty, unseen ones first,
 * in random order. A topic with too few questions of that difficulty is topped up from the
 * others (again unseen first), so a quiz always has the size the learner chose when the
 * topic holds that many facts. At most one question per fact key: a quiz never gives away its
 * own answers by asking one fact both ways.
 */
export function drawQuestions<T extends DrawableQuestion>(
  questions: readonly T[],
  options: DrawOptions,
): T[] {
  const { count, difficulty, seenQuestionIds, random } = options;
  const preferred =
    difficulty === 'mixed' ? questions : questions.filter((question) => question.difficulty === difficulty);
  const others =
    difficulty === 'mixed' ? [] : questions.filter((question) => question.difficulty !== difficulty);
  const factsTaken = new Set<string>();
  const drawn: T[] = [];
  for (const question of [
    ...unseenFirst(preferred, seenQuestionIds, random),
    ...unseenFirst(others, seenQuestionIds, random),
  ]) {
    if (drawn.length >= count) break;
    const fact = factOf(question);
    if (factsTaken.has(fact)) continue;
    factsTaken.add(fact);
    drawn.push(question);
  }
  return drawn;
}

/** A question without a fact key is a fact of its own. */
function factOf(question: DrawableQuestion): string {
  return question.factKey ?? `id:${question.id}`;
}
