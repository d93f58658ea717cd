import { describe, expect, it } from 'vitest';
import { failureOfStatus, parseRetryAfter, RETRY_AFTER_CAP_MS } from './sync-failure.ts';
import { RETRY_CAP_MS, retryDelay } from './sync-timing.ts';

const now = Date.parse('2026-11-25T12:00:00Z');

describe('failureOfStatus', () => {
  it.each([
    [undefined, 'retry'],
    [408, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [504, 'retry'],
    [503, 'busy'],
    [429, 'busy'],
    [401, 'sign-in'],
    [403, 'refused'],
    [400, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [200, 'retry'],
  ] as const)('reads status %s as %s', (status, kind) => {
    expect(failureOfStatus(status, null, now).kind).toBe(kind);
  });

  it('honours Retry-After on 503 and 429, in seconds or as a date', () => {
    expect(failureOfStatus(503, '30', now)).toEqual({ kind: 'busy', retryAfterMs: 30_000 });
    expect(failureOfStatus(429, 'Wed, 25 Nov 2026 12:01:00 GMT', now)).toEqual({
      kind: 'busy',
      retryAfterMs: 60_000,
    });
    expect(failureOfStatus(503, 'later', now)).toEqual({ kind: 'busy' });
  });
});

describe('parseRetryAfter', () => {
  it('caps a wait no phone should sit through and floors one in the past at 0', () => {
    expect(parseRetryAfter('86400', now)).toBe(RETRY_AFTER_CAP_MS);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('doubles from 2 s to the 60 s cap, with jitter between half and all of it', () => {
    expect([1, 2, 3, 6, 7, 20].map((failures) => retryDelay(failures, 0.999_999))).toEqual([
      2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ]);
    expect([1, 2, 6, 20].map((failures) => retryDelay(failures, 0))).toEqual([1_000, 2_000, 30_000, 30_000]);
    for (let draw = 0; draw < 50; draw++) {
      const delay = retryDelay(9);
      expect(delay).toBeGreaterThanOrEqual(RETRY_CAP_MS / 2);
      expect(delay).toBeLessThanOrEqual(RETRY_CAP_MS);
    }
  });
});
