import path from 'node:path';
import { openCommandDatabase } from '../command-database.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { writeBackup } from './backup-archive.ts';
import { backupFileName } from './backup-schedule.ts';

/**
 * `npm run backup [-- <file>]`: one consistent archive of the database and the DATA_DIR files it
 * needs, while the server runs (its database, through the connection details it published),
 * or with an embedded PostgreSQL of its own when no server holds DATA_DIR, or on DATABASE_URL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: process.env.LOG_LEVEL ?? 'warn' });
  const file = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.join(config.backupDir, backupFileName('manual'));
  const database = await openCommandDatabase(config, logger, 'backup', { existingOnly: true });
  try {
    const summary = await writeBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      file,
      backupDir: config.backupDir,
    });
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `Backup written to ${summary.file} (${rows} rows, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KiB).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `backup: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
