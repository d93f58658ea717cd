import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';

const serverEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 12_000;

export interface BuiltServer {
  readonly url: string;
  readonly dataDir: string;
  /** SIGTERM (SIGKILL after 12 s); removes the DATA_DIR if this module made it. */
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /** An existing DATA_DIR (kept on stop); by default a temporary one (removed on stop). */
  readonly dataDir?: string;
  /** Extra environment, e.g. DATABASE_URL; the embedded PostgreSQL and no Redis by default. */
  readonly env?: Readonly<Record<string, string>>;
  /** Where the server's own output goes. */
  readonly output?: 'inherit' | 'ignore';
}

/**
 * Starts the built server (`npm run build` first) the way a first-time operator would: on a free
 * loopback port, with a DATA_DIR, the embedded PostgreSQL and the built-in identity provider;
 * resolves once /readyz answers. For e2e tests and benchmarks.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  if (!existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'abhyas-server-'));
  const port = await findFreeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const output = options.output ?? 'inherit';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', output, output],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, dataDir, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the built server did not become ready (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
