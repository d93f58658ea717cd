import { z } from 'zod';
import { CATEGORY_SLUG_PATTERN } from './app-config.ts';
import { questionSetSchema } from './figure.ts';
import { mockPackInfoSchema } from './mock-paper.ts';
import { questionSchema } from './question.ts';

const slugSchema = z.string().regex(CATEGORY_SLUG_PATTERN);

export const parentCategorySchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  nameHi: z.string().min(1),
  description: z.string().min(1),
  questionCount: z.number().int().nonnegative(),
  /** File name of this parent's category file, next to the parent-categories file. */
  categoryFile: z.string().min(1),
  /**
   * Set on the Mock tests subject: how many full-length papers it holds. Its questions are the
   * bank's own, so the app shows papers there rather than a question count.
   */
  paperCount: z.number().int().positive().optional(),
});
export type ParentCategory = z.infer<typeof parentCategorySchema>;
export const parentCategoriesFileSchema = z.array(parentCategorySchema);

export const subcategorySummarySchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  nameHi: z.string().min(1),
  questionCount: z.number().int().nonnegative(),
  /** URL path of the topic's question pack, content-hashed so it can be cached forever. */
  pack: z.string().min(1),
});
export type SubcategorySummary = z.infer<typeof subcategorySummarySchema>;

export const categorySummarySchema = z.object({
  id: slugSchema,
  parentCategoryId: slugSchema,
  name: z.string().min(1),
  nameHi: z.string().min(1),
  description: z.string().min(1),
  questionCount: z.number().int().nonnegative(),
  subcategories: z.array(subcategorySummarySchema),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export const categoryFileSchema = z.array(categorySummarySchema);
export type CategoryFile = z.infer<typeof categoryFileSchema>;

/** One topic's questions as the client downloads them (practice mode grades offline). */
export const questionPackSchema = z.object({
  subcategoryId: slugSchema,
  categoryId: slugSchema,
  parentCategoryId: slugSchema,
  name: z.string().min(1),
  nameHi: z.string().min(1),
  questions: z.array(questionSchema),
  /** Passages, cloze texts and charts shared by questions of this pack, each stored once. */
  sets: z.array(questionSetSchema).optional(),
  /** Present on a mock test's pack: its exam, sections, time and marking; questions in paper order. */
  mock: mockPackInfoSchema.optional(),
});
export type QuestionPack = z.infer<typeof questionPackSchema>;

export const attributionSchema = z.object({
  name: z.string().min(1),
  license: z.string().min(1),
  url: z.string().min(1),
  notice: z.string().min(1),
  usedFor: z.string().min(1),
});
export type Attribution = z.infer<typeof attributionSchema>;
export const attributionsFileSchema = z.array(attributionSchema);
