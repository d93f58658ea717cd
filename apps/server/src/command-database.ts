import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { type DataDirLock, liveOwnerOf, lockDataDir } from './data-dir-lock.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.ts';

export interface CommandDatabase {
  readonly url: string;
  /** Where the database came from, for the command's own output. */
  readonly source: 'external' | 'running-server' | 'own-embedded';
  /** Stops the embedded PostgreSQL this command started, if any, and gives the folder back. */
  close(): Promise<void>;
}

/**
 * The database for a command run beside the server (`leaderboard:rebuild`, `backup`): DATABASE_URL
 * when set; else the embedded PostgreSQL of the server that holds DATA_DIR, through the URL it
 * published; else one of its own, started under the folder's lock so no server starts meanwhile.
 * A command never stops a PostgreSQL it did not start.
 */
export async function openCommandDatabase(
  config: Config,
  logger: Logger,
  role: string,
  /** Refuse (instead of creating one) when DATA_DIR holds no embedded cluster yet. */
  options: { existingOnly?: boolean } = {},
): Promise<CommandDatabase> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, source: 'external', close: async () => undefined };
  const owner = await liveOwnerOf(config.dataDir);
  if (owner) {
    if (!owner.databaseUrl)
      throw new Error(
        `the server with PID ${owner.pid} is still starting its database; try again in a moment`,
      );
    return { url: owner.databaseUrl, source: 'running-server', close: async () => undefined };
  }
  if (options.existingOnly && !existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(
      `DATA_DIR ${config.dataDir} holds no database yet: nothing to do before the server has run once`,
    );
  const lock: DataDirLock = await lockDataDir(config.dataDir, role);
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedPostgres(config.dataDir, logger);
    await lock.publish({ databaseUrl: embedded.url });
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    url: embedded.url,
    source: 'own-embedded',
    close: async () => {
      await embedded.stop();
      await lock.release();
    },
  };
}
