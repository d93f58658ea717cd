import { describe, expect, it } from 'vitest';
import { type QueuedWork, withProgress, withQueuedProgress } from './queued-progress.ts';
import { createDefaultProfile } from './user-profile.ts';

const at = (iso: string) => Date.parse(iso);
const work = (
  date: string,
  timestamp: number,
  correct: number,
  wrong: number,
  score: number,
): QueuedWork => ({
  currentDailyDate: date,
  timestamp,
  scoreChange: score,
  questionsAttempted: correct + wrong,
  correctAnswers: correct,
  wrongAnswers: wrong,
});

describe('withQueuedProgress', () => {
  const fresh = createDefaultProfile({ uid: 'u1' }, new Date('2026-03-01T00:00:00Z'));

  it('returns the same numbers when nothing is queued', () => {
    expect(withQueuedProgress(fresh, [])).toBe(fresh);
  });

  it('adds totals, accuracy, the day and lastPlayedAt of a first quiz', () => {
    const shown = withQueuedProgress(fresh, [work('2026-03-10', at('2026-03-10T06:00:00Z'), 7, 2, 26)]);
    expect(shown).toMatchObject({
      uid: 'u1',
      totalScore: 26,
      questionsAttempted: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      averageAccuracy: 77.78,
      dailyScore: 26,
      dailyQuestionsAttempted: 9,
      dailyCorrectAnswers: 7,
      dailyWrongAnswers: 2,
      dailyAccuracy: 78,
      currentDailyDate: '2026-03-10',
      lastDailyReset: '2026-03-10T06:00:00.000Z',
      lastPlayedAt: '2026-03-10T06:00:00.000Z',
      currentRank: fresh.currentRank,
    });
  });

  it('adds to the same day, starts a new day afresh, and keeps the latest lastPlayedAt whatever the order', () => {
    const synced = {
      ...fresh,
      totalScore: 40,
      questionsAttempted: 10,
      correctAnswers: 10,
      averageAccuracy: 100,
      dailyScore: 40,
      dailyQuestionsAttempted: 10,
      dailyCorrectAnswers: 10,
      dailyAccuracy: 100,
      currentDailyDate: '2026-03-09',
      lastDailyReset: '2026-03-09T05:00:00.000Z',
      lastPlayedAt: '2026-03-09T05:00:00.000Z',
    };
    const sameDay = withQueuedProgress(synced, [work('2026-03-09', at('2026-03-09T07:00:00Z'), 0, 1, 0)]);
    expect(sameDay).toMatchObject({
      dailyQuestionsAttempted: 11,
      dailyWrongAnswers: 1,
      dailyAccuracy: 91,
      lastDailyReset: '2026-03-09T05:00:00.000Z',
      averageAccuracy: 90.91,
    });
    const nextDay = withQueuedProgress(synced, [
      work('2026-03-10', at('2026-03-10T08:00:00Z'), 1, 0, 0),
      work('2026-03-10', at('2026-03-10T07:00:00Z'), 1, 1, 3),
    ]);
    expect(nextDay).toMatchObject({
      totalScore: 43,
      questionsAttempted: 13,
      dailyScore: 3,
      dailyQuestionsAttempted: 3,
      dailyCorrectAnswers: 2,
      dailyWrongAnswers: 1,
      dailyAccuracy: 67,
      currentDailyDate: '2026-03-10',
      lastDailyReset: '2026-03-10T07:00:00.000Z',
      lastPlayedAt: '2026-03-10T08:00:00.000Z',
    });
    expect(synced.totalScore).toBe(40);
  });
});

describe('withProgress on the server clock', () => {
  const fresh = createDefaultProfile({ uid: 'u1' }, new Date('2026-03-01T00:00:00Z'));
  const clock = new Date('2026-03-10T12:00:00Z');

  it('counts work with an implausible date all-time but not for the day', () => {
    const applied = withProgress(
      fresh,
      [
        work('2026-03-10', at('2026-03-10T11:00:00Z'), 1, 0, 4),
        work('2030-01-01', at('2026-03-10T11:30:00Z'), 1, 0, 4),
      ],
      clock,
    );
    expect(applied).toMatchObject({
      totalScore: 8,
      questionsAttempted: 2,
      dailyScore: 4,
      currentDailyDate: '2026-03-10',
    });
    expect(applied.lastDailyReset).toBe(clock.toISOString());
  });

  it('keeps the batch order and never puts lastPlayedAt after the clock', () => {
    const applied = withProgress(
      fresh,
      // A new day (the learner's 11th, UTC+something) given before an earlier-stamped unit of the 10th.
      [
        work('2026-03-11', at('2026-03-10T19:00:00Z'), 1, 0, 4),
        work('2026-03-10', at('2026-03-10T18:00:00Z'), 0, 1, -1),
      ],
      clock,
    );
    // In batch order the 10th's work comes after the 11th began: it belongs to a day that is over.
    expect(applied).toMatchObject({ totalScore: 3, dailyScore: 4, currentDailyDate: '2026-03-11' });
    expect(applied.lastPlayedAt).toBe(clock.toISOString());
  });
});
