import type { QuestionDifficulty } from './question.ts';
import type { Difficulty } from './user-profile.ts';

export interface DrawableQuestion {
  id: string;
  difficulty: QuestionDifficulty;
  factKey?: string | undefined;
  setId?: string | undefined;
  setPosition?: number | undefined;
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

/** A Fisher-Yates shuffle with the given source of numbers in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Numbers in [0, 1) that depend only on `seed` (a string hashed with FNV-1a, then mulberry32):
 * for what must come out the same on every machine, such as a mock's paper.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Groupable = Pick<DrawableQuestion, 'setId' | 'setPosition'>;

/** A question on its own, or every question of one passage or chart in the set's order. */
export function drawingUnits<T extends Groupable>(questions: readonly T[]): T[][] {
  const units: T[][] = [];
  const bySet = new Map<string, T[]>();
  for (const question of questions) {
    if (question.setId === undefined) {
      units.push([question]);
      continue;
    }
    const unit = bySet.get(question.setId);
    if (unit) unit.push(question);
    else {
      const created = [question];
      bySet.set(question.setId, created);
      units.push(created);
    }
  }
  for (const unit of bySet.values()) unit.sort((a, b) => (a.setPosition ?? 0) - (b.setPosition ?? 0));
  return units;
}

function unseenFirst<T extends DrawableQuestion>(
  units: readonly T[][],
  seen: ReadonlySet<string>,
  random: () => number,
): T[][] {
  const isSeen = (unit: readonly T[]) => unit.every((question) => seen.has(question.id));
  const unseen = units.filter((unit) => !isSeen(unit));
  const seenBefore = units.filter(isSeen);
  return [...shuffled(unseen, random), ...shuffled(seenBefore, random)];
}

/**
 * Draws a quiz or practice set: questions of the preferred difficulty, unseen ones first,
 * in random order. A topic with too few questions of that difficulty is topped up from the
 * others (again unseen first), so a quiz always has the size the learner chose when the
 * topic holds that many facts. At most one question per fact key: a quiz never gives away its
 * own answers by asking one fact both ways. The questions of a passage or chart come together,
 * in their set's order (the last set drawn may be cut short by the quiz size).
 */
export function drawQuestions<T extends DrawableQuestion>(
  questions: readonly T[],
  options: DrawOptions,
): T[] {
  const { count, difficulty, seenQuestionIds, random } = options;
  const units = drawingUnits(questions);
  const isPreferred = (unit: readonly T[]) =>
    difficulty === 'mixed' || unit.some((question) => question.difficulty === difficulty);
  const preferred = units.filter(isPreferred);
  const others = units.filter((unit) => !isPreferred(unit));
  const factsTaken = new Set<string>();
  const drawn: T[] = [];
  for (const unit of [
    ...unseenFirst(preferred, seenQuestionIds, random),
    ...unseenFirst(others, seenQuestionIds, random),
  ]) {
    for (const question of unit) {
      if (drawn.length >= count) return drawn;
      const fact = factOf(question);
      if (factsTaken.has(fact)) continue;
      factsTaken.add(fact);
      drawn.push(question);
    }
  }
  return drawn;
}

/** A question without a fact key is a fact of its own. */
function factOf(question: DrawableQuestion): string {
  return question.factKey ?? `id:${question.id}`;
}
