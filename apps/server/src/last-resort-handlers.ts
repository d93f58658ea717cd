import type { Logger } from 'pino';

/**
 * The last resort: an error that escaped every handler (a driver's stray 'error' event, a
 * forgotten promise) is logged at error level and the process keeps serving. Ending it would
 * fail every other request in flight and leave the site down until someone restarts it.
 */
export function keepServingOnStrayErrors(logger: Logger): void {
  process.on('uncaughtException', (error) =>
    logger.error({ err: error }, 'uncaught exception; still serving'),
  );
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled promise rejection; still serving'),
  );
}
