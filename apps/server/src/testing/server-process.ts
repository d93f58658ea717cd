import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built entry points, run exactly as `npm start` and the npm scripts run them. */
export const builtEntry = (name: 'main' | 'leaderboard-rebuild' | 'backup' | 'restore') => {
  const file = fileURLToPath(new URL(`../../dist/${name}.js`, import.meta.url));
  if (!existsSync(file)) throw new Error(`apps/server/dist/${name}.js is missing: run npm run build first`);
  return file;
};

export interface RunningProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Standard error alone. */
  readonly errorOutput: () => string;
  readonly exit: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within 12 s. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills whatever these helpers started and is still running; for afterAll. */
export function killStartedProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Runs a built entry point with only `env` (and PATH) in its environment; `user` runs it as
 * another user (the test must run as root to ask for that).
 */
export function runBuilt(
  name: Parameters<typeof builtEntry>[0],
  env: Record<string, string>,
  args: string[] = [],
  user?: { uid: number; gid: number },
): RunningProcess {
  const child = spawn(process.execPath, [builtEntry(name), ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  running.add(child);
  let output = '';
  let errorOutput = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    errorOutput += chunk;
  });
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    errorOutput: () => errorOutput,
    exit,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `url`/readyz answers 200; throws with the output if the process exits or a minute passes. */
export async function waitUntilReady(started: RunningProcess, url: string, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready: ${started.output()}`);
}

/** The embedded PostgreSQL's postmaster PID, from its pid file under DATA_DIR. */
export function postmasterPid(dataDir: string): number {
  const text = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0] ?? '', 10);
}

/** Alive and not a zombie (a killed orphan that no init reaped answers kill(0) still). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}
