import { describe, expect, it } from 'vitest';
import { dueReviewCards, isReviewDue, mistakeTagMix } from './review-due.ts';
import {
  type DeckEntry,
  deckAnswersOf,
  deckChanges,
  newReviewSchedule,
  scheduleReview,
} from './review-scheduling.ts';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 10, 25, 6, 0);

describe('scheduleReview', () => {
  it('brings a missed question back the next day', () => {
    const schedule = scheduleReview(undefined, false, t0);
    expect(schedule.due).toBe(t0 + DAY);
    expect(schedule.reps).toBe(1);
  });

  it('moves a question answered right on review further out than one answered wrong', () => {
    const missed = scheduleReview(undefined, false, t0);
    const right = scheduleReview(missed, true, t0 + DAY);
    const wrong = scheduleReview(missed, false, t0 + DAY);
    expect(right.due).toBeGreaterThan(t0 + 2 * DAY);
    expect(wrong.due).toBeLessThan(right.due);
    expect(wrong.lapses).toBe(1);
    // Right again: further still.
    expect(scheduleReview(right, true, right.due).due - right.due).toBeGreaterThan(right.due - (t0 + DAY));
  });

  it('reviews at the last review time when the clock went back', () => {
    const missed = scheduleReview(undefined, false, t0);
    expect(scheduleReview(missed, true, t0 - DAY)).toEqual(scheduleReview(missed, true, t0));
  });

  it('gives a starred question a card due at once', () => {
    expect(newReviewSchedule(t0)).toMatchObject({ due: t0, reps: 0, lastReview: null });
  });
});

describe('deckChanges', () => {
  const answer = (questionId: string, correct: boolean, source: 'quiz' | 'mock' | 'practice', at = t0) => ({
    questionId,
    correct,
    source,
    at,
  });

  it('adds wrong and skipped answers of every kind, and not right quiz answers', () => {
    const changes = deckChanges(new Map(), [
      answer('q1', false, 'quiz'),
      answer('q2', false, 'mock'),
      answer('q3', false, 'practice'),
      answer('q4', true, 'quiz'),
      answer('q5', true, 'practice'),
    ]);
    expect([...changes.keys()]).toEqual(['q1', 'q2', 'q3']);
    expect(changes.get('q2')?.addedFrom).toBe('mock');
    expect(changes.get('q1')?.schedule.due).toBe(t0 + DAY);
  });

  it('reviews a question of the deck with a practice answer only', () => {
    const deck = new Map<string, DeckEntry>([
      ['q1', { schedule: scheduleReview(undefined, false, t0), addedFrom: 'quiz' }],
    ]);
    expect(deckChanges(deck, [answer('q1', true, 'quiz', t0 + DAY)]).size).toBe(0);
    const reviewed = deckChanges(deck, [answer('q1', true, 'practice', t0 + DAY)]).get('q1');
    expect(reviewed?.addedFrom).toBe('quiz');
    expect(reviewed?.schedule.due).toBeGreaterThan(t0 + 2 * DAY);
  });

  it('applies answers to one question in order', () => {
    const changes = deckChanges(new Map(), [
      answer('q1', false, 'quiz'),
      answer('q1', true, 'practice', t0 + DAY),
    ]);
    expect(changes.get('q1')?.schedule.reps).toBe(2);
  });
});

describe('deckAnswersOf', () => {
  it('grades updates with the key, names mocks, leaves unknown questions out and caps the time at now', () => {
    const answers = deckAnswersOf(
      [
        {
          timestamp: t0 + 5000,
          answers: [
            { questionId: 'a', chosenIndex: 1, mode: 'quiz' },
            { questionId: 'b', chosenIndex: null, mode: 'quiz' },
            { questionId: 'unknown', chosenIndex: 0, mode: 'quiz' },
          ],
          mockId: 'ssc-cgl-mock-1',
        },
        { timestamp: t0, answers: [{ questionId: 'a', chosenIndex: 0, mode: 'practice' }] },
      ],
      (questionId) => (questionId === 'unknown' ? undefined : 1),
      t0,
    );
    expect(answers).toEqual([
      { questionId: 'a', correct: true, source: 'mock', at: t0 },
      { questionId: 'b', correct: false, source: 'mock', at: t0 },
      { questionId: 'a', correct: false, source: 'practice', at: t0 },
    ]);
  });
});

describe('due reviews', () => {
  it('counts a card due before the end of the local day, earliest first', () => {
    const now = new Date(2026, 10, 25, 9, 0);
    const later = new Date(2026, 10, 25, 23, 0).getTime();
    const tomorrow = new Date(2026, 10, 26, 0, 0).getTime();
    const cards = [
      { schedule: { due: later } },
      { schedule: { due: now.getTime() - 1 } },
      { schedule: { due: tomorrow } },
    ];
    expect(isReviewDue({ schedule: { due: tomorrow } }, now)).toBe(false);
    expect(dueReviewCards(cards, now).map((card) => card.schedule.due)).toEqual([now.getTime() - 1, later]);
  });

  it('counts the mix of mistake tags', () => {
    expect(mistakeTagMix(['misread', 'misread', null, 'did-not-know'])).toEqual({
      'did-not-know': 1,
      'confused-facts': 0,
      misread: 2,
      'calculation-slip': 0,
      'ran-out-of-time': 0,
    });
  });
});
