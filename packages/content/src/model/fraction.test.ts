import { describe, expect, it } from 'vitest';
import { Fraction, gcd } from './fraction.ts';

describe('Fraction', () => {
  it('keeps values exact and in lowest terms', () => {
    expect(new Fraction(6, 8).toString()).toBe('3/4');
    expect(new Fraction(1, 3).add(new Fraction(1, 6)).toString()).toBe('1/2');
    expect(new Fraction(21, 20).pow(2).mul(400).toString()).toBe('441');
    expect(new Fraction(7, 2).toString(true)).toBe('3 1/2');
    expect(new Fraction(3, -6).equals(new Fraction(-1, 2))).toBe(true);
  });

  it('refuses a zero denominator', () => {
    expect(() => new Fraction(1, 0)).toThrow();
  });

  it('computes gcd', () => {
    expect(gcd(84, 36)).toBe(12);
  });
});
