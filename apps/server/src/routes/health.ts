import type { FastifyInstance } from 'fastify';
import { type Db, isDatabaseReachable } from '../db/database.ts';
import type { DatabaseHealth } from '../db/database-health.ts';

/** /readyz answers within this even when the database is frozen or every connection is busy. */
const READINESS_TIMEOUT_MS = 2_000;

/**
 * /healthz: is this process worth keeping (a supervisor restarts it when not)? Unhealthy only
 * while the embedded PostgreSQL it started is down. /readyz: should it get traffic? Not while
 * the database does not answer, nor while writes keep failing (a full disk).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db, health: DatabaseHealth): void {
  app.get('/healthz', async (_request, reply) => {
    if (health.isAlive()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', error: 'Embedded database is down' });
  });

  app.get('/readyz', async (_request, reply) => {
    if (!health.isAlive())
      return reply.code(503).send({ status: 'unavailable', error: 'Embedded database is down' });
    if (health.writesFailing())
      return reply.code(503).send({ status: 'unavailable', error: 'Database writes are failing' });
    if (await isDatabaseReachable(db, READINESS_TIMEOUT_MS)) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', error: 'Database unreachable' });
  });
}
