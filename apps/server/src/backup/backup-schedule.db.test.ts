import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { readBackup } from './backup-archive.ts';
import { backupFileName, scheduleDailyBackups } from './backup-schedule.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-daily-'));
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;

describe('scheduled daily backups', () => {
  it('writes one when none is from the last day and removes those older than the days kept', async () => {
    await database.db.insertInto('users').values({ uid: 'asha', email: 'asha@example.org' }).execute();
    writeFileSync(path.join(dataDir, 'session-secret'), 's'.repeat(64));
    const backupDir = path.join(dataDir, 'backups');
    mkdirSync(backupDir);
    const aged = (name: string, days: number) => {
      const file = path.join(backupDir, name);
      writeFileSync(file, 'old');
      const at = new Date(Date.now() - days * DAY);
      utimesSync(file, at, at);
      return name;
    };
    const expired = aged(backupFileName('daily', new Date(Date.now() - 9 * DAY)), 9);
    const kept = aged(backupFileName('daily', new Date(Date.now() - 2 * DAY)), 2);
    const manual = aged(backupFileName('manual', new Date(Date.now() - 40 * DAY)), 40);

    const schedule = scheduleDailyBackups({
      databaseUrl: database.url,
      dataDir,
      backupDir,
      keepDays: 7,
      logger: createLogger({ level: 'silent' }),
      timing: { firstCheckAfterMs: 10, checkEveryMs: 200 },
    });
    try {
      const deadline = Date.now() + 20_000;
      let names = readdirSync(backupDir);
      while (Date.now() < deadline && (names.includes(expired) || names.length < 3)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        names = readdirSync(backupDir);
      }
      const written = names.filter((name) => ![kept, manual].includes(name));
      expect(names).not.toContain(expired);
      expect(names).toEqual(expect.arrayContaining([kept, manual]));
      expect(written).toEqual([expect.stringMatching(/^abhyas-daily-.+\.abhyas-backup$/)]);

      // Checks an hour later (here 200 ms) find today's backup and write no second one.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(readdirSync(backupDir).sort()).toEqual([...names].sort());

      const lines = [];
      for await (const line of readBackup(path.join(backupDir, written[0] ?? ''))) lines.push(line);
      expect(lines.at(-1)).toMatchObject({ kind: 'end', rows: expect.objectContaining({ users: 1 }) });
      expect(lines.some((line) => line.kind === 'file' && line.path === 'session-secret')).toBe(true);
    } finally {
      schedule.stop();
    }
  });
});
