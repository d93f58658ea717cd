import {
  ALL_TIME_BOARD,
  accuracyPercent,
  type BoardKey,
  boardExpiresAt,
  DEFAULT_LEADERBOARD_TIME_ZONE,
  DEFAULT_RANK,
  LEADERBOARD_CACHE_MS,
  type LeaderboardEntry,
  type LeaderboardOwnEntry,
  type LeaderboardQuery,
  type LeaderboardResponse,
  periodBoardsAt,
  publicName,
  topPercent,
} from '@abhyas/domain';
import type { BoardProfile, BoardScore, Executor, RankedScore, RankStore } from '../stores/rank-store.ts';
import {
  type BoardChanges,
  type BoardScoreChange,
  boardRowsOf,
  type SqlRankStore,
} from '../stores/rank-store-sql.ts';

/** One applied progress update as the boards count it. */
export interface ScoredUpdate {
  /** When it was answered (the update's timestamp): picks its day and week board. */
  readonly at: Date;
  /** Points the server graded it at (may be negative with negative marking). */
  readonly score: number;
  readonly attempted: number;
  readonly correct: number;
}

/** The learner's all-time numbers after the batch was applied. */
export interface LearnerTotals {
  readonly uid: string;
  readonly totalScore: number;
  readonly questionsAttempted: number;
  readonly correctAnswers: number;
}

export interface LeaderboardServiceOptions {
  db: Executor;
  /** Where ranks are read (SQL, or Redis with SQL as fallback). */
  ranks: RankStore;
  /** The source of truth: board rows read for copies, profile changes, pruning. */
  scores: SqlRankStore;
  timeZone?: string;
  now?: () => Date;
  cacheMs?: number;
  /**
   * `forget` removes the learner from Redis at once and again this much later (ms): a sync of
   * theirs that committed just before the account went copies its rows after its write.
   */
  forgetAgainAfterMs?: number;
}

const FORGET_AGAIN_AFTER_MS = 5_000;

interface SharedPage {
  readonly rankedLearners: number;
  readonly entries: readonly (LeaderboardEntry & { uid: string })[];
  readonly uids: ReadonlySet<string>;
  /**
   * `,"entries":[...]}` in UTF-8: the end of the response for a viewer who is not among the
   * entries, encoded once per cached page instead of once per request.
   */
  readonly entriesTail: Buffer;
}

function entriesFor(shared: Pick<SharedPage, 'entries'>, viewerUid: string | null): LeaderboardEntry[] {
  return shared.entries.map(({ uid, ...entry }) => ({ ...entry, isYou: uid === viewerUid }));
}

const MAX_CACHED_PAGES = 500;

/**
 * The boards' use cases: say which board rows a sync changes (the sync's statement writes them),
 * copy written rows to the rank store, answer ranks, and build the board a learner sees. Decides
 * what counts (a learner is ranked once they have an attempted answer on the board; an answer's
 * day and week follow the board calendar) and leaves storage to the stores.
 */
export class LeaderboardService {
  readonly timeZone: string;
  private readonly now: () => Date;
  private readonly cacheMs: number;
  private readonly pages = new Map<string, { expiresAt: number; page: Promise<SharedPage> }>();

  constructor(private readonly options: LeaderboardServiceOptions) {
    this.timeZone = options.timeZone ?? DEFAULT_LEADERBOARD_TIME_ZONE;
    this.now = options.now ?? (() => new Date());
    this.cacheMs = options.cacheMs ?? LEADERBOARD_CACHE_MS;
  }

  /**
   * The board rows a batch changes: the learner's all-time numbers (set; none before their first
   * attempted answer) and, per day and week board of the updates' timestamps, what the batch
   * adds there. Pass only the updates that applied (not duplicates).
   */
  boardChanges(totals: LearnerTotals, updates: readonly ScoredUpdate[]): BoardChanges {
    const now = this.now();
    const absolute: BoardScoreChange[] =
      totals.questionsAttempted > 0
        ? [
            {
              board: ALL_TIME_BOARD,
              uid: totals.uid,
              score: totals.totalScore,
              attempted: totals.questionsAttempted,
              correct: totals.correctAnswers,
              expiresAt: null,
            },
          ]
        : [];
    const periodic = new Map<BoardKey, BoardScoreChange>();
    for (const update of updates) {
      if (update.attempted <= 0) continue;
      // A clock running ahead must not put answers on a board that has not started.
      const at = update.at.getTime() > now.getTime() ? now : update.at;
      const { day, week } = this.boardsAt(at);
      for (const board of [day, week]) {
        const expiresAt = boardExpiresAt(board);
        if (expiresAt && expiresAt.getTime() <= now.getTime()) continue;
        const previous = periodic.get(board);
        periodic.set(board, {
          board,
          uid: totals.uid,
          score: (previous?.score ?? 0) + update.score,
          attempted: (previous?.attempted ?? 0) + update.attempted,
          correct: (previous?.correct ?? 0) + update.correct,
          expiresAt,
        });
      }
    }
    return { absolute, relative: [...periodic.values()] };
  }

  /** True when written board rows are copied to the rank store (Redis): `boardsWritten` needs them. */
  get keepsCopy(): boolean {
    return this.options.ranks.keepsCopy;
  }

  /** True when ranks come from SQL: the sync's own statement can then compute the new rank. */
  get ranksInSql(): boolean {
    return this.options.ranks.ranksInSql;
  }

  /**
   * Call with the rows `boardChanges` led to, as written (with the learner's version after the
   * write): copies them to the rank store (Redis), which keeps each only over an older version
   * of it. If the write's copy failed, call `repair`.
   */
  async boardsWritten(written: readonly BoardScore[]): Promise<void> {
    await this.options.ranks.mirror(written);
  }

  /** The all-time rank of a learner whose total is now `totalScore` (after `boardsWritten`). */
  allTimeRankForScore(totalScore: number, trx?: Executor): Promise<number> {
    return this.options.ranks.rankForScore(ALL_TIME_BOARD, totalScore, trx);
  }

  private lastBoards: { minute: number; boards: { day: BoardKey; week: BoardKey } } | undefined;

  /** The day and week boards of a moment; they change on a minute boundary at most (zone offsets are whole minutes). */
  private boardsAt(at: Date): { day: BoardKey; week: BoardKey } {
    const minute = Math.floor(at.getTime() / 60_000);
    if (this.lastBoards?.minute !== minute)
      this.lastBoards = { minute, boards: periodBoardsAt(at, this.timeZone) };
    return this.lastBoards.boards;
  }

  /** Copies the learners' committed numbers to the rank store again (after a failed copy). */
  async repair(uids: readonly string[]): Promise<void> {
    await this.options.ranks.mirror(await boardRowsOf(this.options.db, uids));
  }

  /** The learner's all-time rank for `currentRank`: DEFAULT_RANK until they have a scored answer. */
  async currentRank(uid: string): Promise<number> {
    return (await this.options.ranks.rankOf(ALL_TIME_BOARD, uid))?.rank ?? DEFAULT_RANK;
  }

  /** The board a learner (or a signed-out visitor) sees. */
  async board(query: LeaderboardQuery, viewerUid: string | null): Promise<LeaderboardResponse> {
    const { head, shared } = await this.assemble(query, viewerUid);
    return { ...head, entries: entriesFor(shared, viewerUid) };
  }

  /**
   * `board` as the UTF-8 JSON of the response. The shared page's entries are serialised and
   * encoded once per cached page, not once per request; only a viewer who is on the page gets
   * them serialised again (with their own row marked).
   */
  async boardJson(query: LeaderboardQuery, viewerUid: string | null): Promise<Buffer> {
    const { head, shared } = await this.assemble(query, viewerUid);
    if (viewerUid !== null && shared.uids.has(viewerUid))
      return Buffer.from(JSON.stringify({ ...head, entries: entriesFor(shared, viewerUid) }));
    // The head's closing brace is overwritten by the tail, which starts with its comma.
    const headJson = JSON.stringify(head);
    const headBytes = Buffer.byteLength(headJson) - 1;
    const body = Buffer.allocUnsafe(headBytes + shared.entriesTail.length);
    body.write(headJson, 0, headBytes);
    shared.entriesTail.copy(body, headBytes);
    return body;
  }

  private async assemble(query: LeaderboardQuery, viewerUid: string | null) {
    const now = this.now();
    const board = query.period === 'all' ? ALL_TIME_BOARD : this.boardsAt(now)[query.period];
    // Both at once; the shared page is usually a cached, settled promise (it handles its own
    // rejection, so awaiting it second leaves nothing unhandled).
    const sharing = this.sharedPage(board, query.offset, query.limit, now.getTime());
    const own = viewerUid ? await this.options.ranks.ownEntry(board, viewerUid) : null;
    const shared = await sharing;
    let you: LeaderboardOwnEntry | null = null;
    if (own?.ranked) {
      // The shared count may be a few seconds old; never let it say fewer learners than the rank.
      const rankedLearners = Math.max(shared.rankedLearners, own.ranked.rank);
      you = {
        ...toEntry(own.ranked, own.profile, true),
        topPercent: topPercent(own.ranked.rank, rankedLearners),
        rankedLearners,
        hidden: own.profile?.hidden ?? false,
      };
    }
    const head: Omit<LeaderboardResponse, 'entries'> = {
      period: query.period,
      board,
      timeZone: this.timeZone,
      generatedAt: now.toISOString(),
      rankedLearners: shared.rankedLearners,
      offset: query.offset,
      signedIn: viewerUid !== null,
      you,
      hiddenFromBoards: viewerUid ? (own?.profile?.hidden ?? false) : null,
    };
    return { head, shared };
  }

  /**
   * Call after a learner's name or photo changed: copies their board rows, with the new
   * profile, to the rank store (Redis); nothing to do when ranks come from SQL alone. Boards
   * already cached show the old one for a few seconds at most.
   */
  async profileChanged(uid: string): Promise<void> {
    const { db, scores, ranks } = this.options;
    if (ranks.kind === 'sql') return;
    await db.transaction().execute(async (trx) => {
      // The users row lock first, as the sync takes it: the two never deadlock on board rows.
      await trx.selectFrom('users').select('uid').where('uid', '=', uid).forUpdate().execute();
      await ranks.mirror(await scores.touchLearner(trx, uid));
    });
  }

  /** The learner's rows on the boards (for "Download my data"). */
  async exportOf(
    uid: string,
  ): Promise<{ board: string; score: number; attempted: number; correct: number }[]> {
    const rows = await boardRowsOf(this.options.db, [uid]);
    return rows.map(({ board, score, attempted, correct }) => ({ board, score, attempted, correct }));
  }

  /**
   * Removes the learner from the rank store's copy (Redis) before their account is deleted, and
   * once more a few seconds later (`forgetAgainAfterMs`); their SQL rows go with the users row.
   */
  async forget(uid: string): Promise<void> {
    const rows = await boardRowsOf(this.options.db, [uid]);
    const { day, week } = this.boardsAt(this.now());
    const boards = [...new Set([...rows.map((row) => row.board), ALL_TIME_BOARD, day, week])];
    await this.options.ranks.forget(uid, boards);
    this.pages.clear();
    const again = setTimeout(() => {
      this.options.ranks.forget(uid, boards).catch(() => undefined);
      this.pages.clear();
    }, this.options.forgetAgainAfterMs ?? FORGET_AGAIN_AFTER_MS);
    again.unref();
  }

  /** Sets the learner's hide-from-boards preference; false when there is no such learner. */
  async setHidden(uid: string, hidden: boolean): Promise<boolean> {
    const { db, scores, ranks } = this.options;
    const rows = await db.transaction().execute(async (trx) => {
      const boards = await scores.setHidden(trx, uid, hidden);
      if (boards) await ranks.mirror(boards);
      return boards;
    });
    this.pages.clear();
    return rows !== null;
  }

  /** Deletes day and week boards that no longer matter (Redis expires its own copies). */
  pruneExpired(): Promise<number> {
    return this.options.scores.pruneExpired(this.now());
  }

  /** The part of a board every viewer shares: cached briefly, never holding anyone's own row. */
  private sharedPage(board: BoardKey, offset: number, limit: number, nowMs: number): Promise<SharedPage> {
    const key = `${board}|${offset}|${limit}`;
    const cached = this.pages.get(key);
    if (cached && cached.expiresAt > nowMs) return cached.page;
    const page = this.loadPage(board, offset, limit);
    if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
    this.pages.set(key, { expiresAt: nowMs + this.cacheMs, page });
    page.catch(() => this.pages.delete(key));
    return page;
  }

  private async loadPage(board: BoardKey, offset: number, limit: number): Promise<SharedPage> {
    const { ranks } = this.options;
    const [ranked, rankedLearners] = await Promise.all([
      ranks.listPublic(board, offset, limit),
      ranks.countRanked(board),
    ]);
    const profiles = await ranks.profilesOn(
      board,
      ranked.map((entry) => entry.uid),
    );
    const entries = ranked.map((entry) => ({
      uid: entry.uid,
      ...toEntry(entry, profiles.get(entry.uid), false),
    }));
    const page = { rankedLearners, entries, uids: new Set(ranked.map((entry) => entry.uid)) };
    return {
      ...page,
      entriesTail: Buffer.from(`,"entries":${JSON.stringify(entriesFor(page, null))}}`),
    };
  }
}

function toEntry(ranked: RankedScore, profile: BoardProfile | undefined, isYou: boolean): LeaderboardEntry {
  return {
    rank: ranked.rank,
    name: publicName(profile?.displayName),
    avatarUrl: profile?.photoUrl ?? null,
    score: ranked.score,
    accuracy: accuracyPercent(profile?.correct ?? 0, profile?.attempted ?? 0),
    isYou,
  };
}
