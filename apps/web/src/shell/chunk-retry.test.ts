import { describe, expect, it } from 'vitest';
import { type ChunkRetryEnvironment, importWithRetry } from './chunk-retry.ts';

const chunkError = (url = 'http://x/assets/Quiz-1.js') =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

function environment(importUrl: ChunkRetryEnvironment['importUrl']) {
  const log: string[] = [];
  const env: ChunkRetryEnvironment = {
    delays: [1000, 2000, 3000],
    sleep: async (ms) => {
      log.push(`sleep ${ms}`);
    },
    clearCaches: async () => {
      log.push('clear');
    },
    forceReload: () => {
      log.push('reload');
      return true;
    },
    importUrl: async (url) => {
      log.push(`import ${url}`);
      return importUrl(url);
    },
  };
  return { env, log };
}

describe('importWithRetry', () => {
  it('returns at once when the chunk loads', async () => {
    const { env, log } = environment(async () => ({}));
    await expect(importWithRetry(async () => 'module', env)).resolves.toBe('module');
    expect(log).toEqual([]);
  });

  it('retries a failing chunk under a fresh URL with 1 s and 2 s back-off, clearing caches', async () => {
    let attempts = 0;
    const { env, log } = environment(async () => {
      attempts += 1;
      if (attempts < 2) throw chunkError('http://x/assets/Quiz-1.js?retry=1');
      return 'module';
    });
    await expect(
      importWithRetry(async () => {
        throw chunkError();
      }, env),
    ).resolves.toBe('module');
    expect(log).toEqual([
      'clear',
      'sleep 1000',
      'import http://x/assets/Quiz-1.js?retry=1',
      'clear',
      'sleep 2000',
      'import http://x/assets/Quiz-1.js?retry=2',
    ]);
  });

  it('forces a reload after three failed retries and hands the error on', async () => {
    const { env, log } = environment(async () => {
      throw chunkError();
    });
    await expect(
      importWithRetry(async () => {
        throw chunkError();
      }, env),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(log.filter((entry) => entry.startsWith('sleep'))).toEqual([
      'sleep 1000',
      'sleep 2000',
      'sleep 3000',
    ]);
    expect(log.at(-1)).toBe('reload');
  });

  it('does not retry an error that is not a chunk load error', async () => {
    const { env, log } = environment(async () => ({}));
    await expect(
      importWithRetry(async () => {
        throw new Error('broken module');
      }, env),
    ).rejects.toThrow('broken module');
    expect(log).toEqual([]);
  });
});
