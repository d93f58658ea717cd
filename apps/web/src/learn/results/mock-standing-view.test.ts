import type { MockStanding } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { standingView } from './mock-standing-view.ts';

const standing = (you: MockStanding['you']): MockStanding => ({
  mockId: 'ssc-cgl-mock-1',
  takers: 2,
  topperMarksCenti: 15_000,
  averageMarksCenti: 12_000,
  you,
});
const ranked = { marksCenti: 9000, rank: 2, percentile: 50, attempts: 1 };

describe('standingView', () => {
  it('asks an anonymous learner to sign in, whatever the server says', () => {
    expect(
      standingView({ signedIn: false, standing: standing(null), pending: false, deviceAttempts: 1 }),
    ).toEqual({
      kind: 'sign-in',
    });
  });

  it('waits while the server has no first attempt of the learner', () => {
    expect(standingView({ signedIn: true, standing: undefined, pending: true, deviceAttempts: 1 }).kind).toBe(
      'waiting',
    );
    expect(
      standingView({ signedIn: true, standing: standing(null), pending: false, deviceAttempts: 1 }).kind,
    ).toBe('waiting');
  });

  it('ranks a first attempt that reached the server', () => {
    expect(
      standingView({ signedIn: true, standing: standing(ranked), pending: false, deviceAttempts: 1 }),
    ).toEqual({
      kind: 'ranked',
      you: ranked,
      reattempt: false,
    });
  });

  it('calls it a reattempt when a first attempt is ranked while this one waits, the server counted more, or this device saw one', () => {
    const view = (pending: boolean, attempts: number, deviceAttempts: number) =>
      standingView({ signedIn: true, standing: standing({ ...ranked, attempts }), pending, deviceAttempts });
    expect(view(true, 1, 1)).toMatchObject({ kind: 'ranked', reattempt: true });
    expect(view(false, 2, 1)).toMatchObject({ kind: 'ranked', reattempt: true });
    expect(view(false, 1, 2)).toMatchObject({ kind: 'ranked', reattempt: true });
  });
});
