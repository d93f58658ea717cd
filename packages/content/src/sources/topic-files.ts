import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** The content package's folder: datasets are named relative to it, as questions cite them. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LoadedTopicFile<T> {
  /** The category the folder names. */
  categoryId: string;
  /** `facts/<kind>/<category>/<topic>.json`, as questions cite it. */
  dataset: string;
  data: T;
}

/**
 * Every `<category>/<topic>.json` under `directory`, in path order, read with `schema`. A file that
 * does not parse, or whose topic id is not its file name, stops the build with its path.
 */
export function loadTopicFiles<S extends z.ZodType<{ topic: { id: string } }>>(
  directory: string,
  schema: S,
): LoadedTopicFile<z.infer<S>>[] {
  const loaded: LoadedTopicFile<z.infer<S>>[] = [];
  if (!existsSync(directory)) return loaded;
  for (const categoryId of readdirSync(directory).sort()) {
    const categoryDir = join(directory, categoryId);
    for (const file of readdirSync(categoryDir).sort()) {
      if (!file.endsWith('.json')) continue;
      const path = join(categoryDir, file);
      const dataset = relative(PACKAGE_DIR, path).split('\\').join('/');
      const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (!parsed.success) {
        const issues = parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        throw new Error(`${dataset}: ${issues}`);
      }
      const data = parsed.data as z.infer<S>;
      if (`${data.topic.id}.json` !== file)
        throw new Error(`${dataset}: topic id ${data.topic.id} does not match the file name`);
      loaded.push({ categoryId, dataset, data });
    }
  }
  return loaded;
}
