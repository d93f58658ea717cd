import { describe, expect, it } from 'vitest';
import { heightsAndDistances, trigonometricRatios } from './trigonometry.ts';
import { expectSoundTopic } from './worked-topics.test-helpers.ts';

describe('trigonometry topics', () => {
  it('trigonometric ratios', () => expectSoundTopic(trigonometricRatios));
  it('heights and distances', () => expectSoundTopic(heightsAndDistances));

  it('draws every heights question from its own numbers, with alt text in both languages', () => {
    for (const { question } of heightsAndDistances.generate()) {
      const figure = question.figure;
      expect(figure?.kind).toBe('drawing');
      if (figure?.kind !== 'drawing') continue;
      const labels = figure.shapes.flatMap((shape) => (shape.type === 'text' ? [shape.text] : []));
      const angles = question.stem.match(/\d+°/g) ?? [];
      for (const angle of angles) expect(labels, question.stem).toContain(angle);
      for (const angle of angles) expect(figure.alt, question.stem).toContain(angle);
      expect(figure.altHi).toBeTruthy();
      for (const shape of figure.shapes)
        if ('x' in shape) expect(shape.x >= 0 && shape.x <= figure.width, question.stem).toBe(true);
    }
  });

  it('prints heights in surd form with units in both languages', () => {
    const sample = heightsAndDistances.generate().map(({ question }) => question);
    expect(sample.some((q) => q.options.some((o) => /^\d+√3 m$/.test(o)))).toBe(true);
    for (const q of sample) for (const o of q.optionsHi ?? []) expect(o).toMatch(/ मीटर$/);
  });
});
