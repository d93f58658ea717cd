import { describe, expect, it } from 'vitest';
import {
  humanMockAnswers,
  implausibleCount,
  judgeScoredAnswers,
  MIN_QUIZ_ANSWER_MS,
  SCORED_ANSWERS_PER_DAY,
  SCORING_WINDOW_MS,
} from './honest-answers.ts';
import type { ProgressUpdate } from './progress-update.ts';

const NOW = Date.UTC(2026, 10, 25, 12);

function update(answers: ProgressUpdate['answers'], timestamp = NOW): ProgressUpdate {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'u1',
    answers,
    scoreChange: 0,
    questionsAttempted: answers.length,
    correctAnswers: 0,
    wrongAnswers: 0,
    newRank: 1,
    currentDailyDate: '2026-11-25',
    timestamp,
  };
}

const quiz = (questionId: string, timeTakenMs = 5_000) => ({
  questionId,
  chosenIndex: 1,
  mode: 'quiz' as const,
  timeTakenMs,
});

describe('judgeScoredAnswers', () => {
  it('lets a learner’s quiz score and starts the 24-hour window at the first scored answer', () => {
    const judged = judgeScoredAnswers(
      [update([quiz('q1'), quiz('q2')])],
      new Set(),
      { startedAt: null, scored: 0 },
      NOW,
    );
    expect(judged.updates[0]?.answers.map((answer) => answer.mode)).toEqual(['quiz', 'quiz']);
    expect(judged.window).toEqual({ startedAt: NOW, scored: 2 });
    expect(implausibleCount(judged)).toBe(0);
  });

  it('scores nothing answered faster than a person reads', () => {
    const judged = judgeScoredAnswers(
      [update([quiz('q1', MIN_QUIZ_ANSWER_MS - 1), quiz('q2', MIN_QUIZ_ANSWER_MS)])],
      new Set(),
      { startedAt: null, scored: 0 },
      NOW,
    );
    expect(judged.updates.flatMap((u) => u.answers.map((answer) => answer.mode))).toEqual([
      'practice',
      'quiz',
    ]);
    expect(judged.implausible).toEqual({ 'too-fast': 1, 'over-daily-cap': 0 });
    // The too-fast answer did not use up the question: answered honestly later, it scores.
    expect(
      judgeScoredAnswers([update([quiz('q1')])], new Set(['q2']), judged.window, NOW).window.scored,
    ).toBe(2);
  });

  it('stops scoring at the daily cap, and a new window starts a day after the first', () => {
    const answers = Array.from({ length: 30 }, (_, index) => quiz(`q${index}`));
    const nearlyFull = { startedAt: NOW - 1_000, scored: SCORED_ANSWERS_PER_DAY - 10 };
    const judged = judgeScoredAnswers([update(answers)], new Set(), nearlyFull, NOW);
    expect(judged.window.scored).toBe(SCORED_ANSWERS_PER_DAY);
    expect(judged.implausible['over-daily-cap']).toBe(20);
    const nextDay = judgeScoredAnswers(
      [update(answers)],
      new Set(),
      judged.window,
      (judged.window.startedAt ?? 0) + SCORING_WINDOW_MS,
    );
    expect(nextDay.window.scored).toBe(30);
  });

  it('leaves practice answers, skips and second attempts alone: they never score anyway', () => {
    const judged = judgeScoredAnswers(
      [
        update([
          { ...quiz('q1', 10), mode: 'practice' },
          { ...quiz('q2', 10), chosenIndex: null },
          quiz('seen', 10),
        ]),
      ],
      new Set(['seen']),
      { startedAt: null, scored: 0 },
      NOW,
    );
    expect(implausibleCount(judged)).toBe(0);
  });
});

describe('a mock marked for its rank table', () => {
  it('counts a choice faster than the minimum as no choice, and leaves the rest as they are', () => {
    const answers = [
      { questionId: 'a', chosenIndex: 1, timeTakenMs: 999 },
      { questionId: 'b', chosenIndex: 2, timeTakenMs: 1000 },
      { questionId: 'c', chosenIndex: null, timeTakenMs: 0 },
    ];
    expect(humanMockAnswers(answers, 1000).map((answer) => answer.chosenIndex)).toEqual([null, 2, null]);
    expect(humanMockAnswers(answers, 0).map((answer) => answer.chosenIndex)).toEqual([1, 2, null]);
  });
});
