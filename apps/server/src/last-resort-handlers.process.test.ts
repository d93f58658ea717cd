import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-last-resort-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the last-resort handlers', () => {
  it('log a stray exception and a forgotten rejection at error level, and the process lives on', () => {
    const handlers = fileURLToPath(new URL('./last-resort-handlers.ts', import.meta.url));
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = path.join(dir, 'stray-errors.ts');
    writeFileSync(
      script,
      `import { keepServingOnStrayErrors } from ${JSON.stringify(handlers)};
import { createLogger } from ${JSON.stringify(logger)};
keepServingOnStrayErrors(createLogger({ level: 'info' }));
setTimeout(() => { throw new Error('a stray error event'); }, 10);
setTimeout(() => { void Promise.reject(new Error('a forgotten promise')); }, 20);
setTimeout(() => { process.stdout.write('still serving\\n'); process.exit(0); }, 300);
`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { level: 50, msg: 'uncaught exception; still serving', err: { message: 'a stray error event' } },
      {
        level: 50,
        msg: 'unhandled promise rejection; still serving',
        err: { message: 'a forgotten promise' },
      },
    ]);
    expect(run.stdout).toContain('still serving\n');
  });
});
