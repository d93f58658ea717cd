import { gzipSync } from 'node:zlib';
import {
  appConfigFileSchema,
  assembleMocks,
  categoryFileSchema,
  EXAM_BLUEPRINTS,
  mockIdOf,
  mockPapersFileSchema,
  paperQuestionIds,
  parentCategoriesFileSchema,
  type Question,
  questionPackSchema,
} from '@abhyas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLedger, retiredAnswerKeys, unrecordedQuestions } from './answer-key-ledger.ts';
import { buildQuestionBank, type QuestionBank } from './build-bank.ts';
import { generalKnowledgeTargets } from './coverage-targets.ts';
import {
  type BankMocks,
  buildMocks,
  MAX_MOCK_PACK_GZIP_BYTES,
  MOCK_TESTS,
  MOCK_TESTS_PARENT,
  mockCandidatesOf,
  publishedPapers,
} from './mocks/build-mocks.ts';
import { loadMockPins, pinsOfExam } from './mocks/mock-pins.ts';
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
      expect(parents.map((parent) => parent.id)).toEqual(
        [...PARENT_CATEGORIES, MOCK_TESTS_PARENT].map((parent) => parent.id),
      );
      for (const parent of parents) {
        const categories = categoryFileSchema.parse(
          JSON.parse(files.get(`public/config/${parent.categoryFile}`) ?? ''),
        );
        for (const subcategory of categories.flatMap((category) => category.subcategories)) {
          const content = files.get(`public${subcategory.pack}`) ?? '';
          const pack = questionPackSchema.parse(JSON.parse(content));
          expect(pack.questions).toHaveLength(subcategory.questionCount);
          expect(gzipSync(content).length).toBeLessThanOrEqual(
            parent.id === MOCK_TESTS ? MAX_MOCK_PACK_GZIP_BYTES : MAX_PACK_GZIP_BYTES,
          );
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

describe('the mocks of the bank', () => {
  let mocks: BankMocks;
  let byId: Map<string, Question>;

  beforeAll(() => {
    mocks = buildMocks(bank);
    byId = new Map(
      bank.topics.flatMap((built) => built.questions).map((question) => [question.id, question]),
    );
  });

  const papersOf = (examId: string) =>
    mocks.exams.find((exam) => exam.blueprint.id === examId)?.mocks.map(({ paper }) => paper) ?? [];
  const blueprintIds = EXAM_BLUEPRINTS.map((blueprint) => blueprint.id);

  it('assemble from the bank and the committed pins with no problem', () => {
    expect(mocks.problems).toEqual([]);
    expect(mocks.exams.map((exam) => [exam.blueprint.id, exam.mocks.length])).toEqual(
      EXAM_BLUEPRINTS.map((blueprint) => [blueprint.id, blueprint.publishedMocks]),
    );
  });

  it.each(blueprintIds)(
    "%s: every mock meets its blueprint draw by draw, from the draw's categories",
    (examId) => {
      const blueprint = EXAM_BLUEPRINTS.find((candidate) => candidate.id === examId);
      for (const paper of papersOf(examId)) {
        expect(paper.sections.map((section) => section.id)).toEqual(
          blueprint?.sections.map((section) => section.id),
        );
        for (const [index, section] of (blueprint?.sections ?? []).entries()) {
          const categories = (paper.sections[index]?.questionIds ?? []).map(
            (id) => byId.get(id)?.categoryId ?? '',
          );
          for (const item of section.draws) {
            const inDraw = categories.filter((categoryId) => item.categoryIds.includes(categoryId));
            expect(inDraw, `${paper.id} ${section.id} ${item.categoryIds.join(', ')}`).toHaveLength(
              item.questionCount,
            );
          }
          const drawn = section.draws.reduce((sum, item) => sum + item.questionCount, 0);
          expect(categories).toHaveLength(drawn);
        }
      }
    },
  );

  it('gives the same papers for the same bank, in whatever order it lists its questions', () => {
    expect(buildMocks(bank).exams).toEqual(mocks.exams);
    const reversed = mockCandidatesOf([...byId.values()].reverse());
    for (const blueprint of EXAM_BLUEPRINTS) {
      const pins = pinsOfExam(loadMockPins().pins, blueprint.id);
      expect(assembleMocks(blueprint, reversed, pins).papers).toEqual(papersOf(blueprint.id));
    }
  });

  it.each(blueprintIds)('%s: no question repeats across the published mocks', (examId) => {
    const ids = papersOf(examId).flatMap(paperQuestionIds);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(blueprintIds)('%s: a mock never asks one fact twice', (examId) => {
    for (const paper of papersOf(examId)) {
      const facts = paperQuestionIds(paper).map((id) => byId.get(id)?.factKey ?? id);
      expect(
        facts.filter((fact, index) => facts.indexOf(fact) !== index),
        paper.id,
      ).toEqual([]);
    }
  });

  it.each(blueprintIds)(
    '%s: a passage or chart comes whole, its questions together and in order',
    (examId) => {
      const all = [...byId.values()];
      let sets = 0;
      for (const paper of papersOf(examId)) {
        const ids = paperQuestionIds(paper);
        const setsHere = new Set(
          ids.map((id) => byId.get(id)).filter((question) => question?.setId !== undefined),
        );
        for (const question of setsHere) {
          const expected = all
            .filter(
              (other) => other.subcategoryId === question?.subcategoryId && other.setId === question?.setId,
            )
            .sort((a, b) => (a.setPosition ?? 0) - (b.setPosition ?? 0))
            .map((other) => other.id);
          const start = ids.indexOf(expected[0] ?? '');
          expect(ids.slice(start, start + expected.length), `${paper.id} ${question?.setId}`).toEqual(
            expected,
          );
          if (question?.id === expected[0]) sets += 1;
        }
      }
      // The SSC papers have a chart and two passages each; the UPSC paper has none.
      expect(sets).toBe(examId.startsWith('ssc-') ? 30 : 0);
    },
  );

  it('makes a pinned mock exactly its pins, and no other mock takes them', () => {
    const cgl = EXAM_BLUEPRINTS.find((blueprint) => blueprint.id === 'ssc-cgl');
    if (!cgl) throw new Error('no ssc-cgl blueprint');
    // Another mock's questions, in another order within each section, pinned as mock 2.
    const pinned =
      papersOf('ssc-cgl')[4]?.sections.flatMap((section) => [...section.questionIds].reverse()) ?? [];
    const result = buildMocks(bank, { pins: { 'ssc-cgl': { '2': pinned } }, problems: [] });
    expect(result.problems).toEqual([]);
    const papers = result.exams[0]?.mocks.map(({ paper }) => paper) ?? [];
    expect(papers[1]?.id).toBe(mockIdOf(cgl, 2));
    expect(papers[1] && paperQuestionIds(papers[1])).toEqual(pinned);
    const pack = result.exams[0]?.mocks[1]?.pack;
    expect(pack?.questions.map((question) => question.id)).toEqual(pinned);
    const others = papers.filter((paper) => paper.number !== 2).flatMap(paperQuestionIds);
    expect(others.filter((id) => pinned.includes(id))).toEqual([]);
  });

  it("adds an operator's paper numbered past the published mocks, and assembles the numbers between", () => {
    const own = papersOf('ssc-cgl')[3]?.sections.flatMap((section) => section.questionIds) ?? [];
    const result = buildMocks(bank, { pins: { 'ssc-cgl': { '12': own } }, problems: [] });
    expect(result.problems).toEqual([]);
    const papers = result.exams[0]?.mocks.map(({ paper }) => paper) ?? [];
    expect(papers.map((paper) => paper.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(papers[11] && paperQuestionIds(papers[11])).toEqual(own);
    const others = papers.slice(0, 11).flatMap(paperQuestionIds);
    expect(others.filter((id) => own.includes(id))).toEqual([]);
  });

  it('fails, naming the mock, on a pinned id missing from the bank or a pin the blueprints cannot place', () => {
    const result = buildMocks(bank, {
      pins: { 'ssc-cgl': { '3': ['q-not-in-the-bank'], '201': ['q-x'] }, 'no-such-exam': { '1': ['q-y'] } },
      problems: [],
    });
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { where: 'ssc-cgl-mock-3', message: 'pinned question q-not-in-the-bank is not in the bank' },
        { where: 'ssc-cgl-mock-201', message: 'pinned, but mock numbers stop at 200' },
        { where: 'mock pins no-such-exam', message: 'no exam blueprint has this id' },
      ]),
    );
  });

  it("writes each mock as a pack of the bank's own questions in paper order, under a Mock tests subject listed last", () => {
    const parents = parentCategoriesFileSchema.parse(
      JSON.parse(files.get('public/config/parent-categories.json') ?? ''),
    );
    expect(parents.at(-1)).toMatchObject({ id: MOCK_TESTS, name: 'Mock tests', nameHi: 'मॉक टेस्ट' });
    // Its questions are the bank's own: the app counts papers there, not questions.
    expect(parents.at(-1)?.paperCount).toBe(
      EXAM_BLUEPRINTS.reduce((sum, blueprint) => sum + blueprint.publishedMocks, 0),
    );
    expect(parents.slice(0, -1).every((parent) => parent.paperCount === undefined)).toBe(true);
    const exams = categoryFileSchema.parse(
      JSON.parse(files.get(`public/config/${MOCK_TESTS_PARENT.categoryFile}`) ?? ''),
    );
    expect(exams.map((exam) => [exam.id, exam.name])).toEqual(
      EXAM_BLUEPRINTS.map((blueprint) => [blueprint.id, blueprint.name]),
    );
    const papers = mockPapersFileSchema.parse(JSON.parse(files.get('mock-papers.json') ?? ''));
    expect(papers).toEqual(publishedPapers(mocks.exams));
    expect(exams.flatMap((exam) => exam.subcategories.map((mock) => mock.id))).toEqual(
      papers.map((paper) => paper.id),
    );

    for (const exam of exams) {
      for (const [index, mock] of exam.subcategories.entries()) {
        const content = files.get(`public${mock.pack}`) ?? '';
        const pack = questionPackSchema.parse(JSON.parse(content));
        const paper = papers.find((candidate) => candidate.id === mock.id);
        expect(pack).toMatchObject({
          subcategoryId: mock.id,
          categoryId: exam.id,
          parentCategoryId: MOCK_TESTS,
        });
        expect(pack.mock).toMatchObject({ examId: exam.id, number: index + 1 });
        expect(pack.mock?.sections.map((section) => [section.id, section.questionCount])).toEqual(
          paper?.sections.map((section) => [section.id, section.questionIds.length]),
        );
        expect(pack.questions.map((question) => question.id)).toEqual(paper && paperQuestionIds(paper));
        expect(pack.questions).toEqual(pack.questions.map((question) => byId.get(question.id)));
        const setIds = [...new Set(pack.questions.flatMap((question) => question.setId ?? []))].sort();
        expect((pack.sets ?? []).map((set) => set.id)).toEqual(setIds);
        expect(gzipSync(content, { level: 9 }).length).toBeLessThanOrEqual(MAX_MOCK_PACK_GZIP_BYTES);
      }
    }
    expect(exams[0]?.subcategories[0]).toMatchObject({
      name: 'SSC CGL Mock 1',
      nameHi: 'एसएससी सीजीएल मॉक 1',
    });
  });

  it('counts each bank question once in the app config, though mocks reuse them', () => {
    const config = appConfigFileSchema.parse(JSON.parse(files.get('public/config/app-config.json') ?? ''));
    expect(config.totalQuestions).toBe(byId.size);
    const parents = parentCategoriesFileSchema.parse(
      JSON.parse(files.get('public/config/parent-categories.json') ?? ''),
    );
    const mockQuestions = publishedPapers(mocks.exams).flatMap(paperQuestionIds).length;
    expect(parents.find((parent) => parent.id === MOCK_TESTS)?.questionCount).toBe(mockQuestions);
  });
});
