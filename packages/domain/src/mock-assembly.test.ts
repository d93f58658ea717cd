import { describe, expect, it } from 'vitest';
import { assembleMocks, type MockCandidate } from './mock-assembly.ts';
import type { ExamBlueprint, MockDraw } from './mock-blueprints.ts';
import { type MockPaper, paperQuestionIds } from './mock-paper.ts';

/**
 * A small exam: a section of single questions (facts asked both ways) and sets (charts of 2 and
 * 3 questions), and a section drawing one count from two categories.
 */
const EXAM: ExamBlueprint = {
  id: 'tiny-exam',
  name: 'Tiny Exam',
  nameHi: 'छोटी परीक्षा',
  mockName: 'Tiny',
  mockNameHi: 'छोटी',
  durationMinutes: 10,
  marking: { correctCenti: 200, wrongCenti: -50 },
  languages: ['en', 'hi'],
  publishedMocks: 4,
  sections: [
    {
      id: 'first',
      name: 'First',
      nameHi: 'पहला',
      draws: [
        { categoryIds: ['facts'], questionCount: 4 },
        { categoryIds: ['charts'], questionCount: 5 },
      ],
    },
    {
      id: 'second',
      name: 'Second',
      nameHi: 'दूसरा',
      draws: [{ categoryIds: ['left', 'right'], questionCount: 3 }],
    },
  ],
};

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** 24 questions on 12 facts, each fact asked both ways. */
const factQuestions: MockCandidate[] = range(24).map((index) => ({
  id: `fact-${String(index).padStart(2, '0')}`,
  categoryId: 'facts',
  factKey: `fact:${Math.floor(index / 2)}`,
}));

/** Sets of 2 and 3 questions (positions listed out of order, as a bank may list them). */
const chartQuestions: MockCandidate[] = range(8).flatMap((set) => {
  const size = set % 2 === 0 ? 2 : 3;
  return range(size)
    .reverse()
    .map((position) => ({
      id: `chart-${set}-${position}`,
      categoryId: 'charts',
      setId: `set-${set}`,
      setPosition: position,
    }));
});

const sideQuestions: MockCandidate[] = [
  ...range(8).map((index) => ({ id: `left-${index}`, categoryId: 'left' })),
  ...range(8).map((index) => ({ id: `right-${index}`, categoryId: 'right' })),
];

const BANK: MockCandidate[] = [...factQuestions, ...chartQuestions, ...sideQuestions];
const byId = new Map(BANK.map((question) => [question.id, question]));

function drawOf(questionId: string): MockDraw | undefined {
  const question = byId.get(questionId);
  return EXAM.sections
    .flatMap((section) => section.draws)
    .find((item) => question !== undefined && item.categoryIds.includes(question.categoryId));
}

function repeatedIds(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

function repeated(papers: readonly MockPaper[]): string[] {
  return repeatedIds(papers.flatMap(paperQuestionIds));
}

describe('assembleMocks', () => {
  const { papers, problems } = assembleMocks(EXAM, BANK);

  it('fills every section and every draw with its count from its own categories', () => {
    expect(problems).toEqual([]);
    expect(papers.map((paper) => paper.id)).toEqual(range(4).map((index) => `tiny-exam-mock-${index + 1}`));
    for (const paper of papers) {
      expect(paper.sections.map((section) => section.id)).toEqual(['first', 'second']);
      for (const section of paper.sections) {
        const defined = EXAM.sections.find((candidate) => candidate.id === section.id);
        for (const item of defined?.draws ?? []) {
          expect(section.questionIds.filter((id) => drawOf(id) === item)).toHaveLength(item.questionCount);
        }
        expect(section.questionIds.every((id) => defined?.draws.includes(drawOf(id) as MockDraw))).toBe(true);
      }
    }
  });

  it('gives the same papers for the same bank, in whatever order the bank lists it', () => {
    expect(assembleMocks(EXAM, BANK)).toEqual({ papers, problems });
    expect(assembleMocks(EXAM, [...BANK].reverse())).toEqual({ papers, problems });
  });

  it('repeats no question across the mocks while the bank has enough', () => {
    expect(repeated(papers)).toEqual([]);
  });

  it('never asks one fact twice in a mock', () => {
    for (const paper of papers) {
      const facts = paperQuestionIds(paper).map((id) => byId.get(id)?.factKey ?? id);
      expect(new Set(facts).size).toBe(facts.length);
    }
  });

  it('takes a set whole, its questions together and in order', () => {
    for (const paper of papers) {
      const ids = paperQuestionIds(paper);
      const setIds = new Set(ids.map((id) => byId.get(id)?.setId).filter((id) => id !== undefined));
      for (const setId of setIds) {
        const expected = chartQuestions
          .filter((question) => question.setId === setId)
          .sort((a, b) => (a.setPosition ?? 0) - (b.setPosition ?? 0))
          .map((question) => question.id);
        const start = ids.indexOf(expected[0] ?? '');
        expect(ids.slice(start, start + expected.length)).toEqual(expected);
      }
    }
  });

  it('makes a pinned mock exactly its pins, by section, and gives them to no other mock', () => {
    const pinned = ['left-0', 'fact-00', 'chart-0-0', 'chart-0-1', 'right-5'];
    // Eight mocks run every draw dry, so later rounds would reach the pinned questions if they could.
    const result = assembleMocks(EXAM, BANK, new Map([[2, pinned]]), 8);
    expect(result.problems).toEqual([]);
    expect(result.papers[1]).toEqual({
      id: 'tiny-exam-mock-2',
      examId: 'tiny-exam',
      number: 2,
      sections: [
        { id: 'first', questionIds: ['fact-00', 'chart-0-0', 'chart-0-1'] },
        { id: 'second', questionIds: ['left-0', 'right-5'] },
      ],
    });
    const others = result.papers.filter((paper) => paper.number !== 2).flatMap(paperQuestionIds);
    expect(others.filter((id) => pinned.includes(id))).toEqual([]);
    expect(others.length).toBe(7 * 12);
  });

  it('reuses questions in later mocks when a draw runs out, rather than coming up short', () => {
    // 16 side questions, 3 a mock: mocks 1 to 5 use 15, mock 6 the last one and two again (the
    // 20 chart questions, 5 a mock, run out after mock 4 likewise).
    const result = assembleMocks(EXAM, BANK, new Map(), 8);
    expect(result.problems).toEqual([]);
    const sides = result.papers.map(
      (paper) => paper.sections.find((section) => section.id === 'second')?.questionIds ?? [],
    );
    expect(sides.every((ids) => ids.length === 3)).toBe(true);
    expect(repeatedIds(sides.slice(0, 5).flat())).toEqual([]);
    const firstSix = sides.slice(0, 6).flat();
    expect(new Set(firstSix).size).toBe(16);
    for (const paper of result.papers) {
      const facts = paperQuestionIds(paper).map((id) => byId.get(id)?.factKey ?? id);
      expect(new Set(facts).size).toBe(facts.length);
    }
  });

  it('fills a draw exactly from sets of different sizes, never taking sets that leave a gap', () => {
    // Ten charts of 2 and two of 3 for draws of 5: only 2 + 3 fills one, and two charts of 2
    // taken first would leave a room of one question that no chart fills.
    const charts: MockCandidate[] = range(12).flatMap((set) =>
      range(set < 10 ? 2 : 3).map((position) => ({
        id: `c-${set}-${position}`,
        categoryId: 'charts',
        setId: `s-${set}`,
        setPosition: position,
      })),
    );
    const exam: ExamBlueprint = {
      ...EXAM,
      publishedMocks: 2,
      sections: [
        { id: 'only', name: 'Only', nameHi: 'केवल', draws: [{ categoryIds: ['charts'], questionCount: 5 }] },
      ],
    };
    const result = assembleMocks(exam, charts);
    expect(result.problems).toEqual([]);
    for (const paper of result.papers) {
      expect(paperQuestionIds(paper)).toHaveLength(5);
      expect(new Set(paperQuestionIds(paper).map((id) => id.split('-')[1])).size).toBe(2);
    }
  });

  it('names the mock when a draw cannot be filled or a pin is not in the bank', () => {
    const thin = BANK.filter((question) => question.categoryId !== 'left' && question.categoryId !== 'right');
    const result = assembleMocks(
      EXAM,
      [...thin, { id: 'left-0', categoryId: 'left' }],
      new Map([[1, ['gone']]]),
    );
    expect(result.problems).toEqual([
      { mockId: 'tiny-exam-mock-1', message: 'pinned question gone is not in the bank' },
      { mockId: 'tiny-exam-mock-1', message: 'the pinned paper has no question of the bank' },
      ...range(3).map((index) => ({
        mockId: `tiny-exam-mock-${index + 2}`,
        message: 'second: left, right gave 1 of 3 questions',
      })),
    ]);
  });

  it('names a pinned question of a category the exam does not draw from', () => {
    const result = assembleMocks(
      EXAM,
      [...BANK, { id: 'stray', categoryId: 'elsewhere' }],
      new Map([[3, ['stray', 'left-1']]]),
    );
    expect(result.problems).toEqual([
      { mockId: 'tiny-exam-mock-3', message: 'pinned question stray belongs to no section of tiny-exam' },
    ]);
    expect(result.papers[2]?.sections).toEqual([{ id: 'second', questionIds: ['left-1'] }]);
  });
});

describe('a draw over several topics', () => {
  const spreadExam: ExamBlueprint = {
    ...EXAM,
    id: 'spread-exam',
    publishedMocks: 3,
    sections: [
      { id: 'only', name: 'Only', nameHi: 'केवल', draws: [{ categoryIds: ['mixed'], questionCount: 4 }] },
    ],
  };
  // One big topic and three small ones: a plain shuffle would give the big one most places.
  const bank: MockCandidate[] = [
    ...range(40).map((index) => ({ id: `big-${index}`, categoryId: 'mixed', topicId: 'big' })),
    ...['a', 'b', 'c'].flatMap((topic) =>
      range(3).map((index) => ({ id: `${topic}-${index}`, categoryId: 'mixed', topicId: topic })),
    ),
  ];
  const topicOf = (id: string) => id.split('-')[0];

  it('gives every topic one question before any topic a second', () => {
    const { papers, problems } = assembleMocks(spreadExam, bank);
    expect(problems).toEqual([]);
    for (const paper of papers) {
      expect(new Set(paperQuestionIds(paper).map(topicOf))).toEqual(new Set(['big', 'a', 'b', 'c']));
    }
  });

  it('takes a second question of a topic when the other topics have run out', () => {
    const twoTopics = bank.filter((question) => ['big', 'a'].includes(topicOf(question.id) ?? ''));
    const { papers, problems } = assembleMocks(spreadExam, twoTopics, new Map(), 1);
    expect(problems).toEqual([]);
    expect(paperQuestionIds(papers[0] as MockPaper)).toHaveLength(4);
  });
});
