import { describe, expect, it } from 'vitest';
import { mergeMockAttempts } from './mock-attempts.ts';

const device = (attempts: number, bestMarksCenti: number) => ({
  attempts,
  bestMarksCenti,
  lastMarksCenti: bestMarksCenti,
  maxMarksCenti: 20_000,
  lastSubmittedAt: 1,
});

describe('mergeMockAttempts', () => {
  it('keeps the device’s attempts when the server has none (anonymous or offline)', () => {
    expect(mergeMockAttempts({ 'ssc-cgl-mock-1': device(1, 9050) }, undefined)).toEqual(
      new Map([['ssc-cgl-mock-1', { attempts: 1, bestMarksCenti: 9050 }]]),
    );
  });

  it('takes the larger count (the two overlap) and the best marks of both', () => {
    const merged = mergeMockAttempts(
      { 'ssc-cgl-mock-1': device(2, 9050), 'ssc-cgl-mock-2': device(1, -150) },
      [
        { mockId: 'ssc-cgl-mock-1', attempts: 3, firstMarksCenti: 8000, bestMarksCenti: 8800 },
        { mockId: 'ssc-cgl-mock-2', attempts: 1, firstMarksCenti: -150, bestMarksCenti: -150 },
        { mockId: 'ssc-chsl-mock-4', attempts: 1, firstMarksCenti: 12_000, bestMarksCenti: 12_000 },
      ],
    );
    expect(Object.fromEntries(merged)).toEqual({
      'ssc-cgl-mock-1': { attempts: 3, bestMarksCenti: 9050 },
      'ssc-cgl-mock-2': { attempts: 1, bestMarksCenti: -150 },
      'ssc-chsl-mock-4': { attempts: 1, bestMarksCenti: 12_000 },
    });
  });
});
