import {
  type AppConfig,
  allCategories,
  type CategorySummary,
  type ParentCategory,
  type SubcategorySummary,
  sanitizeCategoryFileKey,
} from '@abhyas/domain';

type CatalogConfig = Pick<AppConfig, 'parentCategories' | 'categoryData' | 'categories'>;

export interface TopicLocation {
  parent: ParentCategory | undefined;
  category: CategorySummary;
  topic: SubcategorySummary;
}

export function findParentCategory(config: CatalogConfig, parentId: string): ParentCategory | undefined {
  return config.parentCategories.find((parent) => parent.id === parentId);
}

/** The categories listed in a parent's own category file (or carrying its id, when the file fell back). */
export function categoriesOfParent(config: CatalogConfig, parent: ParentCategory): CategorySummary[] {
  const file = config.categoryData[sanitizeCategoryFileKey(parent.categoryFile)] ?? [];
  return file.filter((category) => category.parentCategoryId === parent.id);
}

export function findCategory(config: CatalogConfig, categoryId: string): CategorySummary | undefined {
  return allCategories(config).find((category) => category.id === categoryId);
}

export function findTopic(config: CatalogConfig, subcategoryId: string): TopicLocation | undefined {
  for (const category of allCategories(config)) {
    const topic = category.subcategories.find((candidate) => candidate.id === subcategoryId);
    if (topic) return { parent: findParentCategory(config, category.parentCategoryId), category, topic };
  }
  return undefined;
}

/** A name in the interface language: Hindi when the interface is Hindi and the data has it. */
export function localName(item: { name: string; nameHi?: string }, language: string): string {
  return language.startsWith('hi') && item.nameHi ? item.nameHi : item.name;
}
