import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-backup-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('backup settings', () => {
  it('default to DATA_DIR/backups and seven days', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.backupDir).toBe(path.join(dataDir, 'backups'));
    expect(config.backupKeepDays).toBe(7);
  });

  it('take another folder and any number of days, 0 meaning no daily backups', () => {
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'elsewhere', BACKUP_KEEP_DAYS: '0' });
    expect(config.backupDir).toBe(path.resolve('elsewhere'));
    expect(config.backupKeepDays).toBe(0);
  });

  it('refuse a number of days that is not one, in one line', () => {
    for (const value of ['-1', 'week', '4000'])
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP_DAYS: value })).toThrow(
        'BACKUP_KEEP_DAYS must be a whole number of days from 0 (no scheduled backups) to 3650',
      );
  });
});
