import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isApplied,
  MAX_UPDATE_NUMBER,
  NONE_APPLIED,
  numberedUpdateId,
  updateClientPart,
  updateNumberOf,
  withApplied,
} from './numbered-update-id.ts';
import { readProgressUpdate, readWellFormedProgressUpdate } from './progress-update-verdict.ts';

const bytes = fc.uint8Array({ minLength: 16, maxLength: 16 });

describe('numbered update ids', () => {
  it('carry their page and number, whatever the random bytes and the number', () => {
    fc.assert(
      fc.property(bytes, fc.integer({ min: 1, max: MAX_UPDATE_NUMBER }), (random, seq) => {
        const client = updateClientPart(random);
        const id = numberedUpdateId(client, seq);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(updateNumberOf(id)).toEqual({ clientId: `${client}00000000`, seq });
        expect(updateNumberOf(id.toUpperCase())).toEqual({ clientId: `${client}00000000`, seq });
      }),
    );
  });

  it('give one page one client and another page another', () => {
    const [one, two] = [
      updateClientPart(new Uint8Array(16).fill(1)),
      updateClientPart(new Uint8Array(16).fill(2)),
    ];
    expect(updateNumberOf(numberedUpdateId(one, 1))?.clientId).toBe(
      updateNumberOf(numberedUpdateId(one, 9))?.clientId,
    );
    expect(updateNumberOf(numberedUpdateId(one, 1))?.clientId).not.toBe(
      updateNumberOf(numberedUpdateId(two, 1))?.clientId,
    );
  });

  it('say nothing of any other id: a random v4, a number out of range', () => {
    fc.assert(
      fc.property(fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7] }), (id) => {
        expect(updateNumberOf(id)).toBeUndefined();
      }),
    );
    const client = updateClientPart(new Uint8Array(16).fill(7));
    expect(updateNumberOf(`${client}00000000`)).toBeUndefined();
    expect(updateNumberOf(`${client}80000000`)).toBeUndefined();
    expect(updateNumberOf(`${client}7fffffff`)).toEqual({
      clientId: `${client}00000000`,
      seq: MAX_UPDATE_NUMBER,
    });
    // Not a uuid, though 36 characters with an 8 where the version goes.
    expect(updateNumberOf(`${client.slice(0, 27)}x00000001`)).toBeUndefined();
    expect(updateNumberOf(`${client.replace('-', 'z')}00000001`)).toBeUndefined();
    expect(updateNumberOf(`${client.slice(0, 19)}7${client.slice(20)}00000001`)).toBeUndefined();
    expect(() => numberedUpdateId(client, 0)).toThrow();
    expect(() => numberedUpdateId(client, MAX_UPDATE_NUMBER + 1)).toThrow();
  });

  it('are ids every reader of an update takes, earlier versions included (any uuid version 1 to 8)', () => {
    const id = numberedUpdateId(updateClientPart(new Uint8Array(16).fill(200)), 12);
    const now = new Date('2026-11-25T12:00:00Z');
    const update = {
      id,
      userId: 'u1',
      answers: [{ questionId: 'q1', chosenIndex: 1, mode: 'quiz', timeTakenMs: 1000 }],
      scoreChange: 4,
      questionsAttempted: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      newRank: 7,
      currentDailyDate: '2026-11-25',
      timestamp: now.getTime() - 1000,
    };
    expect(readProgressUpdate(update, { now })).toEqual({ ok: true, update });
    expect(readWellFormedProgressUpdate(update, now)).toEqual(update);
  });
});

describe('applied numbers', () => {
  it('keep a run and the numbers past a gap', () => {
    const applied = withApplied(NONE_APPLIED, [1, 2, 4, 7]);
    expect(applied).toEqual({ through: 2, above: [4, 7] });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((seq) => isApplied(applied, seq))).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    // The gap filled: the run absorbs what follows it.
    expect(withApplied(applied, [3])).toEqual({ through: 4, above: [7] });
    expect(withApplied(applied, [6, 5, 3])).toEqual({ through: 7, above: [] });
  });

  it('say exactly which numbers were applied, in any order of arrival and with repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }), { maxLength: 12 }),
        (batches) => {
          let applied = NONE_APPLIED;
          const model = new Set<number>();
          for (const batch of batches) {
            applied = withApplied(applied, batch);
            for (const seq of batch) model.add(seq);
            for (let seq = 1; seq <= 41; seq++) expect(isApplied(applied, seq)).toBe(model.has(seq));
            // Kept small: nothing in `above` that the run could hold.
            expect(applied.above.every((seq) => seq > applied.through + 1)).toBe(true);
            expect(applied.above).toEqual([...applied.above].sort((a, b) => a - b));
          }
        },
      ),
    );
  });
});
