import {
  chooseOption,
  nextQuestion,
  type Question,
  skipQuestion,
  startQuizSession,
  submitQuiz,
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
