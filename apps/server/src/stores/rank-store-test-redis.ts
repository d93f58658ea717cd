import { type ChildProcess, spawn } from 'node:child_process';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';

/** A throwaway redis-server on 127.0.0.1 for tests that must stop and restart Redis. */
export interface TestRedisServer {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createTestRedisServer(): Promise<TestRedisServer> {
  const port = await findFreeLoopbackPort();
  let child: ChildProcess | undefined;
  const server: TestRedisServer = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child = started;
      await new Promise<void>((resolve, reject) => {
        let output = '';
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await server.start();
  return server;
}
