import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions, sentenceCase } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const COUNTRY_CURRENCIES: TopicDefinition = {
  id: 'country-currencies',
  categoryId: 'world-geography',
  name: 'Currencies of Countries',
  nameHi: 'देशों की मुद्राएँ',
};

/** Difficulty order: the best-known users of a shared currency are the ones kept. */
const DIFFICULTY_ORDER = { easy: 0, medium: 1, hard: 2 } as const;

/**
 * Twenty-odd countries use the euro: asked for each, "Euro" would be the key of almost half the
 * topic, and a guesser would beat it. A shared currency keys at most a third of the questions.
 */
function atMostAThirdPerCurrency(countries: readonly Country[]): Country[] {
  const byCurrency = new Map<string, Country[]>();
  for (const country of countries) {
    const name = country.currency?.en ?? '';
    byCurrency.set(name, [...(byCurrency.get(name) ?? []), country]);
  }
  const largest = [...byCurrency.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const others = countries.length - largest.length;
  const allowed = Math.floor(others / 2);
  if (largest.length <= allowed) return [...countries];
  const kept = new Set(
    [...largest]
      .sort(
        (a, b) =>
          DIFFICULTY_ORDER[countryDifficulty(a)] - DIFFICULTY_ORDER[countryDifficulty(b)] ||
          a.cca3.localeCompare(b.cca3),
      )
      .slice(0, allowed),
  );
  return countries.filter((country) => !largest.includes(country) || kept.has(country));
}

export const countryCurrencyGenerators: TopicGenerator[] = [
  {
    topic: COUNTRY_CURRENCIES,
    generate: () => {
      const { askable, extraCurrencies, currencyNames } = loadCountryData();
      // Our table names the currency only where it is the country's one currency and does not give
      // the country away ("Thai baht" -> Thailand is not asked).
      const countries = atMostAThirdPerCurrency(askable.filter((country) => country.currency !== undefined));
      const currencies = [
        ...countries.flatMap((country) => (country.currency ? [country.currency] : [])),
        ...extraCurrencies,
      ];
      const hindi = new Map(currencies.map((currency) => [currency.en, currency.hi]));
      // True when the option is the country's currency, by our name or by the data's.
      const uses = (country: Country, option: string) =>
        country.currency?.en === option ||
        (country.currencyCodes ?? []).some((code) => currencyNames.get(code) === option);
      return factQuestions({
        topic: COUNTRY_CURRENCIES,
        generator: 'country-currency',
        template: 'currency-of-country',
        dataset: WORLD_COUNTRIES_DATASET,
        entities: countries,
        entityKey: (country) => country.cca3,
        matchLength: true,
        correct: (country) => country.currency?.en,
        isTrue: uses,
        pool: [...hindi.keys()],
        stem: (country) => `What is the currency of ${country.nameInSentence}?`,
        explanation: (country, name) =>
          `${sentenceCase(country.nameInSentence)} uses the ${name} (${country.currencyCodes?.[0]}).`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.nameHi} की मुद्रा क्या है?`,
          option: (option) => hindi.get(option),
          explanation: (country, currencyHi) =>
            `${country.nameHi} की मुद्रा ${currencyHi} (${country.currencyCodes?.[0]}) है।`,
        },
      });
    },
  },
];
