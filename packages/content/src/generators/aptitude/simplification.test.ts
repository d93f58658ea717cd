import { describe, expect, it } from 'vitest';
import { simplification } from './simplification.ts';
import { expectSoundTopic } from './worked-topics.test-helpers.ts';

describe('simplification', () => {
  it('every question read back by a parser agrees with the built answer', () =>
    expectSoundTopic(simplification));

  it('writes "of" as the Hindi paper does, operands swapped ("240 का 3/4")', () => {
    const withOf = simplification.generate().find(({ question }) => question.stem.includes(' of '));
    expect(withOf?.question.stemHi).toContain(' का ');
  });
});
