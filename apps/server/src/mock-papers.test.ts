import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MockPaper } from '@abhyas/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileMockPaperSource, MockPapersUnavailableError } from './mock-papers.ts';

const paper = (id: string, examId: string, number: number): MockPaper => ({
  id,
  examId,
  number,
  sections: [{ id: 'general-studies', questionIds: ['q1', 'q2'] }],
});

function contentFolder(papers: unknown): { dir: string; write(papers: unknown, mtime: number): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-mock-papers-'));
  const file = path.join(dir, 'mock-papers.json');
  const write = (content: unknown, mtime: number) => {
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    utimesSync(file, mtime, mtime);
  };
  write(papers, 1_000);
  return { dir, write };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the mock papers of the content build', () => {
  it('finds a published paper with its blueprint; an exam without one is not published', async () => {
    const { dir } = contentFolder([
      paper('upsc-prelims-gs1-mock-1', 'upsc-prelims-gs1', 1),
      paper('neet-mock-1', 'neet', 1),
    ]);
    const papers = await fileMockPaperSource(dir).current();
    expect(papers.paperOf('upsc-prelims-gs1-mock-1')?.blueprint.marking).toEqual({
      correctCenti: 200,
      wrongCenti: -66,
    });
    expect(papers.paperOf('neet-mock-1')).toBeUndefined();
    expect(papers.paperOf('upsc-prelims-gs1-mock-2')).toBeUndefined();
  });

  it('is unavailable, not empty, while no file has been read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-mock-papers-'));
    await expect(fileMockPaperSource(dir).current()).rejects.toBeInstanceOf(MockPapersUnavailableError);
    const { dir: broken } = contentFolder('{"not": "papers"}');
    await expect(fileMockPaperSource(broken).current()).rejects.toBeInstanceOf(MockPapersUnavailableError);
  });

  it('picks up a rebuilt file, and keeps the papers it has when the file goes bad', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const folder = contentFolder([paper('ssc-cgl-mock-1', 'ssc-cgl', 1)]);
    const source = fileMockPaperSource(folder.dir);
    expect((await source.current()).paperOf('ssc-cgl-mock-1')).toBeDefined();

    folder.write([paper('ssc-cgl-mock-1', 'ssc-cgl', 1), paper('ssc-cgl-mock-2', 'ssc-cgl', 2)], 2_000);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await source.current()).paperOf('ssc-cgl-mock-2')).toBeDefined();

    folder.write('[{"id": ', 3_000);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await source.current()).paperOf('ssc-cgl-mock-2')).toBeDefined();
  });
});
