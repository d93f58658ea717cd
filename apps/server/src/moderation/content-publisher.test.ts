import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CategoryFile, QuestionPack } from '@abhyas/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { paths } from '../paths.ts';
import { createBuiltInBank } from './built-in-bank.ts';
import { publishContent, UNLISTED_PACK_KEPT_MS } from './content-publisher.ts';

const bank = createBuiltInBank(path.join(paths.contentBuild, 'public'));
const logger = createLogger({ level: 'silent' });
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function firstTopic() {
  const parent = (await bank.parents()).find((candidate) => candidate.id === 'general-knowledge');
  if (!parent) throw new Error('no General Knowledge in the build');
  const category = (await bank.categoriesOf(parent))?.[0];
  const topic = category?.subcategories[0];
  if (!category || !topic) throw new Error('no topic in the build');
  return { parent, category, topic, pack: await bank.pack(topic.pack) };
}

describe('publishContent', () => {
  it('publishes the hidden flag in a new pack the category file names, and nothing for an untouched bank', async () => {
    const publishDir = mkdtempSync(path.join(tmpdir(), 'abhyas-publish-'));
    dirs.push(publishDir);
    const { parent, category, topic, pack } = await firstTopic();
    const hiddenId = pack.questions[0]?.id as string;
    const state = { importedTopics: [], revisions: [] };
    await publishContent({
      state: { ...state, hidden: new Set(), hiddenTopics: new Set() },
      bank,
      publishDir,
      logger,
    });
    expect(existsSync(path.join(publishDir, 'config', parent.categoryFile))).toBe(false);

    await publishContent({
      state: { ...state, hidden: new Set([hiddenId]), hiddenTopics: new Set([`${category.id}/${topic.id}`]) },
      bank,
      publishDir,
      logger,
    });
    const published = JSON.parse(
      await readFile(path.join(publishDir, 'config', parent.categoryFile), 'utf8'),
    ) as CategoryFile;
    const listed = published
      .find((entry) => entry.id === category.id)
      ?.subcategories.find((entry) => entry.id === topic.id);
    expect(listed?.pack).not.toBe(topic.pack);
    expect(listed?.questionCount).toBe(topic.questionCount - 1);
    const republished = JSON.parse(
      await readFile(path.join(publishDir, listed?.pack as string), 'utf8'),
    ) as QuestionPack;
    expect(republished.questions.find((question) => question.id === hiddenId)?.hidden).toBe(true);
    expect(republished.questions.filter((question) => question.hidden)).toHaveLength(1);
    // The compressed copies say the same: a browser accepting brotli gets them first.
    expect(existsSync(path.join(publishDir, `${listed?.pack}.br`))).toBe(true);

    // Shown again: the build's own lists serve again.
    await publishContent({
      state: { ...state, hidden: new Set(), hiddenTopics: new Set() },
      bank,
      publishDir,
      logger,
    });
    expect(existsSync(path.join(publishDir, 'config', parent.categoryFile))).toBe(false);
    expect(existsSync(path.join(publishDir, 'config', 'parent-categories.json'))).toBe(false);
  });

  it('removes packs no list names once they are a day old, and keeps younger ones', async () => {
    const publishDir = mkdtempSync(path.join(tmpdir(), 'abhyas-publish-'));
    dirs.push(publishDir);
    const packsDir = path.join(publishDir, 'packs');
    await mkdir(packsDir, { recursive: true });
    const old = path.join(packsDir, 'gone.00000000.json');
    const young = path.join(packsDir, 'recent.00000000.json');
    writeFileSync(old, '{}');
    writeFileSync(`${old}.br`, '');
    writeFileSync(young, '{}');
    const longAgo = new Date(Date.now() - UNLISTED_PACK_KEPT_MS - 60_000);
    utimesSync(old, longAgo, longAgo);
    utimesSync(`${old}.br`, longAgo, longAgo);
    const { category, topic, pack } = await firstTopic();
    await publishContent({
      state: {
        importedTopics: [],
        revisions: [],
        hidden: new Set([pack.questions[0]?.id as string]),
        hiddenTopics: new Set([`${category.id}/${topic.id}`]),
      },
      bank,
      publishDir,
      logger,
    });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(`${old}.br`)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });
});
