import type { MockPackInfo, Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import {
  filterReview,
  isMockResult,
  type MockQuizResult,
  mistakeQuestionIds,
  mockQuestionRows,
  mockTotals,
  sectionTimes,
  slowestQuestions,
  type TopicFigures,
  topicFigures,
  topicStrengths,
} from './mock-analysis.ts';
import type { QuizResult } from './quiz-result.ts';

function question(id: string, subcategoryId: string): Question {
  return {
    id,
    parentCategoryId: 'general-knowledge',
    categoryId: 'bank',
    subcategoryId,
    stem: `Stem ${id}?`,
    options: ['a', 'b', 'c', 'd'],
    answerIndex: 0,
    explanation: 'Because.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
  };
}

const info: MockPackInfo = {
  examId: 'ssc-cgl',
  number: 3,
  durationMinutes: 60,
  marking: { correctCenti: 200, wrongCenti: -50 },
  sections: [
    { id: 'reasoning', name: 'Reasoning', nameHi: 'तर्कशक्ति', questionCount: 3, languages: ['en', 'hi'] },
    { id: 'english', name: 'English', nameHi: 'अंग्रेज़ी', questionCount: 2, languages: ['en'] },
  ],
};

/**
 * A five-question paper: reasoning q0 right (series), q1 wrong and marked (series), q2 skipped
 * (coding); english q3 right and marked (synonyms), q4 never opened (synonyms).
 */
function paperResult(): MockQuizResult {
  const topics = ['series', 'series', 'coding', 'synonyms', 'synonyms'];
  const questions = topics.map((topic, index) => question(`q${index}`, topic));
  return {
    subcategoryId: 'ssc-cgl-mock-3',
    learnerId: 'anonymous',
    updateId: null,
    questions,
    answers: [0, 2, null, 0, null],
    timeSpentMs: [30_000, 95_000, 12_000, 41_000, 0],
    submitReason: 'timeout',
    summary: {
      questionCount: 5,
      correct: 2,
      wrong: 1,
      skipped: 2,
      marks: 0,
      maxMarks: 0,
      accuracy: 67,
      timeTakenMs: 178_000,
      submittedAt: 1,
    },
    previous: null,
    mock: {
      info,
      markedForReview: [false, true, false, true, false],
      marks: {
        sections: [
          { id: 'reasoning', questionCount: 3, correct: 1, wrong: 1, skipped: 1, marksCenti: 150 },
          { id: 'english', questionCount: 2, correct: 1, wrong: 0, skipped: 1, marksCenti: 200 },
        ],
        correct: 2,
        wrong: 1,
        skipped: 2,
        marksCenti: 350,
        maxMarksCenti: 1000,
      },
    },
  };
}

describe('mock analysis', () => {
  it('tells a mock result from a topic quiz result', () => {
    const { mock: _mock, ...topicQuiz } = paperResult();
    expect(isMockResult(paperResult())).toBe(true);
    expect(isMockResult(topicQuiz as QuizResult)).toBe(false);
  });

  it('puts each question in its section with its outcome, time and review mark', () => {
    const rows = mockQuestionRows(paperResult());
    expect(rows.map((row) => [row.sectionId, row.outcome, row.timeMs, row.marked])).toEqual([
      ['reasoning', 'correct', 30_000, false],
      ['reasoning', 'wrong', 95_000, true],
      ['reasoning', 'skipped', 12_000, false],
      ['english', 'correct', 41_000, true],
      ['english', 'skipped', 0, false],
    ]);
  });

  it('sums the time of each section and shares it over the section’s questions', () => {
    expect(sectionTimes(paperResult())).toEqual([
      { id: 'reasoning', questionCount: 3, timeMs: 137_000, perQuestionMs: 45_667 },
      { id: 'english', questionCount: 2, timeMs: 41_000, perQuestionMs: 20_500 },
    ]);
  });

  it('lists the slowest questions longest first, without the ones never opened', () => {
    const rows = mockQuestionRows(paperResult());
    expect(slowestQuestions(rows).map((row) => row.question.id)).toEqual(['q1', 'q3', 'q0', 'q2']);
    expect(slowestQuestions(rows, 2).map((row) => row.question.id)).toEqual(['q1', 'q3']);
  });

  it('keeps paper order between questions that took the same time', () => {
    const result = paperResult();
    result.timeSpentMs = [5000, 9000, 5000, 9000, 5000];
    const slowest = slowestQuestions(mockQuestionRows(result), 3);
    expect(slowest.map((row) => row.index)).toEqual([1, 3, 0]);
  });

  it('groups the questions by their own topic with accuracy over the attempted ones', () => {
    expect(topicFigures(mockQuestionRows(paperResult()))).toEqual([
      { topicId: 'series', questionCount: 2, correct: 1, wrong: 1, skipped: 0, accuracy: 50 },
      { topicId: 'coding', questionCount: 1, correct: 0, wrong: 0, skipped: 1, accuracy: null },
      { topicId: 'synonyms', questionCount: 2, correct: 1, wrong: 0, skipped: 1, accuracy: 100 },
    ]);
  });

  it('filters the review by section and by wrong, skipped or marked', () => {
    const rows = mockQuestionRows(paperResult());
    const ids = (found: typeof rows) => found.map((row) => row.question.id);
    expect(ids(filterReview(rows, { sectionId: null, show: 'all' }))).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(ids(filterReview(rows, { sectionId: null, show: 'wrong' }))).toEqual(['q1']);
    expect(ids(filterReview(rows, { sectionId: null, show: 'skipped' }))).toEqual(['q2', 'q4']);
    expect(ids(filterReview(rows, { sectionId: null, show: 'marked' }))).toEqual(['q1', 'q3']);
    expect(ids(filterReview(rows, { sectionId: 'english', show: 'all' }))).toEqual(['q3', 'q4']);
    expect(ids(filterReview(rows, { sectionId: 'english', show: 'skipped' }))).toEqual(['q4']);
    expect(ids(filterReview(rows, { sectionId: 'reasoning', show: 'marked' }))).toEqual(['q1']);
  });

  it('practises the wrong and the skipped questions, in paper order', () => {
    expect(mistakeQuestionIds(paperResult())).toEqual(['q1', 'q2', 'q4']);
  });

  it('counts attempted and accuracy over the whole paper', () => {
    expect(mockTotals(paperResult())).toEqual({ attempted: 3, questionCount: 5, accuracy: 67 });
  });
});

describe('topic strengths', () => {
  const topic = (topicId: string, correct: number, wrong: number, skipped = 0): TopicFigures => {
    const attempted = correct + wrong;
    return {
      topicId,
      questionCount: attempted + skipped,
      correct,
      wrong,
      skipped,
      accuracy: attempted === 0 ? null : Math.round((100 * correct) / attempted),
    };
  };

  it('names the three strongest and three weakest, weighing the evidence', () => {
    const topics = [
      topic('algebra', 1, 1),
      topic('series', 5, 0),
      topic('coding', 1, 0),
      topic('synonyms', 3, 1),
      topic('geometry', 0, 4),
      topic('polity', 0, 1),
      topic('history', 2, 2),
      topic('physics', 0, 0, 3),
    ];
    const { strongest, weakest } = topicStrengths(topics);
    // series 5 of 5 first; synonyms 3 of 4 ties coding 1 of 1 and has more right answers.
    expect(strongest.map((item) => item.topicId)).toEqual(['series', 'synonyms', 'coding']);
    // geometry 0 of 4 is weaker than polity 0 of 1; history 2 of 4 ties algebra 1 of 2 with more wrong.
    expect(weakest.map((item) => item.topicId)).toEqual(['geometry', 'polity', 'history']);
  });

  it('never lists a topic in both, and takes at most half of the attempted topics each', () => {
    const { strongest, weakest } = topicStrengths([
      topic('series', 2, 1),
      topic('coding', 1, 2),
      topic('polity', 1, 1),
    ]);
    expect(strongest.map((item) => item.topicId)).toEqual(['series']);
    expect(weakest.map((item) => item.topicId)).toEqual(['coding']);
    expect(topicStrengths([topic('series', 2, 1)])).toEqual({ strongest: [], weakest: [] });
  });

  it('ranks 5 of 5 above 1 of 1, and 0 of 3 below 0 of 1', () => {
    const { strongest, weakest } = topicStrengths(
      [topic('once', 1, 0), topic('often', 5, 0), topic('missed-once', 0, 1), topic('missed-often', 0, 3)],
      1,
    );
    expect(strongest.map((item) => item.topicId)).toEqual(['often']);
    expect(weakest.map((item) => item.topicId)).toEqual(['missed-often']);
  });

  it('calls no perfect topic weak and no all-wrong topic strong', () => {
    expect(topicStrengths([topic('a', 2, 0), topic('b', 1, 0), topic('c', 3, 0), topic('d', 1, 0)])).toEqual({
      strongest: [topic('c', 3, 0), topic('a', 2, 0)],
      weakest: [],
    });
    expect(topicStrengths([topic('a', 0, 2), topic('b', 0, 1)]).strongest).toEqual([]);
  });
});
