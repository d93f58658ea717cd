import { describe, expect, it } from 'vitest';
import { loadWordNet } from '../../sources/wordnet.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { antonymGenerators, antonymPairs, nearOpposites, oppositesOf, shareRoot } from './antonyms.ts';
import { areSynonyms } from './synonyms.ts';
import { isCommonWord } from './vocabulary-words.ts';

const wordnet = loadWordNet();
const pairs = antonymPairs(wordnet);
const candidates = antonymGenerators.flatMap((generator) => generator.generate());
const asked = (stem: string) => /"(.+)"/.exec(stem)?.[1] ?? '';
const antonymOf = (word: string) => pairs.find((pair) => pair.word === word)?.antonym;

describe('antonym questions', () => {
  it('pass the validators and keep at least 20 questions per topic', () => {
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { topic } of antonymGenerators) {
      const inTopic = candidates.filter(({ question }) => question.subcategoryId === topic.id);
      expect(inTopic.length, topic.id).toBeGreaterThanOrEqual(20);
    }
  });

  it('ask for the everyday opposite, not a partial or technical one', () => {
    expect(antonymOf('early')).toBe('late');
    expect(antonymOf('win')).toBe('lose');
    expect(antonymOf('hungry')).toBeUndefined();
    expect(antonymOf('walk')).toBeUndefined();
    expect(antonymOf('know')).toBeUndefined();
    expect(antonymOf('consonant')).toBeUndefined();
  });

  it('never offer a distractor that is an opposite of the target or a synonym of the answer', () => {
    for (const { question } of candidates) {
      const target = asked(question.stem);
      const answer = question.options[question.answerIndex] ?? '';
      const opposites = oppositesOf(wordnet, target);
      for (const option of question.options.filter((_, index) => index !== question.answerIndex)) {
        expect(opposites.has(option), `${target}: ${option}`).toBe(false);
        expect(areSynonyms(wordnet, answer, option), `${target}: ${option}`).toBe(false);
      }
    }
  });

  it('draw close-in-meaning distractors from everyday senses only', () => {
    const beauty = candidates.find(({ question }) => asked(question.stem) === 'beauty')?.question;
    for (const slang of ['knockout', 'peach', 'dish', 'looker']) expect(beauty?.options).not.toContain(slang);
    for (const { question } of candidates) {
      for (const option of question.options) expect(isCommonWord(wordnet, option, 1), option).toBe(true);
    }
  });

  it('never offer a second defensible opposite: "silly" beside "intelligent"', () => {
    const intelligent = candidates.find(({ question }) => asked(question.stem) === 'intelligent')?.question;
    expect(intelligent?.options).not.toContain('silly');
    expect(nearOpposites(wordnet, 'unintelligent', 'adj').has('silly')).toBe(true);
    for (const { question } of candidates) {
      const answer = question.options[question.answerIndex] ?? '';
      const near = nearOpposites(wordnet, answer, 'adj');
      for (const pos of ['noun', 'verb', 'adv'] as const)
        for (const word of nearOpposites(wordnet, answer, pos)) near.add(word);
      const wrong = question.options.filter((_, index) => index !== question.answerIndex);
      expect(
        wrong.filter((option) => near.has(option)),
        question.stem,
      ).toEqual([]);
    }
  });

  it('never ask kinship counterparts, and never grade a prefix-made opposite hard', () => {
    for (const word of ['aunt', 'uncle', 'husband', 'wife', 'nephew', 'boy', 'parent'])
      expect(antonymOf(word), word).toBeUndefined();
    for (const { question } of candidates) {
      const answer = question.options[question.answerIndex] ?? '';
      if (shareRoot(asked(question.stem), answer))
        expect(question.difficulty, question.stem).not.toBe('hard');
    }
    // Where the opposite's own synset has a plain word, that is the answer.
    expect(antonymOf('uncertain')).toBe('sure');
  });

  it('put a look-alike prefixed word beside a prefixed answer where one fits', () => {
    const withPrefix = candidates.filter(({ question }) => {
      const answer = question.options[question.answerIndex] ?? '';
      return /^un/.test(answer) && shareRoot(asked(question.stem), answer);
    });
    const withLookAlike = withPrefix.filter(({ question }) =>
      question.options.some((option, index) => index !== question.answerIndex && option.startsWith('un')),
    );
    expect(withLookAlike.length).toBeGreaterThan(withPrefix.length / 2);
  });

  it('never use "naked" or "drunk" as a filler', () => {
    for (const { question } of candidates) {
      expect(question.options).not.toContain('naked');
      expect(question.options).not.toContain('drunk');
    }
  });
});
