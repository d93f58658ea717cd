import { describe, expect, it } from 'vitest';
import { Fraction } from '../../model/fraction.ts';
import {
  decimalText,
  exactValue,
  fractionText,
  optionValue,
  rootText,
  superscript,
  surdText,
} from './math-text.ts';

describe('math text', () => {
  it('prints numbers as the paper does', () => {
    expect(fractionText(new Fraction(-14, 8))).toBe('−7/4');
    expect(decimalText(new Fraction(127, 4))).toBe('31.75');
    expect(decimalText(new Fraction(21, 2))).toBe('10.5');
    expect(decimalText(new Fraction(1, 3))).toBeUndefined();
    expect(surdText(new Fraction(20), 3)).toBe('20√3');
    expect(surdText(new Fraction(1, 2), 3)).toBe('√3/2');
    expect(surdText(new Fraction(5, 2), 3)).toBe('5√3/2');
    expect(rootText(48)).toBe('4√3');
    expect(rootText(49)).toBe('7');
    expect(superscript('2x−1')).toBe('²ˣ⁻¹');
  });

  it('reads options back as numbers', () => {
    expect(optionValue('20√3 m')).toBeCloseTo(20 * Math.sqrt(3), 12);
    expect(optionValue('√3/2')).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(optionValue('(11 + 6√2)/7')).toBeCloseTo((11 + 6 * Math.sqrt(2)) / 7, 12);
    expect(optionValue('2(√5 + √2)')).toBeCloseTo(2 * (Math.sqrt(5) + Math.sqrt(2)), 12);
    expect(optionValue('5(3 + √3) m')).toBeCloseTo(5 * (3 + Math.sqrt(3)), 12);
    expect(optionValue('₹12')).toBe(12);
    expect(optionValue('60°')).toBe(60);
    expect(optionValue('x = 3, y = 4')).toBeNaN();
  });

  it('evaluates printed arithmetic exactly, "of" before ÷', () => {
    expect(exactValue('48 ÷ [16 − {4 × (5 − 3)}]').toString()).toBe('6');
    expect(exactValue('20 + 120 ÷ 4 of 3 − 6').toString()).toBe('24');
    expect(exactValue('3/4 of 240 + 2/5 of 150').toString()).toBe('240');
    expect(exactValue('4/3 ÷ 5/2 × 3/4').toString()).toBe('2/5');
    expect(exactValue('√0.09 + √1.44 − √0.25').toString()).toBe('1');
    expect(exactValue('18² − 5² ÷ 5 + 3³').toString()).toBe('346');
    expect(exactValue('3.5 × 1.5 + 5.4 ÷ 0.2').toString()).toBe('129/4');
  });
});
