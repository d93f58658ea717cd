import { describe, expect, it } from 'vitest';
import { missingNumber, readings } from './missing-number.ts';
import { puzzleTopicProblems } from './puzzle-candidates.ts';

const candidates = missingNumber.generate();

describe('missing number', () => {
  it('finds the one rule that fits the complete rows', () => {
    const found = readings([
      [4, 5, 9],
      [3, 7, 10],
      [6, 2, undefined],
    ]);
    expect(found.map((r) => [r.rule.id, r.orientation, r.values])).toEqual([['sum', 'rows', [8]]]);
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('shows the table with one "?" and keys the only number that completes it', () => {
    for (const { question } of candidates) {
      const figure = question.figure;
      expect(figure?.kind).toBe('table');
      if (figure?.kind !== 'table') continue;
      const grid = figure.rows.map((row) =>
        row.slice(1).map((cell) => (cell === '?' ? undefined : Number(cell))),
      );
      expect(grid.flat().filter((cell) => cell === undefined)).toHaveLength(1);
      const found = readings(grid);
      expect(found, question.stem).toHaveLength(1);
      expect(found[0]?.values.map(String), question.stem).toEqual([question.options[question.answerIndex]]);
    }
  });
});
