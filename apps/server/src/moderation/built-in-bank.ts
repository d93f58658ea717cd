import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type CategoryFile,
  categoryFileSchema,
  type ParentCategory,
  parentCategoriesFileSchema,
  type Question,
} from '@abhyas/domain';
import type { QuestionTopic } from './moderation-store.ts';

/** A topic pack as built, with whatever else it holds (sets) kept as it is. */
export interface LoosePack {
  questions: Question[];
  [field: string]: unknown;
}

/** Where a built-in topic is listed, and its pack. */
export interface BuiltInTopic {
  parent: ParentCategory;
  categories: CategoryFile;
  name: string;
  /** The pack's URL path (`/packs/<id>.<hash>.json`). */
  pack: string;
}

/** Packs read lately; their names carry their content's hash, so a name never goes stale. */
const PACKS_REMEMBERED = 16;

/**
 * The content build's topics and packs (its public folder), read as the app reads them: for the
 * operator's list, an edit's original, and the packs the publisher republishes.
 */
export function createBuiltInBank(contentPublicDir: string) {
  const configDir = path.join(contentPublicDir, 'config');
  let parents: { mtimeMs: number; list: ParentCategory[] } | undefined;
  const categoryFiles = new Map<string, { mtimeMs: number; file: CategoryFile }>();
  const packs = new Map<string, LoosePack>();

  async function readJson(file: string): Promise<unknown> {
    return JSON.parse(await readFile(file, 'utf8'));
  }

  async function parentList(): Promise<ParentCategory[]> {
    const file = path.join(configDir, 'parent-categories.json');
    const { mtimeMs } = await stat(file);
    if (parents?.mtimeMs !== mtimeMs)
      parents = { mtimeMs, list: parentCategoriesFileSchema.parse(await readJson(file)) };
    return parents.list;
  }

  async function categoriesOf(parent: ParentCategory): Promise<CategoryFile | undefined> {
    const file = path.join(configDir, parent.categoryFile);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: -1 }));
    if (mtimeMs < 0) return undefined;
    const known = categoryFiles.get(file);
    if (known?.mtimeMs === mtimeMs) return known.file;
    const parsed = categoryFileSchema.parse(await readJson(file));
    categoryFiles.set(file, { mtimeMs, file: parsed });
    return parsed;
  }

  return {
    /** Whether the bank is built at all (tests and a fresh checkout may lack it). */
    async available(): Promise<boolean> {
      return stat(path.join(configDir, 'parent-categories.json')).then(
        () => true,
        () => false,
      );
    },

    parents: parentList,
    categoriesOf,

    async topicOf(topic: QuestionTopic): Promise<BuiltInTopic | undefined> {
      const parent = (await parentList()).find((candidate) => candidate.id === topic.parentCategoryId);
      if (!parent) return undefined;
      const categories = await categoriesOf(parent);
      const summary = categories
        ?.find((category) => category.id === topic.categoryId)
        ?.subcategories.find((subcategory) => subcategory.id === topic.subcategoryId);
      if (!categories || !summary) return undefined;
      return { parent, categories, name: summary.name, pack: summary.pack };
    },

    /** Every built-in topic id: an imported topic may not take one. */
    async topicIds(): Promise<Set<string>> {
      const ids = new Set<string>();
      for (const parent of await parentList())
        for (const category of (await categoriesOf(parent)) ?? [])
          for (const subcategory of category.subcategories) ids.add(subcategory.id);
      return ids;
    },

    async pack(packPath: string): Promise<LoosePack> {
      const known = packs.get(packPath);
      if (known) return known;
      const pack = (await readJson(path.join(contentPublicDir, packPath))) as LoosePack;
      if (packs.size >= PACKS_REMEMBERED) packs.delete(packs.keys().next().value as string);
      packs.set(packPath, pack);
      return pack;
    },
  };
}

export type BuiltInBank = ReturnType<typeof createBuiltInBank>;
