import { describe, expect, it } from 'vitest';
import { evaluateBodmas, mathematicalOperations, parseAndEvaluate } from './mathematical-operations.ts';
import { puzzleTopicProblems } from './puzzle-candidates.ts';

const candidates = mathematicalOperations.generate();

/** Reads the rule as printed ("'+' means '×'", "'+' and '×' are interchanged") and applies it to the printed sum. */
function valueFromText(stem: string): string {
  const [rule = '', expression = ''] = stem.split('\n');
  const meaning = new Map<string, string>();
  for (const [, from = '', to = ''] of rule.matchAll(/'(.)' means '(.)'/g)) meaning.set(from, to);
  for (const [, x = '', y = ''] of rule.matchAll(/'(.)' and '(.)' are interchanged/g)) {
    meaning.set(x, y);
    meaning.set(y, x);
  }
  const rewritten = expression
    .replace(' = ?', '')
    .replace(/[+−×÷]/g, (symbol) => meaning.get(symbol) ?? symbol);
  const value = parseAndEvaluate(rewritten);
  return value.d === 1 ? String(value.n) : 'not whole';
}

describe('mathematical operations', () => {
  it('does × and ÷ before + and −, left to right', () => {
    expect(evaluateBodmas([18, 3, 4, 6, 2], ['÷', '×', '+', '−'])).toEqual({ n: 28, d: 1 });
    expect(parseAndEvaluate('18 ÷ 3 × 4 + 6 − 2')).toEqual({ n: 28, d: 1 });
    expect(parseAndEvaluate('4 ÷ 8 × 6')).toEqual({ n: 3, d: 1 });
    expect(parseAndEvaluate('10 − 4 − 3')).toEqual({ n: 3, d: 1 });
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('keys the value of the printed expression read with the printed rule', () => {
    for (const { question } of candidates) {
      expect(valueFromText(question.stem), question.stem).toBe(question.options[question.answerIndex]);
    }
  });
});
