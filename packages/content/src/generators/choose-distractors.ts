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
): string[] | undefined {
  const taken = new Set([normalise(correct)]);
  const chosen: string[] = [];
  for (const option of random.shuffle(pool)) {
    if (chosen.length === count) break;
    if (taken.has(normalise(option)) || isExcluded(option)) continue;
    taken.add(normalise(option));
    chosen.push(option);
  }
  return chosen.length === count ? chosen : undefined;
}
