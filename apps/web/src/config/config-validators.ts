import {
  type AppConfigFile,
  type AppConfigValidators,
  CATEGORY_SLUG_PATTERN,
  type CategoryFile,
  FEATURE_FLAGS,
  type ParentCategory,
  THEMES,
} from '@abhyas/domain';
import * as z from 'zod/mini';

/**
 * The configuration files' shapes for the browser, in zod/mini: the same rules as the domain's
 * schemas (appConfigValidators; config-validators.test.ts holds the two to the same answers), at
 * a fraction of the code and start-up time zod's full API costs the first screen.
 */
const slug = z.string().check(z.regex(CATEGORY_SLUG_PATTERN));
const text = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.nonnegative());

const parentCategory = z.object({
  id: slug,
  name: text,
  nameHi: text,
  description: text,
  questionCount: count,
  categoryFile: text,
  paperCount: z.optional(z.number().check(z.int(), z.positive())),
});

const subcategorySummary = z.object({
  id: slug,
  name: text,
  nameHi: text,
  questionCount: count,
  pack: text,
});

const categorySummary = z.object({
  id: slug,
  parentCategoryId: slug,
  name: text,
  nameHi: text,
  description: text,
  questionCount: count,
  subcategories: z.array(subcategorySummary),
});

const parentCategoriesFile = z.array(parentCategory);
const categoryFile = z.array(categorySummary);

const appConfigFile = z.looseObject({
  name: z.optional(text),
  appName: z.optional(text),
  totalQuestions: z.optional(count),
  theme: z.optional(z.enum(THEMES)),
  features: z.optional(z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean())),
  ads: z.optional(z.object({ clientId: text, scriptUrl: text })),
  categories: z.optional(categoryFile),
});

// The types say it too: each validator yields exactly the domain's type.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameTypes: [
  Exactly<z.infer<typeof appConfigFile>, AppConfigFile>,
  Exactly<z.infer<typeof parentCategoriesFile>, ParentCategory[]>,
  Exactly<z.infer<typeof categoryFile>, CategoryFile>,
] = [true, true, true];
void sameTypes;

export const browserConfigValidators: AppConfigValidators = {
  appConfig: appConfigFile,
  parentCategories: parentCategoriesFile,
  categories: categoryFile,
};
