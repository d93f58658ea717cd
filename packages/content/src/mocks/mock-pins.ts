import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MockPaper, type MockPins, paperQuestionIds } from '@abhyas/domain';
import { z } from 'zod';
import type { ValidationProblem } from '../validators/validation-problem.ts';

/**
 * Pins fix a mock's paper: `{ "<examId>": { "<number>": ["questionId", ...] } }`, ids in the order
 * the learner meets them. The committed file records every published paper (`npm run
 * content:ledger` writes it), so a later change of the bank never changes a mock learners have
 * taken; an operator's own file, named by `MOCK_PINS_FILE`, wins over it for the same exam and number.
 */
export const MOCK_PINS_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mock-pins.json');

const mockPinsFileSchema = z.record(
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an exam id is kebab-case'),
  z.record(
    z.string().regex(/^[1-9][0-9]*$/, 'a mock number is a whole number from 1'),
    z.array(z.string().min(1)).min(1, 'a pinned paper has at least one question'),
  ),
);
export type MockPinsFile = z.infer<typeof mockPinsFileSchema>;

export interface LoadedPins {
  pins: MockPinsFile;
  problems: ValidationProblem[];
}

/** The pins of a file's text; `where` names the file in every problem. */
export function parseMockPins(text: string, where: string): LoadedPins {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { pins: {}, problems: [{ where, message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const parsed = mockPinsFileSchema.safeParse(value);
  if (parsed.success) return { pins: parsed.data, problems: [] };
  return {
    pins: {},
    problems: parsed.error.issues.map((issue) => ({
      where: [where, ...issue.path.map(String)].join(' '),
      // A bad key's own message ("a mock number is ...") says more than zod's "Invalid key in record".
      message:
        issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message,
    })),
  };
}

function readPinsFile(path: string, where: string): LoadedPins {
  if (!existsSync(path)) return { pins: {}, problems: [{ where, message: `${path} does not exist` }] };
  return parseMockPins(readFileSync(path, 'utf8'), where);
}

/** The operator's pins replace the committed ones mock by mock, never a whole exam. */
export function mergeMockPins(committed: MockPinsFile, operator: MockPinsFile): MockPinsFile {
  const merged: MockPinsFile = structuredClone(committed);
  for (const [examId, papers] of Object.entries(operator)) merged[examId] = { ...merged[examId], ...papers };
  return merged;
}

/**
 * The committed pins merged with the operator's file (`operatorPath`, from `MOCK_PINS_FILE`). A file
 * that is missing or malformed is a problem: the build must not quietly publish other papers.
 */
export function loadMockPins(
  options: { committedPath?: string; operatorPath?: string | undefined } = {},
): LoadedPins {
  const committed = readPinsFile(options.committedPath ?? MOCK_PINS_PATH, 'mock-pins.json');
  if (!options.operatorPath) return committed;
  const operator = readPinsFile(options.operatorPath, `MOCK_PINS_FILE ${options.operatorPath}`);
  return {
    pins: mergeMockPins(committed.pins, operator.pins),
    problems: [...committed.problems, ...operator.problems],
  };
}

/** One exam's pins as assembly takes them. */
export function pinsOfExam(pins: MockPinsFile, examId: string): MockPins {
  return new Map(Object.entries(pins[examId] ?? {}).map(([number, ids]) => [Number(number), ids]));
}

/**
 * The pins with every published paper added (or replaced by what was published): after this,
 * assembling from any later bank gives these papers again.
 */
export function pinPublishedPapers(pins: MockPinsFile, papers: readonly MockPaper[]): MockPinsFile {
  const pinned: MockPinsFile = structuredClone(pins);
  for (const paper of papers) {
    const exam = pinned[paper.examId] ?? {};
    exam[String(paper.number)] = paperQuestionIds(paper);
    pinned[paper.examId] = exam;
  }
  return pinned;
}

/** The papers the pins do not fix as they are: `npm run content:ledger` pins them. */
export function unpinnedPapers(pins: MockPinsFile, papers: readonly MockPaper[]): MockPaper[] {
  return papers.filter((paper) => {
    const pinned = pins[paper.examId]?.[String(paper.number)];
    return pinned?.join() !== paperQuestionIds(paper).join();
  });
}

/** The repository's formatter (biome) keeps an array on one line when the line fits in this width. */
const LINE_WIDTH = 110;

/**
 * Exams by id, mocks by number, a paper's ids on one line when it fits and one a line otherwise:
 * the layout the repository's formatter gives JSON, so a diff shows exactly which paper was pinned.
 */
export function formatMockPins(pins: MockPinsFile): string {
  const examIds = Object.keys(pins).sort();
  if (examIds.length === 0) return '{}\n';
  const exams = examIds.map((examId) => {
    const papers = pins[examId] ?? {};
    const numbers = Object.keys(papers).sort((a, b) => Number(a) - Number(b));
    const lines = numbers.map((number, index) => {
      const ids = (papers[number] ?? []).map((id) => JSON.stringify(id));
      const comma = index < numbers.length - 1 ? ',' : '';
      const inline = `    ${JSON.stringify(number)}: [${ids.join(', ')}]${comma}`;
      if (inline.length <= LINE_WIDTH) return inline;
      return `    ${JSON.stringify(number)}: [\n${ids.map((id) => `      ${id}`).join(',\n')}\n    ]${comma}`;
    });
    return numbers.length === 0
      ? `  ${JSON.stringify(examId)}: {}`
      : `  ${JSON.stringify(examId)}: {\n${lines.join('\n')}\n  }`;
  });
  return `{\n${exams.join(',\n')}\n}\n`;
}

export function writeMockPins(pins: MockPinsFile, path: string = MOCK_PINS_PATH): void {
  writeFileSync(path, formatMockPins(pins));
}
