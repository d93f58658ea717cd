// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { trackQuizStarted, trackRecordedWork } from './progress-events.ts';
import { trackSyncReport } from './sync-events.ts';
import { connectRecorder, type TrackedEvent } from './track.ts';

const tracked: TrackedEvent[] = [];
beforeAll(() => connectRecorder((event) => tracked.push(event)));
const last = () => tracked.at(-1);

const answer = (questionId: string, chosenIndex: number | null, mode: 'quiz' | 'practice' = 'quiz') => ({
  questionId,
  chosenIndex,
  mode,
  timeTakenMs: 30_000,
});

describe('what the screens report', () => {
  it('a quiz or a mock starting', () => {
    trackQuizStarted('polity', 10, false);
    expect(last()).toEqual({ name: 'quiz_started', topicId: 'polity', questions: 10 });
    trackQuizStarted('ssc-cgl-mock-1', 100, true);
    expect(last()).toEqual({ name: 'mock_started', mockId: 'ssc-cgl-mock-1' });
  });

  it('a submitted quiz: questions shown, correct, marks, accuracy, time', () => {
    trackRecordedWork(
      {
        topicId: 'polity',
        answers: [answer('a', 1), answer('b', null)],
        shownQuestionIds: ['a', 'b', 'c', 'd'],
      },
      { correctAnswers: 1, scoreChange: 10 },
    );
    expect(last()).toEqual({
      name: 'quiz_submitted',
      topicId: 'polity',
      questions: 4,
      correct: 1,
      marks: 10,
      accuracy: 0.25,
      durationMs: 60_000,
    });
  });

  it('the daily quiz under one topic, whatever the day', () => {
    trackRecordedWork(
      {
        topicId: 'daily-2026-11-25',
        dailyQuizDate: '2026-11-25',
        answers: [answer('a', 1)],
        shownQuestionIds: ['a'],
      },
      { correctAnswers: 1, scoreChange: 10 },
    );
    expect(last()).toMatchObject({ name: 'quiz_submitted', topicId: 'daily', questions: 1, correct: 1 });
  });

  it('one practice answer, right or wrong', () => {
    trackRecordedWork(
      { topicId: 'history', answers: [answer('a', 2, 'practice')], shownQuestionIds: ['a'] },
      { correctAnswers: 0, scoreChange: 0 },
    );
    expect(last()).toEqual({ name: 'practice_answered', topicId: 'history', correct: false });
  });

  it('a submitted mock: questions, the ones answered, marks, time', () => {
    trackRecordedWork(
      {
        topicId: 'ssc-cgl-mock-1',
        mockId: 'ssc-cgl-mock-1',
        answers: [answer('a', 1), answer('b', null), answer('c', 0)],
        shownQuestionIds: ['a', 'b', 'c'],
      },
      { correctAnswers: 2, scoreChange: 20 },
    );
    expect(last()).toEqual({
      name: 'mock_submitted',
      mockId: 'ssc-cgl-mock-1',
      questions: 3,
      answered: 2,
      marks: 20,
      durationMs: 90_000,
    });
  });

  it("a sync's outcome, its failure named by kind; a sync with nothing to send is not one", () => {
    const before = tracked.length;
    trackSyncReport({ total: 0, ok: 0 });
    expect(tracked).toHaveLength(before);
    trackSyncReport({ total: 2, ok: 2 });
    expect(last()).toEqual({ name: 'sync_succeeded', count: 2 });
    trackSyncReport({ total: 1, ok: 0, error: 'x', failure: 'refused' });
    expect(last()).toEqual({ name: 'sync_failed', count: 1, errorKind: 'rejected' });
    trackSyncReport({ total: 1, ok: 0, error: 'x', failure: 'sign-in' });
    expect(last()).toEqual({ name: 'sync_failed', count: 1, errorKind: 'auth' });
    trackSyncReport({ total: 1, ok: 0, error: 'x', failure: 'busy' });
    expect(last()).toEqual({ name: 'sync_failed', count: 1, errorKind: 'server' });
  });
});
