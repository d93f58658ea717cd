import type { ReviewCard } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import enReview from '../../i18n/locales/en/review.json' with { type: 'json' };
import hiReview from '../../i18n/locales/hi/review.json' with { type: 'json' };
import { deckView, pendingAnswersOf, withAnswers, withMark } from './review-deck-updates.ts';

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 10, 25, 6, 0);
const key = (questionId: string) => (questionId.startsWith('q') ? 1 : undefined);

const update = (id: string, answers: [string, number | null, 'quiz' | 'practice'][], timestamp: number) => ({
  id,
  timestamp,
  answers: answers.map(([questionId, chosenIndex, mode]) => ({ questionId, chosenIndex, mode })),
});

describe('the deck on the device', () => {
  it('takes the wrong and skipped answers of an update, each with the topic it was answered in', () => {
    const cards = withAnswers(
      [],
      pendingAnswersOf(
        update(
          'u1',
          [
            ['q1', 0, 'quiz'],
            ['q2', null, 'quiz'],
            ['q3', 1, 'quiz'],
          ],
          t0,
        ),
        key,
        'topic-a',
      ),
    );
    expect(cards.map((card) => [card.questionId, card.topicId, card.schedule.due])).toEqual([
      ['q1', 'topic-a', t0 + DAY],
      ['q2', 'topic-a', t0 + DAY],
    ]);
  });

  it("names a question's own topic when the update's is not its pack (the daily quiz)", () => {
    const cards = withAnswers(
      [],
      pendingAnswersOf(
        update(
          'u1',
          [
            ['q1', 0, 'quiz'],
            ['q2', 0, 'quiz'],
          ],
          t0,
        ),
        key,
        'daily-2026-11-25',
        (id) => (id === 'q1' ? 'capitals' : undefined),
      ),
    );
    expect(cards.map((card) => [card.questionId, card.topicId])).toEqual([
      ['q1', 'capitals'],
      ['q2', 'daily-2026-11-25'],
    ]);
  });

  it('moves a question out with a right practice answer and keeps its star and tag', () => {
    const missed = withAnswers([], pendingAnswersOf(update('u1', [['q1', 0, 'quiz']], t0), key, 'topic-a'));
    const tagged = withMark(
      withMark(missed, { questionId: 'q1', topicId: 'topic-a', mark: { tag: 'misread' }, at: t0 }),
      {
        questionId: 'q1',
        topicId: 'topic-a',
        mark: { starred: true },
        at: t0,
      },
    );
    const [reviewed] = withAnswers(
      tagged,
      pendingAnswersOf(update('u2', [['q1', 1, 'practice']], t0 + DAY), key, 'other'),
    );
    expect(reviewed).toMatchObject({
      topicId: 'topic-a',
      starred: true,
      mistakeTag: 'misread',
      addedFrom: 'quiz',
    });
    expect(reviewed?.schedule.due).toBeGreaterThan(t0 + 3 * DAY);
  });

  it('stars a question into the deck due at once, and unstarring a never-reviewed star takes it out', () => {
    const starred = withMark([], { questionId: 'q9', topicId: 'topic-b', mark: { starred: true }, at: t0 });
    expect(starred).toMatchObject([
      { questionId: 'q9', addedFrom: 'bookmark', starred: true, schedule: { due: t0 } },
    ]);
    expect(
      withMark(starred, { questionId: 'q9', topicId: 'topic-b', mark: { starred: false }, at: t0 }),
    ).toEqual([]);
  });

  it('shows the server deck with the queued answers and the marks not sent laid over it', () => {
    const server: ReviewCard[] = withAnswers(
      [],
      pendingAnswersOf(update('u0', [['q1', 0, 'quiz']], t0), key, 't'),
    );
    const view = deckView(
      server,
      [pendingAnswersOf(update('u1', [['q2', 0, 'practice']], t0), key, 't')],
      [{ questionId: 'q1', topicId: 't', mark: { tag: 'did-not-know' }, at: t0 }],
    );
    expect(view.map((card) => [card.questionId, card.mistakeTag])).toEqual([
      ['q1', 'did-not-know'],
      ['q2', null],
    ]);
  });
});

describe('review texts', () => {
  it('Hindi has every key English has', () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([name, inner]) => keysOf(inner, `${prefix}${name}.`))
        : [prefix];
    expect(keysOf(hiReview).sort()).toEqual(keysOf(enReview).sort());
  });
});
