import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-stop-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const module = JSON.stringify(fileURLToPath(new URL('./stop-signals.ts', import.meta.url)));

/** Runs `body` in a process of its own with `signals` made; what it printed, and its exit code. */
function run(name: string, body: string): { status: number | null; stdout: string } {
  const script = path.join(dir, `${name}.ts`);
  writeFileSync(
    script,
    `import { stopSignals } from ${module};
const signals = stopSignals();
const stopping = (signal: string) => { process.stdout.write('stopping on ' + signal + '\\n'); process.exit(0); };
/** Busy for \`ms\`: the signal is caught meanwhile, but the event loop does not run. */
const busy = (ms: number) => { const until = Date.now() + ms; while (Date.now() < until) {} };
setTimeout(() => { process.stdout.write('no stop\\n'); process.exit(3); }, 10_000);
${body}
`,
  );
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout };
}

describe('the stop signals', () => {
  it('hand a signal caught just before the handler is named to it, not lose it', () => {
    // The start finishes in the same turn of the event loop as the signal is caught: it is
    // still in libuv's pipe when the handler is named. This is how a supervisor's stop, sent
    // the moment the app first answers, was lost and left the server running.
    const caughtLate = run(
      'caught-late',
      `signals.listen();
process.kill(process.pid, 'SIGTERM');
busy(100);
signals.onStop(stopping);`,
    );
    expect(caughtLate).toEqual({ status: 0, stdout: 'stopping on SIGTERM\n' });
  });

  it('keep a signal that came while starting until the handler is named', () => {
    const kept = run(
      'kept',
      `signals.listen();
process.kill(process.pid, 'SIGINT');
setTimeout(() => signals.onStop(stopping), 200);`,
    );
    expect(kept).toEqual({ status: 0, stdout: 'stopping on SIGINT\n' });
  });

  it('hand the handler each signal that comes once it is named', () => {
    const later = run(
      'later',
      `signals.listen();
signals.onStop(stopping);
setTimeout(() => process.kill(process.pid, 'SIGTERM'), 100);`,
    );
    expect(later).toEqual({ status: 0, stdout: 'stopping on SIGTERM\n' });
  });
});
