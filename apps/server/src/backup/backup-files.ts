import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOCK_FILE } from '../data-dir-lock.ts';

/**
 * What of DATA_DIR goes into a backup: everything the database needs beside it (the session
 * secret, the built-in provider's signing keys, imported question banks) and whatever a later
 * version keeps there. Left out: the embedded cluster itself (its rows are in the archive), its
 * password (a restore makes a new cluster), the published copy of imported banks (made again at
 * start), backups, and the lock.
 */
const LEFT_OUT = new Set(['postgres', 'postgres-password', 'published', 'backups', 'lost+found']);

export function isBackedUp(relativePath: string): boolean {
  const top = relativePath.split(/[\\/]/)[0] ?? '';
  return !LEFT_OUT.has(top) && !top.startsWith(LOCK_FILE) && !top.endsWith('.tmp');
}

/** Paths relative to `dataDir` of the regular files a backup takes, in a stable order. */
export async function filesToBackUp(dataDir: string, backupDir: string): Promise<string[]> {
  if (!existsSync(dataDir)) return [];
  const found: string[] = [];
  const backupDirReal = path.resolve(backupDir);
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dataDir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (!isBackedUp(child) || path.resolve(dataDir, child) === backupDirReal) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/** Whether a DATA_DIR can take a restore: missing, empty, or holding only a secret just made by reading the config. */
export async function isEmptyDataDir(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return true;
  for (const name of await readdir(dataDir)) {
    if (name === 'lost+found') continue;
    if (name === 'session-secret' && (await stat(path.join(dataDir, name))).size < 200) continue;
    return false;
  }
  return true;
}
