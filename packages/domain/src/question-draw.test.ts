import { describe, expect, it } from 'vitest';
import { type DrawableQuestion, drawQuestions } from './question-draw.ts';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const bank: DrawableQuestion[] = [
  ...Array.from({ length: 10 }, (_, index) => ({ id: `e${index}`, difficulty: 'easy' as const })),
  ...Array.from({ length: 6 }, (_, index) => ({ id: `m${index}`, difficulty: 'medium' as const })),
  ...Array.from({ length: 4 }, (_, index) => ({ id: `h${index}`, difficulty: 'hard' as const })),
];

describe('drawQuestions', () => {
  it('draws distinct questions, unseen first', () => {
    const seen = new Set(bank.slice(0, 15).map((question) => question.id));
    const drawn = drawQuestions(bank, {
      count: 10,
      difficulty: 'mixed',
      seenQuestionIds: seen,
      random: seeded(1),
    });
    expect(new Set(drawn.map((question) => question.id)).size).toBe(10);
    expect(drawn.slice(0, 5).every((question) => !seen.has(question.id))).toBe(true);
    expect(drawn.slice(5).every((question) => seen.has(question.id))).toBe(true);
  });

  it('filters by the difficulty preference', () => {
    const drawn = drawQuestions(bank, {
      count: 5,
      difficulty: 'medium',
      seenQuestionIds: new Set(),
      random: seeded(2),
    });
    expect(drawn.every((question) => question.difficulty === 'medium')).toBe(true);
  });

  it('tops up from other difficulties when the preferred ones run out', () => {
    const drawn = drawQuestions(bank, {
      count: 10,
      difficulty: 'hard',
      seenQuestionIds: new Set(),
      random: seeded(3),
    });
    expect(drawn).toHaveLength(10);
    expect(drawn.slice(0, 4).every((question) => question.difficulty === 'hard')).toBe(true);
  });

  it('never draws more than the topic holds', () => {
    expect(
      drawQuestions(bank, { count: 25, difficulty: 'mixed', seenQuestionIds: new Set(), random: seeded(4) }),
    ).toHaveLength(20);
  });

  it('takes at most one question per fact, whichever way the fact is asked', () => {
    const bothWays: DrawableQuestion[] = Array.from({ length: 12 }, (_, index) => ({
      id: `f${index}`,
      difficulty: 'easy' as const,
      factKey: `fact-${index % 6}`,
    }));
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawQuestions(bothWays, {
        count: 10,
        difficulty: 'mixed',
        seenQuestionIds: new Set(),
        random: seeded(seed),
      });
      expect(drawn).toHaveLength(6);
      expect(new Set(drawn.map((question) => question.factKey)).size).toBe(6);
    }
  });

  it('keeps the questions of a passage together and in their order', () => {
    const sets: DrawableQuestion[] = Array.from({ length: 20 }, (_, index) => ({
      id: `s${19 - index}`,
      difficulty: 'medium' as const,
      setId: `passage-${index % 4}`,
      setPosition: Math.floor(index / 4),
    }));
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawQuestions(sets, {
        count: 12,
        difficulty: 'easy',
        seenQuestionIds: new Set(),
        random: seeded(seed),
      });
      expect(drawn).toHaveLength(12);
      const runs = drawn.map((question) => question.setId);
      for (let start = 0; start < 12; start += 5) {
        const run = runs.slice(start, Math.min(start + 5, 12));
        expect(new Set(run).size).toBe(1);
        const positions = drawn.slice(start, start + run.length).map((question) => question.setPosition);
        expect(positions).toEqual([...positions].sort((a, b) => (a ?? 0) - (b ?? 0)));
      }
    }
  });
});
