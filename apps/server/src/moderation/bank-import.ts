import { PARSERS, toImportedTopic } from '@abhyas/content/import';
import type {
  ImportedTopicFile,
  QuestionImportProblem,
  QuestionImportRequest,
  QuestionImportResult,
} from '@abhyas/domain';

/** `line 12: two options are the same` -> { line: 12, message: 'two options are the same' }. */
export function problemOf(text: string): QuestionImportProblem {
  const match = /^line (\d+): (.*)$/su.exec(text);
  return match ? { line: Number(match[1]), message: match[2] ?? text } : { line: 0, message: text };
}

/**
 * Reads an operator's bank as `npm run content:import` does (the same parsers and topic builder):
 * every question, or every problem and nothing. `topicFile` is what to store when there are none.
 */
export function readImport(
  request: QuestionImportRequest,
  context: {
    parentIds: ReadonlySet<string>;
    builtInTopicIds: ReadonlySet<string>;
    importedTopicIds: ReadonlySet<string>;
  },
): { result: Omit<QuestionImportResult, 'applied'>; topicFile: ImportedTopicFile | undefined } {
  const base = { dryRun: request.dryRun, format: request.format };
  const refused = (problems: string[], topic: QuestionImportResult['topic'] = null) => ({
    result: { ...base, ok: false, problems: problems.map(problemOf), topic, questionCount: 0, questions: [] },
    topicFile: undefined,
  });
  const parsed = PARSERS[request.format](request.text);
  if (!parsed.ok) return refused(parsed.problems);
  const built = toImportedTopic(parsed.questions, {
    parentCategoryId: request.parent ?? 'general-knowledge',
    category: request.category,
    topic: request.topic,
  });
  if (!built.ok) return refused(built.problems);
  const file = built.file;
  const topic = {
    parentCategoryId: file.parentCategoryId,
    categoryId: file.categoryId,
    categoryName: file.categoryName,
    subcategoryId: file.subcategoryId,
    topicName: file.topicName,
    replacing: context.importedTopicIds.has(file.subcategoryId),
  };
  if (!context.parentIds.has(file.parentCategoryId))
    return refused([`there is no subject "${file.parentCategoryId}"`], topic);
  // The published lists would skip such a topic: say so now rather than store what never shows.
  if (context.builtInTopicIds.has(file.subcategoryId))
    return refused(
      [`the topic "${file.topicName}" (${file.subcategoryId}) is a built-in topic; choose another name`],
      topic,
    );
  return {
    result: {
      ...base,
      ok: true,
      problems: [],
      topic,
      questionCount: file.questions.length,
      questions: file.questions.map(({ id, stem, options, answerIndex, explanation }) => ({
        id,
        stem,
        options,
        answerIndex,
        explanation,
      })),
    },
    topicFile: file,
  };
}
