import {
  chooseOption,
  type MockPackInfo,
  nextQuestion,
  type Question,
  skipQuestion,
  startQuizSession,
  submitQuiz,
  toggleMarkForReview,
} from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { averageTimePerQuestionMs, buildQuizResult, wrongQuestionIds } from './quiz-result.ts';

function question(id: string, answerIndex: number): Question {
  return {
    id,
    parentCategoryId: 'general-knowledge',
    categoryId: 'world',
    subcategoryId: 'capitals',
    stem: `Stem ${id}?`,
    options: ['a', 'b', 'c', 'd'],
    answerIndex,
    explanation: 'Because.',
    difficulty: 'easy',
    source: { dataset: 'test', record: id },
  };
}

describe('buildQuizResult', () => {
  it('marks 7 correct, 2 wrong, 1 skipped as 26 of 40 and lists the wrong ones', () => {
    const questions = Array.from({ length: 10 }, (_, index) => question(`q${index}`, index % 4));
    let session = startQuizSession(
      'capitals',
      questions.map((item) => item.id),
      0,
    );
    questions.forEach((item, index) => {
      if (index < 7) session = chooseOption(session, item.answerIndex);
      else if (index < 9) session = chooseOption(session, (item.answerIndex + 1) % 4);
      session = index === 9 ? skipQuestion(session, index * 1000) : nextQuestion(session, (index + 1) * 1000);
    });
    session = submitQuiz(session, 50_000);
    const result = buildQuizResult({
      session,
      questions,
      learnerId: 'anonymous',
      updateId: null,
      previous: null,
    });
    expect(result.summary).toMatchObject({
      correct: 7,
      wrong: 2,
      skipped: 1,
      marks: 26,
      maxMarks: 40,
      accuracy: 78,
    });
    expect(result.summary.timeTakenMs).toBe(50_000);
    expect(averageTimePerQuestionMs(result.summary)).toBe(5000);
    expect(wrongQuestionIds(result)).toEqual(['q7', 'q8']);
  });
});

describe('buildQuizResult for a mock', () => {
  const info: MockPackInfo = {
    examId: 'upsc-prelims-gs1',
    number: 1,
    durationMinutes: 120,
    marking: { correctCenti: 200, wrongCenti: -66 },
    sections: [
      { id: 'history', name: 'History', nameHi: 'इतिहास', questionCount: 3, languages: ['en', 'hi'] },
      { id: 'polity', name: 'Polity', nameHi: 'राजव्यवस्था', questionCount: 2, languages: ['en', 'hi'] },
    ],
  };

  it('marks each section by the blueprint and keeps the marked-for-review flags', () => {
    const questions = Array.from({ length: 5 }, (_, index) => question(`m${index}`, 0));
    let session = startQuizSession(
      'upsc-prelims-gs1-mock-1',
      questions.map((item) => item.id),
      0,
    );
    // History: right, wrong (marked), skipped. Polity: wrong, right (marked).
    const choices = [0, 1, null, 2, 0];
    choices.forEach((choice, index) => {
      if (choice !== null) session = chooseOption(session, choice);
      if (index === 1 || index === 4) session = toggleMarkForReview(session);
      session = nextQuestion(session, (index + 1) * 1000);
    });
    session = submitQuiz(session, 6000);
    const result = buildQuizResult({
      session,
      questions,
      learnerId: 'anonymous',
      updateId: null,
      previous: null,
      mock: info,
    });
    expect(result.mock?.info).toEqual(info);
    expect(result.mock?.markedForReview).toEqual([false, true, false, false, true]);
    expect(result.mock?.marks.sections).toEqual([
      { id: 'history', questionCount: 3, correct: 1, wrong: 1, skipped: 1, marksCenti: 134 },
      { id: 'polity', questionCount: 2, correct: 1, wrong: 1, skipped: 0, marksCenti: 134 },
    ]);
    expect(result.mock?.marks).toMatchObject({ marksCenti: 268, maxMarksCenti: 1000, correct: 2, wrong: 2 });
  });

  it('leaves a topic quiz without a mock part', () => {
    const questions = [question('t0', 0)];
    const session = submitQuiz(startQuizSession('capitals', ['t0'], 0), 1000);
    const result = buildQuizResult({ session, questions, learnerId: 'a', updateId: null, previous: null });
    expect(result).not.toHaveProperty('mock');
  });
});
