/**
 * The minimal Fastify endpoint around the reference statement (reference-statement.ts),
 * in its own process: `POST /api/progress/sync` with the real benchmark's body, the learner taken
 * from the body (no session), one statement, the new count as JSON. Prints its port.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { referenceSync } from './reference-statement.ts';

const { url } = JSON.parse(process.env.BENCH_LOAD ?? '{}') as { url: string };
const pool = new pg.Pool({ connectionString: url, max: 10 });
// The benchmark drops its database when it is done; a connection cut then is no news.
pool.on('error', () => undefined);
const app = Fastify();
app.post('/api/progress/sync', async (request) => {
  const { updates } = request.body as { updates: { id: string; userId: string }[] };
  const uid = updates[0]?.userId ?? '';
  return {
    answered: await referenceSync(
      pool,
      uid,
      updates.map((update) => update.id),
    ),
  };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`reference listening at ${address}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
