import { ALL_TIME_BOARD, type BoardKey } from '@abhyas/domain';
import { type RawBuilder, sql } from 'kysely';
import type { BoardProfile, BoardScore, Executor, OwnEntry, RankedScore, RankStore } from './rank-store.ts';

/** A change to one learner's numbers on one board. */
export interface BoardScoreChange {
  readonly board: BoardKey;
  readonly uid: string;
  readonly score: number;
  readonly attempted: number;
  readonly correct: number;
  readonly expiresAt: Date | null;
}

/** The board rows a batch sets (all time) and adds to (its days and weeks). */
export interface BoardChanges {
  readonly absolute: readonly BoardScoreChange[];
  readonly relative: readonly BoardScoreChange[];
}

interface BoardScoreRow {
  board: string;
  uid: string;
  score: number;
  attempted: number;
  correct: number;
  expiresAt: Date | null;
  hidden: boolean;
  displayName: string | null;
  photoUrl: string | null;
  version: number;
}

interface Cursor {
  board: string;
  uid: string;
}

const toBoardScore = (row: BoardScoreRow): BoardScore => ({
  board: row.board,
  uid: row.uid,
  score: row.score,
  attempted: row.attempted,
  correct: row.correct,
  expiresAt: row.expiresAt,
  hidden: row.hidden,
  displayName: row.displayName,
  photoUrl: row.photoUrl,
  version: row.version,
});

/**
 * A board row `s` with its learner's users row `u`, as `BoardScoreRow` without the version: the
 * sync's statement reads `u` before it bumps the version, and adds the bumped one itself.
 */
const boardRowColumns = sql`s.board, s.uid, s.score, s.attempted, s.correct, s.expires_at,
  u.hide_from_leaderboards as hidden, u.display_name, u.photo_url`;

/** The columns of a `BoardScoreRow`, from a board row `s` and its learner's users row `u`. */
const boardScoreColumns = sql`${boardRowColumns}, u.sync_version as version`;

/**
 * The boards that have rows, as a recursive CTE named `boards`: a skip scan of the primary key,
 * one probe per board (a few dozen at most). One learner's rows are then a primary-key probe per
 * board; there is no index on uid alone, and a scan of millions of rows is not an option.
 */
const distinctBoards = sql`boards(board) as (
    (select board from leaderboard_scores order by board limit 1)
    union all
    select (select n.board from leaderboard_scores n where n.board > b.board order by n.board limit 1)
    from boards b where b.board is not null
  )`;

/** Lock order: rows are always written sorted by board and uid, so two batches never deadlock. */
function sortedChanges(changes: readonly BoardScoreChange[]): BoardScoreChange[] {
  return [...changes].sort((a, b) =>
    a.board === b.board ? (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0) : a.board < b.board ? -1 : 1,
  );
}

/** Scores per bucket of the all-time histogram (migration 0005): `score >> 8`. */
const BUCKET_SHIFT = 8;

/**
 * The number of ranked learners on `board` with a score strictly above `score` (a value or a
 * column): the one rank rule of the SQL store. The all-time board reads its two-level score
 * histogram (migration 0005): the buckets above the score's bucket, then the scores above it
 * inside its bucket, a few hundred small rows at most. The small day and week boards count
 * their rows on the (board, score desc) index.
 */
function higherScores(board: BoardKey, score: number | RawBuilder<number>): RawBuilder<number> {
  if (board !== ALL_TIME_BOARD)
    return sql<number>`(select count(*) from leaderboard_scores h where h.board = ${board} and h.score > ${score})`;
  const bucket = sql`(${score} >> ${sql.lit(BUCKET_SHIFT)})`;
  return sql<number>`(
    (select coalesce(sum(b.learners), 0) from leaderboard_score_buckets b where b.board = ${board} and b.bucket > ${bucket})
    + (select coalesce(sum(c.learners), 0) from leaderboard_score_counts c
        where c.board = ${board} and c.score > ${score} and c.score < ((${bucket} + 1) << ${sql.lit(BUCKET_SHIFT)})))`;
}

/**
 * Board rows as `boardWrites` receives them: one JSON array (sorted in lock order, see
 * `sortedChanges`) that the statement reads with `jsonb_to_recordset`. One text value, not six
 * arrays: the driver writes each array out element by element, and each date in local time.
 */
export function boardRowsJson(changes: readonly BoardScoreChange[]): string {
  return JSON.stringify(
    sortedChanges(changes).map((row) => ({
      board: row.board,
      uid: row.uid,
      score: row.score,
      attempted: row.attempted,
      correct: row.correct,
      expires_at: row.expiresAt,
    })),
  );
}

/**
 * Common table expressions that set the numbers of `absolute` and add those of `relative` (the
 * two must not share a row), ending in `written_boards`: the rows as written (BoardScoreRow
 * columns but the version, with the learner's name, photo and hide-from-boards preference, which
 * the Redis copy needs). The text is the same whatever the changes (they travel as one JSON
 * value, `boardRowsJson`), so it can be a prepared statement (the rows may be its placeholders).
 * With `onlyIf`, rows are written only when that condition holds.
 */
export function boardWrites(
  absolute: string,
  relative: string,
  onlyIf?: RawBuilder<boolean>,
): RawBuilder<unknown> {
  // clock_timestamp(), not now(): a writer that waited for another's row lock stamps a later
  // time than it, which the Redis catch-up relies on.
  const upsert = (rows: string, update: RawBuilder<unknown>) => sql`
      insert into leaderboard_scores as t (board, uid, score, attempted, correct, expires_at, updated_at)
      select board, uid, score, attempted, correct, expires_at, clock_timestamp()
      from jsonb_to_recordset(${rows}::jsonb)
        as input(board text, uid text, score int, attempted int, correct int, expires_at timestamptz)
      ${onlyIf ? sql`where ${onlyIf}` : sql``}
      on conflict (board, uid) do update set ${update}, updated_at = clock_timestamp()
      returning t.board, t.uid, t.score, t.attempted, t.correct, t.expires_at`;
  const set = sql`score = excluded.score, attempted = excluded.attempted, correct = excluded.correct`;
  const add = sql`score = t.score + excluded.score, attempted = t.attempted + excluded.attempted,
    correct = t.correct + excluded.correct`;
  // Two inserts into one table in one statement is fine as long as they touch different rows.
  return sql`absolute_boards as (${upsert(absolute, set)}), relative_boards as (${upsert(relative, add)}),
    written_boards as (
      select ${boardRowColumns}
      from (select * from absolute_boards union all select * from relative_boards) s
      join users u on u.uid = s.uid
    )`;
}

/**
 * The all-time rank the learner `uid` has once a statement with `boardWrites` that sets their
 * all-time score to `score` is done. The statement still sees the board as it was before, so
 * the learner's own previous score is left out of the count by hand.
 */
export function rankAfterBoardWrites(uid: string, score: number): RawBuilder<number> {
  return sql<number>`1 + ${higherScores(ALL_TIME_BOARD, score)} - (select count(*) from leaderboard_scores o
    where o.board = ${ALL_TIME_BOARD} and o.uid = ${uid} and o.score > ${score})`;
}

/**
 * Ranks straight from `leaderboard_scores` (the source of truth), and the writes to it.
 */
export class SqlRankStore implements RankStore {
  readonly kind = 'sql' as const;
  readonly ranksInSql = true;
  readonly keepsCopy = false;

  constructor(private readonly db: Executor) {}

  async rankForScore(board: BoardKey, score: number, executor: Executor = this.db): Promise<number> {
    const { rows } = await sql<{ higher: number }>`select ${higherScores(board, score)} as higher`.execute(
      executor,
    );
    return (rows[0]?.higher ?? 0) + 1;
  }

  async rankOf(board: BoardKey, uid: string): Promise<RankedScore | null> {
    const { rows } = await sql<RankedScore>`
      select s.uid, s.score, ${higherScores(board, sql<number>`s.score`)} + 1 as rank
      from leaderboard_scores s where s.board = ${board} and s.uid = ${uid}
    `.execute(this.db);
    return rows[0] ?? null;
  }

  /** `rankOf` and the learner's `boardProfiles` row in one statement. */
  async ownEntry(board: BoardKey, uid: string): Promise<OwnEntry> {
    const { rows } = await sql<BoardProfile & { score: number | null; rank: number | null }>`
      select u.uid, u.display_name, u.photo_url, u.hide_from_leaderboards as hidden,
        coalesce(s.attempted, 0) as attempted, coalesce(s.correct, 0) as correct, s.score,
        case when s.uid is null then null else ${higherScores(board, sql<number>`s.score`)} + 1 end as rank
      from users u left join leaderboard_scores s on s.uid = u.uid and s.board = ${board}
      where u.uid = ${uid}
    `.execute(this.db);
    const row = rows[0];
    if (!row) return { ranked: null, profile: undefined };
    const { score, rank, ...profile } = row;
    return {
      ranked: score === null || rank === null ? null : { uid, score, rank },
      profile,
    };
  }

  async listPublic(board: BoardKey, offset: number, limit: number): Promise<RankedScore[]> {
    if (board !== ALL_TIME_BOARD) {
      const { rows } = await sql<RankedScore>`
        select page.uid, page.score, ${higherScores(board, sql<number>`page.score`)} + 1 as rank
        from (${this.pageOf(board, offset, limit)}) page
        order by page.score desc, page.uid collate "C" desc
      `.execute(this.db);
      return rows;
    }
    // A page holds 100 neighbours: one histogram read above its best score, then the histogram
    // rows inside the page's score range, instead of one histogram read per row; all three in
    // one snapshot.
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows: page } = await sql<{
          uid: string;
          score: number;
        }>`${this.pageOf(board, offset, limit)}`.execute(trx);
        const best = page[0]?.score;
        const worst = page[page.length - 1]?.score;
        if (best === undefined || worst === undefined) return [];
        const above = await this.rankForScore(board, best, trx);
        const { rows: inside } = await sql<{ score: number; learners: number }>`
          select score, learners from leaderboard_score_counts
          where board = ${board} and score >= ${worst} and score <= ${best} order by score desc
        `.execute(trx);
        const rankOfScore = new Map<number, number>();
        let rank = above;
        for (const row of inside) {
          rankOfScore.set(row.score, rank);
          rank += row.learners;
        }
        return page.map((row) => ({
          uid: row.uid,
          score: row.score,
          rank: rankOfScore.get(row.score) ?? above,
        }));
      });
  }

  /** Learners not hidden from public boards, best first (uid breaks ties as a sorted set does). */
  private pageOf(board: BoardKey, offset: number, limit: number) {
    return sql`
      select s.uid, s.score from leaderboard_scores s join users u on u.uid = s.uid
      where s.board = ${board} and not u.hide_from_leaderboards
      order by s.score desc, s.uid collate "C" desc
      offset ${offset} limit ${limit}`;
  }

  async countRanked(board: BoardKey): Promise<number> {
    const { rows } = await sql<{ ranked: number }>`
      ${
        board === ALL_TIME_BOARD
          ? sql`select coalesce(sum(learners), 0) as ranked from leaderboard_score_buckets where board = ${board}`
          : sql`select count(*) as ranked from leaderboard_scores where board = ${board}`
      }
    `.execute(this.db);
    return rows[0]?.ranked ?? 0;
  }

  profilesOn(board: BoardKey, uids: readonly string[]): Promise<Map<string, BoardProfile>> {
    return boardProfiles(this.db, board, uids);
  }

  async mirror(): Promise<void> {
    // SQL is the source: the rows are already here.
  }

  async forget(): Promise<void> {
    // The rows cascade with the users row.
  }

  /**
   * Sets the hide-from-boards preference; returns the learner's board rows to copy (see
   * `touchLearner`), or null if no such user. Call in a transaction.
   */
  async setHidden(executor: Executor, uid: string, hidden: boolean): Promise<BoardScore[] | null> {
    const updated = await executor
      .updateTable('users')
      .set({ hideFromLeaderboards: hidden })
      .where('uid', '=', uid)
      .returning('uid')
      .executeTakeFirst();
    if (!updated) return null;
    return this.touchLearner(executor, uid);
  }

  /**
   * The learner's board rows with their profile as it is now, for a copy whose name, photo or
   * hide-from-boards preference changed. Bumps the learner's `sync_version` (the rows carry the
   * new one, so copies of them and of the learner's syncs stay in order in Redis; a sync that
   * read the old version reads again). Call in a transaction: the users row is locked first, as
   * the sync does (the two then never deadlock), and the rows are locked until it ends, and
   * stamped as changed, so a Redis catch-up after an outage copies them again.
   */
  async touchLearner(executor: Executor, uid: string): Promise<BoardScore[]> {
    const { rows } = await sql<BoardScoreRow>`
      with recursive ${distinctBoards},
      learner as (
        update users set sync_version = sync_version + 1 where uid = ${uid}
        returning uid, hide_from_leaderboards, display_name, photo_url, sync_version
      ),
      touched as (
        update leaderboard_scores s set updated_at = clock_timestamp()
        from boards b where s.board = b.board and s.uid = (select uid from learner)
        returning s.*
      )
      select ${boardScoreColumns} from touched s join learner u on u.uid = s.uid order by s.board
    `.execute(executor);
    return rows.map(toBoardScore);
  }

  async isHidden(uid: string): Promise<boolean | null> {
    const row = await this.db
      .selectFrom('users')
      .select('hideFromLeaderboards')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row ? row.hideFromLeaderboards : null;
  }

  /** Every board row, board by board in uid pages: the input of a full Redis rebuild. */
  async *readAll(pageSize = 20_000): AsyncGenerator<BoardScore[]> {
    const { rows: boards } = await sql<{ board: string }>`
      with recursive ${distinctBoards} select board from boards where board is not null
    `.execute(this.db);
    for (const { board } of boards) {
      let after = '';
      for (;;) {
        // The page first, as a range of the primary key, then its learners: joined before the
        // limit, PostgreSQL would read (and sort) every row after the cursor for each page.
        const { rows }: { rows: BoardScoreRow[] } = await sql<BoardScoreRow>`
          select ${boardScoreColumns}
          from (
            select * from leaderboard_scores
            where board = ${board} and uid > ${after} order by uid limit ${pageSize}
          ) s join users u on u.uid = s.uid
          order by s.uid
        `.execute(this.db);
        if (rows.length > 0) yield rows.map(toBoardScore);
        const last: BoardScoreRow | undefined = rows[rows.length - 1];
        if (!last || rows.length < pageSize) break;
        after = last.uid;
      }
    }
  }

  /**
   * Hands every row changed since `since` to `copy`, page by page, each page under a share lock
   * held until `copy` returns: no writer can change (and copy) one of these rows between our
   * read and our copy, so an older value never overwrites a newer one. Returns the rows seen.
   */
  async copyChangedSince(
    since: Date,
    copy: (rows: BoardScore[]) => Promise<void>,
    pageSize = 5_000,
  ): Promise<number> {
    let after = null as Cursor | null;
    let seen = 0;
    for (;;) {
      const cursor: Cursor | null = after;
      const rows: BoardScoreRow[] = await this.db
        .transaction()
        .execute(async (trx): Promise<BoardScoreRow[]> => {
          const { rows: page }: { rows: BoardScoreRow[] } = await sql<BoardScoreRow>`
          select ${boardScoreColumns}
          from leaderboard_scores s join users u on u.uid = s.uid
          where s.updated_at >= ${since}
            and ${cursor ? sql`(s.board, s.uid) > (${cursor.board}, ${cursor.uid})` : sql`true`}
          order by s.board, s.uid limit ${pageSize}
          for share of s
        `.execute(trx);
          if (page.length > 0) await copy(page.map(toBoardScore));
          return page;
        });
      seen += rows.length;
      const last: BoardScoreRow | undefined = rows[rows.length - 1];
      if (!last || rows.length < pageSize) return seen;
      after = { board: last.board, uid: last.uid };
    }
  }

  /** Deletes day and week rows whose board no longer matters. */
  async pruneExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('leaderboardScores')
      .where('expiresAt', '<', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async databaseNow(): Promise<Date> {
    const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(this.db);
    return rows[0]?.now ?? new Date();
  }
}

/** Names, avatars and board counters of the given learners (learners without a row on the board get zeros). */
export async function boardProfiles(
  db: Executor,
  board: BoardKey,
  uids: readonly string[],
): Promise<Map<string, BoardProfile>> {
  if (uids.length === 0) return new Map();
  const { rows } = await sql<BoardProfile>`
    select u.uid, u.display_name, u.photo_url, u.hide_from_leaderboards as hidden,
      coalesce(s.attempted, 0) as attempted, coalesce(s.correct, 0) as correct
    from users u left join leaderboard_scores s on s.uid = u.uid and s.board = ${board}
    where u.uid = any(${[...uids]}::text[])
  `.execute(db);
  return new Map(rows.map((row) => [row.uid, row]));
}

/** Current board rows of the given learners (to copy them again after a rolled-back write). */
export async function boardRowsOf(db: Executor, uids: readonly string[]): Promise<BoardScore[]> {
  if (uids.length === 0) return [];
  const { rows } = await sql<BoardScoreRow>`
    with recursive ${distinctBoards}
    select ${boardScoreColumns}
    from boards b join leaderboard_scores s on s.board = b.board join users u on u.uid = s.uid
    where s.uid = any(${[...uids]}::text[])
  `.execute(db);
  return rows.map(toBoardScore);
}
