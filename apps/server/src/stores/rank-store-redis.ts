import type { BoardKey } from '@abhyas/domain';
import { Redis } from 'ioredis';
import type { BoardScore, RankedScore, RankStore } from './rank-store.ts';

/**
 * A connection for the rank store: commands fail at once while disconnected (the fallback then
 * answers from SQL) instead of queueing, and it keeps reconnecting in the background.
 */
export function connectRankRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Connection errors are handled by the fallback store (SQL answers); they must not crash.
  redis.on('error', () => undefined);
  return redis;
}

/** Changing how keys are laid out bumps this, which makes every server rebuild from SQL. */
const LAYOUT_VERSION = '1';

/** Boards that expire within this long are not rebuilt. */
const EXPIRING_SOON_MS = 60_000;

/**
 * Ranks from Redis sorted sets, a copy of `leaderboard_scores`. Two sets per board: `ranked`
 * (everyone with a score, for ranks and counts) and `public` (without hidden learners, for
 * lists), so both a rank and a page cost O(log N) whatever the offset. Day and week sets expire
 * after their board stops mattering.
 */
export class RedisRankStore implements RankStore {
  readonly kind = 'redis' as const;
  readonly ranksInSql = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'abhyas:leaderboard:',
  ) {
    redis.defineCommand('abhyasRankOf', {
      numberOfKeys: 1,
      lua: `
        local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
        if not score then return false end
        return {score, redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1}`,
    });
    redis.defineCommand('abhyasListPublic', {
      numberOfKeys: 2,
      lua: `
        local rows = redis.call('ZREVRANGE', KEYS[2], ARGV[1], ARGV[2], 'WITHSCORES')
        local out = {}
        local lastScore, lastRank
        for i = 1, #rows, 2 do
          local score = rows[i + 1]
          if score ~= lastScore then
            lastRank = redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1
            lastScore = score
          end
          out[#out + 1] = rows[i]
          out[#out + 1] = score
          out[#out + 1] = lastRank
        end
        return out`,
    });
  }

  rankedKey(board: BoardKey): string {
    return `${this.prefix}ranked:${board}`;
  }

  publicKey(board: BoardKey): string {
    return `${this.prefix}public:${board}`;
  }

  private get metaKey(): string {
    return `${this.prefix}meta`;
  }

  private script(name: string): (...args: (string | number)[]) => Promise<unknown> {
    // ioredis adds defined commands as methods at run time; its types cannot know them.
    const command = (
      this.redis as unknown as Record<string, (...args: (string | number)[]) => Promise<unknown>>
    )[name];
    if (!command) throw new Error(`Redis script ${name} is not defined`);
    return command.bind(this.redis);
  }

  async rankForScore(board: BoardKey, score: number): Promise<number> {
    return (await this.redis.zcount(this.rankedKey(board), `(${score}`, '+inf')) + 1;
  }

  async rankOf(board: BoardKey, uid: string): Promise<RankedScore | null> {
    const result = (await this.script('abhyasRankOf')(this.rankedKey(board), uid)) as [string, number] | null;
    if (!result) return null;
    return { uid, score: Number(result[0]), rank: Number(result[1]) };
  }

  async listPublic(board: BoardKey, offset: number, limit: number): Promise<RankedScore[]> {
    if (limit <= 0) return [];
    const flat = (await this.script('abhyasListPublic')(
      this.rankedKey(board),
      this.publicKey(board),
      offset,
      offset + limit - 1,
    )) as (string | number)[];
    const entries: RankedScore[] = [];
    for (let index = 0; index + 2 < flat.length; index += 3) {
      entries.push({
        uid: String(flat[index]),
        score: Number(flat[index + 1]),
        rank: Number(flat[index + 2]),
      });
    }
    return entries;
  }

  countRanked(board: BoardKey): Promise<number> {
    return this.redis.zcard(this.rankedKey(board));
  }

  async mirror(scores: readonly BoardScore[]): Promise<void> {
    if (scores.length === 0) return;
    await this.writeScores(
      scores,
      (board) => this.rankedKey(board),
      (board) => this.publicKey(board),
    );
  }

  private async writeScores(
    scores: readonly BoardScore[],
    rankedKey: (board: BoardKey) => string,
    publicKey: (board: BoardKey) => string,
  ): Promise<void> {
    const pipeline = this.redis.pipeline();
    const expiries = new Map<BoardKey, Date>();
    for (const entry of scores) {
      pipeline.zadd(rankedKey(entry.board), entry.score, entry.uid);
      if (entry.hidden) pipeline.zrem(publicKey(entry.board), entry.uid);
      else pipeline.zadd(publicKey(entry.board), entry.score, entry.uid);
      if (entry.expiresAt) expiries.set(entry.board, entry.expiresAt);
    }
    for (const [board, expiresAt] of expiries) {
      const at = Math.ceil(expiresAt.getTime() / 1000);
      pipeline.expireat(rankedKey(board), at);
      pipeline.expireat(publicKey(board), at);
    }
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
  }

  /** Whether this copy was ever completely built (and with today's key layout). */
  async isBuilt(): Promise<boolean> {
    return (await this.redis.hget(this.metaKey, 'layout')) === LAYOUT_VERSION;
  }

  /**
   * Replaces every board with the pages given, built aside under temporary keys and swapped in
   * at once, so readers never see a half-built board. Writes that land on the live keys while it
   * runs are lost in the swap: the caller copies the rows changed since it started afterwards.
   */
  async replaceAll(pages: AsyncIterable<BoardScore[]>): Promise<number> {
    const scratch = `${this.prefix}rebuild:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`;
    const rankedScratch = (board: BoardKey) => `${scratch}ranked:${board}`;
    const publicScratch = (board: BoardKey) => `${scratch}public:${board}`;
    const boards = new Set<BoardKey>();
    const withPublic = new Set<BoardKey>();
    let count = 0;
    try {
      for await (const rows of pages) {
        // A board that has stopped mattering (or is about to) is left out: Redis would drop its
        // scratch key on the expiry and the swap below would fail on the missing key.
        const soon = Date.now() + EXPIRING_SOON_MS;
        const page = rows.filter((entry) => !entry.expiresAt || entry.expiresAt.getTime() > soon);
        await this.writeScores(page, rankedScratch, publicScratch);
        for (const entry of page) {
          boards.add(entry.board);
          if (!entry.hidden) withPublic.add(entry.board);
        }
        count += page.length;
      }
      const live = await this.liveKeys();
      const transaction = this.redis.multi();
      const kept = new Set<string>();
      for (const board of boards) {
        transaction.rename(rankedScratch(board), this.rankedKey(board));
        kept.add(this.rankedKey(board));
        if (withPublic.has(board)) {
          transaction.rename(publicScratch(board), this.publicKey(board));
          kept.add(this.publicKey(board));
        }
      }
      for (const key of live) if (!kept.has(key)) transaction.del(key);
      transaction.hset(this.metaKey, 'layout', LAYOUT_VERSION, 'rebuiltAt', new Date().toISOString());
      const results = (await transaction.exec()) ?? [];
      const failure = results.find(([error]) => error)?.[0];
      if (failure) throw failure;
      return count;
    } finally {
      const leftovers = await this.scanKeys(`${scratch}*`);
      if (leftovers.length > 0) await this.redis.del(...leftovers);
    }
  }

  private async liveKeys(): Promise<string[]> {
    return [
      ...(await this.scanKeys(`${this.prefix}ranked:*`)),
      ...(await this.scanKeys(`${this.prefix}public:*`)),
    ];
  }

  private async scanKeys(pattern: string): Promise<string[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys;
  }

  /** Deletes every key of this store (tests and benchmarks clean up with it). */
  async deleteAll(): Promise<void> {
    const keys = await this.scanKeys(`${this.prefix}*`);
    for (let index = 0; index < keys.length; index += 500)
      await this.redis.del(...keys.slice(index, index + 500));
  }
}
