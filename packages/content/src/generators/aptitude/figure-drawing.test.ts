import { describe, expect, it } from 'vitest';
import {
  angleAt,
  measured,
  type Point,
  Sketch,
  shoelaceArea,
  triangleFromAngles,
  triangleFromSides,
} from './figure-drawing.ts';
import { polygonWithAngles } from './geometry-polygons.ts';
import { exactDecimal, surd, unitsHi } from './geometry-units.ts';

describe('figure drawing helpers', () => {
  it('build triangles with the angles and sides asked for', () => {
    const [a, b, c] = triangleFromAngles(50, 70);
    expect(measured(angleAt(b, a, c))).toBe('50');
    expect(measured(angleAt(c, a, b))).toBe('70');
    expect(measured(angleAt(a, b, c))).toBe('60');
    expect(measured(shoelaceArea(triangleFromSides(14, 15, 13)))).toBe('84');
  });

  it('close a polygon with the given interior angles, or refuse', () => {
    const angles = [100, 120, 110, 95, 115];
    const points = polygonWithAngles(angles) as Point[];
    expect(points).toHaveLength(5);
    points.forEach((p, i) => {
      const before = points[(i + 4) % 5] as Point;
      const after = points[(i + 1) % 5] as Point;
      expect(measured(angleAt(p, before, after))).toBe(String(angles[i]));
    });
    expect(polygonWithAngles([170, 170, 170, 30])).toBeUndefined();
  });

  it('fits a figure inside its box with y growing downwards', () => {
    const sketch = new Sketch([
      [0, 0],
      [10, 5],
    ]);
    const [x1, y1] = sketch.at([0, 0]);
    const [x2, y2] = sketch.at([10, 5]);
    for (const value of [x1, x2]) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of [x1, x2]) expect(value).toBeLessThanOrEqual(240);
    expect(y2).toBeLessThan(y1);
  });

  it('writes numbers as the paper does', () => {
    expect(surd(63)).toBe('3√7');
    expect(surd(41)).toBe('√41');
    expect(surd(144)).toBe('12');
    expect(exactDecimal(1530, 4)).toBe('382.5');
    expect(exactDecimal(100, 3)).toBeUndefined();
    expect(unitsHi('12 cm')).toBe('12 सेमी');
    expect(unitsHi('84 cm²')).toBe('84 वर्ग सेमी');
  });
});
