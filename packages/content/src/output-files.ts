import type { AnswerKeys, CategorySummary, ParentCategory } from '@abhyas/domain';
import { ATTRIBUTIONS } from './attributions.ts';
import { type BuiltTopic, packOf, type QuestionBank } from './build-bank.ts';
import {
  buildMocks,
  type ExamMocks,
  MOCK_TESTS_PARENT,
  mockCategories,
  publishedPapers,
} from './mocks/build-mocks.ts';
import { buildPackFile } from './packs/pack-files.ts';
import {
  CATEGORIES,
  DEFAULT_CATEGORY_FILE,
  GENERAL_KNOWLEDGE,
  LEGACY_CATEGORY_FILE,
  PARENT_CATEGORIES,
} from './taxonomy.ts';

/** Paths relative to dist/, mapped to their exact contents. */
export type OutputFiles = Map<string, string>;

const CONFIG_DIR = 'public/config';
const PACKS_DIR = 'public/packs';

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Everything `npm run build` writes, computed in memory so a test can build twice and compare.
 * `retiredKeys` are the answer keys of questions the bank no longer shows (see answer-key-ledger.ts);
 * `mocks` are the exams' published mocks (by default assembled with the committed pins).
 */
export function renderOutputFiles(
  bank: QuestionBank,
  retiredKeys: AnswerKeys = {},
  mocks: readonly ExamMocks[] = buildMocks(bank).exams,
): OutputFiles {
  const files: OutputFiles = new Map();
  const packPaths = new Map<string, string>();
  for (const built of bank.topics) {
    const pack = buildPackFile(packOf(built));
    files.set(`${PACKS_DIR}/${pack.fileName}`, pack.content);
    packPaths.set(built.topic.id, pack.urlPath);
  }

  const categoriesOf = (parentId: string): CategorySummary[] =>
    CATEGORIES.filter((category) => category.parentCategoryId === parentId)
      .map((category) => {
        const topics = bank.topics.filter((built) => built.topic.categoryId === category.id);
        const subcategories = topics.map((built: BuiltTopic) => ({
          id: built.topic.id,
          name: built.topic.name,
          nameHi: built.topic.nameHi,
          questionCount: built.questions.length,
          pack: packPaths.get(built.topic.id) ?? '',
        }));
        return {
          ...category,
          questionCount: subcategories.reduce((sum, topic) => sum + topic.questionCount, 0),
          subcategories,
        };
      })
      .filter((category) => category.subcategories.length > 0);

  const parents: ParentCategory[] = PARENT_CATEGORIES.map((parent) => {
    const categories = categoriesOf(parent.id);
    files.set(`${CONFIG_DIR}/${parent.categoryFile}`, json(categories));
    return {
      id: parent.id,
      name: parent.name,
      nameHi: parent.nameHi,
      description: parent.description,
      questionCount: categories.reduce((sum, category) => sum + category.questionCount, 0),
      categoryFile: parent.categoryFile,
    };
  });
  const generalKnowledge = json(categoriesOf(GENERAL_KNOWLEDGE));
  files.set(`${CONFIG_DIR}/${DEFAULT_CATEGORY_FILE}`, generalKnowledge);
  files.set(`${CONFIG_DIR}/${LEGACY_CATEGORY_FILE}`, generalKnowledge);
  files.set(`${CONFIG_DIR}/attributions.json`, json(ATTRIBUTIONS));

  for (const { file } of mocks.flatMap((exam) => exam.mocks))
    files.set(`${PACKS_DIR}/${file.fileName}`, file.content);
  const mockTests = mockCategories(mocks);
  if (mockTests.length > 0) {
    files.set(`${CONFIG_DIR}/${MOCK_TESTS_PARENT.categoryFile}`, json(mockTests));
    parents.push({
      ...MOCK_TESTS_PARENT,
      questionCount: mockTests.reduce((sum, exam) => sum + exam.questionCount, 0),
      paperCount: mockTests.reduce((sum, exam) => sum + exam.subcategories.length, 0),
    });
  }
  files.set(`${CONFIG_DIR}/parent-categories.json`, json(parents));
  files.set('mock-papers.json', `${JSON.stringify(publishedPapers(mocks))}\n`);

  // Mocks reuse the bank's questions, so the bank alone counts them.
  const totalQuestions = bank.topics.reduce((sum, built) => sum + built.questions.length, 0);
  files.set(
    `${CONFIG_DIR}/app-config.json`,
    json({
      name: 'Abhyas',
      appName: 'Abhyas',
      appNameHi: 'अभ्यास',
      defaultLanguage: 'en',
      languages: ['en', 'hi'],
      parentCategoriesFile: 'parent-categories.json',
      defaultCategoryFile: DEFAULT_CATEGORY_FILE,
      attributionsFile: 'attributions.json',
      totalQuestions,
    }),
  );

  // Retired questions first, so a live question's key always wins.
  const answerKeys: AnswerKeys = { ...retiredKeys };
  for (const built of bank.topics) {
    for (const question of built.questions) {
      answerKeys[question.id] = {
        answerIndex: question.answerIndex,
        subcategoryId: question.subcategoryId,
        categoryId: question.categoryId,
        parentCategoryId: question.parentCategoryId,
      };
    }
  }
  files.set('answer-keys.json', `${JSON.stringify(answerKeys)}\n`);
  return files;
}
