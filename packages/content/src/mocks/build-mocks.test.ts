import { randomBytes } from 'node:crypto';
import {
  type ExamBlueprint,
  type MockPaper,
  type Question,
  type QuestionSet,
  questionPackSchema,
} from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import type { BuiltTopic, QuestionBank } from '../build-bank.ts';
import {
  buildMocks,
  MAX_MOCK_PACK_GZIP_BYTES,
  MOCK_TESTS,
  mockCategories,
  repeatedQuestions,
} from './build-mocks.ts';
import { formatMockReport } from './mock-report.ts';

const EXAM: ExamBlueprint = {
  id: 'small-exam',
  name: 'Small Exam',
  nameHi: 'छोटी परीक्षा',
  mockName: 'Small',
  mockNameHi: 'छोटी',
  durationMinutes: 15,
  marking: { correctCenti: 200, wrongCenti: -66 },
  languages: ['en', 'hi'],
  publishedMocks: 2,
  sections: [
    { id: 'facts', name: 'Facts', nameHi: 'तथ्य', draws: [{ categoryIds: ['facts'], questionCount: 2 }] },
    {
      id: 'reading',
      name: 'Reading',
      nameHi: 'पठन',
      languages: ['en'],
      draws: [{ categoryIds: ['reading'], questionCount: 2 }],
    },
  ],
};

function question(
  id: string,
  categoryId: string,
  subcategoryId: string,
  extra: Partial<Question> = {},
): Question {
  return {
    id,
    parentCategoryId: 'general-knowledge',
    categoryId,
    subcategoryId,
    stem: `Stem of ${id}?`,
    options: ['A', 'B', 'C', 'D'],
    answerIndex: 0,
    explanation: 'Because it is so.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
    ...extra,
  };
}

function topic(id: string, categoryId: string, questions: Question[], sets: QuestionSet[] = []): BuiltTopic {
  return { topic: { id, categoryId, name: id, nameHi: id }, questions, sets };
}

const passage = (id: string, text: string): QuestionSet => ({ id, instruction: 'Read.', passage: text });
/** A passage with two questions, listed last first. */
const reading = (topicId: string, setId: string, text: string) =>
  topic(
    topicId,
    'reading',
    [1, 0].map((position) =>
      question(`${topicId}-${position}`, 'reading', topicId, { setId, setPosition: position }),
    ),
    [passage(setId, text)],
  );

const BANK: QuestionBank = {
  topics: [
    topic(
      'capitals',
      'facts',
      [0, 1, 2, 3].map((index) => question(`fact-${index}`, 'facts', 'capitals')),
    ),
    reading('story-one', 'first', 'The first story.'),
    reading('story-two', 'second', 'The second story.'),
  ],
  problems: [],
};

describe('buildMocks', () => {
  const { exams, problems } = buildMocks(BANK, { pins: {}, problems: [] }, [EXAM]);
  const mocks = exams[0]?.mocks ?? [];

  it('writes each paper as a pack of the bank questions in paper order, with their own sets and the mock info', () => {
    expect(problems).toEqual([]);
    expect(mocks).toHaveLength(2);
    for (const { paper, pack } of mocks) {
      expect(questionPackSchema.parse(pack)).toEqual(pack);
      expect(pack).toMatchObject({
        subcategoryId: paper.id,
        categoryId: 'small-exam',
        parentCategoryId: MOCK_TESTS,
        name: `Small Mock ${paper.number}`,
        nameHi: `छोटी मॉक ${paper.number}`,
      });
      expect(pack.questions.map((item) => item.id)).toEqual(
        paper.sections.flatMap((section) => section.questionIds),
      );
      const story = pack.questions[2]?.subcategoryId;
      expect(pack.questions.slice(2).map((item) => item.id)).toEqual([`${story}-0`, `${story}-1`]);
      expect(pack.sets).toEqual([
        story === 'story-one' ? passage('first', 'The first story.') : passage('second', 'The second story.'),
      ]);
      expect(pack.mock).toEqual({
        examId: 'small-exam',
        number: paper.number,
        durationMinutes: 15,
        marking: { correctCenti: 200, wrongCenti: -66 },
        sections: [
          { id: 'facts', name: 'Facts', nameHi: 'तथ्य', questionCount: 2, languages: ['en', 'hi'] },
          { id: 'reading', name: 'Reading', nameHi: 'पठन', questionCount: 2, languages: ['en'] },
        ],
      });
    }
    expect(repeatedQuestions(mocks.map(({ paper }) => paper))).toBe(0);
  });

  it('lists the exam with its mocks as topics, described by its blueprint', () => {
    expect(mockCategories(exams)).toEqual([
      {
        id: 'small-exam',
        parentCategoryId: MOCK_TESTS,
        name: 'Small Exam',
        nameHi: 'छोटी परीक्षा',
        description: '4 questions in 2 sections, 15 minutes; +2 for a right answer, −0.66 for a wrong one.',
        questionCount: 8,
        subcategories: mocks.map(({ pack, file }) => ({
          id: pack.subcategoryId,
          name: pack.name,
          nameHi: pack.nameHi,
          questionCount: 4,
          pack: file.urlPath,
        })),
      },
    ]);
  });

  it("never joins two topics' sets of one id, and names a mock that would hold both", () => {
    const clashing: QuestionBank = {
      topics: [reading('story-one', 'passage', 'One.'), reading('story-two', 'passage', 'Two.')],
      problems: [],
    };
    const exam = { ...EXAM, publishedMocks: 1, sections: EXAM.sections.slice(1) };
    // A draw of 2 takes one whole passage: the two are separate sets, not one of four questions.
    expect(buildMocks(clashing, { pins: {}, problems: [] }, [exam]).problems).toEqual([]);
    const both = {
      ...exam,
      sections: [{ ...exam.sections[0], draws: [{ categoryIds: ['reading'], questionCount: 4 }] }],
    } as ExamBlueprint;
    expect(buildMocks(clashing, { pins: {}, problems: [] }, [both]).problems).toEqual([
      { where: 'small-exam-mock-1', message: 'two different sets share the id passage' },
    ]);
  });

  it('names a mock whose pack is over the size limit', () => {
    // Random text does not compress, so 60 KB of it per question puts a 4-question pack past 160 KB.
    const heavy: QuestionBank = {
      ...BANK,
      topics: BANK.topics.map((built) => ({
        ...built,
        questions: built.questions.map((item) => ({
          ...item,
          explanation: randomBytes(45 * 1024).toString('base64'),
        })),
      })),
    };
    const result = buildMocks(heavy, { pins: {}, problems: [] }, [EXAM]);
    expect(result.problems).toEqual(
      ['small-exam-mock-1', 'small-exam-mock-2'].map((where) => ({
        where,
        message: expect.stringMatching(
          new RegExp(`^pack is \\d+ bytes gzip, over ${MAX_MOCK_PACK_GZIP_BYTES}$`),
        ),
      })),
    );
  });

  it('passes on the problems of the pins it was given', () => {
    const loaded = { pins: {}, problems: [{ where: 'mock-pins.json', message: 'not valid JSON' }] };
    expect(buildMocks(BANK, loaded, [EXAM]).problems).toEqual(loaded.problems);
  });
});

describe('formatMockReport', () => {
  it('gives each exam its mocks, questions per section against the blueprint, and the repeats', () => {
    const paper = (number: number, facts: string[], reading: string[]): MockPaper => ({
      id: `small-exam-mock-${number}`,
      examId: 'small-exam',
      number,
      sections: [
        { id: 'facts', questionIds: facts },
        { id: 'reading', questionIds: reading },
      ],
    });
    const report = formatMockReport([
      {
        blueprint: EXAM,
        mocks: [{ paper: paper(1, ['a', 'b'], ['r1', 'r2']) }, { paper: paper(2, ['a'], ['r1', 'r2']) }],
      },
    ]);
    expect(report).toBe(
      [
        'small-exam (Small Exam): 2 mocks, 3 questions in more than one of them',
        '  small-exam-mock-1: 4 questions (facts 2/2, reading 2/2)',
        '  small-exam-mock-2: 3 questions (facts 1/2, reading 2/2)',
      ].join('\n'),
    );
  });
});
