import { LRUCache } from 'lru-cache';
import type { BoardScore } from '../stores/rank-store.ts';

/** How long a copied row's version is remembered: far longer than two syncs can finish apart. */
const REMEMBER_MS = 60_000;

/**
 * Keeps the Redis copy of a learner's board rows in commit order when two of their syncs finish
 * out of order in this process: a row written at an older version of the learner (`sync_version`)
 * than the same board's row already copied is left out, since the newer write was made over the
 * older one and its row holds both. Rows of boards the newer write did not touch are still
 * copied. Callers must send what `newest` returns to Redis before they await anything, so the
 * commands go out in the order the versions were checked.
 */
export class BoardCopyOrder {
  private readonly copiedVersions = new LRUCache<string, number>({ max: 100_000, ttl: REMEMBER_MS });

  newest(rows: readonly BoardScore[], version: number): BoardScore[] {
    return rows.filter((row) => {
      const key = `${row.board}\u0000${row.uid}`;
      const copied = this.copiedVersions.get(key);
      if (copied !== undefined && copied >= version) return false;
      this.copiedVersions.set(key, version);
      return true;
    });
  }
}
