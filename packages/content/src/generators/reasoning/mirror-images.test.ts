import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import {
  glyphLook,
  glyphsOfOption,
  imageOf,
  mirrorAndWaterImages,
  mirrorClockBySolver,
  pictureLook,
} from './mirror-images.ts';

const candidates = mirrorAndWaterImages.generate();

describe('mirror and water images', () => {
  it('treats a letter symmetric about the mirror axis as unchanged', () => {
    expect(glyphLook({ char: 'A', turn: 1 })).toBe(glyphLook({ char: 'A', turn: 0 }));
    expect(glyphLook({ char: 'R', turn: 1 })).not.toBe(glyphLook({ char: 'R', turn: 0 }));
    expect(glyphLook({ char: 'K', turn: 2 })).toBe(glyphLook({ char: 'K', turn: 0 }));
    expect(glyphLook({ char: 'N', turn: 3 })).toBe(glyphLook({ char: 'N', turn: 0 }));
  });

  it('reverses the order and each character in a vertical mirror, and only turns characters over in water', () => {
    expect(imageOf('R4K7', 'mirror')).toEqual([
      { char: '7', turn: 1 },
      { char: 'K', turn: 1 },
      { char: '4', turn: 1 },
      { char: 'R', turn: 1 },
    ]);
    expect(imageOf('R4', 'water')).toEqual([
      { char: 'R', turn: 2 },
      { char: '4', turn: 2 },
    ]);
  });

  it('reads a clock in the mirror by reflecting its hands', () => {
    expect(mirrorClockBySolver(3, 40)).toBe('8:20');
    expect(mirrorClockBySolver(12, 10)).toBe('11:50');
    expect(mirrorClockBySolver(9, 0)).toBe('3:00');
    expect(mirrorClockBySolver(5, 8)).toBe('6:52');
  });

  it('makes at least 120 valid questions whose four pictures all look different', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(120);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(question.stemHi && question.optionsHi && question.explanationHi).toBeTruthy();
      if (!question.optionFigures) continue;
      const looks = question.options.map((option) => pictureLook(glyphsOfOption(option) ?? []));
      expect(new Set(looks).size, question.stem).toBe(4);
      question.optionFigures.forEach((figure, index) => {
        expect(figure.alt).toBe(question.options[index]);
      });
    }
    const kinds = new Set(candidates.map(({ question }) => question.stem.split(' ').slice(0, 5).join(' ')));
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });
});
