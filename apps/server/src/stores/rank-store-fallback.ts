import { ALL_TIME_BOARD, type BoardKey } from '@abhyas/domain';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BoardProfile, BoardScore, Executor, OwnEntry, RankedScore, RankStore } from './rank-store.ts';
import type { RedisRankStore } from './rank-store-redis.ts';
import type { SqlRankStore } from './rank-store-sql.ts';

/**
 * Longer than any sync transaction: a row written by a transaction that began before Redis
 * failed, or before a rebuild started, still falls inside the catch-up window.
 */
export const CATCH_UP_MARGIN_MS = 60_000;
/** At start, rows changed this recently are copied again: a server killed between its SQL write
 * and its Redis write loses at most that. */
export const START_CATCH_UP_WINDOW_MS = 15 * 60_000;
const RETRY_EVERY_MS = 1_000;

type State = 'ready' | 'catching-up' | 'down';

/**
 * Redis while it is healthy, SQL otherwise; users see no error either way. The state machine:
 * - down: reads and writes use SQL only; `lostSince` remembers the earliest change Redis missed.
 * - catching-up (Redis is reachable again): reads still use SQL; writes go to Redis as well; the
 *   rows changed since `lostSince` (or everything, when the copy is missing or its size is
 *   wrong) are copied over under SQL share locks, then the state becomes ready.
 * - ready: reads use Redis; a failed read or write falls back to SQL and the state goes down.
 */
export class FallbackRankStore implements RankStore {
  readonly kind = 'fallback' as const;
  private state: State = 'down';
  /** The earliest moment whose changes Redis may lack; 'unknown' until checked at start. */
  private lostSince: Date | 'unknown' = 'unknown';
  private catchingUp: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    redis: Redis,
    private readonly redisStore: RedisRankStore,
    private readonly sqlStore: SqlRankStore,
    private readonly logger: Logger,
  ) {
    redis.on('ready', () => void this.bringUpToDate());
    redis.on('close', () => this.markDown(null));
    // A command can fail while the connection looks fine (a timeout); retry from a timer.
    this.timer = setInterval(() => {
      if (this.state === 'down' && redis.status === 'ready') void this.bringUpToDate();
    }, RETRY_EVERY_MS);
    this.timer.unref();
    if (redis.status === 'ready') void this.bringUpToDate();
  }

  /** Redis is kept up to date even while SQL answers (it catches up when it returns). */
  readonly keepsCopy = true;

  get ranksInSql(): boolean {
    return this.state !== 'ready';
  }

  /** Which store answers reads now (for logs, tests and /readyz-like checks). */
  get status(): State {
    return this.state;
  }

  /** Resolves once a catch-up in progress (if any) has ended. */
  async settled(): Promise<void> {
    while (this.catchingUp) await this.catchingUp;
  }

  /** Brings Redis up to date from SQL now (the start-up check, or a rebuild by hand). */
  async bringUpToDate(options: { full?: boolean } = {}): Promise<void> {
    if (this.closed) return;
    if (this.catchingUp) {
      if (!options.full) return this.catchingUp;
      await this.settled();
    }
    this.catchingUp = this.catchUp(options.full ?? false).finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async catchUp(full: boolean): Promise<void> {
    const lost = this.lostSince;
    this.state = 'catching-up';
    this.lostSince = new Date(8.64e15); // "nothing lost yet"; markDown lowers it
    try {
      const startedAt = await this.sqlStore.databaseNow();
      // Always checked: a restarted Redis without persistence comes back empty.
      const rebuild = await this.needsRebuild(full);
      if (rebuild) {
        const rows = await this.redisStore.replaceAll(this.sqlStore.readAll());
        this.logger.info({ rows }, 'leaderboard: Redis rebuilt from SQL');
      }
      const since = rebuild
        ? new Date(startedAt.getTime() - CATCH_UP_MARGIN_MS)
        : lost === 'unknown'
          ? new Date(startedAt.getTime() - START_CATCH_UP_WINDOW_MS)
          : new Date(lost.getTime() - CATCH_UP_MARGIN_MS);
      const copied = await this.sqlStore.copyChangedSince(since, (rows) => this.redisStore.mirror(rows));
      if (this.state === 'catching-up') {
        this.state = 'ready';
        this.logger.info({ copied }, 'leaderboard: ranks served from Redis');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'leaderboard: Redis catch-up failed; ranks served from SQL');
      this.state = 'down';
      this.lostSince = lost === 'unknown' ? 'unknown' : earlier(lost, this.lostSince);
    }
  }

  private async needsRebuild(full: boolean): Promise<boolean> {
    if (full || !(await this.redisStore.isBuilt())) return true;
    const [inRedis, inSql] = await Promise.all([
      this.redisStore.countRanked(ALL_TIME_BOARD),
      this.sqlStore.countRanked(ALL_TIME_BOARD),
    ]);
    return inRedis !== inSql;
  }

  private markDown(error: unknown): void {
    if (this.closed) return;
    if (this.state !== 'down' && error)
      this.logger.warn({ err: error }, 'leaderboard: Redis failed; ranks served from SQL');
    this.state = 'down';
    if (this.lostSince !== 'unknown') this.lostSince = earlier(this.lostSince, new Date());
  }

  private async read<T>(fromRedis: () => Promise<T>, fromSql: () => Promise<T>): Promise<T> {
    if (this.state !== 'ready') return fromSql();
    try {
      return await fromRedis();
    } catch (error) {
      this.markDown(error);
      return fromSql();
    }
  }

  rankForScore(board: BoardKey, score: number, executor?: Executor): Promise<number> {
    return this.read(
      () => this.redisStore.rankForScore(board, score),
      () => this.sqlStore.rankForScore(board, score, executor),
    );
  }

  rankOf(board: BoardKey, uid: string): Promise<RankedScore | null> {
    return this.read(
      () => this.redisStore.rankOf(board, uid),
      () => this.sqlStore.rankOf(board, uid),
    );
  }

  listPublic(board: BoardKey, offset: number, limit: number): Promise<RankedScore[]> {
    return this.read(
      () => this.redisStore.listPublic(board, offset, limit),
      () => this.sqlStore.listPublic(board, offset, limit),
    );
  }

  countRanked(board: BoardKey): Promise<number> {
    return this.read(
      () => this.redisStore.countRanked(board),
      () => this.sqlStore.countRanked(board),
    );
  }

  /**
   * From Redis alone for a learner the copy knows (everyone with a board row); a learner it has
   * no profile of (no board row yet) gets theirs from SQL.
   */
  async ownEntry(board: BoardKey, uid: string): Promise<OwnEntry> {
    if (this.state !== 'ready') return this.sqlStore.ownEntry(board, uid);
    let entry: OwnEntry;
    try {
      entry = await this.redisStore.ownEntry(board, uid);
    } catch (error) {
      this.markDown(error);
      return this.sqlStore.ownEntry(board, uid);
    }
    if (entry.profile) return entry;
    return { ranked: entry.ranked, profile: (await this.sqlStore.profilesOn(board, [uid])).get(uid) };
  }

  /** As `ownEntry`: from Redis, and from SQL for learners the copy has no profile of. */
  async profilesOn(board: BoardKey, uids: readonly string[]): Promise<Map<string, BoardProfile>> {
    const profiles = await this.read(
      () => this.redisStore.profilesOn(board, uids),
      () => this.sqlStore.profilesOn(board, uids),
    );
    const missing = uids.filter((uid) => !profiles.has(uid));
    if (missing.length === 0) return profiles;
    for (const [uid, profile] of await this.sqlStore.profilesOn(board, missing)) profiles.set(uid, profile);
    return profiles;
  }

  async mirror(scores: readonly BoardScore[]): Promise<void> {
    if (scores.length === 0) return;
    await this.toRedis(() => this.redisStore.mirror(scores));
  }

  /**
   * While Redis is down the learner stays in the copy; the catch-up then finds fewer learners
   * in SQL than in Redis and rebuilds it.
   */
  async forget(uid: string, boards: readonly BoardKey[]): Promise<void> {
    await this.toRedis(() => this.redisStore.forget(uid, boards));
  }

  private async toRedis(write: () => Promise<void>): Promise<void> {
    if (this.state === 'down') {
      if (this.lostSince !== 'unknown') this.lostSince = earlier(this.lostSince, new Date());
      return;
    }
    try {
      await write();
    } catch (error) {
      this.markDown(error);
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
