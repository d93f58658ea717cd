import { z } from 'zod';
import { CATEGORY_SLUG_PATTERN } from './app-config.ts';
import { questionSchema } from './question.ts';

const slugSchema = z.string().regex(CATEGORY_SLUG_PATTERN);

/**
 * A question bank imported by an operator (`npm run content:import`): one topic, written to
 * `$DATA_DIR/imported/<categoryId>/<subcategoryId>.json`, then stored in the database by the server.
 */
export const importedTopicFileSchema = z
  .object({
    parentCategoryId: slugSchema,
    categoryId: slugSchema,
    categoryName: z.string().trim().min(1),
    subcategoryId: slugSchema,
    topicName: z.string().trim().min(1),
    questions: z.array(questionSchema).min(1),
  })
  .superRefine((topic, ctx) => {
    for (const [index, question] of topic.questions.entries()) {
      if (question.subcategoryId !== topic.subcategoryId || question.categoryId !== topic.categoryId) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index],
          message: 'question does not belong to this topic',
        });
      }
    }
  });
export type ImportedTopicFile = z.infer<typeof importedTopicFileSchema>;
