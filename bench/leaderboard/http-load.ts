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
  readonly connections: number;
  readonly seconds: number;
  /** The raw bytes of the next request (request line, headers, blank line, body). */
  readonly request: () => Buffer;
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

export async function runLoad({ port, connections, seconds, request }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let errors = 0;
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const connection = () =>
    new Promise<void>((resolve) => {
      let socket: Socket;
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const fail = (reason: string) => {
        errors += 1;
        failures[reason] = (failures[reason] ?? 0) + 1;
      };
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          resolve();
          return;
        }
        pending = Buffer.alloc(0);
        const bytes = request();
        sentAt = performance.now();
        socket.write(bytes);
      };
      const open = () => {
        socket = connect({ port, host: '127.0.0.1', noDelay: true });
        socket.on('connect', send);
        socket.on('data', (chunk: Buffer) => {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          const { length, status } = responseLength(pending);
          if (length < 0) return;
          latencies.push(performance.now() - sentAt);
          if (status < 200 || status >= 300) fail(String(status));
          send();
        });
        socket.on('error', (error: NodeJS.ErrnoException) => {
          fail(error.code ?? 'socket error');
          socket.destroy();
          if (performance.now() < deadline) setTimeout(open, 10);
          else resolve();
        });
      };
      open();
    });

  await Promise.all(Array.from({ length: connections }, connection));
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
