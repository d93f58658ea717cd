import type { BoardKey } from '@abhyas/domain';
import { type ChainableCommander, Redis } from 'ioredis';
import type { BoardProfile, BoardScore, OwnEntry, RankedScore, RankStore } from './rank-store.ts';

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
    // Commands issued in the same tick (many concurrent leaderboard requests) share one write and
    // one read on the socket instead of one each: most of the client's cost per command.
    enableAutoPipelining: true,
  });
  // Connection errors are handled by the fallback store (SQL answers); they must not crash.
  redis.on('error', () => undefined);
  return redis;
}

/** Changing how keys are laid out bumps this, which makes every server rebuild from SQL. */
const LAYOUT_VERSION = '3';

/** Boards that expire within this long are not rebuilt. */
const EXPIRING_SOON_MS = 60_000;

/** The learner's name, photo and hide-from-boards preference, as kept in the `learners` hash. */
type LearnerValue = [displayName: string | null, photoUrl: string | null, hidden: boolean];

/** `version|[name, photo, hidden]`: the version first, so the copy script reads it without JSON. */
function learnerValue(score: BoardScore): string {
  return `${score.version}|${JSON.stringify([score.displayName, score.photoUrl, score.hidden] satisfies LearnerValue)}`;
}

/** `attempted:correct`, as kept in a board's `counts` hash (followed by `:version` there). */
function countsValue(score: BoardScore): string {
  return `${score.attempted}:${score.correct}`;
}

function profileOf(uid: string, learner: string, counts: string | null): BoardProfile {
  const [displayName, photoUrl, hidden] = JSON.parse(learner.slice(learner.indexOf('|') + 1)) as LearnerValue;
  const [attempted, correct] = counts === null ? [0, 0] : counts.split(':').map(Number);
  return { uid, displayName, photoUrl, hidden, attempted: attempted ?? 0, correct: correct ?? 0 };
}

/**
 * Copies one board row and its learner's profile, each only over an older version (the
 * learner's `sync_version` it was written at): the one place the copy's order is decided, inside
 * Redis, so copies sent by several servers, or late, never put an older score back. A row's
 * version is kept in its `counts` value, the learner's in its `learners` value; a value without
 * one (none yet) is older than any.
 * KEYS: ranked, public, counts (of the row's board), learners. ARGV: uid, score, hidden (1/0),
 * `attempted:correct`, the learner's value (`learnerValue`), version, expiry (unix seconds, or
 * empty). Returns 1 when the row was copied, 0 when a newer one was there.
 */
const COPY_ROW_LUA = `
  local uid, version = ARGV[1], tonumber(ARGV[6])
  local copied = 0
  local counts = redis.call('HGET', KEYS[3], uid)
  local stored = counts and tonumber(string.match(counts, '^%-?%d+:%-?%d+:(%-?%d+)$'))
  if not stored or stored < version then
    redis.call('ZADD', KEYS[1], ARGV[2], uid)
    if ARGV[3] == '1' then redis.call('ZREM', KEYS[2], uid) else redis.call('ZADD', KEYS[2], ARGV[2], uid) end
    redis.call('HSET', KEYS[3], uid, ARGV[4] .. ':' .. ARGV[6])
    if ARGV[7] ~= '' then
      for i = 1, 3 do redis.call('EXPIREAT', KEYS[i], ARGV[7]) end
    end
    copied = 1
  end
  local learner = redis.call('HGET', KEYS[4], uid)
  local learnerVersion = learner and tonumber(string.match(learner, '^(%-?%d+)|'))
  if not learnerVersion or learnerVersion < version then redis.call('HSET', KEYS[4], uid, ARGV[5]) end
  return copied`;

/** Where one copy of the boards lives: the live keys, or a rebuild's scratch keys. */
interface Keys {
  ranked(board: BoardKey): string;
  public(board: BoardKey): string;
  counts(board: BoardKey): string;
  readonly learners: string;
}

function keysUnder(prefix: string): Keys {
  return {
    ranked: (board) => `${prefix}ranked:${board}`,
    public: (board) => `${prefix}public:${board}`,
    counts: (board) => `${prefix}counts:${board}`,
    learners: `${prefix}learners`,
  };
}

type Script = (...args: (string | number)[]) => Promise<unknown>;

interface OwnEntryRequest {
  readonly uid: string;
  resolve(entry: OwnEntry): void;
  reject(error: unknown): void;
}

/**
 * Bounds a rebuild's pipelines: every command in one must be answered within the connection's
 * command timeout, and a pipeline of 20,000 rows into sets of millions can take longer than that
 * on a busy machine (the rebuild then fails). 2,000 rows take a few milliseconds.
 */
const ROWS_PER_PIPELINE = 2_000;

/** Bounds one script call, during which Redis runs nothing else: well under a millisecond. */
const MAX_OWN_ENTRIES_PER_CALL = 64;

/**
 * Ranks from Redis sorted sets, a copy of `leaderboard_scores` and of what the boards show of
 * each learner. Per board: `ranked` (everyone with a score, for ranks and counts), `public`
 * (without hidden learners, for lists), so both a rank and a page cost O(log N) whatever the
 * offset, and `counts` (a hash of uid -> `attempted:correct:version`). Once: `learners` (a hash of
 * uid -> version, name, photo, hidden). Every copy goes through `COPY_ROW_LUA`, which keeps the
 * newest version. A learner's own entry is then one script call, no SQL. Day and week keys
 * expire after their board stops mattering.
 */
export class RedisRankStore implements RankStore {
  readonly kind = 'redis' as const;
  readonly ranksInSql = false;
  readonly keepsCopy = true;
  private readonly keys: Keys;
  private readonly rankOfScript: Script;
  private readonly listPublicScript: Script;
  private readonly ownEntriesScript: Script;
  private static readonly copyRowCommand = 'abhyasCopyRow';
  /** Own-entry lookups waiting for the next batch, per board. */
  private pendingOwn = new Map<BoardKey, OwnEntryRequest[]>();
  private ownFlushScheduled = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'abhyas:leaderboard:',
  ) {
    this.keys = keysUnder(prefix);
    this.rankOfScript = this.defineScript(
      'abhyasRankOf',
      1,
      `
        local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
        if not score then return false end
        return {score, redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1}`,
    );
    this.listPublicScript = this.defineScript(
      'abhyasListPublic',
      2,
      `
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
    );
    // KEYS: ranked, counts, learners; ARGV: uids. Per uid: score, rank, counts, learner (each
    // false when absent).
    this.ownEntriesScript = this.defineScript(
      'abhyasOwnEntries',
      3,
      `
        local out = {}
        for i = 1, #ARGV do
          local uid = ARGV[i]
          local score = redis.call('ZSCORE', KEYS[1], uid)
          local rank = false
          if score then rank = redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1 end
          out[#out + 1] = score
          out[#out + 1] = rank
          out[#out + 1] = redis.call('HGET', KEYS[2], uid)
          out[#out + 1] = redis.call('HGET', KEYS[3], uid)
        end
        return out`,
    );
    this.defineScript(RedisRankStore.copyRowCommand, 4, COPY_ROW_LUA);
  }

  private defineScript(name: string, numberOfKeys: number, lua: string): Script {
    this.redis.defineCommand(name, { numberOfKeys, lua });
    // ioredis adds defined commands as methods at run time; its types cannot know them.
    const command = (this.redis as unknown as Record<string, Script>)[name];
    if (!command) throw new Error(`Redis script ${name} is not defined`);
    return command.bind(this.redis);
  }

  rankedKey(board: BoardKey): string {
    return this.keys.ranked(board);
  }

  publicKey(board: BoardKey): string {
    return this.keys.public(board);
  }

  private get metaKey(): string {
    return `${this.prefix}meta`;
  }

  async rankForScore(board: BoardKey, score: number): Promise<number> {
    return (await this.redis.zcount(this.keys.ranked(board), `(${score}`, '+inf')) + 1;
  }

  async rankOf(board: BoardKey, uid: string): Promise<RankedScore | null> {
    const result = (await this.rankOfScript(this.keys.ranked(board), uid)) as [string, number] | null;
    if (!result) return null;
    return { uid, score: Number(result[0]), rank: Number(result[1]) };
  }

  /**
   * The learner's own entry; its profile is undefined when the copy has no profile of them (a
   * learner with no board row yet): the caller then asks SQL.
   *
   * Lookups made in the same turn of the event loop (concurrent requests) go to Redis as one
   * script call per board: the client's cost per call, not the work in Redis, is most of a
   * lookup's cost, and a batch of ten costs little more than one.
   */
  ownEntry(board: BoardKey, uid: string): Promise<OwnEntry> {
    return new Promise((resolve, reject) => {
      let batch = this.pendingOwn.get(board);
      if (!batch) {
        batch = [];
        this.pendingOwn.set(board, batch);
      }
      batch.push({ uid, resolve, reject });
      if (!this.ownFlushScheduled) {
        this.ownFlushScheduled = true;
        setImmediate(() => this.flushOwnEntries());
      }
    });
  }

  private flushOwnEntries(): void {
    this.ownFlushScheduled = false;
    const pending = this.pendingOwn;
    this.pendingOwn = new Map();
    for (const [board, requests] of pending) {
      for (let start = 0; start < requests.length; start += MAX_OWN_ENTRIES_PER_CALL) {
        void this.lookUpOwnEntries(board, requests.slice(start, start + MAX_OWN_ENTRIES_PER_CALL));
      }
    }
  }

  private async lookUpOwnEntries(board: BoardKey, requests: readonly OwnEntryRequest[]): Promise<void> {
    let flat: (string | number | null)[];
    try {
      flat = (await this.ownEntriesScript(
        this.keys.ranked(board),
        this.keys.counts(board),
        this.keys.learners,
        ...requests.map((request) => request.uid),
      )) as (string | number | null)[];
    } catch (error) {
      for (const request of requests) request.reject(error);
      return;
    }
    requests.forEach(({ uid, resolve }, index) => {
      const score = flat[index * 4] as string | null;
      const rank = flat[index * 4 + 1] as number | null;
      const counts = flat[index * 4 + 2] as string | null;
      const learner = flat[index * 4 + 3] as string | null;
      resolve({
        ranked: score === null || rank === null ? null : { uid, score: Number(score), rank },
        profile: learner === null ? undefined : profileOf(uid, learner, counts),
      });
    });
  }

  /** Profiles of the learners the copy has (each learner with a board row). */
  async profilesOn(board: BoardKey, uids: readonly string[]): Promise<Map<string, BoardProfile>> {
    const profiles = new Map<string, BoardProfile>();
    if (uids.length === 0) return profiles;
    const results =
      (await this.redis
        .pipeline()
        .hmget(this.keys.counts(board), ...uids)
        .hmget(this.keys.learners, ...uids)
        .exec()) ?? [];
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
    const counts = results[0]?.[1] as (string | null)[];
    const learners = results[1]?.[1] as (string | null)[];
    uids.forEach((uid, index) => {
      const learner = learners[index];
      if (learner) profiles.set(uid, profileOf(uid, learner, counts[index] ?? null));
    });
    return profiles;
  }

  async listPublic(board: BoardKey, offset: number, limit: number): Promise<RankedScore[]> {
    if (limit <= 0) return [];
    const flat = (await this.listPublicScript(
      this.keys.ranked(board),
      this.keys.public(board),
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
    return this.redis.zcard(this.keys.ranked(board));
  }

  /** Each row through the copy script (`COPY_ROW_LUA`), in pipelines of `ROWS_PER_PIPELINE`. */
  async mirror(scores: readonly BoardScore[]): Promise<void> {
    for (let start = 0; start < scores.length; start += ROWS_PER_PIPELINE) {
      const pipeline = this.redis.pipeline();
      // ioredis adds defined commands to pipelines at run time too; its types cannot know them.
      const copyRow = (pipeline as unknown as Record<string, (...args: (string | number)[]) => unknown>)[
        RedisRankStore.copyRowCommand
      ];
      if (!copyRow) throw new Error('Redis copy script is not defined');
      for (const row of scores.slice(start, start + ROWS_PER_PIPELINE))
        copyRow.call(
          pipeline,
          this.keys.ranked(row.board),
          this.keys.public(row.board),
          this.keys.counts(row.board),
          this.keys.learners,
          row.uid,
          row.score,
          row.hidden ? 1 : 0,
          countsValue(row),
          learnerValue(row),
          row.version,
          row.expiresAt ? Math.ceil(row.expiresAt.getTime() / 1000) : '',
        );
      await execute(pipeline);
    }
  }

  async forget(uid: string, boards: readonly BoardKey[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const board of boards) {
      pipeline.zrem(this.keys.ranked(board), uid);
      pipeline.zrem(this.keys.public(board), uid);
      pipeline.hdel(this.keys.counts(board), uid);
    }
    pipeline.hdel(this.keys.learners, uid);
    await execute(pipeline);
  }

  /**
   * A rebuild's plain writes into its scratch keys (nothing older is there to guard against; the
   * values carry their versions as the copy script writes them). Per board one command per key,
   * then the learners' profiles; a pipeline per `ROWS_PER_PIPELINE` rows, one after the other.
   */
  private async writeScores(scores: readonly BoardScore[], keys: Keys): Promise<void> {
    for (let start = 0; start < scores.length; start += ROWS_PER_PIPELINE)
      await this.writeScoresPipeline(scores.slice(start, start + ROWS_PER_PIPELINE), keys);
  }

  private async writeScoresPipeline(scores: readonly BoardScore[], keys: Keys): Promise<void> {
    const byBoard = new Map<
      BoardKey,
      { ranked: (string | number)[]; shown: (string | number)[]; hidden: string[]; counts: string[] }
    >();
    const expiries = new Map<BoardKey, Date>();
    const learners = new Map<string, BoardScore>();
    for (const entry of scores) {
      let board = byBoard.get(entry.board);
      if (!board) {
        board = { ranked: [], shown: [], hidden: [], counts: [] };
        byBoard.set(entry.board, board);
      }
      board.ranked.push(entry.score, entry.uid);
      if (entry.hidden) board.hidden.push(entry.uid);
      else board.shown.push(entry.score, entry.uid);
      board.counts.push(entry.uid, `${countsValue(entry)}:${entry.version}`);
      if (entry.expiresAt) expiries.set(entry.board, entry.expiresAt);
      // Boards are read one after the other: a learner's later rows may be newer.
      const known = learners.get(entry.uid);
      if (!known || known.version < entry.version) learners.set(entry.uid, entry);
    }
    const pipeline = this.redis.pipeline();
    for (const [board, rows] of byBoard) {
      pipeline.zadd(keys.ranked(board), ...rows.ranked);
      if (rows.shown.length > 0) pipeline.zadd(keys.public(board), ...rows.shown);
      if (rows.hidden.length > 0) pipeline.zrem(keys.public(board), ...rows.hidden);
      pipeline.hset(keys.counts(board), ...rows.counts);
    }
    pipeline.hset(keys.learners, ...[...learners].flatMap(([uid, entry]) => [uid, learnerValue(entry)]));
    for (const [board, expiresAt] of expiries) {
      const at = Math.ceil(expiresAt.getTime() / 1000);
      pipeline.expireat(keys.ranked(board), at);
      pipeline.expireat(keys.public(board), at);
      pipeline.expireat(keys.counts(board), at);
    }
    await execute(pipeline);
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
    const scratchPrefix = `${this.prefix}rebuild:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}:`;
    const scratch = keysUnder(scratchPrefix);
    const boards = new Set<BoardKey>();
    const withPublic = new Set<BoardKey>();
    let learners = false;
    let count = 0;
    const reader = pages[Symbol.asyncIterator]();
    let next = reader.next();
    try {
      for (;;) {
        const { value: rows, done } = await next;
        if (done) break;
        // The next page is read while this one is written.
        next = reader.next();
        // A board that has stopped mattering (or is about to) is left out: Redis would drop its
        // scratch key on the expiry and the swap below would fail on the missing key.
        const soon = Date.now() + EXPIRING_SOON_MS;
        const page = rows.filter((entry) => !entry.expiresAt || entry.expiresAt.getTime() > soon);
        if (page.length === 0) continue;
        await this.writeScores(page, scratch);
        learners = true;
        for (const entry of page) {
          boards.add(entry.board);
          if (!entry.hidden) withPublic.add(entry.board);
        }
        count += page.length;
      }
      const live = await this.liveKeys();
      const transaction = this.redis.multi();
      const swaps: [from: string, to: string][] = [];
      for (const board of boards) {
        swaps.push([scratch.ranked(board), this.keys.ranked(board)]);
        swaps.push([scratch.counts(board), this.keys.counts(board)]);
        if (withPublic.has(board)) swaps.push([scratch.public(board), this.keys.public(board)]);
      }
      if (learners) swaps.push([scratch.learners, this.keys.learners]);
      // UNLINK frees the old copy in the background; a RENAME over it would free it in line,
      // blocking Redis for as long as freeing millions of entries takes.
      const replaced = new Set(swaps.map(([, to]) => to));
      for (const key of new Set([...live, ...replaced])) transaction.unlink(key);
      for (const [from, to] of swaps) transaction.rename(from, to);
      transaction.hset(this.metaKey, 'layout', LAYOUT_VERSION, 'rebuiltAt', new Date().toISOString());
      const results = (await transaction.exec()) ?? [];
      const failure = results.find(([error]) => error)?.[0];
      if (failure) throw failure;
      return count;
    } finally {
      // A read still running when a write failed: its rows are not wanted, nor is its error.
      next.catch(() => undefined);
      await reader.return?.();
      const leftovers = await this.scanKeys(`${scratchPrefix}*`);
      if (leftovers.length > 0) await this.redis.unlink(...leftovers);
    }
  }

  private async liveKeys(): Promise<string[]> {
    return [
      ...(await this.scanKeys(`${this.prefix}ranked:*`)),
      ...(await this.scanKeys(`${this.prefix}public:*`)),
      ...(await this.scanKeys(`${this.prefix}counts:*`)),
      this.keys.learners,
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
      await this.redis.unlink(...keys.slice(index, index + 500));
  }
}

/** Runs a pipeline; throws the first command's error, if any. */
async function execute(pipeline: ChainableCommander): Promise<void> {
  const results = (await pipeline.exec()) ?? [];
  const failure = results.find(([error]) => error)?.[0];
  if (failure) throw failure;
}
