import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createLogger } from '../logger.ts';
import { isEmptyDataDir } from './backup-files.ts';
import { restoreBackup } from './restore-archive.ts';

/**
 * `npm run restore -- <file>`: an archive of `npm run backup` into an empty DATA_DIR (the embedded
 * default: a new cluster is made there) or, with DATABASE_URL, into an empty database (DATA_DIR
 * then gets the archive's files: the session secret and signing keys belong with the database).
 */
async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) throw new Error('name the backup file: npm run restore -- <file>');
  const file = path.resolve(argument);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const config = loadConfig();
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  if (!config.databaseUrl && !(await isEmptyDataDir(config.dataDir)))
    throw new Error(`DATA_DIR ${config.dataDir} is not empty: restore into a new, empty folder`);
  const lock = await lockDataDir(config.dataDir, 'restore');
  try {
    const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
    try {
      const summary = await restoreBackup({
        file,
        databaseUrl: config.databaseUrl ?? (embedded?.url as string),
        dataDir: config.dataDir,
      });
      const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
      process.stdout.write(
        `Restored the backup of ${summary.createdAt} (${rows} rows, ${summary.files} files) into ${
          config.databaseUrl ? 'DATABASE_URL' : config.dataDir
        }.\n`,
      );
    } finally {
      await embedded?.stop();
    }
  } finally {
    await lock.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `restore: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
