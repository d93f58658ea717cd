import { describe, expect, it } from 'vitest';
import { loadWordNet } from '../../sources/wordnet.ts';
import {
  areNear,
  isBlockedWord,
  isCommonWord,
  isEverydayFiller,
  isInflectedForm,
  isMarkedSense,
  reachOf,
  relatedInAnySense,
} from './vocabulary-words.ts';

const wordnet = loadWordNet();

describe('vocabulary words', () => {
  it('treats plurals and comparatives listed as lemmas as inflections, but not uncountable nouns', () => {
    for (const word of ['authorities', 'works', 'men', 'larger', 'bigger']) {
      expect(isInflectedForm(wordnet, word), word).toBe(true);
    }
    for (const word of ['aid', 'news', 'happy', 'inner', 'outer', 'hard']) {
      expect(isInflectedForm(wordnet, word), word).toBe(false);
    }
  });

  it('reads WordNet usage labels per sense, a colloquial label on a synset meaning its alternates', () => {
    const synsetOf = (word: string, pos: string) =>
      (wordnet.sensesOf.get(word) ?? []).find((key) => key.startsWith(`${pos}:`)) ?? '';
    // {slowly, slow, easy, tardily} is labelled colloquial for "slow", not for "slowly".
    const slowly = synsetOf('slowly', 'adv');
    expect(isMarkedSense(wordnet, slowly, 'slowly')).toBe(false);
    expect(isMarkedSense(wordnet, slowly, 'slow')).toBe(true);
    // A slang synset is slang for every lemma: "pile" and "bundle" meaning a lot of money.
    const money = (wordnet.sensesOf.get('megabucks') ?? [])[0] ?? '';
    expect(isMarkedSense(wordnet, money, 'pile')).toBe(true);
    expect(isMarkedSense(wordnet, synsetOf('pile', 'noun'), 'pile')).toBe(false);
  });

  it('never shows words whose everyday sense is offensive or an identity', () => {
    for (const word of ['gay', 'queer', 'bastard', 'damned', 'bloody']) {
      expect(isCommonWord(wordnet, word, 1), word).toBe(false);
    }
  });

  it('never shows vulgar or anatomical words, nor American spellings', () => {
    for (const word of ['penis', 'breast', 'scrotum', 'intercourse', 'urine', 'shit', 'prostitute']) {
      expect(isBlockedWord(word), word).toBe(true);
      expect(isCommonWord(wordnet, word, 1), word).toBe(false);
    }
    for (const word of ['color', 'honor', 'center', 'favorite'])
      expect(isCommonWord(wordnet, word, 1), word).toBe(false);
    expect(isCommonWord(wordnet, 'garden', 1)).toBe(true);
  });

  it('keeps technical terms out of distractor slots', () => {
    for (const word of ['antigen', 'thyroglobulin', 'polynomial', 'micrometeorite']) {
      expect(isEverydayFiller(wordnet, word, 1), word).toBe(false);
    }
    expect(isEverydayFiller(wordnet, 'garden', 8)).toBe(true);
  });

  it('finds opposites and synonyms in any sense, and words linked through a shared meaning', () => {
    expect(relatedInAnySense(wordnet, 'hot').has('cold')).toBe(true);
    expect(relatedInAnySense(wordnet, 'hot').has('chilly')).toBe(true);
    expect(areNear(wordnet, reachOf(wordnet, 'totally'), 'thoroughly')).toBe(true);
    expect(areNear(wordnet, reachOf(wordnet, 'totally'), 'garden')).toBe(false);
  });
});
