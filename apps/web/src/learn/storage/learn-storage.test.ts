// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_ANSWERS_KEY,
  anonymousUpdatesFor,
  appendAnonymousUpdate,
  countAnonymousAnswers,
  loadAnonymousUpdates,
} from '../progress/anonymous-answers.ts';
import { addTopicWork, loadTopicStats } from './topic-stats-store.ts';

beforeEach(() => localStorage.clear());

describe('topic stats', () => {
  it('adds quiz and practice work, keeping first-quiz-attempt ids separate', () => {
    addTopicWork('u1', 'capitals', {
      shownQuestionIds: ['a', 'b', 'c'],
      answers: [
        { questionId: 'a', chosenIndex: 0, mode: 'quiz' },
        { questionId: 'b', chosenIndex: null, mode: 'quiz' },
        { questionId: 'c', chosenIndex: 1, mode: 'quiz' },
      ],
      correctAnswers: 1,
      questionsAttempted: 2,
    });
    addTopicWork('u1', 'capitals', {
      shownQuestionIds: ['d'],
      answers: [{ questionId: 'd', chosenIndex: 2, mode: 'practice' }],
      correctAnswers: 1,
      questionsAttempted: 1,
    });
    expect(loadTopicStats('u1', 'capitals')).toEqual({
      seen: ['a', 'b', 'c', 'd'],
      answered: ['a', 'c', 'd'],
      quizAttempted: ['a', 'c'],
      attempted: 3,
      correct: 2,
    });
    expect(loadTopicStats('u2', 'capitals').attempted).toBe(0);
  });

  it('reads a corrupt entry as empty instead of failing', () => {
    localStorage.setItem('abhyas_topic_stats_u1', '{not json');
    expect(loadTopicStats('u1', 'capitals').seen).toEqual([]);
  });
});

describe('anonymous answers', () => {
  const update = {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    answers: [{ questionId: 'a', chosenIndex: 1, mode: 'practice' as const, timeTakenMs: 900 }],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 3_000_000,
    currentDailyDate: '2026-01-05',
    timestamp: Date.parse('2026-01-05T10:00:00Z'),
  };

  it('keeps work on the device and hands it to the account with the same ids', () => {
    appendAnonymousUpdate(update);
    expect(loadAnonymousUpdates()).toEqual([update]);
    expect(countAnonymousAnswers()).toBe(1);
    expect(anonymousUpdatesFor('u9', 12)).toEqual([{ ...update, userId: 'u9', newRank: 12 }]);
  });

  it('keeps a practice answer timed while the clock stepped back, its time taken clamped at 0', () => {
    const stepped = { ...update, answers: [{ ...update.answers[0], timeTakenMs: -5 }] };
    appendAnonymousUpdate(stepped as typeof update);
    expect(loadAnonymousUpdates().map((kept) => kept.answers[0]?.timeTakenMs)).toEqual([0]);
  });

  it('drops entries that are not updates and keeps their valid neighbours', () => {
    localStorage.setItem(ANONYMOUS_ANSWERS_KEY, JSON.stringify([{ junk: true }, update]));
    expect(loadAnonymousUpdates()).toEqual([update]);
  });
});
