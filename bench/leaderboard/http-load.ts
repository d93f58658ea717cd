/**
 * A small HTTP/1.1 load generator for the benchmarks: keep-alive connections on raw sockets, one
 * request in flight per connection, latency from the first byte written to the last byte read.
 * It runs in its own process (see `spawnLoad`), so the server under test never shares a thread
 * (or an event loop) with the code that measures it, and it does as little work per request as
 * it can: no HTTP client library, no header objects.
 */
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** A few status codes of failed responses, for the operator. */
  readonly failures: Record<string, number>;
  /** CPU time the load generator itself used (user + system), in ms. */
  readonly cpuMs: number;
}

export interface LoadOptions {
  readonly port: number;
  /** Closed loop: the connections, each sending as soon as it is answered. Open loop: the most it opens. */
  readonly connections: number;
  readonly seconds: number;
  /** The raw bytes of the next request (request line, headers, blank line, body). */
  readonly request: () => Buffer;
  /**
   * Open loop: this many requests a second on a fixed schedule, whatever the answers take; a
   * request due when no connection is free waits for one (or a new one, up to `connections`),
   * and its latency counts from when it was due, so a server falling behind is not hidden by
   * fewer requests. Without, closed loop.
   */
  readonly rate?: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** Length of the complete response at the start of `data`, or -1 while it is incomplete. */
export function responseLength(data: Buffer): { length: number; status: number } {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return { length: -1, status: 0 };
  const head = data.toString('latin1', 0, headerEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const lengthMatch = /\r\ncontent-length: *(\d+)/.exec(head);
  if (lengthMatch) {
    const total = headerEnd + 4 + Number(lengthMatch[1]);
    return { length: data.length >= total ? total : -1, status };
  }
  if (head.includes('transfer-encoding: chunked')) {
    const end = data.indexOf(CHUNKED_END, headerEnd + 4);
    return { length: end < 0 ? -1 : end + CHUNKED_END.length, status };
  }
  return { length: headerEnd + 4, status };
}

/** A keep-alive connection with at most one request in flight, timed from when it was due. */
interface LoadConnection {
  /** Sends the next request, due at `dueAt` (performance.now()). */
  send(dueAt: number): void;
  end(): void;
}

export async function runLoad({
  port,
  connections,
  seconds,
  request,
  rate,
}: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let errors = 0;
  /** Requests answered or lost with their connection. */
  let finished = 0;
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const fail = (reason: string) => {
    errors += 1;
    failures[reason] = (failures[reason] ?? 0) + 1;
  };

  /** Opens a connection; `onFree` runs once it is connected and after each answer; resolves when it is done. */
  const open = (onFree: (connection: LoadConnection) => void) =>
    new Promise<void>((resolve) => {
      let socket: Socket;
      let pending: Buffer = Buffer.alloc(0);
      let dueAt = 0;
      let inFlight = false;
      const connection: LoadConnection = {
        send(due) {
          pending = Buffer.alloc(0);
          dueAt = due;
          inFlight = true;
          socket.write(request());
        },
        end() {
          socket.end();
          resolve();
        },
      };
      const connectSocket = () => {
        socket = connect({ port, host: '127.0.0.1', noDelay: true });
        socket.on('connect', () => onFree(connection));
        socket.on('data', (chunk: Buffer) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const { length, status } = responseLength(pending);
          if (length < 0) return;
          inFlight = false;
          finished += 1;
          latencies.push(performance.now() - dueAt);
          if (status < 200 || status >= 300) fail(String(status));
          onFree(connection);
        });
        socket.on('error', (error: NodeJS.ErrnoException) => {
          fail(error.code ?? 'socket error');
          if (inFlight) finished += 1;
          inFlight = false;
          socket.destroy();
          if (performance.now() < deadline) setTimeout(connectSocket, 10);
          else resolve();
        });
      };
      connectSocket();
    });

  if (rate === undefined) {
    const onFree = (connection: LoadConnection) => {
      if (performance.now() >= deadline) connection.end();
      else connection.send(performance.now());
    };
    await Promise.all(Array.from({ length: connections }, () => open(onFree)));
  } else await openLoop(rate, connections, deadline, open, () => finished);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/**
 * Calls `due` `rate` times a second, from now until `deadline`, on a fixed schedule whatever the
 * answers take (each call gets the time it was made); resolves at the deadline.
 */
export function fixedSchedule(rate: number, deadline: number, due: (at: number) => void): Promise<void> {
  const started = performance.now();
  let issued = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (now >= deadline) {
        resolve();
        return;
      }
      const count = Math.floor(((now - started) / 1000) * rate) - issued;
      for (let index = 0; index < count; index += 1) {
        issued += 1;
        due(now);
      }
      setTimeout(tick, 1);
    };
    tick();
  });
}

/**
 * The open loop's schedule: `rate` requests a second from now until `deadline`, each on an idle
 * connection, or waiting (from its due time) for one; a new connection is opened, up to
 * `most`, while requests wait. Resolves once the last is answered.
 */
async function openLoop(
  rate: number,
  most: number,
  deadline: number,
  open: (onFree: (connection: LoadConnection) => void) => Promise<void>,
  finished: () => number,
): Promise<void> {
  const idle: LoadConnection[] = [];
  const waiting: number[] = [];
  const opened: Promise<void>[] = [];
  const onFree = (connection: LoadConnection) => {
    const due = waiting.shift();
    if (due === undefined) idle.push(connection);
    else connection.send(due);
  };
  let issued = 0;
  await fixedSchedule(rate, deadline, (now) => {
    issued += 1;
    const connection = idle.pop();
    if (connection) connection.send(now);
    else {
      waiting.push(now);
      if (opened.length < most) opened.push(open(onFree));
    }
  });
  // The requests still waiting or in flight are answered, then every connection is closed.
  while (finished() < issued && performance.now() < deadline + 30_000)
    await new Promise((resolve) => setTimeout(resolve, 5));
  for (const connection of idle) connection.end();
  await Promise.race([Promise.all(opened), new Promise((resolve) => setTimeout(resolve, 1_000))]);
}

/** Raw bytes of one HTTP/1.1 request on a keep-alive connection. */
export function rawRequest(
  method: string,
  target: { port: number; path: string },
  headers: Record<string, string>,
  body?: string,
): Buffer {
  const lines = [
    `${method} ${target.path} HTTP/1.1`,
    `host: 127.0.0.1:${target.port}`,
    'connection: keep-alive',
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? undefined : Buffer.from(body);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

/**
 * Runs a worker script (`node --import tsx <script>`) in its own process with `options` as JSON
 * in BENCH_LOAD, and returns the JSON result it prints as its last line.
 */
export function spawnWorker<T>(script: string, options: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, BENCH_LOAD: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`worker ${script} exited with ${code}`));
      else resolve(JSON.parse(last) as T);
    });
  });
}

/** Runs a load worker script (see `spawnWorker`) and returns its `LoadResult`. */
export function spawnLoad(script: string, options: object): Promise<LoadResult> {
  return spawnWorker<LoadResult>(script, options);
}
