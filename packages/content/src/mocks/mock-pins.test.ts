import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleMocks, type ExamBlueprint, type MockCandidate, type MockPaper } from '@abhyas/domain';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatMockPins,
  loadMockPins,
  mergeMockPins,
  parseMockPins,
  pinPublishedPapers,
  pinsOfExam,
  unpinnedPapers,
} from './mock-pins.ts';

const EXAM: ExamBlueprint = {
  id: 'small-exam',
  name: 'Small Exam',
  nameHi: 'छोटी परीक्षा',
  mockName: 'Small',
  mockNameHi: 'छोटी',
  durationMinutes: 10,
  marking: { correctCenti: 200, wrongCenti: -50 },
  languages: ['en'],
  publishedMocks: 3,
  sections: [
    { id: 'one', name: 'One', nameHi: 'एक', draws: [{ categoryIds: ['a'], questionCount: 4 }] },
    { id: 'two', name: 'Two', nameHi: 'दो', draws: [{ categoryIds: ['b'], questionCount: 2 }] },
  ],
};

function questions(categoryId: string, count: number, from = 0): MockCandidate[] {
  return Array.from({ length: count }, (_, index) => ({ id: `${categoryId}${from + index}`, categoryId }));
}

const paper = (examId: string, number: number, ...sections: string[][]): MockPaper => ({
  id: `${examId}-mock-${number}`,
  examId,
  number,
  sections: sections.map((questionIds, index) => ({ id: `s${index}`, questionIds })),
});

const folder = mkdtempSync(join(tmpdir(), 'mock-pins-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('mock pins', () => {
  it('reads a pins file and gives each exam its pins by mock number', () => {
    const { pins, problems } = parseMockPins('{ "ssc-cgl": { "2": ["q1", "q2"], "10": ["q3"] } }', 'pins');
    expect(problems).toEqual([]);
    expect(pinsOfExam(pins, 'ssc-cgl')).toEqual(
      new Map([
        [2, ['q1', 'q2']],
        [10, ['q3']],
      ]),
    );
    expect(pinsOfExam(pins, 'ssc-chsl')).toEqual(new Map());
  });

  it('names the file and the place of every mistake in it', () => {
    expect(parseMockPins('{ "ssc-cgl": ', 'mock-pins.json').problems).toEqual([
      { where: 'mock-pins.json', message: expect.stringMatching(/^not valid JSON: /) },
    ]);
    expect(
      parseMockPins('{ "SSC": {}, "ssc-cgl": { "0": ["q1"], "3": [], "4": ["q1", 7] } }', 'pins').problems,
    ).toEqual([
      { where: 'pins SSC', message: 'an exam id is kebab-case' },
      { where: 'pins ssc-cgl 0', message: 'a mock number is a whole number from 1' },
      { where: 'pins ssc-cgl 3', message: 'a pinned paper has at least one question' },
      { where: 'pins ssc-cgl 4 1', message: expect.stringContaining('string') },
    ]);
  });

  it("lets the operator's file win mock by mock, keeping the committed pins of other mocks", () => {
    const merged = mergeMockPins(
      { 'ssc-cgl': { '1': ['a'], '2': ['b'] }, 'ssc-chsl': { '1': ['c'] } },
      { 'ssc-cgl': { '2': ['operator'], '3': ['d'] }, 'upsc-prelims-gs1': { '1': ['e'] } },
    );
    expect(merged).toEqual({
      'ssc-cgl': { '1': ['a'], '2': ['operator'], '3': ['d'] },
      'ssc-chsl': { '1': ['c'] },
      'upsc-prelims-gs1': { '1': ['e'] },
    });
  });

  it("loads the committed file with the operator's, and fails on a missing or broken file", () => {
    const committed = file('committed.json', '{ "ssc-cgl": { "1": ["a"], "2": ["b"] } }\n');
    const operator = file('operator.json', '{ "ssc-cgl": { "2": ["mine"] } }\n');
    expect(loadMockPins({ committedPath: committed, operatorPath: operator })).toEqual({
      pins: { 'ssc-cgl': { '1': ['a'], '2': ['mine'] } },
      problems: [],
    });
    expect(loadMockPins({ committedPath: committed }).pins).toEqual({
      'ssc-cgl': { '1': ['a'], '2': ['b'] },
    });
    const missing = join(folder, 'missing.json');
    expect(loadMockPins({ committedPath: committed, operatorPath: missing }).problems).toEqual([
      { where: `MOCK_PINS_FILE ${missing}`, message: `${missing} does not exist` },
    ]);
    const broken = file('broken.json', 'not json');
    expect(loadMockPins({ committedPath: committed, operatorPath: broken }).problems).toEqual([
      { where: `MOCK_PINS_FILE ${broken}`, message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('pins every published paper in paper order, keeping the other pins', () => {
    const pins = pinPublishedPapers({ 'ssc-cgl': { '1': ['old'], '9': ['kept'] } }, [
      paper('ssc-cgl', 1, ['q1', 'q2'], ['q3']),
      paper('ssc-cgl', 2, ['q5', 'q4']),
      paper('ssc-chsl', 1, ['q6']),
    ]);
    expect(pins).toEqual({
      'ssc-cgl': { '1': ['q1', 'q2', 'q3'], '2': ['q5', 'q4'], '9': ['kept'] },
      'ssc-chsl': { '1': ['q6'] },
    });
    expect(unpinnedPapers(pins, [paper('ssc-cgl', 2, ['q5', 'q4'])])).toEqual([]);
    expect(unpinnedPapers(pins, [paper('ssc-cgl', 2, ['q4', 'q5'])])).toHaveLength(1);
    expect(unpinnedPapers(pins, [paper('ssc-cgl', 3, ['q7'])])).toHaveLength(1);
  });

  it('writes exams by id and mocks by number, as the formatter lays JSON out, and reads it back unchanged', () => {
    const long = Array.from({ length: 8 }, (_, index) => `q${String(index).repeat(16)}`);
    const pins = { 'upsc-prelims-gs1': { '1': ['u1'] }, 'ssc-cgl': { '10': long, '2': ['c2', 'c3'] } };
    const text = formatMockPins(pins);
    expect(text).toBe(
      [
        '{',
        '  "ssc-cgl": {',
        '    "2": ["c2", "c3"],',
        '    "10": [',
        ...long.map((id, index) => `      "${id}"${index < long.length - 1 ? ',' : ''}`),
        '    ]',
        '  },',
        '  "upsc-prelims-gs1": {',
        '    "1": ["u1"]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    expect(parseMockPins(text, 'pins')).toEqual({ pins, problems: [] });
    expect(formatMockPins({})).toBe('{}\n');
  });

  it('keeps the published papers whatever the bank becomes, once the ledger has pinned them', () => {
    const bank = [...questions('a', 30), ...questions('b', 20)];
    const published = assembleMocks(EXAM, bank);
    expect(published.problems).toEqual([]);
    const pins = pinPublishedPapers({}, published.papers);

    // New questions shift every shuffle: unpinned, the papers would change.
    const grown = [...questions('a', 30, 100), ...bank, ...questions('b', 20, 100)];
    expect(assembleMocks(EXAM, grown).papers).not.toEqual(published.papers);
    const again = assembleMocks(EXAM, grown, pinsOfExam(pins, EXAM.id));
    expect(again).toEqual(published);

    // A fourth mock, published later, takes none of the pinned questions.
    const more = assembleMocks(EXAM, grown, pinsOfExam(pins, EXAM.id), 4);
    const pinnedIds = new Set(Object.values(pins[EXAM.id] ?? {}).flat());
    const fourth = more.papers[3]?.sections.flatMap((section) => section.questionIds) ?? [];
    expect(fourth).toHaveLength(6);
    expect(fourth.filter((id) => pinnedIds.has(id))).toEqual([]);
  });
});
