import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeLoopbackPort } from './free-loopback-port.ts';

/** These tests drive the built server exactly as `npm start` runs it, on the embedded database. */
const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const dataDirs: string[] = [];
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

function runServer(env: Record<string, string>): Started {
  if (!existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => output, exit };
}

/** Resolves as soon as the server answers a request at all (bounded to 60 s, polled every ms). */
async function waitUntilAnswering(started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const answered = await fetch(`${started.url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`server did not answer: ${started.output()}`);
}

/** The exit code, or an error that carries the server's output if it has not exited within `ms`. */
async function exitCodeWithin(started: Started, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server still running ${ms} ms after SIGTERM: ${started.output()}`)),
      ms,
    );
  });
  try {
    return await Promise.race([started.exit, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntilReady(started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const ready = await fetch(`${started.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready: ${started.output()}`);
}

/** Resolves once the server has printed `text` (bounded to 30 s); fails with its output otherwise. */
async function waitForOutput(started: Started, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`server never printed "${text}": ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-process-'));
  dataDirs.push(dir);
  return dir;
}

describe('the server process', () => {
  it('refuses bad configuration with one clear line and no stack trace', async () => {
    const started = runServer({ DATA_DIR: newDataDir(), PORT: '1', DATABASE_URL: 'mysql://db/app' });
    expect(await started.exit).toBe(1);
    expect(started.output().trim()).toBe('abhyas: DATABASE_URL must be a postgres:// URL');
  });

  it('prints its URL, survives SIGKILL and starts again on the same data', async () => {
    const dataDir = newDataDir();
    const port = String(await findFreeLoopbackPort());
    const first = runServer({ DATA_DIR: dataDir, PORT: port });
    await waitUntilReady(first);
    // Printed once the start has finished, which may be a little after /readyz first answers.
    await waitForOutput(first, `Abhyas is running at http://127.0.0.1:${port}`);
    const page = await fetch(`${first.url}/`);
    expect(await page.text()).toContain('<div id="root">');

    first.child.kill('SIGKILL');
    await first.exit;

    const second = runServer({ DATA_DIR: dataDir, PORT: port });
    await waitUntilReady(second);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('stopped the moment it answers a first request, it still shuts down gracefully and exits 0', async () => {
    // The app answers a little before the start has finished (its URL published): a supervisor
    // that stops it then must not kill it outright, leaving its embedded PostgreSQL behind.
    const port = String(await findFreeLoopbackPort());
    const started = runServer({ DATA_DIR: newDataDir(), PORT: port });
    await waitUntilAnswering(started);
    started.child.kill('SIGTERM');
    // Bounded, with the server's output: a stop that hangs says where (its shutdown deadline is 9 s).
    expect(await exitCodeWithin(started, 30_000)).toBe(0);
  }, 120_000);

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const port = String(await findFreeLoopbackPort());
    const started = runServer({ DATA_DIR: newDataDir(), PORT: port });
    await waitUntilReady(started);

    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/slow-upload',
          headers: { 'content-type': 'application/json' },
        },
        (incoming) => {
          let body = '';
          incoming.on('data', (chunk) => {
            body += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        },
      );
      outgoing.on('error', reject);
      outgoing.write('{"part":');
      setTimeout(() => {
        started.child.kill('SIGTERM');
        setTimeout(() => outgoing.end('1}'), 500);
      }, 200);
    });

    const answer = await response;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Not found' });
    expect(await started.exit).toBe(0);
    await expect(fetch(`${started.url}/healthz`)).rejects.toThrow();
  });
});
