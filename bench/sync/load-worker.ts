/**
 * The sync benchmark's load, in its own process: each request is a batch of 10 new quiz answers
 * from a random one of the seeded learners, sent with that learner's signed session cookie;
 * closed loop, or open loop at a fixed `rate`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE } from '../../apps/server/src/auth/session-cookie.ts';
import { paths } from '../../apps/server/src/paths.ts';
import { rawRequest, runLoad } from '../leaderboard/http-load.ts';
import { batchFor } from './batch.ts';

const { port, connections, seconds, users, secret, rate } = JSON.parse(process.env.BENCH_LOAD ?? '{}') as {
  port: number;
  connections: number;
  seconds: number;
  users: number;
  secret: string;
  /** Open loop: batches a second on a fixed schedule (see runLoad); closed loop without. */
  rate?: number;
};
const questionIds = Object.keys(
  JSON.parse(readFileSync(path.join(paths.contentBuild, 'answer-keys.json'), 'utf8')) as object,
);
const origin = `http://127.0.0.1:${port}`;
const result = await runLoad({
  port,
  connections,
  seconds,
  ...(rate === undefined ? {} : { rate }),
  request: () => {
    const index = Math.floor(Math.random() * users);
    const uid = `bench-${index}`;
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(`bench-token-${index}`, secret))}`;
    return rawRequest(
      'POST',
      { port, path: '/api/progress/sync' },
      { 'content-type': 'application/json', cookie, origin },
      JSON.stringify({ updates: batchFor(uid, questionIds) }),
    );
  },
});
process.stdout.write(`${JSON.stringify(result)}\n`);
