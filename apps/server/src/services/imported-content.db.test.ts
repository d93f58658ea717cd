import { mkdir, mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createBuiltInBank } from '../moderation/built-in-bank.ts';
import { publishContent } from '../moderation/content-publisher.ts';
import {
  createImportedQuestionStore,
  type ImportedQuestionStore,
} from '../stores/imported-question-store.ts';
import { importedTopicFile } from '../testing/imported-topics.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { ingestImportedTopicFiles } from './imported-content.ts';

const logger = createLogger({ level: 'silent' });
let database: TestDatabase;
let store: ImportedQuestionStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createImportedQuestionStore(database.db);
});
afterAll(async () => database?.drop());

const questionCountOf = async (topic: string) =>
  (await store.listTopics()).find((stored) => stored.subcategoryId === topic)?.questions.length;

/**
 * Writes a file again, as the import command does some time after a start: its modification time
 * a second on, since the file system's clock is coarse (a file written within milliseconds of the
 * database's stamp may read as older).
 */
async function rewriteFile(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  const later = new Date(Date.now() + 1000);
  await utimes(file, later, later);
}

async function dataDirWith(files: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-import-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dataDir, 'imported', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return dataDir;
}

describe('imported question banks', () => {
  it('stores valid topic files in the database, skips broken ones, and replaces on re-import', async () => {
    const dataDir = await dataDirWith({
      'indian-history/freedom-struggle.json': JSON.stringify(importedTopicFile(3)),
      'indian-history/broken.json': '{"not": "a topic"',
    });
    expect(await ingestImportedTopicFiles(dataDir, store, logger)).toBe(1);
    expect((await store.listTopics())[0]?.questions).toHaveLength(3);

    await rewriteFile(
      path.join(dataDir, 'imported/indian-history/freedom-struggle.json'),
      JSON.stringify(importedTopicFile(2)),
    );
    await ingestImportedTopicFiles(dataDir, store, logger);
    const [topic] = await store.listTopics();
    expect(topic?.questions.map((q) => q.id)).toEqual([
      'qimportfreedom-struggle0',
      'qimportfreedom-struggle1',
    ]);
    const keys = await store.answerKeys();
    expect(keys['qimportfreedom-struggle1']).toEqual({
      answerIndex: 1,
      subcategoryId: 'freedom-struggle',
      categoryId: 'indian-history',
      parentCategoryId: 'general-knowledge',
    });
  });

  it("keeps the console's later import of a topic over its older file at each start, until the file is written again", async () => {
    const topic = 'revolt-of-1857';
    try {
      const dataDir = await dataDirWith({
        [`indian-history/${topic}.json`]: JSON.stringify(importedTopicFile(3, topic)),
      });
      expect(await ingestImportedTopicFiles(dataDir, store, logger)).toBe(1);
      // Stored once, the file is not stored again at the next start.
      expect(await ingestImportedTopicFiles(dataDir, store, logger)).toBe(0);
      expect(await questionCountOf(topic)).toBe(3);

      // The operator imports the topic again from the console: restarts keep it.
      await store.replaceTopic(importedTopicFile(5, topic));
      expect(await ingestImportedTopicFiles(dataDir, store, logger)).toBe(0);
      expect(await questionCountOf(topic)).toBe(5);

      // Then again with the command, which writes the file anew: the next start takes the file.
      await rewriteFile(
        path.join(dataDir, `imported/indian-history/${topic}.json`),
        JSON.stringify(importedTopicFile(2, topic)),
      );
      expect(await ingestImportedTopicFiles(dataDir, store, logger)).toBe(1);
      expect(await questionCountOf(topic)).toBe(2);
    } finally {
      await database.db.deleteFrom('importedQuestions').where('subcategoryId', '=', topic).execute();
    }
  });

  it('publishes the topic into the parent category file and a pack, like a built-in topic', async () => {
    const contentPublicDir = await mkdtemp(path.join(tmpdir(), 'abhyas-content-'));
    await mkdir(path.join(contentPublicDir, 'config'), { recursive: true });
    const parents = [
      {
        id: 'general-knowledge',
        name: 'General Knowledge',
        nameHi: 'सामान्य ज्ञान',
        description: 'GK',
        questionCount: 20,
        categoryFile: 'General-Knowledge Categories.json',
      },
    ];
    const categories = [
      {
        id: 'geography',
        parentCategoryId: 'general-knowledge',
        name: 'Geography',
        nameHi: 'भूगोल',
        description: 'Maps',
        questionCount: 20,
        subcategories: [
          {
            id: 'capitals',
            name: 'Capitals',
            nameHi: 'राजधानी',
            questionCount: 20,
            pack: '/packs/capitals.1.json',
          },
        ],
      },
    ];
    await writeFile(path.join(contentPublicDir, 'config/parent-categories.json'), JSON.stringify(parents));
    await writeFile(
      path.join(contentPublicDir, 'config/General-Knowledge Categories.json'),
      JSON.stringify(categories),
    );
    const publishDir = path.join(await mkdtemp(path.join(tmpdir(), 'abhyas-published-')), 'published');

    await publishContent({
      state: {
        importedTopics: await store.listTopics(),
        hidden: new Set(),
        hiddenTopics: new Set(),
        revisions: [],
      },
      bank: createBuiltInBank(contentPublicDir),
      publishDir,
      logger,
    });

    const publishedParents = JSON.parse(
      await readFile(path.join(publishDir, 'config/parent-categories.json'), 'utf8'),
    );
    expect(publishedParents[0].questionCount).toBe(22);
    const published = JSON.parse(
      await readFile(path.join(publishDir, 'config/General-Knowledge Categories.json'), 'utf8'),
    );
    const history = published.find((category: { id: string }) => category.id === 'indian-history');
    expect(history.name).toBe('Indian History');
    expect(history.subcategories[0]).toMatchObject({
      id: 'freedom-struggle',
      name: 'Freedom Struggle',
      questionCount: 2,
    });
    const pack = JSON.parse(await readFile(path.join(publishDir, history.subcategories[0].pack), 'utf8'));
    expect(pack.questions).toHaveLength(2);
    expect(pack.subcategoryId).toBe('freedom-struggle');
    // Every published file has brotli and gzip copies of its own: the server sends a copy to a
    // browser that accepts one, and the built folder's copy would lack the imported topics.
    for (const file of [
      'config/parent-categories.json',
      'config/General-Knowledge Categories.json',
      history.subcategories[0].pack,
    ]) {
      const text = await readFile(path.join(publishDir, file), 'utf8');
      expect(brotliDecompressSync(await readFile(path.join(publishDir, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(await readFile(path.join(publishDir, `${file}.gz`))).toString()).toBe(text);
    }
  });
});
