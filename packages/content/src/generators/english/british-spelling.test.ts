import { describe, expect, it } from 'vitest';
import { knownWords } from '../../sources/english-words.ts';
import { antonymGenerators } from './antonyms.ts';
import { britishSpellingOf, hasDisputedSpelling, isAmericanSpelling } from './british-spelling.ts';
import { synonymGenerators } from './synonyms.ts';

// Loading WordNet, the word list and the vocabulary questions takes longer than one test may.
const dictionary = knownWords();
const shown = [...synonymGenerators, ...antonymGenerators]
  .flatMap((generator) => generator.generate())
  .flatMap(({ question }) => [...question.options, /"(.+)"/.exec(question.stem)?.[1] ?? '']);

describe('British spelling', () => {
  it('finds the British form of American spellings', () => {
    const pairs: [string, string][] = [
      ['color', 'colour'],
      ['behavior', 'behaviour'],
      ['neighborhood', 'neighbourhood'],
      ['center', 'centre'],
      ['theater', 'theatre'],
      ['analyze', 'analyse'],
      ['catalog', 'catalogue'],
      ['defense', 'defence'],
      ['traveled', 'travelled'],
      ['marvelous', 'marvellous'],
      ['fulfill', 'fulfil'],
      ['diarrhea', 'diarrhoea'],
      ['gotten', 'got'],
      ['percent', 'per cent'],
    ];
    for (const [american, british] of pairs)
      expect(britishSpellingOf(american, dictionary), american).toBe(british);
  });

  it('leaves British forms and words spelt alike alone', () => {
    for (const word of [
      'colour',
      'centre',
      'travelled',
      'willing',
      'story',
      'install',
      'for',
      'morning',
      'chamber',
      'eager',
      'letter',
      'junior',
      'organize',
    ]) {
      expect(isAmericanSpelling(word), word).toBe(false);
    }
  });

  it('treats words with two accepted British spellings as disputed', () => {
    for (const word of ['organize', 'organise', 'judgment', 'program', 'color'])
      expect(hasDisputedSpelling(word), word).toBe(true);
    for (const word of ['accommodate', 'colour', 'necessary', 'receive'])
      expect(hasDisputedSpelling(word), word).toBe(false);
  });

  it('keeps American spellings out of synonym and antonym questions', () => {
    expect(shown.filter((word) => isAmericanSpelling(word))).toEqual([]);
  });
});
