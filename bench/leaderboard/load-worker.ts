/**
 * The leaderboard benchmark's load, in its own process: 80 % all-time and 20 % today's board,
 * each request from a random signed-in learner (named by the bench endpoint's header), so every
 * answer carries an own row that no cache can share.
 */
import { rawRequest, runLoad } from './http-load.ts';

const { port, connections, seconds, size } = JSON.parse(process.env.BENCH_LOAD ?? '{}') as {
  port: number;
  connections: number;
  seconds: number;
  size: number;
};

const result = await runLoad({
  port,
  connections,
  seconds,
  request: () => {
    const uid = `u${String(1 + Math.floor(Math.random() * size)).padStart(8, '0')}`;
    const period = Math.random() < 0.8 ? 'all' : 'day';
    return rawRequest('GET', { port, path: `/api/leaderboard?period=${period}` }, { 'x-bench-uid': uid });
  },
});
process.stdout.write(`${JSON.stringify(result)}\n`);
