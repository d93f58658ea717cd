import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { CategoryFile, ParentCategory, Question, QuestionPack } from '@abhyas/domain';
import type { Logger } from 'pino';
import type { ImportedTopic } from '../stores/imported-question-store.ts';
import type { BuiltInBank } from './built-in-bank.ts';
import type { StoredRevision } from './moderation-store.ts';

/** What the published packs show beyond the content build: imported topics, hidden questions, revisions. */
export interface PublishedState {
  importedTopics: readonly ImportedTopic[];
  hidden: ReadonlySet<string>;
  /** `categoryId/subcategoryId` of every topic with a hidden question. */
  hiddenTopics: ReadonlySet<string>;
  revisions: readonly StoredRevision[];
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The topic's questions as learners get them: a hidden question keeps its place with
 * `hidden: true` (results that hold it still show it; new quizzes leave it out), and the
 * operator's revisions of the topic's questions come after the questions.
 */
export function moderatedQuestions(
  questions: readonly Question[],
  hidden: ReadonlySet<string>,
  revisions: readonly StoredRevision[],
): Question[] {
  const mark = (question: Question): Question =>
    hidden.has(question.id) ? { ...question, hidden: true } : question;
  const result = questions.map(mark);
  const present = new Set(result.map((question) => question.id));
  for (const revision of revisions)
    if (!present.has(revision.id)) {
      result.push(mark(revision.question));
      present.add(revision.id);
    }
  return result;
}

const visibleCount = (questions: readonly Question[]) =>
  questions.filter((question) => !question.hidden).length;

/**
 * Writes into `publishDir` (served ahead of the content build) every file that differs from the
 * build: the packs of imported topics and of built-in topics with hidden questions or revisions,
 * under new content-hashed names, then the category files and parent list that name them. Packs
 * are written before the lists that point at them and each list replaces its file in one rename,
 * so a learner never reads a list naming a pack that is not there. Lists no longer needed are
 * removed (the build's own serve again); older packs stay for the lists browsers still hold.
 */
export async function publishContent(options: {
  state: PublishedState;
  bank: BuiltInBank;
  publishDir: string;
  logger: Logger;
}): Promise<void> {
  const { state, bank, publishDir, logger } = options;
  const configDir = path.join(publishDir, 'config');
  const packsDir = path.join(publishDir, 'packs');
  await mkdir(configDir, { recursive: true });
  await mkdir(packsDir, { recursive: true });
  if (!(await bank.available())) {
    logger.warn('moderated content not published: the question bank is not built');
    return;
  }
  const parents = await bank.parents();
  // Copies: the bank's parsed files are cached and must stay as built.
  const categoryFiles = new Map<string, CategoryFile>();
  for (const parent of parents) {
    const categories = await bank.categoriesOf(parent);
    if (categories) categoryFiles.set(parent.id, structuredClone(categories));
  }
  const builtInIds = await bank.topicIds();
  const revisionsByTopic = new Map<string, StoredRevision[]>();
  for (const revision of state.revisions) {
    const key = `${revision.topic.categoryId}/${revision.topic.subcategoryId}`;
    revisionsByTopic.set(key, [...(revisionsByTopic.get(key) ?? []), revision]);
  }
  const changedParents = new Set<string>();

  async function writePack(pack: QuestionPack | Record<string, unknown>, subcategoryId: string) {
    const text = JSON.stringify(pack);
    const name = `${subcategoryId}.${hashOf(text)}.json`;
    await writeAtomically(path.join(packsDir, name), text);
    return `/packs/${name}`;
  }

  // Imported topics, as publishImportedContent lists them, with hidden questions and revisions.
  for (const topic of state.importedTopics) {
    const categories = categoryFiles.get(topic.parentCategoryId);
    if (!categories || builtInIds.has(topic.subcategoryId)) {
      logger.warn(
        { topic: topic.subcategoryId },
        'imported topic not published: unknown parent or a built-in id',
      );
      continue;
    }
    const questions = moderatedQuestions(
      topic.questions,
      state.hidden,
      revisionsByTopic.get(`${topic.categoryId}/${topic.subcategoryId}`) ?? [],
    );
    const packPath = await writePack(
      {
        subcategoryId: topic.subcategoryId,
        categoryId: topic.categoryId,
        parentCategoryId: topic.parentCategoryId,
        name: topic.topicName,
        nameHi: topic.topicName,
        questions,
      },
      topic.subcategoryId,
    );
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
    const count = visibleCount(questions);
    const existing = category.subcategories.find((subcategory) => subcategory.id === topic.subcategoryId);
    if (existing) {
      category.questionCount += count - existing.questionCount;
      Object.assign(existing, { questionCount: count, pack: packPath });
    } else {
      category.subcategories.push({
        id: topic.subcategoryId,
        name: topic.topicName,
        nameHi: topic.topicName,
        questionCount: count,
        pack: packPath,
      });
      category.questionCount += count;
    }
    changedParents.add(topic.parentCategoryId);
  }

  // Built-in topics with a hidden question or a revision.
  const touched = new Set([...state.hiddenTopics, ...revisionsByTopic.keys()]);
  for (const [parentId, categories] of categoryFiles)
    for (const category of categories)
      for (const subcategory of category.subcategories) {
        const key = `${category.id}/${subcategory.id}`;
        if (!builtInIds.has(subcategory.id) || !touched.has(key)) continue;
        const original = await bank.pack(subcategory.pack);
        const questions = moderatedQuestions(
          original.questions,
          state.hidden,
          revisionsByTopic.get(key) ?? [],
        );
        const count = visibleCount(questions);
        subcategory.pack = await writePack({ ...original, questions }, subcategory.id);
        category.questionCount += count - subcategory.questionCount;
        subcategory.questionCount = count;
        changedParents.add(parentId);
      }

  const written = new Set<string>();
  if (changedParents.size > 0) {
    const publishedParents: ParentCategory[] = parents.map((parent) => {
      const categories = categoryFiles.get(parent.id);
      if (!categories || !changedParents.has(parent.id)) return parent;
      return {
        ...parent,
        questionCount: categories.reduce((sum, category) => sum + category.questionCount, 0),
      };
    });
    for (const parent of publishedParents) {
      if (!changedParents.has(parent.id)) continue;
      await writeAtomically(
        path.join(configDir, parent.categoryFile),
        JSON.stringify(categoryFiles.get(parent.id), null, 2),
      );
      written.add(parent.categoryFile);
    }
    await writeAtomically(
      path.join(configDir, 'parent-categories.json'),
      JSON.stringify(publishedParents, null, 2),
    );
    written.add('parent-categories.json');
  }
  for (const name of await readdir(configDir)) {
    const base = name.replace(/\.(br|gz)$/u, '');
    if (!written.has(base)) await rm(path.join(configDir, name), { force: true });
  }
  await pruneOldPacks(packsDir, referencedPacks(categoryFiles, changedParents));
  logger.info(
    {
      importedTopics: state.importedTopics.length,
      hidden: state.hidden.size,
      revisions: state.revisions.length,
    },
    'moderated content published',
  );
}

/**
 * How long a pack the lists no longer name is kept: a browser may hold the list that named it (the
 * lists are revalidated on every load, so a day is plenty), and a reloaded page finds it.
 */
export const UNLISTED_PACK_KEPT_MS = 24 * 60 * 60 * 1000;

function referencedPacks(categoryFiles: ReadonlyMap<string, CategoryFile>, published: ReadonlySet<string>) {
  const names = new Set<string>();
  for (const [parentId, categories] of categoryFiles)
    if (published.has(parentId))
      for (const category of categories)
        for (const subcategory of category.subcategories) names.add(path.basename(subcategory.pack));
  return names;
}

/** Removes the published packs no list names that are older than UNLISTED_PACK_KEPT_MS. */
async function pruneOldPacks(packsDir: string, listed: ReadonlySet<string>, now = Date.now()): Promise<void> {
  for (const name of await readdir(packsDir)) {
    if (listed.has(name.replace(/\.(br|gz)$/u, ''))) continue;
    const file = path.join(packsDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > UNLISTED_PACK_KEPT_MS) await rm(file, { force: true });
  }
}

/**
 * Writes a published file with its .br and .gz copies, each by a rename: the content files are
 * served with preCompressed, published folder first, so every copy must say the same.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  for (const [suffix, body] of [
    ['.br', brotliCompressSync(text)],
    ['.gz', gzipSync(text)],
    ['', text],
  ] as const) {
    await writeFile(`${temporary}${suffix}`, body);
    await rename(`${temporary}${suffix}`, `${file}${suffix}`);
  }
}
