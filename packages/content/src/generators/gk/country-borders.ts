import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions, sentenceCase } from '../fact-questions.ts';
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

function inSentence(option: string): string {
  return loadCountryData().askable.find((country) => country.name === option)?.nameInSentence ?? option;
}

function hindiName(option: string): string | undefined {
  return loadCountryData().askable.find((country) => country.name === option)?.nameHi;
}

export const countryBorderGenerators: TopicGenerator[] = [
  {
    topic: LAND_BORDERS,
    generate: () => {
      const { askable: countries, byCca3 } = loadCountryData();
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
        // The neighbour is picked deterministically: the first confirmed one in code order that has
        // a settled Hindi name.
        correct: (country) =>
          country.confirmedBorders.map((code) => byCca3.get(code)).find((other) => other?.nameHi)?.name,
        isTrue: borders,
        pool: (country) => regionAndBeyond(country, countries),
        stem: (country) => `Which of these countries shares a land border with ${country.nameInSentence}?`,
        explanation: (country, neighbour) =>
          `${sentenceCase(inSentence(neighbour))} borders ${country.nameInSentence}; the other options do not share a land border with it.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `निम्नलिखित में से किस देश की स्थलीय सीमा ${country.nameHi} से मिलती है?`,
          option: hindiName,
          explanation: (country, neighbourHi) =>
            `${neighbourHi} की स्थलीय सीमा ${country.nameHi} से मिलती है; अन्य विकल्पों की नहीं।`,
        },
      });
    },
  },
  {
    topic: NOT_NEIGHBOURS,
    generate: () => {
      const { askable: countries, byCca3 } = loadCountryData();
      const nameToCca3 = new Map(countries.map((country) => [country.name, country.cca3]));
      // Only neighbours with a settled Hindi name are offered; the explanation still names them all.
      const neighbourNames = (country: Country) =>
        country.confirmedBorders
          .map((code) => byCca3.get(code))
          .filter((other) => other?.nameHi !== undefined)
          .map((other) => other?.name ?? '');
      const allNeighbours = (country: Country, nameOf: (other: Country) => string | undefined) =>
        [...country.confirmedBorders, ...country.mapOnlyBorders].sort().map((code) => {
          const other = byCca3.get(code);
          return (other && nameOf(other)) ?? code;
        });
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
        stem: (country) =>
          `Which of these countries does NOT share a land border with ${country.nameInSentence}?`,
        explanation: (country, outsider) =>
          `${sentenceCase(allNeighbours(country, (other) => other.nameInSentence).join(', '))} border ${country.nameInSentence}; ${inSentence(outsider)} does not.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `निम्नलिखित में से किस देश की स्थलीय सीमा ${country.nameHi} से नहीं मिलती?`,
          option: hindiName,
          explanation: (country, outsiderHi) =>
            `${allNeighbours(country, (other) => other.nameHi).join(', ')} की सीमाएँ ${country.nameHi} से मिलती हैं; ${outsiderHi} की नहीं।`,
        },
      });
    },
  },
];
