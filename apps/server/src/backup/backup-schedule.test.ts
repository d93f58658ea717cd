import { describe, expect, it } from 'vitest';
import { backupFileName, expiredDailyBackups, isDailyBackupDue } from './backup-schedule.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T12:00:00Z');
const daily = (daysAgo: number) => ({
  name: backupFileName('daily', new Date(now - daysAgo * DAY)),
  modifiedMs: now - daysAgo * DAY,
});

describe('daily backups', () => {
  it('names files so they sort by time and hold no colon', () => {
    expect(backupFileName('daily', new Date('2026-11-25T14:50:07.123Z'))).toBe(
      'abhyas-daily-2026-11-25T14-50-07Z.abhyas-backup',
    );
  });

  it('is due when no daily backup was written in the last day, whatever else is there', () => {
    expect(isDailyBackupDue([], now)).toBe(true);
    expect(isDailyBackupDue([daily(0.5)], now)).toBe(false);
    expect(isDailyBackupDue([daily(1.01)], now)).toBe(true);
    expect(isDailyBackupDue([{ name: backupFileName('manual', new Date(now)), modifiedMs: now }], now)).toBe(
      true,
    );
  });

  it('removes daily backups older than the days kept, never the newest, never manual or pre-migration ones', () => {
    const files = [
      daily(0.2),
      daily(3),
      daily(8),
      daily(30),
      { name: backupFileName('manual', new Date(now - 40 * DAY)), modifiedMs: now - 40 * DAY },
      { name: backupFileName('before-0010-installation'), modifiedMs: now - 40 * DAY },
    ];
    expect(expiredDailyBackups(files, now, 7)).toEqual([daily(8).name, daily(30).name]);
    expect(expiredDailyBackups([daily(30)], now, 7)).toEqual([]);
  });
});
