// @vitest-environment happy-dom
import type { MockPackInfo, Question } from '@abhyas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockQuizResult } from '../results/mock-analysis.ts';
import { loadDeviceMockAttempts, loadLastResult, saveLastResult } from './quiz-results-store.ts';

beforeEach(() => localStorage.clear());

const info: MockPackInfo = {
  examId: 'ssc-cgl',
  number: 1,
  durationMinutes: 60,
  marking: { correctCenti: 200, wrongCenti: -50 },
  sections: [{ id: 'english', name: 'English', nameHi: 'अंग्रेज़ी', questionCount: 2, languages: ['en'] }],
};

function question(id: string): Question {
  return {
    id,
    parentCategoryId: 'english',
    categoryId: 'vocabulary',
    subcategoryId: 'synonyms',
    stem: `Stem ${id}?`,
    options: ['a', 'b', 'c', 'd'],
    answerIndex: 0,
    explanation: 'Because.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
  };
}

function mockResult(marksCenti: number, submittedAt: number, learnerId = 'u1'): MockQuizResult {
  return {
    subcategoryId: 'ssc-cgl-mock-1',
    learnerId,
    updateId: null,
    questions: [question('a'), question('b')],
    answers: [0, null],
    timeSpentMs: [1000, 0],
    submitReason: 'manual',
    summary: {
      questionCount: 2,
      correct: 1,
      wrong: 0,
      skipped: 1,
      marks: 0,
      maxMarks: 0,
      accuracy: 100,
      timeTakenMs: 1000,
      submittedAt,
    },
    previous: null,
    mock: {
      info,
      markedForReview: [false, false],
      marks: {
        sections: [{ id: 'english', questionCount: 2, correct: 1, wrong: 0, skipped: 1, marksCenti }],
        correct: 1,
        wrong: 0,
        skipped: 1,
        marksCenti,
        maxMarksCenti: 400,
      },
    },
  };
}

describe('mock results on the device', () => {
  it('keeps the last attempt and counts each attempt once, with the best marks', () => {
    saveLastResult(mockResult(200, 10));
    saveLastResult(mockResult(200, 10)); // the same result saved again is not another attempt
    saveLastResult(mockResult(150, 20));
    expect(loadLastResult('ssc-cgl-mock-1')?.mock?.marks.marksCenti).toBe(150);
    expect(loadDeviceMockAttempts('u1')).toEqual({
      'ssc-cgl-mock-1': {
        attempts: 2,
        bestMarksCenti: 200,
        lastMarksCenti: 150,
        maxMarksCenti: 400,
        lastSubmittedAt: 20,
      },
    });
    expect(loadDeviceMockAttempts('anonymous')).toEqual({});
  });

  it('reads a result whose mock part does not fit its questions as absent', () => {
    const broken = mockResult(200, 10);
    broken.mock = { ...broken.mock, markedForReview: [false] };
    saveLastResult(broken);
    expect(loadLastResult('ssc-cgl-mock-1')).toBeUndefined();
  });

  it('drops damaged attempt entries and keeps the good ones', () => {
    localStorage.setItem(
      'abhyas_mock_attempts_u1',
      JSON.stringify({ 'ssc-cgl-mock-1': { attempts: 'two' }, 'ssc-cgl-mock-2': mockAttempt() }),
    );
    expect(Object.keys(loadDeviceMockAttempts('u1'))).toEqual(['ssc-cgl-mock-2']);
  });
});

function mockAttempt() {
  return { attempts: 1, bestMarksCenti: 0, lastMarksCenti: 0, maxMarksCenti: 400, lastSubmittedAt: 5 };
}
