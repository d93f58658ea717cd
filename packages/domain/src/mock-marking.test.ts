import { describe, expect, it } from 'vitest';
import { EXAM_BLUEPRINTS, SSC_CGL_TIER_1, UPSC_PRELIMS_GS_1 } from './mock-blueprints.ts';
import { type MarkableAnswer, markMock } from './mock-marking.ts';
import { formatMarks } from './mock-paper.ts';

/** Every question's answer is option 1, so 1 is right and any other choice is wrong. */
const answerIndexOf = (questionId: string) => (questionId.startsWith('q') ? 1 : undefined);

const PAPER = {
  sections: [
    { id: 'first', questionIds: ['q1', 'q2', 'q3'] },
    { id: 'second', questionIds: ['q4', 'q5', 'q6'] },
  ],
};

const right = (questionId: string): MarkableAnswer => ({ questionId, chosenIndex: 1 });
const wrong = (questionId: string): MarkableAnswer => ({ questionId, chosenIndex: 3 });
const skipped = (questionId: string): MarkableAnswer => ({ questionId, chosenIndex: null });

describe('markMock', () => {
  it('gives +2 for a right answer and −0.5 for a wrong one, in hundredths, per section and overall', () => {
    const marks = markMock(
      PAPER,
      SSC_CGL_TIER_1.marking,
      [right('q1'), right('q2'), wrong('q3'), right('q4'), skipped('q5')],
      answerIndexOf,
    );
    expect(marks.sections).toEqual([
      { id: 'first', questionCount: 3, correct: 2, wrong: 1, skipped: 0, marksCenti: 350 },
      { id: 'second', questionCount: 3, correct: 1, wrong: 0, skipped: 2, marksCenti: 200 },
    ]);
    expect(marks).toMatchObject({ correct: 3, wrong: 1, skipped: 2, marksCenti: 550, maxMarksCenti: 1200 });
    expect(formatMarks(marks.marksCenti)).toBe('5.5');
  });

  it('takes 0.66 for each wrong answer under UPSC marking, exactly, whatever the count', () => {
    const marks = markMock(
      PAPER,
      UPSC_PRELIMS_GS_1.marking,
      [right('q1'), wrong('q2'), wrong('q3'), wrong('q4'), wrong('q5'), wrong('q6')],
      answerIndexOf,
    );
    expect(marks.sections.map((section) => section.marksCenti)).toEqual([200 - 132, -198]);
    expect(marks.marksCenti).toBe(-130);
    expect(formatMarks(marks.marksCenti)).toBe('−1.3');
  });

  it('counts a question the answers leave out, or answer with no option, as skipped', () => {
    const marks = markMock(PAPER, SSC_CGL_TIER_1.marking, [skipped('q1'), right('q6')], answerIndexOf);
    expect(marks).toMatchObject({ correct: 1, wrong: 0, skipped: 5, marksCenti: 200 });
  });

  it('gives nothing for answers to questions outside the paper', () => {
    const marks = markMock(
      PAPER,
      SSC_CGL_TIER_1.marking,
      [right('q1'), right('q99'), wrong('q98'), { questionId: 'x1', chosenIndex: 1 }],
      answerIndexOf,
    );
    expect(marks).toMatchObject({ correct: 1, wrong: 0, skipped: 5, marksCenti: 200, maxMarksCenti: 1200 });
  });

  it.each(EXAM_BLUEPRINTS.map((blueprint) => [blueprint.id, blueprint] as const))(
    'marks a full %s paper by its blueprint: 70 right, 20 wrong, 10 skipped',
    (_, blueprint) => {
      const ids = Array.from({ length: 100 }, (_, index) => `q${index}`);
      const paper = { sections: [{ id: 'all', questionIds: ids }] };
      const answers = ids.map((id, index) => (index < 70 ? right(id) : index < 90 ? wrong(id) : skipped(id)));
      const marks = markMock(paper, blueprint.marking, answers, answerIndexOf);
      const expected = { 'ssc-cgl': 13_000, 'ssc-chsl': 13_000, 'upsc-prelims-gs1': 12_680 }[blueprint.id];
      expect(marks.marksCenti).toBe(expected);
      expect(marks.maxMarksCenti).toBe(20_000);
    },
  );
});
