import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions } from '../fact-questions.ts';
import { countryDifficulty } from './country-difficulty.ts';

const LAND_BORDERS: TopicDefinition = {
  id: 'land-borders',
  categoryId: 'world-geography',
  name: 'Neighbouring Countries',
  nameHi: 'पड़ोसी देश',
};
const NOT_NEIGHBOURS: TopicDefinition = {
  id: 'not-neighbours',
  categoryId: 'world-geography',
  name: 'Which Is Not a Neighbour?',
  nameHi: 'कौन पड़ोसी नहीं है?',
};

/** Options about a country's borders come from its own region, so a wrong one is not obvious. */
function sameRegionNames(country: Country, countries: readonly Country[]): string[] {
  const uncertain = new Set(country.uncertainBorders);
  return countries
    .filter(
      (other) =>
        other.cca3 !== country.cca3 && !uncertain.has(other.cca3) && other.subregion === country.subregion,
    )
    .map((other) => other.name);
}

function regionAndBeyond(country: Country, countries: readonly Country[]): string[] {
  const near = sameRegionNames(country, countries);
  if (near.length >= 6) return near;
  const uncertain = new Set(country.uncertainBorders);
  return countries
    .filter((other) => other.cca3 !== country.cca3 && !uncertain.has(other.cca3))
    .map((o) => o.name);
}

export const countryBorderGenerators: TopicGenerator[] = [
  {
    topic: LAND_BORDERS,
    generate: () => {
      const { countries, byCca3 } = loadCountryData();
      const nameToCca3 = new Map(countries.map((country) => [country.name, country.cca3]));
      const borders = (country: Country, option: string) =>
        country.confirmedBorders.includes(nameToCca3.get(option) ?? '');
      return factQuestions({
        topic: LAND_BORDERS,
        generator: 'country-border',
        template: 'a-neighbour-of-country',
        dataset: 'world-countries (borders listed on both sides)',
        entities: countries,
        entityKey: (country) => country.cca3,
        // The neighbour is picked deterministically: the first confirmed one in code order.
        correct: (country) => byCca3.get(country.confirmedBorders[0] ?? '')?.name,
        isTrue: borders,
        pool: (country) => regionAndBeyond(country, countries),
        stem: (country) => `Which of these countries shares a land border with ${country.name}?`,
        explanation: (country, neighbour) =>
          `${neighbour} borders ${country.name}; the other options do not share a land border with it.`,
        difficulty: countryDifficulty,
      });
    },
  },
  {
    topic: NOT_NEIGHBOURS,
    generate: () => {
      const { countries, byCca3 } = loadCountryData();
      const nameToCca3 = new Map(countries.map((country) => [country.name, country.cca3]));
      const neighbourNames = (country: Country) =>
        country.confirmedBorders
          .map((code) => byCca3.get(code)?.name ?? '')
          .filter((name) => name.length > 0);
      // The correct option is the one country that does NOT border; "true" means not a neighbour.
      const isNotNeighbour = (country: Country, option: string) => {
        const code = nameToCca3.get(option);
        return (
          code !== undefined &&
          code !== country.cca3 &&
          !country.confirmedBorders.includes(code) &&
          !country.uncertainBorders.includes(code)
        );
      };
      const entities = countries.filter((country) => neighbourNames(country).length >= 3);
      return factQuestions({
        topic: NOT_NEIGHBOURS,
        generator: 'country-border',
        template: 'not-a-neighbour-of-country',
        dataset: 'world-countries (borders listed on both sides)',
        entities,
        entityKey: (country) => country.cca3,
        correct: (country) => {
          const neighbours = new Set(country.confirmedBorders);
          const uncertain = new Set(country.uncertainBorders);
          return countries.find(
            (other) =>
              other.subregion === country.subregion &&
              other.cca3 !== country.cca3 &&
              !neighbours.has(other.cca3) &&
              !uncertain.has(other.cca3),
          )?.name;
        },
        isTrue: isNotNeighbour,
        pool: neighbourNames,
        stem: (country) => `Which of these countries does NOT share a land border with ${country.name}?`,
        explanation: (country, outsider) =>
          `${neighbourNames(country).join(', ')} border ${country.name}; ${outsider} does not.`,
        difficulty: countryDifficulty,
      });
    },
  },
];
