import { describe, expect, it } from 'vitest';
import { knownWords } from '../../sources/english-words.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { hasDisputedSpelling } from './british-spelling.ts';
import { spellingGenerators } from './spelling.ts';
import { isBlockedWord } from './vocabulary-words.ts';

const byTopic = spellingGenerators.map((generator) => ({
  id: generator.topic.id,
  candidates: generator.generate(),
}));
const candidates = byTopic.flatMap(({ candidates }) => candidates);
const keys = candidates.map(({ question }) => question.options[question.answerIndex] ?? '');

describe('spelling questions', () => {
  it('stay about a tenth of an English bank of some 4,200 questions, each topic at least 20', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(340);
    expect(candidates.length).toBeLessThanOrEqual(400);
    for (const { id, candidates: inTopic } of byTopic) expect(inTopic.length, id).toBeGreaterThanOrEqual(20);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
  });

  it('keep the words examiners ask and a spread of difficulty', () => {
    for (const word of [
      'accommodate',
      'embarrass',
      'necessary',
      'occurrence',
      'privilege',
      'receive',
      'separate',
    ]) {
      expect(keys, word).toContain(word);
    }
    for (const level of ['easy', 'medium', 'hard'])
      expect(
        candidates.filter(({ question }) => question.difficulty === level).length,
        level,
      ).toBeGreaterThan(50);
  });

  it('never teach an American or disputed spelling, nor mark a British spelling wrong', () => {
    expect(keys.filter((word) => hasDisputedSpelling(word))).toEqual([]);
    for (const word of ['behavior', 'neighbor', 'theater', 'favorite', 'license', 'program', 'percent'])
      expect(keys).not.toContain(word);
    const dictionary = knownWords();
    for (const { question } of candidates) {
      const wrong = question.options.filter((_, index) => index !== question.answerIndex);
      expect(
        wrong.filter((option) => dictionary.has(option)),
        question.stem,
      ).toEqual([]);
    }
  });

  it('never ask a vulgar or anatomical word', () => {
    expect(keys.filter((word) => isBlockedWord(word))).toEqual([]);
    expect(keys).not.toContain('bastard');
  });

  it('name the word by its meaning, not by listing the options in the stem', () => {
    const listing = candidates.filter(({ question }) => !/\n(Meaning)/.test(question.stem));
    expect(listing.length).toBeLessThan(candidates.length / 8);
    for (const { question } of candidates) {
      expect(question.stem.startsWith('Which of these words is spelt correctly?'), question.stem).toBe(true);
      const key = question.options[question.answerIndex] ?? '';
      const meaning = question.stem.split('\n')[1] ?? '';
      if (meaning.startsWith('Meaning')) expect(meaning).not.toContain(key.slice(0, 4));
    }
  });
});
