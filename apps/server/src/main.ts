import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { DataDirNotWritableError, dataDirWriteErrorOf } from './data-dir-write-error.ts';
import { DatabaseUnavailableError } from './db/wait-for-database.ts';
import { keepServingOnStrayErrors } from './last-resort-handlers.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';
import { settingsHelp } from './settings-help.ts';
import { stopSignals } from './stop-signals.ts';

/** SIGTERM must end the process within this time even if a request hangs. */
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(settingsHelp());
    return;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`abhyas: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger();
  // A stop asked for once the app answers, while the start finishes (its URL published, backups
  // scheduled), waits for it and then shuts down gracefully; one asked for earlier stops the
  // process at once, as it always did.
  const signals = stopSignals();
  const server = await startServer(config, logger, {
    onListening: () => signals.listen(),
    // The supervisor already logged why; a process supervisor restarts the whole server. A full or
    // read-only disk is also said in the one line an operator reads first.
    onEmbeddedDatabaseLost: (error) => {
      const unwritable = dataDirWriteErrorOf(config.dataDir, error);
      if (unwritable) process.stderr.write(`abhyas: ${unwritable.message}\n`);
      process.exit(1);
    },
  }).catch((error: unknown) => {
    if (
      error instanceof DataDirInUseError ||
      error instanceof DataDirNotWritableError ||
      error instanceof DatabaseUnavailableError
    ) {
      // One line: nothing was touched, there is nothing more to tell.
      process.stderr.write(`abhyas: ${error.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'server failed to start');
    process.stderr.write(
      `abhyas: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
  process.stdout.write(`Abhyas is running at ${server.url}\n`);
  logger.info({ url: server.url }, 'listening');
  // Only once serving: an error during the start must still end it.
  keepServingOnStrayErrors(logger);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; stopping the database and exiting');
      // An embedded PostgreSQL must not outlive us: nothing would stop it, and it keeps the data folder.
      server.stopDatabaseNow().finally(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  signals.onStop(shutdown);
}

void main();
