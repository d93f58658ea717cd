import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const COUNTRY_CURRENCIES: TopicDefinition = {
  id: 'country-currencies',
  categoryId: 'world-geography',
  name: 'Currencies of Countries',
  nameHi: 'देशों की मुद्राएँ',
};

/** Countries with exactly one currency: a second legal tender would make a distractor true. */
function singleCurrencyCountries(): Country[] {
  return loadCountryData().countries.filter((country) => country.currencyCodes?.length === 1);
}

export const countryCurrencyGenerators: TopicGenerator[] = [
  {
    topic: COUNTRY_CURRENCIES,
    generate: () => {
      const { currencyNames, countries: allCountries } = loadCountryData();
      const countries = singleCurrencyCountries();
      const nameOf = (country: Country) => currencyNames.get(country.currencyCodes?.[0] ?? '');
      // A currency name is only true for this country if the country uses a currency of that name.
      const namesUsedBy = (country: Country) =>
        new Set((country.currencyCodes ?? []).map((code) => currencyNames.get(code)));
      return factQuestions({
        topic: COUNTRY_CURRENCIES,
        generator: 'country-currency',
        template: 'currency-of-country',
        dataset: WORLD_COUNTRIES_DATASET,
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: nameOf,
        isTrue: (country, option) => namesUsedBy(country).has(option),
        pool: [
          ...new Set(
            allCountries.flatMap((country) =>
              (country.currencyCodes ?? []).map((code) => currencyNames.get(code) ?? ''),
            ),
          ),
        ],
        stem: (country) => `What is the currency of ${country.name}?`,
        explanation: (country, name) => `${country.name} uses the ${name} (${country.currencyCodes?.[0]}).`,
        difficulty: countryDifficulty,
      });
    },
  },
];
