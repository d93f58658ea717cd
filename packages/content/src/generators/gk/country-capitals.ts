import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const WORLD_CAPITALS: TopicDefinition = {
  id: 'world-capitals',
  categoryId: 'world-geography',
  name: 'World Capitals',
  nameHi: 'विश्व की राजधानियाँ',
};

const CAPITALS_TO_COUNTRIES: TopicDefinition = {
  id: 'capitals-to-countries',
  categoryId: 'world-geography',
  name: 'Whose Capital Is It?',
  nameHi: 'किसकी राजधानी?',
};

/** Countries whose capital is asked: uncontested, and named in Hindi as settled spellings have it. */
function withCapital(): Country[] {
  return loadCountryData().askable.filter((country) => country.capital !== undefined);
}

function capitalInHindi(countries: readonly Country[]): (capital: string) => string | undefined {
  const hindi = new Map(countries.map((country) => [country.capital, country.capitalHi]));
  return (capital) => hindi.get(capital);
}

export const countryCapitalGenerators: TopicGenerator[] = [
  {
    topic: WORLD_CAPITALS,
    generate: () => {
      const countries = withCapital();
      return factQuestions({
        topic: WORLD_CAPITALS,
        generator: 'country-capital',
        template: 'capital-of-country',
        dataset: WORLD_COUNTRIES_DATASET,
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: (country) => country.capital,
        isTrue: (country, option) => country.capital === option,
        pool: countries.map((country) => country.capital ?? ''),
        stem: (country) => `What is the capital of ${country.nameInSentence}?`,
        explanation: (country, capital) => `${capital} is the capital of ${country.nameInSentence}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.nameHi} की राजधानी क्या है?`,
          option: capitalInHindi(countries),
          explanation: (country, capitalHi) => `${capitalHi} ${country.nameHi} की राजधानी है।`,
        },
      });
    },
  },
  {
    topic: CAPITALS_TO_COUNTRIES,
    generate: () => {
      const countries = withCapital();
      const byName = new Map(countries.map((country) => [country.name, country]));
      return factQuestions({
        topic: CAPITALS_TO_COUNTRIES,
        generator: 'country-capital',
        template: 'country-of-capital',
        dataset: WORLD_COUNTRIES_DATASET,
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: (country) => country.name,
        isTrue: (country, option) => byName.get(option)?.capital === country.capital,
        pool: countries.map((country) => country.name),
        stem: (country) => `${country.capital} is the capital of which country?`,
        explanation: (country) => `${country.capital} is the capital of ${country.nameInSentence}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.capitalHi} किस देश की राजधानी है?`,
          option: (option) => byName.get(option)?.nameHi,
          explanation: (country, nameHi) => `${country.capitalHi} ${nameHi} की राजधानी है।`,
        },
      });
    },
  },
];
