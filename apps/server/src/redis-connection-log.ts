import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Redis only copies the SQL boards, so losing it costs nothing but speed; still, an operator must
 * learn that it is gone (one warning, not one per retry) and that it came back.
 */
export function logRedisReachability(redis: Redis, url: string, logger: Logger): void {
  const log = logger.child({ component: 'redis' });
  const where = redactedUrl(url);
  let state: 'unknown' | 'up' | 'down' = 'unknown';
  redis.on('ready', () => {
    if (state === 'down') log.warn({ redis: where }, 'Redis is reachable again; ranks served from Redis');
    state = 'up';
  });
  redis.on('error', (error: Error) => {
    if (state === 'down') return;
    state = 'down';
    log.warn({ redis: where, err: error }, 'Redis is unreachable; ranks served from SQL until it is back');
  });
}

/** The URL without its password. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
