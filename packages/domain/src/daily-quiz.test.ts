import { describe, expect, it } from 'vitest';
import {
  chooseDailyQuestionIds,
  DAILY_QUIZ_SIZE,
  type DailyCandidate,
  dailyQuizDateOf,
} from './daily-quiz.ts';

function bank(): DailyCandidate[] {
  const subjects = ['general-knowledge', 'quantitative-aptitude', 'reasoning', 'english'];
  return subjects.flatMap((subject) =>
    Array.from({ length: 60 }, (_, index) => ({
      id: `q-${subject}-${index}`,
      parentCategoryId: subject,
      subcategoryId: `${subject}-topic-${index % 6}`,
    })),
  );
}

const subjectOf = (id: string) => id.split('-').slice(1, -1).join('-');

describe('chooseDailyQuestionIds', () => {
  it('chooses the same ten questions for a date whatever order the bank is read in', () => {
    const candidates = bank();
    const first = chooseDailyQuestionIds('2026-11-25', candidates);
    expect(first).toHaveLength(DAILY_QUIZ_SIZE);
    expect(new Set(first).size).toBe(DAILY_QUIZ_SIZE);
    expect(chooseDailyQuestionIds('2026-11-25', [...candidates].reverse())).toEqual(first);
  });

  it('chooses different questions on different dates', () => {
    const candidates = bank();
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'].map((date) =>
      chooseDailyQuestionIds(date, candidates),
    );
    expect(days[0]).not.toEqual(days[1]);
    expect(days[1]).not.toEqual(days[2]);
    const shared = days[0]?.filter((id) => days[1]?.includes(id)) ?? [];
    expect(shared.length).toBeLessThan(DAILY_QUIZ_SIZE / 2);
  });

  it('spreads the quiz over the four subjects, 3, 3, 2 and 2, and no two of one topic while others remain', () => {
    const chosen = chooseDailyQuestionIds('2026-11-25', bank());
    const perSubject = new Map<string, number>();
    for (const id of chosen) perSubject.set(subjectOf(id), (perSubject.get(subjectOf(id)) ?? 0) + 1);
    expect(Object.fromEntries(perSubject)).toEqual({
      'general-knowledge': 3,
      'quantitative-aptitude': 3,
      reasoning: 2,
      english: 2,
    });
    const topics = chosen.map((id) => bank().find((candidate) => candidate.id === id)?.subcategoryId);
    expect(new Set(topics).size).toBe(DAILY_QUIZ_SIZE);
  });

  it('fills ten from the subjects that have questions when one has none', () => {
    const chosen = chooseDailyQuestionIds(
      '2026-11-25',
      bank().filter((candidate) => candidate.parentCategoryId !== 'english'),
    );
    expect(chosen).toHaveLength(DAILY_QUIZ_SIZE);
    expect(chosen.some((id) => subjectOf(id) === 'english')).toBe(false);
  });

  it('takes what there is from a bank smaller than a quiz', () => {
    expect(chooseDailyQuestionIds('2026-11-25', bank().slice(0, 3))).toHaveLength(3);
    expect(chooseDailyQuestionIds('2026-11-25', [])).toEqual([]);
  });
});

describe('dailyQuizDateOf', () => {
  it('changes at midnight in India, not at midnight UTC', () => {
    expect(dailyQuizDateOf(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(dailyQuizDateOf(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
  });
});
