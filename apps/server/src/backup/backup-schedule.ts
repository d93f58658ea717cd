import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { BACKUP_EXTENSION, writeBackup } from './backup-archive.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server looks whether a daily backup is due: a missed day is caught within the hour. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look waits until the start's own work (migrations, imports) is over. */
const FIRST_CHECK_AFTER_MS = 60 * 1000;
const DAILY_PREFIX = 'abhyas-daily-';

/** `abhyas-<kind>-2026-11-25T14-50-00Z.abhyas-backup`: sorts by time, safe on every file system. */
export function backupFileName(kind: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `abhyas-${kind}-${stamp}${BACKUP_EXTENSION}`;
}

export interface BackupFile {
  readonly name: string;
  readonly modifiedMs: number;
}

/** A daily backup is due when none was written in the last day. */
export function isDailyBackupDue(files: readonly BackupFile[], nowMs: number): boolean {
  return !files.some((file) => file.name.startsWith(DAILY_PREFIX) && nowMs - file.modifiedMs < DAY_MS);
}

/** Daily backups older than `keepDays` days; the newest one is always kept. Other backups are the operator's. */
export function expiredDailyBackups(files: readonly BackupFile[], nowMs: number, keepDays: number): string[] {
  const daily = files
    .filter((file) => file.name.startsWith(DAILY_PREFIX) && file.name.endsWith(BACKUP_EXTENSION))
    .sort((a, b) => b.modifiedMs - a.modifiedMs);
  return daily
    .slice(1)
    .filter((file) => nowMs - file.modifiedMs > keepDays * DAY_MS)
    .map((file) => file.name);
}

async function listBackups(backupDir: string): Promise<BackupFile[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const name of names) {
    if (!name.endsWith(BACKUP_EXTENSION)) continue;
    const info = await stat(path.join(backupDir, name)).catch(() => undefined);
    if (info) files.push({ name, modifiedMs: info.mtimeMs });
  }
  return files;
}

/**
 * Daily backups of the embedded database, kept `keepDays` days (as Immich and Discourse do), so
 * an operator who never set anything up still has yesterday's data when a disk or an upgrade fails.
 */
export function scheduleDailyBackups(options: {
  databaseUrl: string;
  dataDir: string;
  backupDir: string;
  keepDays: number;
  logger: Logger;
  /** Tests look sooner and more often. */
  timing?: { firstCheckAfterMs: number; checkEveryMs: number };
}): { stop(): void } {
  if (options.keepDays === 0) return { stop: () => undefined };
  const log = options.logger.child({ component: 'backup' });
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const now = Date.now();
      if (isDailyBackupDue(await listBackups(options.backupDir), now)) {
        const file = path.join(options.backupDir, backupFileName('daily'));
        const summary = await writeBackup({
          databaseUrl: options.databaseUrl,
          dataDir: options.dataDir,
          backupDir: options.backupDir,
          file,
        });
        log.info({ file, bytes: summary.bytes }, 'daily backup written');
      }
      for (const name of expiredDailyBackups(await listBackups(options.backupDir), now, options.keepDays)) {
        await rm(path.join(options.backupDir, name), { force: true });
        log.info({ file: name }, 'old daily backup removed');
      }
    } catch (error) {
      log.error({ err: error }, 'daily backup failed; trying again within the hour');
    } finally {
      running = false;
    }
  };
  const timing = options.timing ?? { firstCheckAfterMs: FIRST_CHECK_AFTER_MS, checkEveryMs: CHECK_EVERY_MS };
  const first = setTimeout(check, timing.firstCheckAfterMs);
  const every = setInterval(check, timing.checkEveryMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
