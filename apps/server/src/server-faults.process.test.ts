import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeLoopbackPort } from './free-loopback-port.ts';
import {
  killStartedProcesses,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from './testing/server-process.ts';

/**
 * The built server (`npm run build` first) as `npm start` runs it, on the embedded database:
 * what happens to the process, and to the PostgreSQL it started, when things go wrong.
 */
const dataDirs: string[] = [];
const squatters: Server[] = [];

afterAll(() => {
  killStartedProcesses();
  for (const squatter of squatters) squatter.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Started extends RunningProcess {
  url: string;
  dataDir: string;
}

async function runServer(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-faults-process-'));
  dataDirs.push(dataDir);
  const port = String(await findFreeLoopbackPort());
  const started = {
    ...runBuilt('main', { DATA_DIR: dataDir, PORT: port, ...env }),
    url: `http://127.0.0.1:${port}`,
    dataDir,
  };
  await waitUntilReady(started, started.url);
  return started;
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
