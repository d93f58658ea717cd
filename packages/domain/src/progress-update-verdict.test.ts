import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK, MAX_CLOCK_AHEAD_MS, PRODUCT_FIRST_DAY_MS } from './constants.ts';
import type { ProgressUpdate } from './progress-update.ts';
import { readAnonymousProgressUpdate, readProgressUpdate } from './progress-update-verdict.ts';

const serverNow = new Date('2026-11-25T12:00:00Z');

function update(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    userId: 'user-1',
    answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: 1200 }],
    scoreChange: 0,
    questionsAttempted: 1,
    correctAnswers: 1,
    wrongAnswers: 0,
    newRank: 7,
    currentDailyDate: '2026-11-25',
    timestamp: serverNow.getTime() - 60_000,
    ...patch,
  } satisfies Partial<Record<keyof ProgressUpdate, unknown>>;
}

const reasonOf = (entry: unknown, options: { now?: Date } = { now: serverNow }) => {
  const verdict = readProgressUpdate(entry, options);
  return verdict.ok ? undefined : verdict.reason;
};

describe('readProgressUpdate', () => {
  it('reads a well-formed update as it is', () => {
    expect(readProgressUpdate(update(), { now: serverNow })).toEqual({ ok: true, update: update() });
  });

  it('clamps a negative time taken (a clock stepped back) at 0 and rounds it, so the answer still counts', () => {
    const verdict = readProgressUpdate(
      update({
        answers: [
          { questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: -5 },
          { questionId: 'q2', chosenIndex: null, mode: 'quiz', timeTakenMs: 10.6 },
        ],
      }),
    );
    expect(verdict.ok && verdict.update.answers.map((answer) => answer.timeTakenMs)).toEqual([0, 11]);
  });

  it('coerces the optimistic counters as the stored-queue rule says: numbers, defaulting to 0', () => {
    const verdict = readProgressUpdate(update({ correctAnswers: '1', wrongAnswers: undefined, newRank: 0 }));
    expect(verdict.ok && verdict.update).toMatchObject({
      correctAnswers: 1,
      wrongAnswers: 0,
      newRank: DEFAULT_RANK,
    });
  });

  it.each([
    ['timestamp', { timestamp: 'soon' }],
    ['scoreChange', { scoreChange: '4' }],
    ['questionsAttempted', { questionsAttempted: null }],
  ])('refuses an entry whose %s is not a number, naming its id', (field, patch) => {
    expect(readProgressUpdate(update(patch))).toEqual({
      ok: false,
      id: update().id,
      reason: `Invalid ${field}: expected a number`,
    });
  });

  it.each([
    ['id', { id: 'not-a-uuid' }],
    ['answers', { answers: [] }],
    [
      'answers.0.chosenIndex',
      { answers: [{ questionId: 'q1', chosenIndex: 4, mode: 'quiz', timeTakenMs: 1 }] },
    ],
    ['answers.0.mode', { answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'exam', timeTakenMs: 1 }] }],
    ['userId', { userId: '' }],
    ['currentDailyDate', { currentDailyDate: '2026-1-5' }],
  ])('refuses a bad %s with a reason naming the field', (field, patch) => {
    expect(reasonOf(update(patch))).toMatch(new RegExp(`^Invalid ${field.replaceAll('.', '\\.')}: `));
  });

  it('refuses what is no update at all, without an id', () => {
    expect(readProgressUpdate('junk')).toEqual({
      ok: false,
      id: undefined,
      reason: 'Invalid update: not an object',
    });
    expect(readProgressUpdate(null)).toMatchObject({ ok: false, id: undefined });
  });

  describe('times a device can really send', () => {
    it('refuses a timestamp finite in JSON but no date (9000000000000000)', () => {
      expect(reasonOf(update({ timestamp: 9_000_000_000_000_000 }))).toBe('Invalid timestamp: not a date');
    });

    it("refuses a timestamp before the product's first day (0, 1970)", () => {
      expect(reasonOf(update({ timestamp: 0, currentDailyDate: '1970-01-01' }))).toMatch(
        /^Invalid timestamp: before the product's first day/,
      );
      expect(reasonOf(update({ timestamp: PRODUCT_FIRST_DAY_MS - 1 }))).toMatch(/first day/);
    });

    it("refuses a timestamp more than a few minutes ahead of the server's clock, allowing drift", () => {
      const ahead = serverNow.getTime() + MAX_CLOCK_AHEAD_MS;
      expect(reasonOf(update({ timestamp: ahead }))).toBeUndefined();
      expect(reasonOf(update({ timestamp: ahead + 1 }))).toBe(
        "Invalid timestamp: more than 5 minutes ahead of the server's clock",
      );
      // Without a server clock (the device reading its own queue), the device's time stands.
      expect(reasonOf(update({ timestamp: ahead + 1 }), {})).toBeUndefined();
    });

    it("takes a daily date within a day of the update's time in any time zone, and refuses 2099-12-31", () => {
      // At 12:00 UTC it is the 25th from UTC-12 to UTC+11 and the 26th at UTC+12 to +14; a day either side is allowed.
      for (const date of ['2026-11-24', '2026-11-25', '2026-11-26'])
        expect(reasonOf(update({ currentDailyDate: date }))).toBeUndefined();
      expect(reasonOf(update({ currentDailyDate: '2026-11-23' }))).toBe(
        "Invalid currentDailyDate: more than a day from the update's timestamp",
      );
      expect(reasonOf(update({ currentDailyDate: '2099-12-31' }))).toMatch(/^Invalid currentDailyDate/);
    });

    it('refuses a date the pattern lets through but the calendar does not have', () => {
      expect(
        reasonOf(update({ currentDailyDate: '2026-02-31', timestamp: Date.parse('2026-03-01T00:00:00Z') })),
      ).toBe('Invalid currentDailyDate: not a calendar date');
    });

    it('judges an old answer queued offline by its own time, not by the server clock', () => {
      const lastWeek = serverNow.getTime() - 7 * 86_400_000;
      expect(reasonOf(update({ timestamp: lastWeek, currentDailyDate: '2026-11-18' }))).toBeUndefined();
    });
  });
});

describe('readAnonymousProgressUpdate', () => {
  it('reads work without a user id by the same rules, clamping its time taken', () => {
    const { userId: _none, ...anonymous } = update({
      answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'practice', timeTakenMs: -40 }],
    });
    const verdict = readAnonymousProgressUpdate(anonymous);
    expect(verdict.ok && verdict.update).not.toHaveProperty('userId');
    expect(verdict.ok && verdict.update.answers[0]?.timeTakenMs).toBe(0);
    expect(readAnonymousProgressUpdate({ ...anonymous, timestamp: 0 }).ok).toBe(false);
  });
});
