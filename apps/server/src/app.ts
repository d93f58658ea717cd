import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { paths } from './paths.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerWebApp } from './routes/web-app.ts';

export interface AppDependencies {
  config: Config;
  db: Db;
  logger: Logger;
}

/** Builds the HTTP app from ready dependencies; it opens nothing itself. */
export async function buildApp({ db, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerHealthRoutes(app, db);
  await registerWebApp(app, paths.webBuild);
  return app;
}
