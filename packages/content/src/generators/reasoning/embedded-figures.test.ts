import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { containsSteps, embeddedFigures, hiddenBySolver, type Segment, SHAPES } from './embedded-figures.ts';

const candidates = embeddedFigures.generate();
const shape = (id: string) => SHAPES.find((candidate) => candidate.id === id)?.segments ?? [];
const steps = (segments: readonly Segment[]) => {
  const keys = new Set<string>();
  for (const [[x1, y1], [x2, y2]] of segments) {
    const n = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)) * 2;
    const [dx, dy] = [Math.sign(x2 - x1), Math.sign(y2 - y1)];
    for (let i = 0; i < n; i++) {
      const [x, y] = [x1 * 2 + i * dx, y1 * 2 + i * dy];
      keys.add(
        dx < 0 || (dx === 0 && dy < 0) ? `${x + dx},${y + dy},${-dx},${-dy}` : `${x},${y},${dx},${dy}`,
      );
    }
  }
  return keys;
};

describe('embedded figures', () => {
  it('finds a shape only where all its lines are drawn', () => {
    const boxWithCross: Segment[] = [
      ...shape('sq2'),
      [
        [0, 0],
        [2, 2],
      ],
      [
        [2, 0],
        [0, 2],
      ],
    ];
    expect(hiddenBySolver(boxWithCross, shape('rt2'))).toBe(true);
    expect(hiddenBySolver(boxWithCross, shape('iso21down'))).toBe(true);
    expect(hiddenBySolver(boxWithCross, shape('sq1'))).toBe(false);
    expect(hiddenBySolver(boxWithCross, shape('diamond'))).toBe(false);
    // A triangle pointing down holds one pointing up only when turned round.
    const down = shape('iso21down');
    expect(hiddenBySolver(down, shape('iso21'))).toBe(false);
    expect(containsSteps(steps(down), shape('iso21'))).toBe(true);
    expect(containsSteps(steps(down), shape('iso21'), [([x, y]) => [x, y]])).toBe(false);
  });

  it('makes at least 120 valid questions; the builder and the solver agree on every option', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(120);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(question.optionFigures).toHaveLength(4);
      expect(question.figure?.kind === 'drawing' && question.figure.alt.includes('(')).toBe(true);
    }
  });
});
