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
});
