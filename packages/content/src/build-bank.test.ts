import { gzipSync } from 'node:zlib';
import { categoryFileSchema, parentCategoriesFileSchema, questionPackSchema } from '@abhyas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLedger, retiredAnswerKeys, unrecordedQuestions } from './answer-key-ledger.ts';
import { buildQuestionBank, type QuestionBank } from './build-bank.ts';
import { generalKnowledgeTargets } from './coverage-targets.ts';
import { type OutputFiles, renderOutputFiles } from './output-files.ts';
import { MAX_PACK_GZIP_BYTES } from './packs/pack-files.ts';
import { sectionTargets } from './section-targets.ts';
import { PARENT_CATEGORIES } from './taxonomy.ts';

// The whole bank is built twice; WordNet parsing dominates, so allow time on a 2-core machine.
const BUILD_TIMEOUT_MS = 120_000;

let bank: QuestionBank;
let files: OutputFiles;

beforeAll(() => {
  bank = buildQuestionBank();
  files = renderOutputFiles(bank);
}, BUILD_TIMEOUT_MS);

function countIn(parentId: string): number {
  return bank.topics
    .flatMap((built) => built.questions)
    .filter((question) => question.parentCategoryId === parentId).length;
}

describe('the question bank', () => {
  it('passes every validator', () => {
    expect(bank.problems).toEqual([]);
  });

  it('has every question recorded in the committed answer-key ledger (run npm run content:ledger)', () => {
    const questions = bank.topics.flatMap((built) => built.questions);
    const ledger = readLedger();
    expect(unrecordedQuestions(ledger, questions).map((question) => question.id)).toEqual([]);
    const answerKeys = JSON.parse(
      renderOutputFiles(bank, retiredAnswerKeys(ledger, questions)).get('answer-keys.json') ?? '{}',
    );
    const published = Object.values(ledger.topics).flatMap((topic) => Object.keys(topic.answers));
    expect(published.filter((id) => answerKeys[id] === undefined)).toEqual([]);
  });

  it('has at least 10,000 questions with the promised share per parent', () => {
    expect(bank.topics.reduce((sum, built) => sum + built.questions.length, 0)).toBeGreaterThanOrEqual(
      10_000,
    );
    expect(countIn('general-knowledge')).toBeGreaterThanOrEqual(4_000);
    expect(countIn('quantitative-aptitude')).toBeGreaterThanOrEqual(2_000);
    expect(countIn('reasoning')).toBeGreaterThanOrEqual(2_000);
    expect(countIn('english')).toBeGreaterThanOrEqual(2_000);
  });

  it('meets every coverage target of the general-awareness and section issues (npm run content:report)', () => {
    const all = bank.topics.flatMap((built) => built.questions);
    const unmet = [...generalKnowledgeTargets(all), ...sectionTargets(all)].filter((row) => !row.met);
    expect(unmet.map((row) => `${row.target}: ${row.actual}, wanted ${row.wanted}`)).toEqual([]);
  });

  it(
    'produces identical files and ids when built again',
    () => {
      const again = buildQuestionBank();
      const ids = (b: QuestionBank) =>
        b.topics.flatMap((built) => built.questions.map((question) => question.id)).sort();
      expect(ids(again)).toEqual(ids(bank));
      expect(renderOutputFiles(again)).toEqual(files);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'writes valid config files whose packs exist, match their counts and stay under the size limit',
    () => {
      const parents = parentCategoriesFileSchema.parse(
        JSON.parse(files.get('public/config/parent-categories.json') ?? ''),
      );
      expect(parents.map((parent) => parent.id)).toEqual(PARENT_CATEGORIES.map((parent) => parent.id));
      for (const parent of parents) {
        const categories = categoryFileSchema.parse(
          JSON.parse(files.get(`public/config/${parent.categoryFile}`) ?? ''),
        );
        for (const subcategory of categories.flatMap((category) => category.subcategories)) {
          const content = files.get(`public${subcategory.pack}`) ?? '';
          const pack = questionPackSchema.parse(JSON.parse(content));
          expect(pack.questions).toHaveLength(subcategory.questionCount);
          expect(gzipSync(content).length).toBeLessThanOrEqual(MAX_PACK_GZIP_BYTES);
        }
      }
      expect(files.get('public/config/categories.json')).toBe(
        files.get('public/config/General-Knowledge Categories.json'),
      );
      expect(files.has('public/config/Default Categories.json')).toBe(true);
    },
    BUILD_TIMEOUT_MS,
  );

  it('writes an answer key for every question, matching its pack', () => {
    const keys = JSON.parse(files.get('answer-keys.json') ?? '{}') as Record<string, { answerIndex: number }>;
    const questions = bank.topics.flatMap((built) => built.questions);
    expect(Object.keys(keys)).toHaveLength(questions.length);
    for (const question of questions) expect(keys[question.id]?.answerIndex).toBe(question.answerIndex);
  });
});
