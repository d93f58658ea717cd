import {
  assembleMocks,
  blueprintQuestionCount,
  type CategorySummary,
  EXAM_BLUEPRINTS,
  type ExamBlueprint,
  formatMarks,
  type MockCandidate,
  type MockPaper,
  mockIdOf,
  mockPackInfo,
  mockPaperSchema,
  type Question,
  type QuestionPack,
  type QuestionSet,
  questionPackSchema,
} from '@abhyas/domain';
import type { QuestionBank } from '../build-bank.ts';
import { buildPackFile, type PackFile } from '../packs/pack-files.ts';
import type { ParentDefinition } from '../taxonomy.ts';
import type { ValidationProblem } from '../validators/validation-problem.ts';
import { type LoadedPins, loadMockPins, type MockPinsFile, pinsOfExam } from './mock-pins.ts';

export const MOCK_TESTS = 'mock-tests';

/** Listed after the subjects, so the subjects keep their places on the home screen. */
export const MOCK_TESTS_PARENT: ParentDefinition = {
  id: MOCK_TESTS,
  name: 'Mock tests',
  nameHi: 'मॉक टेस्ट',
  description:
    'Full-length SSC CGL, SSC CHSL and UPSC prelims papers under exam conditions: one timer, sections, negative marking and a rank among everyone who took the same paper.',
  categoryFile: 'Mock-Tests Categories.json',
};

/** What assembly reads of each bank question. */
export function mockCandidatesOf(questions: readonly Question[]): MockCandidate[] {
  // Set ids are unique within a topic only: assembly must not join two topics' passages into one.
  return questions.map((question) => ({
    id: question.id,
    categoryId: question.categoryId,
    topicId: question.subcategoryId,
    factKey: question.factKey,
    setId: question.setId === undefined ? undefined : setKey(question.subcategoryId, question.setId),
    setPosition: question.setPosition,
  }));
}

/**
 * A mock holds a whole paper (100 questions, charts and passages among them), so it may be larger
 * than a topic's 60 KB; still one download a phone on mobile data takes in seconds.
 */
export const MAX_MOCK_PACK_GZIP_BYTES = 160 * 1024;

/** A pinned mock number past this is a typing slip, not a plan: each number below it is built. */
export const MAX_MOCK_NUMBER = 200;

export interface BuiltMock {
  paper: MockPaper;
  pack: QuestionPack;
  file: PackFile;
}

export interface ExamMocks {
  blueprint: ExamBlueprint;
  mocks: BuiltMock[];
}

export interface BankMocks {
  exams: ExamMocks[];
  problems: ValidationProblem[];
}

interface BankIndex {
  questions: ReadonlyMap<string, Question>;
  /** Set ids are unique within a topic, so a set is found by its question's topic. */
  sets: ReadonlyMap<string, QuestionSet>;
}

const setKey = (topicId: string, setId: string) => `${topicId}/${setId}`;

function indexBank(bank: QuestionBank): BankIndex {
  const questions = new Map<string, Question>();
  const sets = new Map<string, QuestionSet>();
  for (const built of bank.topics) {
    for (const question of built.questions) questions.set(question.id, question);
    for (const set of built.sets) sets.set(setKey(built.topic.id, set.id), set);
  }
  return { questions, sets };
}

/** Pins for an exam the build does not know, or for a mock it does not publish, are an operator's mistake. */
function pinProblems(pins: MockPinsFile, blueprints: readonly ExamBlueprint[]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const [examId, papers] of Object.entries(pins)) {
    const blueprint = blueprints.find((candidate) => candidate.id === examId);
    if (!blueprint) {
      problems.push({ where: `mock pins ${examId}`, message: 'no exam blueprint has this id' });
      continue;
    }
    for (const number of Object.keys(papers).map(Number)) {
      if (number > MAX_MOCK_NUMBER) {
        problems.push({
          where: mockIdOf(blueprint, number),
          message: `pinned, but mock numbers stop at ${MAX_MOCK_NUMBER}`,
        });
      }
    }
  }
  return problems;
}

function mockPack(
  blueprint: ExamBlueprint,
  paper: MockPaper,
  index: BankIndex,
  problems: ValidationProblem[],
): QuestionPack {
  const questions: Question[] = [];
  const sets = new Map<string, QuestionSet>();
  const clashes = new Set<string>();
  for (const section of paper.sections) {
    for (const id of section.questionIds) {
      const question = index.questions.get(id);
      if (!question) continue; // assembly names a pinned id missing from the bank
      questions.push(question);
      if (question.setId === undefined) continue;
      const set = index.sets.get(setKey(question.subcategoryId, question.setId));
      const known = sets.get(question.setId);
      if (!set)
        problems.push({ where: paper.id, message: `${id} uses set ${question.setId}, not in the bank` });
      else if (!known) sets.set(question.setId, set);
      else if (known !== set && !clashes.has(question.setId)) {
        // A pack holds one set per id: the app could not tell the two passages apart.
        clashes.add(question.setId);
        problems.push({ where: paper.id, message: `two different sets share the id ${question.setId}` });
      }
    }
  }
  const setList = [...sets.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    subcategoryId: paper.id,
    categoryId: blueprint.id,
    parentCategoryId: MOCK_TESTS,
    name: `${blueprint.mockName} Mock ${paper.number}`,
    nameHi: `${blueprint.mockNameHi} मॉक ${paper.number}`,
    // The bank's own question objects: each keeps its topic, so answers score as the topic's would.
    questions,
    ...(setList.length > 0 ? { sets: setList } : {}),
    mock: mockPackInfo(blueprint, paper),
  };
}

function schemaProblems(where: string, result: { success: boolean; error?: { issues: unknown[] } }) {
  if (result.success) return [];
  return (result.error?.issues ?? []).map((issue) => {
    const { path, message } = issue as { path: PropertyKey[]; message: string };
    return { where, message: `${path.map(String).join('.')}: ${message}` };
  });
}

/**
 * Every exam's published mocks, assembled from the built bank by its blueprint with the pins
 * (the committed file unless told otherwise), each as the pack the app downloads. Any problem
 * (a pinned id missing from the bank, a draw its categories cannot fill, a pack too large) names
 * the mock and fails the build.
 */
export function buildMocks(
  bank: QuestionBank,
  loaded: LoadedPins = loadMockPins(),
  blueprints: readonly ExamBlueprint[] = EXAM_BLUEPRINTS,
): BankMocks {
  const problems: ValidationProblem[] = [...loaded.problems, ...pinProblems(loaded.pins, blueprints)];
  const index = indexBank(bank);
  const candidates = mockCandidatesOf([...index.questions.values()]);
  const exams = blueprints.map((blueprint): ExamMocks => {
    const pins = pinsOfExam(loaded.pins, blueprint.id);
    // An operator's paper numbered past the blueprint's mocks adds mocks up to its number, so a
    // coaching centre's own test never has to replace a paper learners have taken.
    const count = Math.max(blueprint.publishedMocks, ...[...pins.keys()].filter((n) => n <= MAX_MOCK_NUMBER));
    const assembled = assembleMocks(blueprint, candidates, pins, count);
    problems.push(...assembled.problems.map(({ mockId, message }) => ({ where: mockId, message })));
    // A paper assembly has named already (an empty pinned paper, say) fails the schemas for the same reason.
    const named = new Set(assembled.problems.map(({ mockId }) => mockId));
    const mocks = assembled.papers.map((paper): BuiltMock => {
      const pack = mockPack(blueprint, paper, index, problems);
      if (!named.has(paper.id)) {
        problems.push(...schemaProblems(paper.id, mockPaperSchema.safeParse(paper)));
        problems.push(...schemaProblems(paper.id, questionPackSchema.safeParse(pack)));
      }
      const file = buildPackFile(pack);
      if (file.gzipBytes > MAX_MOCK_PACK_GZIP_BYTES) {
        problems.push({
          where: paper.id,
          message: `pack is ${file.gzipBytes} bytes gzip, over ${MAX_MOCK_PACK_GZIP_BYTES}`,
        });
      }
      return { paper, pack, file };
    });
    return { blueprint, mocks };
  });
  return { exams, problems };
}

function examDescription(blueprint: ExamBlueprint): string {
  const sections = blueprint.sections.length;
  const { correctCenti, wrongCenti } = blueprint.marking;
  const questions = `${blueprintQuestionCount(blueprint)} questions${sections > 1 ? ` in ${sections} sections` : ''}`;
  return `${questions}, ${blueprint.durationMinutes} minutes; +${formatMarks(correctCenti)} for a right answer, ${formatMarks(wrongCenti)} for a wrong one.`;
}

/** The "Mock tests" subject's categories: one per exam, its mocks as topics. */
export function mockCategories(exams: readonly ExamMocks[]): CategorySummary[] {
  return exams
    .map(({ blueprint, mocks }) => {
      const subcategories = mocks.map(({ pack, file }) => ({
        id: pack.subcategoryId,
        name: pack.name,
        nameHi: pack.nameHi,
        questionCount: pack.questions.length,
        pack: file.urlPath,
      }));
      return {
        id: blueprint.id,
        parentCategoryId: MOCK_TESTS,
        name: blueprint.name,
        nameHi: blueprint.nameHi,
        description: examDescription(blueprint),
        questionCount: subcategories.reduce((sum, mock) => sum + mock.questionCount, 0),
        subcategories,
      };
    })
    .filter((category) => category.subcategories.length > 0);
}

/** Every published paper, for the server (`mock-papers.json`). */
export function publishedPapers(exams: readonly ExamMocks[]): MockPaper[] {
  return exams.flatMap(({ mocks }) => mocks.map(({ paper }) => paper));
}

/** How many question ids appear in more than one of the papers (0 until a draw's bank runs out). */
export function repeatedQuestions(papers: readonly MockPaper[]): number {
  const seen = new Map<string, number>();
  for (const paper of papers) {
    for (const id of new Set(paper.sections.flatMap((section) => section.questionIds))) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
  }
  return [...seen.values()].filter((times) => times > 1).length;
}
