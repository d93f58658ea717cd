import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionRanks, publicName, rankAmong, topPercent } from './ranking.ts';

describe('ranking rules', () => {
  it('shares ranks on ties (1, 2, 2, 4)', () => {
    expect(competitionRanks([50, 40, 40, 30])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('ranks a score as 1 + the number of higher scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 })), (scores) => {
        const sorted = [...scores].sort((a, b) => b - a);
        const ranks = competitionRanks(sorted);
        sorted.forEach((score, index) => {
          expect(ranks[index]).toBe(rankAmong(score, sorted));
        });
      }),
    );
  });

  it('says "top N%", rounded up, between 1 and 100', () => {
    expect(topPercent(652, 5431)).toBe(13);
    expect(topPercent(651, 5431)).toBe(12);
    expect(topPercent(1, 5431)).toBe(1);
    expect(topPercent(5431, 5431)).toBe(100);
    expect(topPercent(1, 0)).toBe(100);
  });

  it('shows first name and last initial only', () => {
    expect(publicName('Asha Rani Verma')).toBe('Asha V.');
    expect(publicName('  ravi  ')).toBe('ravi');
    expect(publicName('Ravi kumar')).toBe('Ravi K.');
    expect(publicName('')).toBeNull();
    expect(publicName(null)).toBeNull();
  });
});
