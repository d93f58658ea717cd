import type { BoardKey } from '@abhyas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The rank store: where a learner's place on a board comes from.
 *
 * Where the numbers come from: the sync transaction calls
 * `LeaderboardService.recordInTransaction` (services/leaderboard.ts) once per applied batch with
 * the learner's new all-time totals and the scored updates (each with its own timestamp). The
 * service turns them into rows of `leaderboard_scores` (migration 0005): one per learner per
 * board (`all`, `day:YYYY-MM-DD`, `week:YYYY-MM-DD`, calendar per ist-calendar.ts), written in
 * the same transaction, so an update counted once on the profile is counted once on the boards.
 * That table is the source of truth; `SqlRankStore` ranks straight from it, `RedisRankStore`
 * holds a copy in sorted sets, and `FallbackRankStore` reads Redis while it is healthy and SQL
 * otherwise.
 *
 * Rank = 1 + the number of ranked learners on the board with a strictly higher score, so ties
 * share a rank (1, 2, 2, 4). Hidden learners are ranked (their `currentRank` is the same formula)
 * but left out of public lists. Lists are ordered by score, then uid descending in byte order
 * (a sorted set's order), so both stores list identically.
 */

/** The main database or a transaction on it. */
export type Executor = Kysely<Database>;

/** A learner's committed absolute numbers on one board, as the Redis copy needs them. */
export interface BoardScore {
  readonly board: BoardKey;
  readonly uid: string;
  readonly score: number;
  /** When the board stops mattering (day and week boards); null for all time. */
  readonly expiresAt: Date | null;
  /** The learner's hide-from-boards preference. */
  readonly hidden: boolean;
}

export interface RankedScore {
  readonly uid: string;
  readonly score: number;
  readonly rank: number;
}

export interface RankStore {
  readonly kind: 'sql' | 'redis' | 'fallback';
  /**
   * True while `rankForScore` answers from the SQL board: the sync then takes the rank its board
   * write computed in the same statement (one round trip less) instead of asking again.
   */
  readonly ranksInSql: boolean;
  /**
   * 1 + the number of ranked learners with a score strictly above `score`. `executor` lets the
   * SQL store count inside the caller's transaction (never a second pooled connection); other
   * stores ignore it.
   */
  rankForScore(board: BoardKey, score: number, executor?: Executor): Promise<number>;
  /** The learner's score and rank on the board; null when they are not ranked there. */
  rankOf(board: BoardKey, uid: string): Promise<RankedScore | null>;
  /** Ranked learners not hidden from public boards, best first, from `offset`. */
  listPublic(board: BoardKey, offset: number, limit: number): Promise<RankedScore[]>;
  /** How many learners are ranked on the board, hidden ones included. */
  countRanked(board: BoardKey): Promise<number>;
  /**
   * Copies rows already written to SQL into the store. Called inside the writing transaction
   * (the SQL row locks order concurrent copies of one learner's rows); a no-op for SQL.
   */
  mirror(scores: readonly BoardScore[]): Promise<void>;
}
