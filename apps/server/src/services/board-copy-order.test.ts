import { describe, expect, it } from 'vitest';
import type { BoardScore } from '../stores/rank-store.ts';
import { BoardCopyOrder } from './board-copy-order.ts';

const row = (board: string, uid: string, score: number): BoardScore => ({
  board,
  uid,
  score,
  attempted: score,
  correct: score,
  expiresAt: null,
  hidden: false,
  displayName: null,
  photoUrl: null,
});

describe('BoardCopyOrder', () => {
  it('leaves out a row written at an older version than the copied one, and keeps boards the newer write did not touch', () => {
    const order = new BoardCopyOrder();
    // Version 2 (written over version 1) finished first: all time and today.
    expect(order.newest([row('all', 'asha', 12), row('day:2026-11-22', 'asha', 12)], 2)).toHaveLength(2);
    // Version 1 finished late: its all-time and today rows are stale; yesterday's row is not.
    const late = order.newest(
      [row('all', 'asha', 8), row('day:2026-11-22', 'asha', 4), row('day:2026-11-21', 'asha', 4)],
      1,
    );
    expect(late).toEqual([row('day:2026-11-21', 'asha', 4)]);
  });

  it('copies every newer write, and other learners independently', () => {
    const order = new BoardCopyOrder();
    expect(order.newest([row('all', 'asha', 4)], 1)).toHaveLength(1);
    expect(order.newest([row('all', 'asha', 8)], 2)).toHaveLength(1);
    expect(order.newest([row('all', 'ravi', 4)], 1)).toHaveLength(1);
    expect(order.newest([row('all', 'asha', 8)], 2)).toEqual([]);
  });
});
