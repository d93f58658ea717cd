import { describe, expect, it } from 'vitest';
import { averageAccuracy, dailyAccuracy } from './accuracy.ts';

describe('accuracy', () => {
  it('is 0 when nothing was attempted', () => {
    expect(averageAccuracy(0, 0)).toBe(0);
    expect(dailyAccuracy(0, 0)).toBe(0);
  });

  it('keeps two decimals all-time and rounds the day to a whole percent', () => {
    expect(averageAccuracy(2, 3)).toBe(66.67);
    expect(dailyAccuracy(2, 3)).toBe(67);
    expect(averageAccuracy(7, 7)).toBe(100);
  });
});
