// @vitest-environment happy-dom
import { type MockPackInfo, type Question, startQuizSession } from '@abhyas/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSavedQuiz, type SavedQuiz, saveQuiz } from './quiz-progress-store.ts';

beforeEach(() => localStorage.clear());

const question = (id: string): Question => ({
  id,
  parentCategoryId: 'general-knowledge',
  categoryId: 'indian-polity',
  subcategoryId: 'constitution',
  stem: `Stem ${id}`,
  options: ['a', 'b', 'c', 'd'],
  answerIndex: 1,
  explanation: 'Because.',
  difficulty: 'easy',
  source: { dataset: 'd', record: id },
});

const mock: MockPackInfo = {
  examId: 'ssc-cgl',
  number: 1,
  durationMinutes: 60,
  marking: { correctCenti: 200, wrongCenti: -50 },
  sections: [
    { id: 'reasoning', name: 'Reasoning', nameHi: 'तर्कशक्ति', questionCount: 2, languages: ['en', 'hi'] },
    { id: 'english', name: 'English', nameHi: 'अंग्रेज़ी', questionCount: 1, languages: ['en'] },
  ],
};

function savedMock(info: unknown): SavedQuiz {
  const questions = ['q1', 'q2', 'q3'].map(question);
  return {
    learnerId: 'u1',
    session: startQuizSession(
      'ssc-cgl-mock-1',
      questions.map((item) => item.id),
      1_000,
      3_600_000,
    ),
    questions,
    mock: info as MockPackInfo,
  };
}

describe('a saved mock', () => {
  it('comes back with its sections, time and marking, so a reload resumes the mock', () => {
    saveQuiz(savedMock(mock));
    expect(loadSavedQuiz('ssc-cgl-mock-1', 'u1')?.mock).toEqual(mock);
  });

  it('is dropped when its sections do not cover its questions exactly', () => {
    const short = { ...mock, sections: mock.sections.slice(0, 1) };
    saveQuiz(savedMock(short));
    expect(loadSavedQuiz('ssc-cgl-mock-1', 'u1')).toBeUndefined();
    saveQuiz(savedMock({ ...mock, sections: 'reasoning' }));
    expect(loadSavedQuiz('ssc-cgl-mock-1', 'u1')).toBeUndefined();
  });

  it('leaves a topic quiz as it was: no mock', () => {
    const { mock: _none, ...quiz } = savedMock(mock);
    saveQuiz(quiz);
    const loaded = loadSavedQuiz('ssc-cgl-mock-1', 'u1');
    expect(loaded?.questions).toHaveLength(3);
    expect(loaded?.mock).toBeUndefined();
  });
});
