import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (state first); empty where /proc is missing. */
function statFields(pid: number | 'self'): string[] {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  } catch {
    return [];
  }
}

const ticksToMs = (...ticks: (string | undefined)[]) =>
  (ticks.reduce((total, value) => total + Number(value ?? 0), 0) * 1000) / TICKS_PER_SECOND;

/** CPU time (user + system, ms) a process has used, from /proc; 0 where /proc is missing. */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return ticksToMs(fields[11], fields[12]);
}

/**
 * CPU time (ms) of the children a process has waited for (cutime + cstime): for a PostgreSQL
 * postmaster, the backends that have exited; for this process, the commands it ran.
 */
export function reapedChildrenCpuMs(pid: number | 'self'): number {
  const fields = statFields(pid);
  return ticksToMs(fields[13], fields[14]);
}

/** The parent of a process (for a PostgreSQL backend, its postmaster). */
export function parentPid(pid: number): number {
  return Number(statFields(pid)[1]);
}

/** CPU time (ms) used so far by the PostgreSQL backends connected to `database` (same machine only). */
export async function backendCpuMs(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.reduce((total, row) => total + processCpuMs(row.pid), 0);
}

/**
 * Counters of `pg_stat_database` for `database` (commits, rollbacks, rows, buffer hits), and the
 * full-page images written to the WAL (`pg_stat_wal`, the whole cluster's).
 */
export async function databaseCounters(admin: pg.Client, database: string): Promise<Record<string, number>> {
  const { rows } = await admin.query<Record<string, string>>(
    `select xact_commit, xact_rollback, tup_returned, tup_inserted, tup_updated, blks_hit,
       (select wal_fpi from pg_stat_wal) as wal_fpi
     from pg_stat_database where datname = $1`,
    [database],
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]));
}
