import { describe, expect, it } from 'vitest';
import { FIRST_LOCKOUT_MS, lockedForMs, lockoutAfter, MAX_LOCKOUT_MS } from './password-lockout.ts';

describe('password lockout', () => {
  it('lets four mistakes pass, then doubles the wait from 30 s up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockoutAfter)).toEqual([0, 0, 0, 0]);
    expect(lockoutAfter(5)).toBe(FIRST_LOCKOUT_MS);
    expect(lockoutAfter(6)).toBe(60_000);
    expect(lockoutAfter(7)).toBe(120_000);
    expect(lockoutAfter(10)).toBe(MAX_LOCKOUT_MS);
    expect(lockoutAfter(500)).toBe(MAX_LOCKOUT_MS);
  });

  it('counts the wait from the last failure', () => {
    expect(lockedForMs(undefined, 1_000)).toBe(0);
    expect(lockedForMs({ count: 5, lastFailureAt: 1_000 }, 11_000)).toBe(20_000);
    expect(lockedForMs({ count: 5, lastFailureAt: 1_000 }, 31_000)).toBe(0);
    expect(lockedForMs({ count: 3, lastFailureAt: 1_000 }, 1_000)).toBe(0);
  });
});
