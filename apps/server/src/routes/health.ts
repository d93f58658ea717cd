import type { FastifyInstance } from 'fastify';
import { type Db, isDatabaseReachable } from '../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (await isDatabaseReachable(db)) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', error: 'Database unreachable' });
  });
}
