import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

const dirs: string[] = [];
async function freshDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'abhyas-vapid-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('readOrCreateVapidKeys', () => {
  it('makes one pair and reads the same ever after, leaving no draft behind', async () => {
    const dir = await freshDir();
    const first = readOrCreateVapidKeys(dir);
    expect(readOrCreateVapidKeys(dir)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(await readdir(dir)).toEqual([VAPID_KEYS_FILE]);
  });
});
