import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LATEST_VALID_DATE_MS, MAX_CLOCK_AHEAD_MS, PRODUCT_FIRST_DAY_MS } from './constants.ts';
import { readProgressUpdate, readWellFormedProgressUpdate } from './progress-update-verdict.ts';

const serverNow = new Date('2026-11-25T12:00:00Z');

/** An update as the app sends it: every value already what the schema wants. */
const appUpdate = (answers = 3) => ({
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  userId: 'user-1',
  answers: Array.from({ length: answers }, (_, k) => ({
    questionId: `q${k}`,
    chosenIndex: k % 2 === 0 ? k % 4 : null,
    mode: k % 3 === 0 ? 'practice' : 'quiz',
    timeTakenMs: 1200 + k,
  })),
  scoreChange: 4,
  questionsAttempted: answers,
  correctAnswers: 1,
  wrongAnswers: 0,
  newRank: 7,
  currentDailyDate: '2026-11-25',
  timestamp: serverNow.getTime() - 60_000,
});

/** Values near every edge the schema and the rules draw, and of every JSON type. */
const oddValue = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      null,
      true,
      '',
      'x',
      'x'.repeat(100),
      'x'.repeat(101),
      'x'.repeat(200),
      'x'.repeat(201),
      '5',
      'quiz',
      'practice',
      'exam',
      0,
      -0,
      1,
      -1,
      3,
      4,
      1.5,
      2 ** 53,
      2 ** 53 - 1,
      1e300,
      PRODUCT_FIRST_DAY_MS - 1,
      PRODUCT_FIRST_DAY_MS,
      LATEST_VALID_DATE_MS,
      LATEST_VALID_DATE_MS + 1,
      serverNow.getTime() + MAX_CLOCK_AHEAD_MS,
      serverNow.getTime() + MAX_CLOCK_AHEAD_MS + 1,
      serverNow.getTime() - 3 * 86_400_000,
      '2026-11-24',
      '2026-11-26',
      '2026-11-27',
      '2026-02-29',
      '2028-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-05',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3B241101-E2BB-4255-8CAF-4136C566A962',
      '3b241101-e2bb-0255-8caf-4136c566a962',
      '3b241101-e2bb-9255-8caf-4136c566a962',
      '3b241101-e2bb-4255-7caf-4136c566a962',
      '3b241101e2bb42558caf4136c566a962',
      {},
      [],
    ),
  },
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.uuid(),
);

const FIELDS = [
  'id',
  'userId',
  'answers',
  'scoreChange',
  'questionsAttempted',
  'correctAnswers',
  'wrongAnswers',
  'newRank',
  'currentDailyDate',
  'timestamp',
  'mockId',
  'dailyQuizDate',
  'extra',
] as const;
const ANSWER_FIELDS = ['questionId', 'chosenIndex', 'mode', 'timeTakenMs', 'extra'] as const;

/** A change to an update: a field set to an odd value or left out, or the same to one of its answers. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('field' as const),
    field: fc.constantFrom(...FIELDS),
    value: fc.option(oddValue, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('answer' as const),
    answer: fc.nat({ max: 4 }),
    field: fc.constantFrom(...ANSWER_FIELDS),
    value: fc.option(oddValue, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('answers' as const), count: fc.constantFrom(0, 1, 100, 101) }),
  // A time with its own UTC date, so that bounds on the time are not hidden behind the date rule.
  fc.record({
    kind: fc.constant('moment' as const),
    at: fc.constantFrom(PRODUCT_FIRST_DAY_MS - 1, PRODUCT_FIRST_DAY_MS, serverNow.getTime() - 86_400_000),
  }),
  fc.record({ kind: fc.constant('whole' as const), value: oddValue }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function changed(changes: Change[]): unknown {
  let entry: unknown = appUpdate();
  for (const one of changes) {
    if (one.kind === 'whole') {
      entry = one.value;
      continue;
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const record = entry as Record<string, unknown>;
    if (one.kind === 'moment') {
      entry = { ...record, timestamp: one.at, currentDailyDate: new Date(one.at).toISOString().slice(0, 10) };
    } else if (one.kind === 'answers') {
      entry = { ...record, answers: appUpdate(one.count).answers };
    } else if (one.kind === 'answer') {
      const answers: unknown[] = Array.isArray(record.answers) ? [...record.answers] : [];
      const at = one.answer % Math.max(1, answers.length);
      const target = answers[at];
      if (typeof target === 'object' && target !== null) answers[at] = { ...target, [one.field]: one.value };
      entry = { ...record, answers };
    } else {
      entry = { ...record, [one.field]: one.value };
    }
  }
  // The server reads JSON: what could never arrive (undefined values, -0 kept) is taken out.
  return JSON.parse(JSON.stringify(entry) ?? 'null');
}

describe('readWellFormedProgressUpdate', () => {
  it('reads the update the app sends, as readProgressUpdate does', () => {
    for (const entry of [appUpdate(1), appUpdate(3), appUpdate(100)]) {
      const read = readWellFormedProgressUpdate(entry, serverNow);
      expect(read).toBeDefined();
      expect({ ok: true, update: read }).toStrictEqual(readProgressUpdate(entry, { now: serverNow }));
    }
    const mock = { ...appUpdate(), mockId: 'ssc-cgl-1', dailyQuizDate: '2026-11-25' };
    expect(readWellFormedProgressUpdate(mock, serverNow)).toStrictEqual(
      (readProgressUpdate(mock, { now: serverNow }) as { update: unknown }).update,
    );
  });

  it('never reads an entry otherwise than readProgressUpdate, and leaves it every entry that needs a reason or a coercion', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 4 }), (changes) => {
        const entry = changed(changes);
        const full = readProgressUpdate(entry, { now: serverNow });
        const quick = readWellFormedProgressUpdate(entry, serverNow);
        if (quick !== undefined) expect(full).toStrictEqual({ ok: true, update: quick });
        // What it leaves is either refused, or read with a coercion (a rank below 1, a time
        // taken to round, a number to round): never an update that needs neither.
        if (quick === undefined && full.ok) expect(full.update).not.toStrictEqual(entry);
      }),
      { numRuns: 20_000 },
    );
  });
});
