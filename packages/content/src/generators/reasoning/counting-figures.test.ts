import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import {
  countingFigures,
  maximalSegments,
  quadrilateralsByPoints,
  type Seg,
  smallestTriangles,
  trianglesByLines,
  trianglesByPoints,
} from './counting-figures.ts';

const candidates = countingFigures.generate();
const square: Seg[] = [
  [
    [0, 0],
    [4, 0],
  ],
  [
    [4, 0],
    [4, 4],
  ],
  [
    [4, 4],
    [0, 4],
  ],
  [
    [0, 4],
    [0, 0],
  ],
];
const diagonals: Seg[] = [
  [
    [0, 0],
    [4, 4],
  ],
  [
    [4, 0],
    [0, 4],
  ],
];
const midlines: Seg[] = [
  [
    [2, 0],
    [2, 4],
  ],
  [
    [0, 2],
    [4, 2],
  ],
];

describe('counting figures', () => {
  it('counts the classic figures both ways', () => {
    for (const [segments, triangles] of [
      [[...square, ...diagonals], 8],
      [[...square, ...diagonals, ...midlines], 16],
    ] as const) {
      const merged = maximalSegments(segments);
      expect(trianglesByLines(merged)).toBe(triangles);
      expect(trianglesByPoints(merged)).toBe(triangles);
    }
    expect(smallestTriangles(maximalSegments([...square, ...diagonals]))).toBe(4);
    const twoByTwo = maximalSegments([...square, ...midlines]);
    expect(quadrilateralsByPoints(twoByTwo)).toEqual({ all: 9, rectangles: 9, squares: 5 });
  });

  it('joins touching collinear pieces into one line', () => {
    expect(
      maximalSegments([
        [
          [0, 0],
          [1, 1],
        ],
        [
          [1, 1],
          [2, 2],
        ],
      ]),
    ).toHaveLength(1);
  });

  it('makes at least 120 valid questions', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(120);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) expect(question.stemHi && question.explanationHi).toBeTruthy();
  });
});
