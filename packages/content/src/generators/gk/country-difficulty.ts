import type { QuestionDifficulty } from '@abhyas/domain';
import type { Country } from '../../sources/countries.ts';

/** Big countries are the ones learners meet first; area is the only size measure the data has. */
export function countryDifficulty(country: Country): QuestionDifficulty {
  if (country.area >= 1_000_000) return 'easy';
  if (country.area >= 100_000) return 'medium';
  return 'hard';
}

export const WORLD_COUNTRIES_DATASET = 'world-countries + countries-list';
