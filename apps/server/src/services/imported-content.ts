import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { importedTopicFileSchema } from '@abhyas/domain';
import type { Logger } from 'pino';
import { type ImportedQuestionStore, topicKey } from '../stores/imported-question-store.ts';

/**
 * Stores in the database every topic file that `npm run content:import` left in
 * `$DATA_DIR/imported`, unless the database holds a newer copy of its topic: one the operator
 * imported again from the console since the file was written, or the file itself, stored at an
 * earlier start. So the latest import of a topic wins, whichever way it came, and a restart never
 * puts an older file back over the console's. A bad file is reported and skipped; it never stops
 * the server. Returns how many files were stored.
 */
export async function ingestImportedTopicFiles(
  dataDir: string,
  store: ImportedQuestionStore,
  logger: Logger,
): Promise<number> {
  const root = path.join(dataDir, 'imported');
  if (!existsSync(root)) return 0;
  const writtenAt = await store.topicsWrittenAt();
  let stored = 0;
  for (const categoryDir of await readdir(root, { withFileTypes: true })) {
    if (!categoryDir.isDirectory()) continue;
    const folder = path.join(root, categoryDir.name);
    for (const name of await readdir(folder)) {
      if (!name.endsWith('.json')) continue;
      const file = path.join(folder, name);
      const parsed = importedTopicFileSchema.safeParse(await readJson(file));
      if (!parsed.success) {
        logger.warn({ file, problem: parsed.error.issues[0]?.message }, 'imported topic file skipped');
        continue;
      }
      const storedAt = writtenAt.get(topicKey(parsed.data));
      if (storedAt && storedAt.getTime() >= (await stat(file)).mtimeMs) continue;
      await store.replaceTopic(parsed.data);
      stored += 1;
    }
  }
  return stored;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
