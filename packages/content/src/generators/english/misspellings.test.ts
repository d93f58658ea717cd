import { describe, expect, it } from 'vitest';
import { misspellingsOf } from './misspellings.ts';

describe('misspellingsOf', () => {
  it('makes the usual learner mistakes and never returns the word itself', () => {
    const wrong = misspellingsOf('accommodate');
    expect(wrong).toContain('acommodate');
    expect(wrong).toContain('accomodate');
    expect(wrong).not.toContain('accommodate');
    expect(misspellingsOf('believe')).toContain('beleive');
  });

  it('never swaps vowels at random or doubles a vowel', () => {
    expect(misspellingsOf('receipt')).not.toContain('roceipt');
    expect(misspellingsOf('eighth')).not.toContain('eeghth');
    expect(misspellingsOf('liaison')).not.toContain('laaison');
    expect(misspellingsOf('separate')).toContain('seperate');
    expect(misspellingsOf('rhythm')).toContain('rythm');
    expect(misspellingsOf('occasion')).toContain('occassion');
    expect(misspellingsOf('believe')).toContain('belive');
    for (const word of ['receipt', 'eighth', 'liaison', 'accommodate', 'necessary'])
      for (const wrong of misspellingsOf(word)) expect(wrong, word).not.toMatch(/([aeiou])\1\1|aa|ii|uu/);
  });
});
