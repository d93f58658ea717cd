import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedProcesses, runBuilt } from './testing/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-help-'));
afterAll(() => {
  killStartedProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start -- --help', () => {
  it('prints the settings and exits without starting anything', async () => {
    const help = runBuilt('main', { DATA_DIR: dataDir, PORT: '1' }, ['--help']);
    expect(await help.exit).toBe(0);
    expect(help.output()).toMatch(/^Abhyas server\. Every setting is an environment variable/);
    expect(help.output()).toMatch(/^ {2}BACKUP_KEEP_DAYS +7 +daily backups/m);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
