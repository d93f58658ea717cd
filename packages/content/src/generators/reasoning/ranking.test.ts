import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { ordinal } from '../aptitude/format.ts';
import { ordinalHi, ranking } from './ranking.ts';

const candidates = ranking.generate();

describe('ranking and order', () => {
  it('spells places as the paper does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 52, 53, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '52nd',
      '53rd',
      '111th',
    ]);
    expect([1, 3, 6, 12].map((n) => ordinalHi(n))).toEqual(['पहला', 'तीसरा', 'छठा', '12वाँ']);
    expect([2, 4, 12].map((n) => ordinalHi(n, true))).toEqual(['दूसरे', 'चौथे', '12वें']);
  });

  it('asks every question in both languages, with no place out of the row', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(300);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(question.stemHi && question.explanationHi && question.optionsHi, question.stem).toBeTruthy();
      expect(question.stem).not.toMatch(/\b(1|2|3|\d*[02-9]1|\d*[02-9]2|\d*[02-9]3)th\b/);
      const total = Number(/row of (\d+)/.exec(question.stem)?.[1] ?? Number.POSITIVE_INFINITY);
      for (const option of question.options) expect(Number.parseInt(option, 10)).toBeLessThanOrEqual(total);
    }
  });
});
