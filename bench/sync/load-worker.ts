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

/**
 * What each request is: a batch (the default), or, to tell the server's layers apart, `/healthz`
 * (no session, no database), the sync without a cookie (no session read; after the address's
 * first 120 a minute, all from 127.0.0.1, refused 429 by its rate limit rather than 401) or with
 * the learner's cookie and no updates (the session read, the batch refused 400).
 */
export type SyncLoadRequest = 'batch' | 'healthz' | 'no-session' | 'empty-batch';

const {
  port,
  connections,
  seconds,
  users,
  secret,
  rate,
  kind = 'batch',
} = JSON.parse(process.env.BENCH_LOAD ?? '{}') as {
  port: number;
  connections: number;
  seconds: number;
  users: number;
  secret: string;
  /** Open loop: batches a second on a fixed schedule (see runLoad); closed loop without. */
  rate?: number;
  kind?: SyncLoadRequest;
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
    if (kind === 'healthz') return rawRequest('GET', { port, path: '/healthz' }, {});
    const index = Math.floor(Math.random() * users);
    const uid = `bench-${index}`;
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(`bench-token-${index}`, secret))}`;
    const headers = { 'content-type': 'application/json', origin };
    const body = JSON.stringify({ updates: kind === 'batch' ? batchFor(uid, questionIds) : [] });
    return rawRequest(
      'POST',
      { port, path: '/api/progress/sync' },
      kind === 'no-session' ? headers : { ...headers, cookie },
      body,
    );
  },
});
process.stdout.write(`${JSON.stringify(result)}\n`);
