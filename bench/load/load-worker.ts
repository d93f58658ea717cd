/**
 * bench/load's load generator, in its own process (options as JSON in BENCH_LOAD): the mixed
 * traffic of learners using the app, on keep-alive connections, one request in flight per
 * connection.
 *
 * - `closed`: `connections` connections each send their next request as soon as the last one is
 *   answered (the most the server gives).
 * - `open`: `rate` requests a second on a fixed schedule, whatever the server's answers take;
 *   connections are opened as needed up to `connections`, a request waits for a free one, and
 *   its latency counts from when it was due (so a slow server is not hidden by fewer requests).
 *
 * Prints a JSON line every `reportSeconds` ({"type":"interval",...}) and a last one with the
 * per-route counts and latency histograms ({"type":"result",...}).
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import type { AnswerKeys } from '@abhyas/domain';
import fastifyCookie from '@fastify/cookie';
import { SESSION_COOKIE } from '../../apps/server/src/auth/session-cookie.ts';
import { paths } from '../../apps/server/src/paths.ts';
import { fixedSchedule, rawRequest, responseLength } from '../leaderboard/http-load.ts';
import { emptyHistogram, quantile, record } from './latency-histogram.ts';
import {
  type LoadOptions,
  ROUTE_SHARES,
  type RouteName,
  type RouteResult,
  sessionToken,
} from './workload.ts';

const options = JSON.parse(process.env.BENCH_LOAD ?? '{}') as LoadOptions;
const keys = JSON.parse(
  readFileSync(path.join(paths.contentBuild, 'answer-keys.json'), 'utf8'),
) as AnswerKeys;
const questionIds = Object.keys(keys);
const cookies = Array.from(
  { length: options.learners },
  (_, index) =>
    `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(sessionToken(index), options.secret))}`,
);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The learners' India date, as the app sends it. */
const indiaDate = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

let nextSyncLearner = 0;
/**
 * A batch as the app's queue sends it: 10 updates (BATCH_SIZE) of one quiz answer each, about
 * 70 % right, 3 to 30 s per question. Learners take turns, so each syncs a few times a minute at
 * most, well under the route's 120 a minute (SYNC_RATE_LIMIT).
 */
function syncRequest(port: number): Buffer {
  const learner = nextSyncLearner++ % options.learners;
  const uid = `load-${learner}`;
  const today = indiaDate();
  const updates = Array.from({ length: 10 }, () => {
    const questionId = pick(questionIds);
    const answerIndex = keys[questionId]?.answerIndex ?? 0;
    return {
      id: crypto.randomUUID(),
      userId: uid,
      answers: [
        {
          questionId,
          chosenIndex: Math.random() < 0.7 ? answerIndex : (answerIndex + 1) % 4,
          mode: 'quiz' as const,
          timeTakenMs: 3_000 + Math.floor(Math.random() * 27_000),
        },
      ],
      scoreChange: 0,
      questionsAttempted: 1,
      correctAnswers: 0,
      wrongAnswers: 0,
      newRank: 1,
      currentDailyDate: today,
      timestamp: Date.now(),
    };
  });
  return rawRequest(
    'POST',
    { port, path: '/api/progress/sync' },
    {
      'content-type': 'application/json',
      cookie: cookies[learner] ?? '',
      origin: options.origin,
    },
    JSON.stringify({ updates }),
  );
}

function nextRequest(port: number): { route: RouteName; bytes: Buffer } {
  let draw = Math.random();
  let route: RouteName = 'GET /packs/*';
  for (const [name, share] of Object.entries(ROUTE_SHARES) as [RouteName, number][]) {
    route = name;
    if (draw < share) break;
    draw -= share;
  }
  // A browser asks for the compressed copies the server keeps (.br, .gz).
  const staticHeaders = { 'accept-encoding': 'br, gzip' };
  switch (route) {
    case 'GET /packs/*':
      return { route, bytes: rawRequest('GET', { port, path: pick(options.packs) }, staticHeaders) };
    case 'GET /config/*':
      return { route, bytes: rawRequest('GET', { port, path: pick(options.config) }, staticHeaders) };
    case 'POST /api/progress/sync':
      return { route, bytes: syncRequest(port) };
    case 'GET /api/leaderboard': {
      const period = Math.random() < 0.8 ? 'all' : 'day';
      return {
        route,
        bytes: rawRequest(
          'GET',
          { port, path: `/api/leaderboard?period=${period}` },
          { cookie: pick(cookies) },
        ),
      };
    }
  }
}

const routes = Object.fromEntries(
  Object.keys(ROUTE_SHARES).map((name) => [
    name,
    { requests: 0, errors: 0, failures: {}, histogram: emptyHistogram() } satisfies RouteResult,
  ]),
) as Record<RouteName, RouteResult>;
let interval = { requests: 0, errors: 0, histogram: emptyHistogram() };

function fail(route: RouteName, reason: string) {
  const result = routes[route];
  result.errors += 1;
  result.failures[reason] = (result.failures[reason] ?? 0) + 1;
  interval.errors += 1;
}

function answered(route: RouteName, status: number, ms: number) {
  const result = routes[route];
  result.requests += 1;
  record(result.histogram, ms);
  interval.requests += 1;
  record(interval.histogram, ms);
  // 304 is what a browser gets for a config file it already has.
  if ((status < 200 || status >= 300) && status !== 304) fail(route, String(status));
}

/** One keep-alive connection with at most one request in flight. */
class Connection {
  private readonly socket: Socket;
  private head: Buffer = Buffer.alloc(0);
  private expected = -1;
  private received = 0;
  private status = 0;
  private route: RouteName | undefined;
  private dueAt = 0;
  closed = false;

  private readonly onFree: (connection: Connection) => void;

  constructor(
    readonly port: number,
    onFree: (connection: Connection) => void,
    onClosed: (connection: Connection) => void,
  ) {
    this.onFree = onFree;
    this.socket = connect({ port, host: '127.0.0.1', noDelay: true });
    this.socket.on('connect', () => onFree(this));
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => {
      this.closed = true;
      if (this.route) fail(this.route, 'connection closed');
      this.route = undefined;
      onClosed(this);
    });
  }

  get busy(): boolean {
    return this.route !== undefined;
  }

  /** Sends the next request; its latency counts from `dueAt` (performance.now()). */
  send(dueAt: number): void {
    const { route, bytes } = nextRequest(this.port);
    this.route = route;
    this.dueAt = dueAt;
    this.head = Buffer.alloc(0);
    this.expected = -1;
    this.received = 0;
    this.socket.write(bytes);
  }

  end(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    if (this.expected < 0) {
      // Only the head is kept; a body of known length is counted, not copied.
      this.head = this.head.length === 0 ? chunk : Buffer.concat([this.head, chunk]);
      const { length, status } = responseLength(this.head);
      const headEnd = this.head.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const lengthHeader = /\r\ncontent-length: *(\d+)/i.exec(this.head.toString('latin1', 0, headEnd));
      this.status = status;
      if (lengthHeader) {
        this.expected = headEnd + 4 + Number(lengthHeader[1]);
        this.received = this.head.length;
        this.head = Buffer.alloc(0);
      } else if (length < 0)
        return; // chunked: keep reading the whole answer
      else this.expected = this.received = length;
    } else this.received += chunk.length;
    if (this.received < this.expected) return;
    const route = this.route;
    this.route = undefined;
    if (route) answered(route, this.status, performance.now() - this.dueAt);
    this.onFree(this);
  }
}

const started = performance.now();
const deadline = started + options.seconds * 1000;
const cpuAtStart = process.cpuUsage();
const connections = new Set<Connection>();
let portTurn = 0;
const nextPort = () => options.ports[portTurn++ % options.ports.length] ?? 0;

const reporter = setInterval(() => {
  process.stdout.write(
    `${JSON.stringify({
      type: 'interval',
      atSeconds: Math.round((performance.now() - started) / 1000),
      requests: interval.requests,
      errors: interval.errors,
      p50: quantile(interval.histogram, 0.5),
      p99: quantile(interval.histogram, 0.99),
      connections: connections.size,
    })}\n`,
  );
  interval = { requests: 0, errors: 0, histogram: emptyHistogram() };
}, options.reportSeconds * 1000);

/** Resolves once every connection is closed and nothing is in flight (or 30 s after the end). */
function drained(): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const idle = [...connections].every((connection) => !connection.busy);
      if (idle || performance.now() > deadline + 30_000) {
        clearInterval(check);
        for (const connection of connections) connection.end();
        resolve();
      }
    }, 20);
  });
}

let unsent = 0;
if (options.mode === 'closed') {
  const onFree = (connection: Connection) => {
    if (performance.now() < deadline) connection.send(performance.now());
  };
  const onClosed = (connection: Connection) => {
    connections.delete(connection);
    // The server closed it (or it failed): open another while the run lasts.
    if (performance.now() < deadline)
      setTimeout(() => connections.add(new Connection(connection.port, onFree, onClosed)), 10);
  };
  for (let index = 0; index < options.connections; index += 1)
    connections.add(new Connection(nextPort(), onFree, onClosed));
} else {
  const rate = options.rate ?? 1;
  const idle: Connection[] = [];
  /** Due times of requests waiting for a free connection; bounded to 5 s of traffic. */
  const backlog: number[] = [];
  /** Connections asked for and not yet connected: no more are opened than requests wait. */
  let opening = 0;
  const onFree = (connection: Connection) => {
    if (connection.closed) return;
    const due = backlog.shift();
    if (due !== undefined && performance.now() < deadline) connection.send(due);
    else idle.push(connection);
  };
  const onClosed = (connection: Connection) => {
    connections.delete(connection);
    const at = idle.indexOf(connection);
    if (at >= 0) idle.splice(at, 1);
  };
  void fixedSchedule(rate, deadline, (now) => {
    const connection = idle.pop();
    if (connection) {
      connection.send(now);
      return;
    }
    if (connections.size < options.connections && backlog.length >= opening) {
      opening += 1;
      let connected = false;
      connections.add(
        new Connection(
          nextPort(),
          (fresh) => {
            if (!connected) opening -= 1;
            connected = true;
            onFree(fresh);
          },
          (lost) => {
            if (!connected) opening -= 1;
            connected = true;
            onClosed(lost);
          },
        ),
      );
    }
    if (backlog.length < rate * 5) backlog.push(now);
    else unsent += 1;
  }).then(() => {
    // Requests due at the end that never found a connection.
    unsent += backlog.length;
    backlog.length = 0;
  });
}

await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
await drained();
clearInterval(reporter);
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(
  `${JSON.stringify({
    type: 'result',
    seconds: (performance.now() - started) / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
    unsent,
    routes,
  })}\n`,
);
process.exit(0);
