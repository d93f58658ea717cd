import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  type CategoryFile,
  categoryFileSchema,
  importedTopicFileSchema,
  type ParentCategory,
  parentCategoriesFileSchema,
  type QuestionPack,
} from '@abhyas/domain';
import type { Logger } from 'pino';
import type { ImportedQuestionStore, ImportedTopic } from '../stores/imported-question-store.ts';

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

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * Writes the config files that change when imported topics exist (parent-categories and the
 * parents' category files, with the imported topics added) and the imported topics' packs, into
 * `publishDir`, which is served ahead of the content build. Imported topics thus appear in the app
 * exactly like built-in ones.
 */
export async function publishImportedContent(options: {
  topics: readonly ImportedTopic[];
  contentPublicDir: string;
  publishDir: string;
  logger: Logger;
}): Promise<void> {
  const { topics, contentPublicDir, publishDir, logger } = options;
  await rm(publishDir, { recursive: true, force: true });
  if (topics.length === 0) return;
  const configDir = path.join(contentPublicDir, 'config');
  const parentsFile = path.join(configDir, 'parent-categories.json');
  if (!existsSync(parentsFile)) {
    logger.warn('imported topics not published: the question bank is not built');
    return;
  }
  const parents = parentCategoriesFileSchema.parse(JSON.parse(await readFile(parentsFile, 'utf8')));
  await mkdir(path.join(publishDir, 'config'), { recursive: true });
  await mkdir(path.join(publishDir, 'packs'), { recursive: true });

  const categoryFiles = new Map<string, CategoryFile>();
  for (const parent of parents) {
    const file = path.join(configDir, parent.categoryFile);
    if (existsSync(file))
      categoryFiles.set(parent.id, categoryFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
  }
  const knownTopicIds = new Set(
    [...categoryFiles.values()].flatMap((file) =>
      file.flatMap((category) => category.subcategories.map((s) => s.id)),
    ),
  );

  const changedParents = new Set<string>();
  for (const topic of topics) {
    const categories = categoryFiles.get(topic.parentCategoryId);
    if (!categories) {
      logger.warn(
        { topic: topic.subcategoryId, parent: topic.parentCategoryId },
        'imported topic has an unknown parent',
      );
      continue;
    }
    if (knownTopicIds.has(topic.subcategoryId)) {
      logger.warn(
        { topic: topic.subcategoryId },
        'imported topic id is already a built-in topic; choose another name',
      );
      continue;
    }
    knownTopicIds.add(topic.subcategoryId);
    const pack: QuestionPack = {
      subcategoryId: topic.subcategoryId,
      categoryId: topic.categoryId,
      parentCategoryId: topic.parentCategoryId,
      name: topic.topicName,
      nameHi: topic.topicName,
      questions: topic.questions,
    };
    const packText = JSON.stringify(pack);
    const packName = `${topic.subcategoryId}.${hashOf(packText)}.json`;
    await writePublished(path.join(publishDir, 'packs', packName), packText);

    let category = categories.find((candidate) => candidate.id === topic.categoryId);
    if (!category) {
      category = {
        id: topic.categoryId,
        parentCategoryId: topic.parentCategoryId,
        name: topic.categoryName,
        nameHi: topic.categoryName,
        description: topic.categoryName,
        questionCount: 0,
        subcategories: [],
      };
      categories.push(category);
    }
    category.subcategories.push({
      id: topic.subcategoryId,
      name: topic.topicName,
      nameHi: topic.topicName,
      questionCount: topic.questions.length,
      pack: `/packs/${packName}`,
    });
    category.questionCount += topic.questions.length;
    changedParents.add(topic.parentCategoryId);
  }

  const publishedParents: ParentCategory[] = parents.map((parent) => {
    const categories = categoryFiles.get(parent.id);
    if (!categories || !changedParents.has(parent.id)) return parent;
    return {
      ...parent,
      questionCount: categories.reduce((sum, category) => sum + category.questionCount, 0),
    };
  });
  await writePublished(
    path.join(publishDir, 'config', 'parent-categories.json'),
    JSON.stringify(publishedParents, null, 2),
  );
  for (const parent of publishedParents) {
    if (!changedParents.has(parent.id)) continue;
    await writePublished(
      path.join(publishDir, 'config', parent.categoryFile),
      JSON.stringify(categoryFiles.get(parent.id), null, 2),
    );
  }
  logger.info({ topics: topics.length }, 'imported topics published');
}

/**
 * Writes a published file with its .br and .gz copies. The content files are served with
 * preCompressed, published folder first: without copies of its own, a browser that accepts
 * brotli would be sent the built folder's copy of the same name, without the imported topics.
 */
async function writePublished(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}
