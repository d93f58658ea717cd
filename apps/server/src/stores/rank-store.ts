import type { BoardKey } from '@abhyas/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The rank store: where a learner's place on a board comes from.
 *
 * Where the numbers come from: the progress sync (services/progress-sync-service.ts) asks
 * `LeaderboardService.boardChanges` which rows of `leaderboard_scores` (migration 0005) a batch
 * changes: one per learner per board (`all`, `day:YYYY-MM-DD`, `week:YYYY-MM-DD`, calendar per
 * ist-calendar.ts). The progress store writes them in the same single statement as the
 * learner's counters (stores/progress-store.ts), so an update counted once on the profile is
 * counted once on the boards; nothing else writes board numbers.
 * That table is the source of truth; `SqlRankStore` ranks straight from it, `RedisRankStore`
 * holds a copy in sorted sets (with each learner's board counters, name, photo and
 * hide-from-boards preference, so that a signed-in board needs no SQL), and `FallbackRankStore`
 * reads Redis while it is healthy and SQL otherwise.
 *
 * Rank = 1 + the number of ranked learners on the board with a strictly higher score, so ties
 * share a rank (1, 2, 2, 4). Hidden learners are ranked (their `currentRank` is the same formula)
 * but left out of public lists. Lists are ordered by score, then uid descending in byte order
 * (a sorted set's order), so both stores list identically.
 */

/** The main database or a transaction on it. */
export type Executor = Kysely<Database>;

/**
 * A learner's committed absolute numbers on one board, with what the board shows of them: all a
 * copy of the boards (Redis) needs to answer a leaderboard request without asking SQL.
 */
export interface BoardScore {
  readonly board: BoardKey;
  readonly uid: string;
  readonly score: number;
  /** Answers attempted and correct on this board (its accuracy). */
  readonly attempted: number;
  readonly correct: number;
  /** When the board stops mattering (day and week boards); null for all time. */
  readonly expiresAt: Date | null;
  /** The learner's hide-from-boards preference. */
  readonly hidden: boolean;
  /** The learner's name and photo as stored (the board shows `publicName` of the name). */
  readonly displayName: string | null;
  readonly photoUrl: string | null;
  /**
   * The learner's `sync_version` this row was written or read at. Every writer of what a copy
   * holds bumps it, so a copy keeps a row only over an older one, whichever server sends it.
   */
  readonly version: number;
}

/** What a board shows of a learner besides their rank and score. */
export interface BoardProfile {
  readonly uid: string;
  readonly displayName: string | null;
  readonly photoUrl: string | null;
  readonly hidden: boolean;
  /** Answers attempted and correct on the board; zeros when the learner has no row there. */
  readonly attempted: number;
  readonly correct: number;
}

/** The caller's own row of a board: their place (null when not ranked there) and profile. */
export interface OwnEntry {
  readonly ranked: RankedScore | null;
  /**
   * Undefined when there is no such learner; from the Redis store alone, also when its copy has
   * no profile of them (a learner without a board row yet).
   */
  readonly profile: BoardProfile | undefined;
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
   * True when board rows written to SQL are copied into this store (`mirror`): writers then
   * return the rows as written. False for the SQL store itself, where the write is all.
   */
  readonly keepsCopy: boolean;
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
  /** `rankOf` and the learner's `BoardProfile` on the board, in one round trip. */
  ownEntry(board: BoardKey, uid: string): Promise<OwnEntry>;
  /** The `BoardProfile` of each of the learners (those that exist) on the board. */
  profilesOn(board: BoardKey, uids: readonly string[]): Promise<Map<string, BoardProfile>>;
  /**
   * Copies rows already written to SQL into the store, each only over an older version of the
   * same board row (and the learner's profile only over an older one): copies that arrive out
   * of order, from any server, leave the newest. A no-op for SQL.
   */
  mirror(scores: readonly BoardScore[]): Promise<void>;
  /**
   * Removes a learner from the copy (their account is being deleted): `boards` are the boards
   * they are on. A no-op for SQL, where the rows cascade with the users row.
   */
  forget(uid: string, boards: readonly BoardKey[]): Promise<void>;
}
