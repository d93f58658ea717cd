import { describe, expect, it } from 'vitest';
import { letterAnalogy, stepsBetween } from './letter-analogy.ts';
import { puzzleTopicProblems } from './puzzle-candidates.ts';

const candidates = letterAnalogy.generate();

describe('letter analogy', () => {
  it('reads the step of each letter', () => {
    expect(stepsBetween('ACE', 'BDF')).toEqual([1, 1, 1]);
    expect(stepsBetween('KMO', 'JOR')).toEqual([-1, 2, 3]);
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('keys the one option whose letters move as the first pair does', () => {
    for (const { question } of candidates) {
      const [first = '', second = '', third = '', fourth = ''] = (question.stem.split('\n')[1] ?? '').split(
        / :: | : /,
      );
      const codes = (word: string) => [...word].map((c) => c.charCodeAt(0));
      const steps = codes(second).map((code, i) => code - (codes(first)[i] ?? 0));
      const fits = question.options.filter((option) => {
        const [from, to] = third === '?' ? [option, fourth] : [third, option];
        return codes(to).every((code, i) => code - (codes(from)[i] ?? 0) === steps[i]);
      });
      expect(fits, question.stem).toEqual([question.options[question.answerIndex]]);
    }
  });
});
