import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeLoopbackPort } from './free-loopback-port.ts';

/**
 * The built server (`npm run build` first) as `npm start` runs it, on the embedded database:
 * what happens to the process, and to the PostgreSQL it started, when things go wrong.
 */
const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const dataDirs: string[] = [];
const children = new Set<ChildProcess>();
const squatters: Server[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const squatter of squatters) squatter.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
  exit: Promise<number | null>;
}

async function runServer(env: Record<string, string> = {}): Promise<Started> {
  if (!existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-faults-process-'));
  dataDirs.push(dataDir);
  const port = String(await findFreeLoopbackPort());
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: port, ...env },
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
  const started = { child, url: `http://127.0.0.1:${port}`, dataDir, output: () => output, exit };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ready = await fetch(`${started.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready: ${output}`);
}

/** The postmaster's pid and port, as PostgreSQL itself writes them in its data folder. */
function postmasterOf(dataDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process when its database fails', () => {
  it('past the shutdown deadline, stops its embedded PostgreSQL before it exits', async () => {
    // A request that never finishes keeps a graceful close waiting past the 9 s deadline.
    const started = await runServer({ REQUEST_TIMEOUT_MS: '120000' });
    const postmaster = postmasterOf(started.dataDir);
    expect(isProcessAlive(postmaster.pid)).toBe(true);
    const hanging = request({
      host: '127.0.0.1',
      port: Number(new URL(started.url).port),
      method: 'POST',
      path: '/api/slow-upload',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    hanging.on('error', () => undefined);
    hanging.write('{"part":');
    await sleep(200);

    const signalledAt = Date.now();
    started.child.kill('SIGTERM');
    expect(await started.exit).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(14_000);
    expect(started.output()).toContain('shutdown took too long; stopping the database and exiting');
    expect(isProcessAlive(postmaster.pid)).toBe(false);
    hanging.destroy();
  }, 30_000);

  it('exits non-zero when its embedded PostgreSQL cannot be started again within a minute', async () => {
    const started = await runServer();
    const postmaster = postmasterOf(started.dataDir);
    const killedAt = Date.now();
    process.kill(postmaster.pid, 'SIGKILL');
    // Another program takes the port the moment PostgreSQL lets go of it.
    const squatter = createServer();
    squatters.push(squatter);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const bound = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(postmaster.port, '127.0.0.1', () => resolve(true));
      });
      if (bound) break;
      if (Date.now() > deadline) throw new Error('the port of the killed PostgreSQL stayed taken');
      await sleep(20);
    }
    await sleep(1_000);
    const health = await fetch(`${started.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', error: 'Embedded database is down' });

    expect(await started.exit).toBe(1);
    const after = Date.now() - killedAt;
    expect(after).toBeGreaterThanOrEqual(59_000);
    expect(after).toBeLessThan(75_000);
    expect(started.output()).toContain('embedded PostgreSQL exited unexpectedly; restarting it');
    expect(started.output()).toContain('embedded PostgreSQL could not be started again; giving up');
  }, 100_000);
});
