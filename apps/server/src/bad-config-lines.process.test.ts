import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreeLoopbackPort } from './free-loopback-port.ts';

/**
 * The built server (`npm run build` first) started with a setting it cannot work with: it stops
 * with exit code 1 and one line on stderr that says what is wrong, never a stack trace or a
 * JSON log object.
 */
const serverEntry = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'abhyas-bad-config-'));
const EXIT_WITHIN_MS = 30_000;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  const port = String(await findFreeLoopbackPort());
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

function expectOneClearLine(result: { code: number | null; stdout: string; stderr: string }, line: RegExp) {
  expect(result.code, result.stderr + result.stdout).toBe(1);
  const lines = result.stderr.split('\n').filter((text) => text.trim() !== '');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^abhyas: /);
  expect(lines[0]).toMatch(line);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout).not.toContain('"level":60');
}

describe('a setting the server cannot start with', () => {
  it('DATA_DIR pointing at a regular file', async () => {
    const file = path.join(scratch, 'not-a-folder');
    writeFileSync(file, 'notes\n');
    expectOneClearLine(await run({ DATA_DIR: file }), /DATA_DIR .*not-a-folder is a file, not a folder/);
    const under = path.join(file, 'data');
    expectOneClearLine(await run({ DATA_DIR: under }), /DATA_DIR .*not-a-folder is a file, not a folder/);
  });

  it('DATABASE_URL where no PostgreSQL answers, without its password', async () => {
    const port = await findFreeLoopbackPort();
    const result = await run({
      DATA_DIR: mkdtempSync(path.join(scratch, 'data-')),
      DATABASE_URL: `postgres://abhyas:s3cret-word@127.0.0.1:${port}/abhyas`,
      DATABASE_START_WAIT_MS: '1500',
    });
    expectOneClearLine(
      result,
      new RegExp(
        `DATABASE_URL 127\\.0\\.0\\.1:${port}/abhyas does not answer \\(connection refused\\) after 2 s`,
      ),
    );
    expect(result.stderr + result.stdout).not.toContain('s3cret-word');
  });
});
