import { describe, expect, it } from 'vitest';
import {
  accuracyPercent,
  examMarks,
  maximumExamMarks,
  QUIZ_CORRECT_POINTS,
  QUIZ_WRONG_POINTS,
  type ScorableAnswer,
  scoreAnswers,
} from './scoring.ts';

const key: Record<string, number> = { q1: 0, q2: 1, q3: 2, q4: 3, q5: 0, q6: 1, q7: 2, q8: 3, q9: 0, q10: 1 };
const answerIndexOf = (id: string) => key[id];
const quiz = (questionId: string, chosenIndex: number | null): ScorableAnswer => ({
  questionId,
  chosenIndex,
  mode: 'quiz',
});

describe('scoreAnswers', () => {
  it('marks a quiz +4 correct, -1 wrong, 0 skipped: 7 right, 2 wrong, 1 skipped is 26 of 40', () => {
    const answers = [
      quiz('q1', 0),
      quiz('q2', 1),
      quiz('q3', 2),
      quiz('q4', 3),
      quiz('q5', 0),
      quiz('q6', 1),
      quiz('q7', 2),
      quiz('q8', 0),
      quiz('q9', 1),
      quiz('q10', null),
    ];
    const result = scoreAnswers(answers, answerIndexOf, new Set());
    expect(result).toMatchObject({
      scoreChange: 26,
      questionsAttempted: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      skipped: 1,
    });
    expect(examMarks(result)).toBe(26);
    expect(maximumExamMarks(answers.length)).toBe(40);
    expect(result.graded.map((answer) => answer.outcome)).toEqual([
      ...Array(7).fill('correct'),
      'wrong',
      'wrong',
      'skipped',
    ]);
  });

  it('gives points only on the first quiz attempt at a question', () => {
    const result = scoreAnswers(
      [quiz('q1', 0), quiz('q2', 0), quiz('q3', 2)],
      answerIndexOf,
      new Set(['q1', 'q2']),
    );
    expect(result.scoreChange).toBe(QUIZ_CORRECT_POINTS);
    expect(result.questionsAttempted).toBe(3);
    expect(result.correctAnswers).toBe(2);
    expect(result.wrongAnswers).toBe(1);
    expect(result.newlyAttemptedQuizQuestionIds).toEqual(['q3']);
  });

  it('counts a question answered twice in one list for points once', () => {
    const result = scoreAnswers([quiz('q1', 1), quiz('q1', 0)], answerIndexOf, new Set());
    expect(result.scoreChange).toBe(QUIZ_WRONG_POINTS);
    expect(result.questionsAttempted).toBe(2);
  });

  it('does not let a skip use up the first attempt', () => {
    const first = scoreAnswers([quiz('q1', null)], answerIndexOf, new Set());
    expect(first.newlyAttemptedQuizQuestionIds).toEqual([]);
    const second = scoreAnswers([quiz('q1', 0)], answerIndexOf, new Set(first.newlyAttemptedQuizQuestionIds));
    expect(second.scoreChange).toBe(QUIZ_CORRECT_POINTS);
  });

  it('earns no points in practice but counts attempts and accuracy, and keeps the first quiz attempt', () => {
    const practice = scoreAnswers(
      [
        { questionId: 'q1', chosenIndex: 0, mode: 'practice' },
        { questionId: 'q2', chosenIndex: 0, mode: 'practice' },
      ],
      answerIndexOf,
      new Set(),
    );
    expect(practice).toMatchObject({
      scoreChange: 0,
      questionsAttempted: 2,
      correctAnswers: 1,
      wrongAnswers: 1,
    });
    expect(practice.newlyAttemptedQuizQuestionIds).toEqual([]);
    expect(scoreAnswers([quiz('q1', 0)], answerIndexOf, new Set()).scoreChange).toBe(QUIZ_CORRECT_POINTS);
  });

  it('leaves answers to unknown questions out of every total', () => {
    const result = scoreAnswers([quiz('nope', 0), quiz('q1', 0)], answerIndexOf, new Set());
    expect(result.unknownQuestionIds).toEqual(['nope']);
    expect(result.questionsAttempted).toBe(1);
    expect(result.scoreChange).toBe(QUIZ_CORRECT_POINTS);
  });
});

describe('accuracyPercent', () => {
  it('rounds correct over attempted and is 0 with nothing attempted', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});
