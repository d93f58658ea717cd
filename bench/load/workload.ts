/** What bench/load's runner and its load generator agree on. */
import type { Histogram } from './latency-histogram.ts';

/**
 * The mix of the issue: packs and config files 80 % (a learner opening the app and its topics;
 * taken as half each), sync 15 %, leaderboard 5 %.
 */
export const ROUTE_SHARES = {
  'GET /packs/*': 0.4,
  'GET /config/*': 0.4,
  'POST /api/progress/sync': 0.15,
  'GET /api/leaderboard': 0.05,
} as const;

export type RouteName = keyof typeof ROUTE_SHARES;

export interface LoadOptions {
  /** The servers' ports; connections are spread over them in turn. */
  readonly ports: readonly number[];
  /** The servers' public address (PUBLIC_URL), sent as Origin on the sync. */
  readonly origin: string;
  readonly mode: 'closed' | 'open';
  /** closed: the number of connections; open: the most it opens. */
  readonly connections: number;
  /** open: requests a second. */
  readonly rate?: number;
  readonly seconds: number;
  readonly reportSeconds: number;
  /** Learners load-0 .. load-(n-1), each with a session (sessionToken). */
  readonly learners: number;
  readonly secret: string;
  /** URL paths of the content build's files. */
  readonly packs: readonly string[];
  readonly config: readonly string[];
}

export interface RouteResult {
  requests: number;
  errors: number;
  failures: Record<string, number>;
  histogram: Histogram;
}

export interface IntervalReport {
  readonly type: 'interval';
  readonly atSeconds: number;
  readonly requests: number;
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
  readonly connections: number;
}

export interface LoadReport {
  readonly type: 'result';
  readonly seconds: number;
  readonly cpuMs: number;
  /** open: requests due that found no connection within 5 s of backlog, or were due at the end. */
  readonly unsent: number;
  readonly routes: Record<RouteName, RouteResult>;
}

/** The session token of seeded learner `index`; the database keeps its sha256. */
export const sessionToken = (index: number) => `bench-load-token-${index}`;
