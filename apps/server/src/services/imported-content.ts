import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { importedTopicFileSchema } from '@abhyas/domain';
import type { Logger } from 'pino';
import type { ImportedQuestionStore } from '../stores/imported-question-store.ts';

/**
 * Stores every topic file that `npm run content:import` left in `$DATA_DIR/imported` in the
 * database. A bad file is reported and skipped; it never stops the server.
 */
export async function ingestImportedTopicFiles(
  dataDir: string,
  store: ImportedQuestionStore,
  logger: Logger,
): Promise<number> {
  const root = path.join(dataDir, 'imported');
  if (!existsSync(root)) return 0;
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
