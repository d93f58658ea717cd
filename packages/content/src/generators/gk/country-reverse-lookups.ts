import { type TopicDefinition, type TopicGenerator, topicsIn } from '../../model/topic-generator.ts';
import { type Country, loadCountryData } from '../../sources/countries.ts';
import { factQuestions } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const topic = (id: string, categoryId: string, name: string, nameHi: string): TopicDefinition =>
  topicsIn(categoryId)(id, name, nameHi);

const CURRENCY_COUNTRIES = topic(
  'currencies-to-countries',
  'world-geography',
  'Whose Currency Is It?',
  'किसकी मुद्रा?',
);
const DIALLING_COUNTRIES = topic(
  'dialling-codes-to-countries',
  'world-facts',
  'Whose Dialling Code Is It?',
  'किसका डायलिंग कोड?',
);
const DOMAINS_OF_COUNTRIES = topic(
  'domains-of-countries',
  'world-facts',
  'Internet Domain of a Country',
  'देश का इंटरनेट डोमेन',
);
const ALPHA2_CODES = topic(
  'iso-two-letter-codes',
  'world-facts',
  'Two-Letter Country Codes',
  'दो अक्षर वाले देश कोड',
);
const ALPHA3_COUNTRIES = topic(
  'iso-codes-to-countries',
  'world-facts',
  'Whose ISO Code Is It?',
  'किसका आईएसओ कोड?',
);
const DEMONYM_COUNTRIES = topic(
  'demonyms-to-countries',
  'world-facts',
  'Where Do They Come From?',
  'वे कहाँ से हैं?',
);
const COMMON_NEIGHBOURS = topic('common-neighbours', 'world-geography', 'Common Neighbours', 'साझा पड़ोसी');

/** Options about countries are names; Hindi is given when every option has a Hindi name. */
function hindiCountry(countries: readonly Country[]) {
  const byName = new Map(countries.map((country) => [country.name, country]));
  return (option: string) => byName.get(option)?.nameHi;
}

export const countryReverseGenerators: TopicGenerator[] = [
  {
    topic: CURRENCY_COUNTRIES,
    generate: () => {
      const { countries, currencyNames, currencyUsers } = loadCountryData();
      // Only currencies no other territory uses, so the currency names exactly one country.
      const entities = countries.filter(
        (country) =>
          country.currencyCodes?.length === 1 && currencyUsers.get(country.currencyCodes[0] ?? '') === 1,
      );
      const byName = new Map(countries.map((country) => [country.name, country]));
      const currencyOf = (country: Country) => currencyNames.get(country.currencyCodes?.[0] ?? '');
      return factQuestions({
        topic: CURRENCY_COUNTRIES,
        generator: 'country-currency',
        template: 'country-of-currency',
        dataset: WORLD_COUNTRIES_DATASET,
        entities,
        entityKey: (country) => country.cca3,
        correct: (country) => country.name,
        isTrue: (country, option) => {
          const other = byName.get(option);
          return (
            other !== undefined &&
            (other.currencyCodes ?? []).some((code) => currencyNames.get(code) === currencyOf(country))
          );
        },
        pool: countries.map((country) => country.name),
        stem: (country) => `The ${currencyOf(country)} is the currency of which country?`,
        explanation: (country) =>
          `The ${currencyOf(country)} (${country.currencyCodes?.[0]}) is used in ${country.name}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${currencyOf(country)} किस देश की मुद्रा है?`,
          option: hindiCountry(countries),
        },
      });
    },
  },
  {
    topic: DIALLING_COUNTRIES,
    generate: () => {
      const { countries, diallingCodeUsers } = loadCountryData();
      const entities = countries.filter(
        (country) => country.diallingCode !== undefined && diallingCodeUsers.get(country.diallingCode) === 1,
      );
      const byName = new Map(countries.map((country) => [country.name, country]));
      return factQuestions({
        topic: DIALLING_COUNTRIES,
        generator: 'country-dialling-code',
        template: 'country-of-code',
        dataset: WORLD_COUNTRIES_DATASET,
        entities,
        entityKey: (country) => country.cca3,
        correct: (country) => country.name,
        isTrue: (country, option) => byName.get(option)?.diallingCode === country.diallingCode,
        pool: countries.map((country) => country.name),
        stem: (country) => `${country.diallingCode} is the international dialling code of which country?`,
        explanation: (country) => `${country.name}'s international dialling code is ${country.diallingCode}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.diallingCode} किस देश का अंतरराष्ट्रीय डायलिंग कोड है?`,
          option: hindiCountry(countries),
        },
      });
    },
  },
  {
    topic: DOMAINS_OF_COUNTRIES,
    generate: () => {
      const { countries } = loadCountryData();
      const withDomain = countries.filter((country) => country.topLevelDomain !== undefined);
      return factQuestions({
        topic: DOMAINS_OF_COUNTRIES,
        generator: 'country-domain',
        template: 'domain-of-country',
        dataset: 'world-countries',
        entities: withDomain,
        entityKey: (country) => country.cca3,
        correct: (country) => country.topLevelDomain,
        isTrue: (country, option) => country.topLevelDomain === option,
        pool: withDomain.map((country) => country.topLevelDomain ?? ''),
        stem: (country) => `What is the internet country code domain of ${country.name}?`,
        explanation: (country) =>
          `${country.name}'s country code top-level domain is ${country.topLevelDomain}.`,
        difficulty: countryDifficulty,
      });
    },
  },
  {
    topic: ALPHA2_CODES,
    generate: () => {
      const { countries } = loadCountryData();
      return factQuestions({
        topic: ALPHA2_CODES,
        generator: 'country-iso-code',
        template: 'alpha2-of-country',
        dataset: 'world-countries',
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: (country) => country.cca2,
        isTrue: (country, option) => country.cca2 === option,
        pool: countries.map((country) => country.cca2),
        stem: (country) => `What is the two-letter ISO 3166-1 code of ${country.name}?`,
        explanation: (country) =>
          `ISO 3166-1 alpha-2 assigns ${country.cca2} to ${country.name} (alpha-3: ${country.cca3}).`,
        difficulty: (country) => (countryDifficulty(country) === 'easy' ? 'medium' : 'hard'),
      });
    },
  },
  {
    topic: ALPHA3_COUNTRIES,
    generate: () => {
      const { countries, byCca3 } = loadCountryData();
      const byName = new Map(countries.map((country) => [country.name, country]));
      return factQuestions({
        topic: ALPHA3_COUNTRIES,
        generator: 'country-iso-code',
        template: 'country-of-alpha3',
        dataset: 'world-countries',
        entities: countries,
        entityKey: (country) => country.cca3,
        correct: (country) => byCca3.get(country.cca3)?.name,
        isTrue: (country, option) => byName.get(option)?.cca3 === country.cca3,
        pool: countries.map((country) => country.name),
        stem: (country) => `Which country has the ISO 3166-1 alpha-3 code ${country.cca3}?`,
        explanation: (country) => `${country.cca3} is the ISO 3166-1 alpha-3 code of ${country.name}.`,
        difficulty: (country) => (countryDifficulty(country) === 'easy' ? 'medium' : 'hard'),
        hindi: {
          stem: (country) => `आईएसओ कोड ${country.cca3} किस देश का है?`,
          option: hindiCountry(countries),
        },
      });
    },
  },
  {
    topic: DEMONYM_COUNTRIES,
    generate: () => {
      const { countries } = loadCountryData();
      const users = new Map<string, number>();
      for (const country of countries)
        if (country.demonym) users.set(country.demonym, (users.get(country.demonym) ?? 0) + 1);
      const entities = countries.filter(
        (country) =>
          country.demonym !== undefined &&
          users.get(country.demonym) === 1 &&
          country.demonym !== country.name,
      );
      const byName = new Map(countries.map((country) => [country.name, country]));
      return factQuestions({
        topic: DEMONYM_COUNTRIES,
        generator: 'country-demonym',
        template: 'country-of-demonym',
        dataset: 'world-countries',
        entities,
        entityKey: (country) => country.cca3,
        correct: (country) => country.name,
        isTrue: (country, option) => byName.get(option)?.demonym === country.demonym,
        pool: countries.map((country) => country.name),
        stem: (country) => `A person called "${country.demonym}" comes from which country?`,
        explanation: (country) => `People from ${country.name} are called ${country.demonym}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `"${country.demonym}" व्यक्ति किस देश का होता है?`,
          option: hindiCountry(countries),
        },
      });
    },
  },
  {
    topic: COMMON_NEIGHBOURS,
    generate: () => {
      const { countries, byCca3 } = loadCountryData();
      const byName = new Map(countries.map((country) => [country.name, country]));
      // Pairs (A, B) with exactly one confirmed common neighbour, named by sorted codes.
      const pairs: { a: Country; b: Country; middle: Country }[] = [];
      for (const a of countries) {
        for (const b of countries) {
          if (a.cca3 >= b.cca3 || a.confirmedBorders.includes(b.cca3)) continue;
          const common = a.confirmedBorders.filter((code) => b.confirmedBorders.includes(code));
          const uncertain = [...a.uncertainBorders, ...b.uncertainBorders];
          const middle = byCca3.get(common[0] ?? '');
          if (common.length === 1 && middle && !uncertain.includes(middle.cca3)) pairs.push({ a, b, middle });
        }
      }
      const bordersBoth = (pair: { a: Country; b: Country }, option: string) => {
        const code = byName.get(option)?.cca3 ?? '';
        return pair.a.confirmedBorders.includes(code) && pair.b.confirmedBorders.includes(code);
      };
      const touchesEither = (pair: { a: Country; b: Country }, option: string) => {
        const code = byName.get(option)?.cca3 ?? '';
        const uncertain = [...pair.a.uncertainBorders, ...pair.b.uncertainBorders];
        return uncertain.includes(code) || code === pair.a.cca3 || code === pair.b.cca3;
      };
      return factQuestions({
        topic: COMMON_NEIGHBOURS,
        generator: 'country-border',
        template: 'common-neighbour',
        dataset: 'world-countries (borders listed on both sides)',
        entities: pairs,
        entityKey: (pair) => `${pair.a.cca3}+${pair.b.cca3}`,
        correct: (pair) => pair.middle.name,
        // A country with an uncertain border to either side is excluded as if it were true.
        isTrue: (pair, option) => bordersBoth(pair, option) || touchesEither(pair, option),
        pool: (pair) =>
          [...pair.a.confirmedBorders, ...pair.b.confirmedBorders]
            .map((code) => byCca3.get(code)?.name ?? '')
            .filter((name) => name.length > 0),
        stem: (pair) => `Which country shares a land border with both ${pair.a.name} and ${pair.b.name}?`,
        explanation: (pair) =>
          `${pair.middle.name} borders both ${pair.a.name} and ${pair.b.name}; each other option borders only one of them.`,
        difficulty: (pair) => (countryDifficulty(pair.middle) === 'easy' ? 'medium' : 'hard'),
      });
    },
  },
];
