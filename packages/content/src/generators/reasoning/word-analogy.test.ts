import { describe, expect, it } from 'vitest';
import { puzzleTopicProblems } from './puzzle-candidates.ts';
import { RELATIONS, relationsOf, wordAnalogy } from './word-analogy.ts';

const candidates = wordAnalogy.generate();

describe('word analogy', () => {
  it('gives each word one partner in a relation, and Hindi for every word', () => {
    for (const relation of RELATIONS) {
      const firsts = relation.pairs.map((pair) => pair.first[0]);
      const seconds = relation.pairs.map((pair) => pair.second[0]);
      expect(new Set(firsts).size, relation.id).toBe(firsts.length);
      expect(new Set(seconds).size, relation.id).toBe(seconds.length);
      for (const pair of relation.pairs) expect(pair.first[1] && pair.second[1], pair.first[0]).toBeTruthy();
    }
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('keys the word that stands to the third word as the second stands to the first', () => {
    for (const { question } of candidates) {
      const [a = '', b = '', c = ''] = (question.stem.split('\n')[1] ?? '').split(/ :: | : /);
      const relation = relationsOf(a, b);
      expect(relation, question.stem).toHaveLength(1);
      const fits = question.options.filter((option) => relationsOf(c, option).includes(relation[0] ?? ''));
      expect(fits, question.stem).toEqual([question.options[question.answerIndex]]);
    }
  });
});
