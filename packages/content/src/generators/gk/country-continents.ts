import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { CONTINENT_NAMES_HI, CONTINENTS, loadCountryData } from '../../sources/countries.ts';
import { factQuestions, sentenceCase } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const COUNTRY_CONTINENTS: TopicDefinition = {
  id: 'country-continents',
  categoryId: 'world-geography',
  name: 'Countries and Continents',
  nameHi: 'देश और महाद्वीप',
};

export const countryContinentGenerators: TopicGenerator[] = [
  {
    topic: COUNTRY_CONTINENTS,
    generate: () => {
      const { askable: countries } = loadCountryData();
      return factQuestions({
        topic: COUNTRY_CONTINENTS,
        generator: 'country-continent',
        template: 'continent-of-country',
        dataset: WORLD_COUNTRIES_DATASET,
        // Transcontinental countries have no continent in the source data and are skipped.
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: (country) => country.continent,
        isTrue: (country, option) => country.continent === option,
        pool: CONTINENTS,
        stem: (country) => `On which continent is ${country.nameInSentence}?`,
        // Not "entirely": France, Spain and the United States hold territory on other continents.
        explanation: (country, continent) =>
          `${sentenceCase(country.nameInSentence)} is a country of ${continent}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.nameHi} किस महाद्वीप में स्थित है?`,
          option: (option) => CONTINENT_NAMES_HI[option],
          explanation: (country, continentHi) => `${country.nameHi} ${continentHi} महाद्वीप का देश है।`,
        },
      });
    },
  },
];
