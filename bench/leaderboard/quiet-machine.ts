import { readFileSync } from 'node:fs';

/** Idle and total CPU time of the whole machine so far (/proc/stat ticks); undefined without /proc. */
function cpuTicks(): { idle: number; total: number } | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the machine's CPUs have been at least `idleShare` idle over one second (the
 * seeding's aftermath, such as PostgreSQL's checkpoint and autovacuum, done), for at most
 * `maxSeconds`. Returns the idle share of the last second and how long it waited, for the report.
 */
export async function waitForQuietMachine(
  idleShare = 0.85,
  maxSeconds = 60,
): Promise<{ idle: number; waitedSeconds: number }> {
  const started = Date.now();
  let idle = 0;
  while (Date.now() - started < maxSeconds * 1000) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks();
    if (!before || !after) break;
    idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idle >= idleShare) break;
  }
  return { idle, waitedSeconds: (Date.now() - started) / 1000 };
}
