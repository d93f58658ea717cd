/**
 * What /healthz and /readyz know beyond a `select 1`: whether the embedded PostgreSQL this
 * process started is running, and whether writes keep failing (a full disk answers reads and
 * `select 1` but refuses every write), so that a load balancer drains the instance.
 */
export interface EmbeddedDatabaseState {
  /** False from an unexpected exit of the embedded PostgreSQL until it is running again. */
  isRunning(): boolean;
}

/** Writes that failed in a row, for a database reason, before the instance turns unready. */
export const FAILED_WRITES_BEFORE_UNREADY = 5;
/** An unready instance turns ready again when no write failed for this long (it is tried again). */
export const UNREADY_COOL_DOWN_MS = 30_000;

export class DatabaseHealth {
  private failuresInARow = 0;
  private lastFailureAt = 0;

  constructor(
    readonly embedded: EmbeddedDatabaseState | undefined,
    private readonly coolDownMs = UNREADY_COOL_DOWN_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request that writes failed because the database is unavailable (disk full, timeouts, down). */
  recordWriteFailure(): void {
    this.failuresInARow += 1;
    this.lastFailureAt = this.now();
  }

  /** A request that writes succeeded (2xx, 3xx). */
  recordWriteSuccess(): void {
    this.failuresInARow = 0;
  }

  /** False for a dead embedded database; an external one's process is not ours to watch. */
  isAlive(): boolean {
    return this.embedded?.isRunning() ?? true;
  }

  /** True while writes keep failing; drained instances are tried again after the cool-down. */
  writesFailing(): boolean {
    if (this.failuresInARow < FAILED_WRITES_BEFORE_UNREADY) return false;
    if (this.now() - this.lastFailureAt < this.coolDownMs) return true;
    this.failuresInARow = 0;
    return false;
  }
}
