import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type ExamBlueprint, findBlueprint, type MockPaper, mockPapersFileSchema } from '@abhyas/domain';

/** A published paper with the blueprint it is marked by. */
export interface MarkablePaper {
  readonly paper: MockPaper;
  readonly blueprint: ExamBlueprint;
}

/** The papers of the content build: what a submitted mock is checked and marked against. */
export interface MockPapers {
  /** The paper of `mockId` and its exam's blueprint; undefined for a mock that is not published. */
  paperOf(mockId: string): MarkablePaper | undefined;
}

/** Where the papers come from; `current()` throws MockPapersUnavailableError when it cannot load. */
export interface MockPaperSource {
  current(): Promise<MockPapers>;
}

/**
 * Raised when no paper list can be read: a submitted mock must wait (503) rather than be refused
 * as unknown, which would drop the learner's answers for good.
 */
export class MockPapersUnavailableError extends Error {}

/** A paper whose exam has no blueprint cannot be marked: it counts as not published. */
export function mockPapersFromList(papers: readonly MockPaper[]): MockPapers {
  const byId = new Map<string, MarkablePaper>();
  for (const paper of papers) {
    const blueprint = findBlueprint(paper.examId);
    if (blueprint) byId.set(paper.id, { paper, blueprint });
  }
  return { paperOf: (mockId) => byId.get(mockId) };
}

export function fixedMockPaperSource(papers: readonly MockPaper[]): MockPaperSource {
  const loaded = mockPapersFromList(papers);
  return { current: async () => loaded };
}

/** A rebuilt content folder is picked up without a restart; the file is checked at most this often. */
const RECHECK_INTERVAL_MS = 5_000;

/**
 * Reads `mock-papers.json` from the content build folder (beside `answer-keys.json`), reloading
 * it when the file changes; a file that goes bad after a good load keeps the papers loaded.
 */
export function fileMockPaperSource(contentBuildDir: string): MockPaperSource {
  const file = path.join(contentBuildDir, 'mock-papers.json');
  let loaded: { papers: MockPapers; mtimeMs: number } | undefined;
  let checkedAt = 0;
  let pending: Promise<MockPapers> | undefined;

  async function load(): Promise<MockPapers> {
    try {
      const { mtimeMs } = await stat(file);
      checkedAt = Date.now();
      if (loaded && loaded.mtimeMs === mtimeMs) return loaded.papers;
      const papers = mockPapersFromList(mockPapersFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
      loaded = { papers, mtimeMs };
      return papers;
    } catch (error) {
      if (loaded) return loaded.papers;
      throw new MockPapersUnavailableError(
        `mock papers ${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    current() {
      if (loaded && Date.now() - checkedAt < RECHECK_INTERVAL_MS) return Promise.resolve(loaded.papers);
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
