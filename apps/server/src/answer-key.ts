import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type AnswerKeyEntry, type AnswerKeys, answerKeysSchema } from '@abhyas/domain';

/** The server's own answer key: what it grades every synced answer against. */
export interface AnswerKey {
  entryOf(questionId: string): AnswerKeyEntry | undefined;
}

/** Where the answer key comes from; `current()` throws AnswerKeyUnavailableError when it cannot load. */
export interface AnswerKeySource {
  current(): Promise<AnswerKey>;
}

/** Raised when no answer key can be read: syncing must wait (503) rather than reject every answer. */
export class AnswerKeyUnavailableError extends Error {}

export function answerKeyFromRecord(keys: AnswerKeys): AnswerKey {
  const entries = new Map(Object.entries(keys));
  return { entryOf: (questionId) => entries.get(questionId) };
}

export function fixedAnswerKeySource(keys: AnswerKeys): AnswerKeySource {
  const key = answerKeyFromRecord(keys);
  return { current: async () => key };
}

/** A rebuilt question bank is picked up without a restart; the file is checked at most this often. */
const RECHECK_INTERVAL_MS = 5_000;

/** Reads `answer-keys.json` from the content build folder, reloading it when the file changes. */
export function fileAnswerKeySource(contentBuildDir: string): AnswerKeySource {
  const file = path.join(contentBuildDir, 'answer-keys.json');
  let loaded: { key: AnswerKey; mtimeMs: number } | undefined;
  let checkedAt = 0;
  let pending: Promise<AnswerKey> | undefined;

  async function load(): Promise<AnswerKey> {
    try {
      const { mtimeMs } = await stat(file);
      checkedAt = Date.now();
      if (loaded && loaded.mtimeMs === mtimeMs) return loaded.key;
      const keys = answerKeysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      loaded = { key: answerKeyFromRecord(keys), mtimeMs };
      return loaded.key;
    } catch (error) {
      if (loaded) return loaded.key;
      throw new AnswerKeyUnavailableError(
        `answer key ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    current() {
      if (loaded && Date.now() - checkedAt < RECHECK_INTERVAL_MS) return Promise.resolve(loaded.key);
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

/** Adds keys known only at start (imported questions) to another source; built-in keys win. */
export function withExtraAnswerKeys(source: AnswerKeySource, extra: AnswerKeys): AnswerKeySource {
  const extraKey = answerKeyFromRecord(extra);
  let combined: { base: AnswerKey; key: AnswerKey } | undefined;
  return {
    async current() {
      const base = await source.current();
      if (combined?.base !== base) {
        combined = {
          base,
          key: { entryOf: (questionId) => base.entryOf(questionId) ?? extraKey.entryOf(questionId) },
        };
      }
      return combined.key;
    },
  };
}
