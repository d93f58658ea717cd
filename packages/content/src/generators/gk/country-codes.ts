import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { loadCountryData } from '../../sources/countries.ts';
import { factQuestions } from '../fact-questions.ts';
import { countryDifficulty, WORLD_COUNTRIES_DATASET } from './country-difficulty.ts';

const DIALLING_CODES: TopicDefinition = {
  id: 'dialling-codes',
  categoryId: 'world-facts',
  name: 'International Dialling Codes',
  nameHi: 'अंतरराष्ट्रीय डायलिंग कोड',
};
const INTERNET_DOMAINS: TopicDefinition = {
  id: 'internet-domains',
  categoryId: 'world-facts',
  name: 'Country Internet Domains',
  nameHi: 'देशों के इंटरनेट डोमेन',
};
const DEMONYMS: TopicDefinition = {
  id: 'demonyms',
  categoryId: 'world-facts',
  name: 'What Are the People Called?',
  nameHi: 'लोगों के नाम',
};

export const countryCodeGenerators: TopicGenerator[] = [
  {
    topic: DIALLING_CODES,
    generate: () => {
      const { askable: countries, diallingCodeUsers } = loadCountryData();
      // A code shared with another territory (+1, +7, +44) cannot name one country.
      const unique = countries.filter(
        (country) => country.diallingCode !== undefined && diallingCodeUsers.get(country.diallingCode) === 1,
      );
      return factQuestions({
        topic: DIALLING_CODES,
        generator: 'country-dialling-code',
        template: 'code-of-country',
        dataset: WORLD_COUNTRIES_DATASET,
        entities: unique,
        entityKey: (country) => country.cca3,
        correct: (country) => country.diallingCode,
        isTrue: (country, option) => country.diallingCode === option,
        pool: unique.map((country) => country.diallingCode ?? ''),
        stem: (country) => `What is the international dialling code of ${country.nameInSentence}?`,
        explanation: (country, code) => `Calls to ${country.nameInSentence} from abroad begin with ${code}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `${country.nameHi} का अंतरराष्ट्रीय डायलिंग कोड क्या है?`,
          option: (code) => code,
          explanation: (country, code) =>
            `विदेश से ${country.nameHi} के लिए किए जाने वाले फ़ोन कॉल ${code} से शुरू होते हैं।`,
        },
      });
    },
  },
  {
    topic: INTERNET_DOMAINS,
    generate: () => {
      const { askable: countries } = loadCountryData();
      const withDomain = countries.filter((country) => country.topLevelDomain !== undefined);
      const byDomain = new Map(withDomain.map((country) => [country.topLevelDomain, country]));
      return factQuestions({
        topic: INTERNET_DOMAINS,
        generator: 'country-domain',
        template: 'country-of-domain',
        dataset: 'world-countries',
        entities: withDomain,
        entityKey: (country) => country.cca3,
        correct: (country) => country.name,
        isTrue: (country, option) => byDomain.get(country.topLevelDomain)?.name === option,
        pool: withDomain.map((country) => country.name),
        stem: (country) =>
          `The internet country code domain "${country.topLevelDomain}" belongs to which country?`,
        explanation: (country) =>
          `${country.topLevelDomain} is the country code top-level domain of ${country.nameInSentence}.`,
        difficulty: countryDifficulty,
        hindi: {
          stem: (country) => `इंटरनेट कंट्री कोड डोमेन "${country.topLevelDomain}" किस देश का है?`,
          option: (option) => countries.find((country) => country.name === option)?.nameHi,
          explanation: (country, nameHi) => `${country.topLevelDomain} ${nameHi} का कंट्री कोड टॉप-लेवल डोमेन है।`,
        },
      });
    },
  },
  {
    topic: DEMONYMS,
    generate: () => {
      const { askable: countries } = loadCountryData();
      const users = new Map<string, number>();
      for (const country of countries) {
        if (country.demonym) users.set(country.demonym, (users.get(country.demonym) ?? 0) + 1);
      }
      // A demonym spelled like the country ("Djibouti") makes a pointless question.
      const unique = countries.filter(
        (country) =>
          country.demonym !== undefined &&
          users.get(country.demonym) === 1 &&
          country.demonym !== country.name,
      );
      return factQuestions({
        topic: DEMONYMS,
        generator: 'country-demonym',
        template: 'demonym-of-country',
        dataset: 'world-countries',
        entities: unique,
        entityKey: (country) => country.cca3,
        correct: (country) => country.demonym,
        isTrue: (country, option) => country.demonym === option,
        pool: unique.map((country) => country.demonym ?? ''),
        // "Swedish", "Finnish": many demonyms are adjectives, so the stem asks for the word, not the noun.
        stem: (country) => `In English, which word describes the people of ${country.nameInSentence}?`,
        explanation: (country, demonym) =>
          `In English, the people of ${country.nameInSentence} are described as ${demonym}.`,
        difficulty: countryDifficulty,
        // The answer is an English word, so the options stay in English in the Hindi version too.
        hindi: {
          stem: (country) => `अंग्रेज़ी में ${country.nameHi} के लोगों के लिए कौन-सा शब्द प्रयोग होता है?`,
          option: (demonym) => demonym,
          explanation: (country, demonym) =>
            `अंग्रेज़ी में ${country.nameHi} के लोगों के लिए ${demonym} शब्द प्रयोग होता है।`,
        },
      });
    },
  },
];
