import { describe, expect, it } from 'vitest';
import { securityStatus } from './security-score.ts';

describe('securityStatus', () => {
  it('gives 50 for a verified email plus 50 for a verified phone, with its level', () => {
    expect(securityStatus({ emailVerified: false, phoneNumberVerified: false })).toEqual({
      score: 0,
      level: 'low',
    });
    expect(securityStatus({ emailVerified: true, phoneNumberVerified: false })).toEqual({
      score: 50,
      level: 'medium',
    });
    expect(securityStatus({ emailVerified: false, phoneNumberVerified: true })).toEqual({
      score: 50,
      level: 'medium',
    });
    expect(securityStatus({ emailVerified: true, phoneNumberVerified: true })).toEqual({
      score: 100,
      level: 'high',
    });
  });
});
