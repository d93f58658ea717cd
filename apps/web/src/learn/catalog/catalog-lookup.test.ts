import type { CategorySummary, ParentCategory } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import {
  categoriesOfParent,
  findCategory,
  findParentCategory,
  findTopic,
  localName,
} from './catalog-lookup.ts';

const parent: ParentCategory = {
  id: 'general-knowledge',
  name: 'General Knowledge',
  nameHi: 'सामान्य ज्ञान',
  description: 'GK',
  questionCount: 40,
  categoryFile: 'General-Knowledge Categories.json',
};
const world: CategorySummary = {
  id: 'world',
  parentCategoryId: 'general-knowledge',
  name: 'World',
  nameHi: 'विश्व',
  description: 'World',
  questionCount: 40,
  subcategories: [
    { id: 'capitals', name: 'Capitals', nameHi: 'राजधानियाँ', questionCount: 40, pack: '/packs/c.json' },
  ],
};
const config = {
  parentCategories: [parent],
  categoryData: { General_Knowledge_Categories: [world] },
  categories: [world],
};

describe('catalog lookup', () => {
  it('finds a parent, its categories, a category and a topic with where it lives', () => {
    expect(findParentCategory(config, 'general-knowledge')).toBe(parent);
    expect(categoriesOfParent(config, parent)).toEqual([world]);
    expect(findCategory(config, 'world')).toBe(world);
    expect(findTopic(config, 'capitals')).toMatchObject({
      parent,
      category: world,
      topic: { id: 'capitals' },
    });
  });

  it('answers undefined for unknown ids', () => {
    expect(findParentCategory(config, 'nope')).toBeUndefined();
    expect(findCategory(config, 'nope')).toBeUndefined();
    expect(findTopic(config, 'nope')).toBeUndefined();
  });

  it('names things in Hindi when the interface is Hindi', () => {
    expect(localName(world, 'hi')).toBe('विश्व');
    expect(localName(world, 'en')).toBe('World');
  });
});
