import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { dice, oppositesBySearch, ROTATIONS, type View, viewAfter } from './dice.ts';

const candidates = dice.generate();
const DIGITS = ['1', '2', '3', '4', '5', '6'];

describe('dice', () => {
  it('has the 24 turns of a cube', () => {
    expect(new Set(ROTATIONS.map((rotation) => rotation.join(''))).size).toBe(24);
  });

  it('finds the opposite face only when the views force it', () => {
    // Top 1, bottom 6, front 2, back 5, left 3, right 4.
    const cube = ['1', '6', '2', '5', '3', '4'];
    const views = ROTATIONS.slice(0, 24).map((rotation) => viewAfter(cube, rotation));
    expect([...oppositesBySearch(DIGITS, views, '1')]).toEqual(['6']);
    const one: View[] = [['1', '2', '4']];
    expect(oppositesBySearch(DIGITS, one, '1').size).toBeGreaterThan(1);
    // Common face 1 in both views: 2 and 3 are in the same place, so they are opposite.
    const two: View[] = [
      ['1', '2', '4'],
      ['1', '3', '5'],
    ];
    expect([...oppositesBySearch(DIGITS, two, '2')]).toEqual(['3']);
  });

  it('makes at least 120 valid questions, each answer unique over all labellings', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(120);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    expect(
      candidates.filter(({ question }) => question.stem.startsWith('A standard die')).length,
    ).toBeGreaterThan(20);
  });
});
