import type { SeededRandom } from '../model/seeded-random.ts';

function normalise(option: string): string {
  return option.trim().toLowerCase();
}

/**
 * Picks `count` distinct options from the pool that are not excluded: `isExcluded` must at
 * least reject every option that is true by the data. Returns undefined when the pool cannot supply enough: the question is then skipped, not padded.
 */
export function chooseDistractors(
  random: SeededRandom,
  pool: readonly string[],
  correct: string,
  isExcluded: (option: string) => boolean,
  count = 3,
  /** Keep one wrong option at least as long as the key when the pool has one: length is no clue. */
  matchLength = false,
): string[] | undefined {
  const taken = new Set([normalise(correct)]);
  const chosen: string[] = [];
  const shuffled = random.shuffle(pool);
  for (const option of shuffled) {
    if (chosen.length === count) break;
    if (taken.has(normalise(option)) || isExcluded(option)) continue;
    taken.add(normalise(option));
    chosen.push(option);
  }
  if (chosen.length !== count) return undefined;
  if (matchLength && chosen.every((option) => option.length < correct.length)) {
    const long = shuffled.find(
      (option) => option.length >= correct.length && !taken.has(normalise(option)) && !isExcluded(option),
    );
    if (long) chosen[count - 1] = long;
  }
  return chosen;
}
