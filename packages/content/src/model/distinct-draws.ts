import type { SeededRandom } from './seeded-random.ts';

/**
 * Parameter sets drawn from a seeded source, each once by its key, for at most `maxDraws` draws:
 * a narrow parameter space ends the run instead of looping forever. The caller stops pulling
 * once it has the questions it wants, so the draws, and the ids they make, never depend on it.
 */
export function* distinctDraws<P>(
  random: SeededRandom,
  maxDraws: number,
  draw: (random: SeededRandom) => P | undefined,
  keyOf: (params: P) => string,
): Generator<{ params: P; key: string }> {
  const seen = new Set<string>();
  for (let drawn = 0; drawn < maxDraws; drawn++) {
    const params = draw(random);
    if (params === undefined) continue;
    const key = keyOf(params);
    if (seen.has(key)) continue;
    seen.add(key);
    yield { params, key };
  }
}
