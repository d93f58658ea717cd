import { describe, expect, it } from 'vitest';
import { comesBefore, dictionaryOrder } from './dictionary-order.ts';
import { puzzleTopicProblems } from './puzzle-candidates.ts';

const candidates = dictionaryOrder.generate();

describe('dictionary order', () => {
  it('puts a word before the longer words it begins', () => {
    expect(comesBefore('Plane', 'Planet')).toBe(true);
    expect(comesBefore('Plant', 'Planet')).toBe(false);
    expect(comesBefore('Bread', 'Break')).toBe(true);
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('keys the order an English collation gives', () => {
    const collate = new Intl.Collator('en');
    for (const { question } of candidates) {
      const words = question.stem
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^\d+\. /, ''));
      const sorted = [...words].sort(collate.compare);
      const key = question.options[question.answerIndex];
      const place = ['first', 'second', 'third', 'fourth', 'fifth'].findIndex((p) =>
        question.stem.includes(` come ${p} `),
      );
      const expected = place >= 0 ? sorted[place] : sorted.map((word) => words.indexOf(word) + 1).join(', ');
      expect(key, question.stem).toBe(expected);
    }
  });
});
