import { describe, expect, it } from 'vitest';
import { knownWords } from '../../sources/english-words.ts';
import { homophoneSetSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { homophoneGenerators } from './homophones.ts';

const sets = loadFactTable('homophones', homophoneSetSchema);
const entries = sets.flatMap((set) => set.words.map((entry) => ({ ...entry, set })));
const byWord = new Map(entries.map((entry) => [entry.word, entry]));
const candidates = homophoneGenerators.flatMap((generator) => generator.generate());

describe('homophone questions', () => {
  it('use only real English words', () => {
    const dictionary = knownWords();
    // Contractions such as "they're" are not in the word lists.
    const unknown = entries
      .map((entry) => entry.word)
      .filter((word) => !word.includes("'") && !dictionary.has(word));
    expect(unknown).toEqual([]);
  });

  it('ask about every word twice and pass the validators', () => {
    expect(candidates).toHaveLength(entries.length * 2);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
  });

  it('always offer the sound-alikes when asking for a meaning, and fill only from other meaning classes', () => {
    for (const { question } of candidates.filter((candidate) =>
      candidate.question.stem.includes(' means '),
    )) {
      const target = byWord.get(question.options[question.answerIndex] ?? '');
      expect(target).toBeDefined();
      if (!target) continue;
      for (const sibling of target.set.words) expect(question.options).toContain(sibling.word);
      const fills = question.options.filter((option) => byWord.get(option)?.set !== target.set);
      for (const fill of fills) expect(byWord.get(fill)?.class).not.toBe(target.class);
    }
  });

  it('offer exactly one word from the same set when asking what sounds alike', () => {
    for (const { question } of candidates.filter((candidate) =>
      candidate.question.stem.includes('pronounced'),
    )) {
      const asked = byWord.get(/"(.+)"/.exec(question.stem)?.[1] ?? '');
      const alike = question.options.filter((option) => byWord.get(option)?.set === asked?.set);
      expect(alike).toEqual([question.options[question.answerIndex]]);
    }
  });
});
