import { CATEGORY_SLUG_PATTERN, type ImportedTopicFile, type Question, questionSchema } from '@abhyas/domain';

export type { ImportedTopicFile };

import { questionIdFor } from '../model/question-id.ts';
import type { ImportedQuestion } from './imported-question.ts';

/** "Indian History!" -> "indian-history": the same name always gives the same id. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function toImportedTopic(
  questions: readonly ImportedQuestion[],
  names: { parentCategoryId: string; category: string; topic: string },
): { ok: true; file: ImportedTopicFile } | { ok: false; problems: string[] } {
  const categoryId = slugify(names.category);
  const subcategoryId = slugify(names.topic);
  const problems: string[] = [];
  if (!CATEGORY_SLUG_PATTERN.test(categoryId))
    problems.push(`the category name "${names.category}" gives no usable id`);
  if (!CATEGORY_SLUG_PATTERN.test(subcategoryId))
    problems.push(`the topic name "${names.topic}" gives no usable id`);
  if (problems.length > 0) return { ok: false, problems };
  const built = questions.map((question): Question => {
    const correct = question.options[question.answerIndex] ?? '';
    return {
      // Stable across re-imports of the same file: the id hashes the topic and the question text.
      id: questionIdFor({
        generator: 'import',
        entity: `${categoryId}/${subcategoryId}`,
        template: question.stem.trim(),
      }),
      parentCategoryId: names.parentCategoryId,
      categoryId,
      subcategoryId,
      stem: question.stem,
      options: question.options,
      answerIndex: question.answerIndex,
      explanation: question.explanation ?? `The correct answer is "${correct}".`,
      difficulty: question.difficulty ?? 'medium',
      source: { dataset: `import:${categoryId}/${subcategoryId}`, record: `line ${question.line}` },
    };
  });
  for (const [index, question] of built.entries()) {
    const parsed = questionSchema.safeParse(question);
    if (!parsed.success)
      problems.push(
        `line ${questions[index]?.line}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    file: {
      parentCategoryId: names.parentCategoryId,
      categoryId,
      categoryName: names.category,
      subcategoryId,
      topicName: names.topic,
      questions: built,
    },
  };
}
