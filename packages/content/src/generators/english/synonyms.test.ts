import { describe, expect, it } from 'vitest';
import { loadWordNet } from '../../sources/wordnet.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { oppositesOf } from './antonyms.ts';
import { areSynonyms, synonymGenerators, synonymPairs } from './synonyms.ts';
import { isCommonWord, relatedInAnySense, sensesIn } from './vocabulary-words.ts';

const wordnet = loadWordNet();
const pairs = synonymPairs(wordnet);
const candidates = synonymGenerators.flatMap((generator) => generator.generate());
const asked = (stem: string) => /"(.+)"/.exec(stem)?.[1] ?? '';

describe('synonym questions', () => {
  it('pass the validators and keep at least 20 questions per topic', () => {
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { topic } of synonymGenerators) {
      const inTopic = candidates.filter(({ question }) => question.subcategoryId === topic.id);
      expect(inTopic.length, topic.id).toBeGreaterThanOrEqual(20);
    }
  });

  it('pair words only in the target word’s most frequent sense', () => {
    for (const pair of pairs) {
      const first = sensesIn(wordnet, pair.word, pair.pos)[0] ?? '';
      expect(wordnet.synsets.get(first)?.lemmas, pair.word).toContain(pair.synonym);
    }
  });

  it('leave out pairs that share only a rare, slang or inflected sense', () => {
    const synonymOf = (word: string) => pairs.find((pair) => pair.word === word)?.synonym;
    expect(synonymOf('plant')).not.toBe('works');
    expect(synonymOf('authority')).not.toBe('potency');
    expect(synonymOf('battle')).not.toBe('engagement');
    expect(synonymOf('cowboy')).not.toBe('puncher');
    expect(synonymOf('gay')).toBeUndefined();
    expect(synonymOf('men')).toBeUndefined();
    expect(synonymOf('hard')).toBe('difficult');
  });

  it('never offer a distractor that is a synonym, similar word or opposite of the target in any sense', () => {
    for (const { question } of candidates) {
      const target = asked(question.stem);
      const opposites = oppositesOf(wordnet, target);
      const related = relatedInAnySense(wordnet, target);
      for (const option of question.options.filter((_, index) => index !== question.answerIndex)) {
        expect(areSynonyms(wordnet, target, option), `${target}: ${option}`).toBe(false);
        expect(opposites.has(option), `${target}: ${option}`).toBe(false);
        expect(related.has(option), `${target}: ${option}`).toBe(false);
      }
    }
  });

  it('show only common words', () => {
    for (const { question } of candidates) {
      for (const option of question.options) expect(isCommonWord(wordnet, option, 3), option).toBe(true);
    }
  });

  it('drop weak keys and never offer a distractor a reader could defend', () => {
    const synonymOf = (word: string) => pairs.find((pair) => pair.word === word)?.synonym;
    expect(synonymOf('enjoy')).not.toBe('bask');
    expect(synonymOf('leaf')).not.toBe('foliage');
    const optionsOf = (word: string) =>
      candidates.find(({ question }) => asked(question.stem) === word)?.question.options ?? [];
    expect(optionsOf('forbid')).not.toContain('deny');
    expect(optionsOf('prominent')).not.toContain('principal');
    expect(optionsOf('prompt')).not.toContain('invite');
    expect(optionsOf('central')).not.toContain('downtown');
    for (const { question } of candidates) {
      expect(question.options).not.toContain('naked');
      expect(question.options).not.toContain('drunk');
    }
  });
});
