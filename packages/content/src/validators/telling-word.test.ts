import { describe, expect, it } from 'vitest';
import { tellingWords } from './telling-word.ts';

describe('tellingWords', () => {
  it('finds a key that alone echoes the stem', () => {
    expect(
      tellingWords('Which country uses the Comorian franc?', ['Chad', 'Comoros', 'Mali', 'Togo'], 1),
    ).toEqual(['comor']);
    expect(
      tellingWords('Which country uses the Indian rupee?', ['Nepal', 'India', 'Bhutan', 'Sri Lanka'], 1),
    ).toEqual(['india']);
  });

  it('lets a word pass that a distractor shares, or that the stem does not have', () => {
    expect(
      tellingWords(
        'Who built the Qutb Minar?',
        ['Qutbuddin Aibak', 'Iltutmish', 'Qutbuddin Mubarak Shah', 'Balban'],
        0,
      ),
    ).toEqual([]);
    expect(
      tellingWords(
        'Who founded the Brahmo Samaj?',
        ['Ram Mohan Roy', 'Dayanand', 'Keshab', 'Vivekananda'],
        0,
      ),
    ).toEqual([]);
  });
});
