import { describe, expect, it } from 'vitest';
import { type Quantifier, type Statement, syllogisms, verdictOf } from './syllogism.ts';

const A = 0;
const B = 1;
const C = 2;
const says = (quantifier: Quantifier, subject: number, predicate: number): Statement => ({
  quantifier,
  subject,
  predicate,
});

describe('syllogism verdicts', () => {
  it('reads the classic forms as the papers do', () => {
    const allAllB = [says('all', A, B), says('all', B, C)];
    expect(verdictOf(allAllB, [says('all', A, C), says('some', C, A)])).toBe('both');
    expect(verdictOf(allAllB, [says('all', C, A), says('some', A, C)])).toBe('only-ii');
    const someSome = [says('some', A, B), says('some', B, C)];
    expect(verdictOf(someSome, [says('some', A, C), says('no', A, C)])).toBe('either');
    expect(verdictOf(someSome, [says('some', A, C), says('all', C, A)])).toBe('neither');
    const allNo = [says('all', A, B), says('no', B, C)];
    expect(verdictOf(allNo, [says('no', A, C), says('some', A, C)])).toBe('only-i');
  });
});

describe('syllogism topic', () => {
  const questions = syllogisms.generate().map((candidate) => candidate.question);

  it('keys no verdict for more than 30 % of the topic, and offers "either" only for a complementary pair', () => {
    const keys = new Map<string, number>();
    for (const question of questions) {
      const key = question.options[question.answerIndex] ?? '';
      keys.set(key, (keys.get(key) ?? 0) + 1);
      expect(question.options.includes('Either I or II follows')).not.toBe(
        question.options.includes('Both I and II follow'),
      );
    }
    expect(Math.max(...keys.values())).toBeLessThanOrEqual(questions.length * 0.3);
    expect(keys.get('Either I or II follows')).toBeGreaterThan(0);
  });

  it("prints the verdicts in the paper's order: Only I, Only II, Either or Both, Neither", () => {
    for (const question of questions) {
      expect(question.options[0]).toBe('Only conclusion I follows');
      expect(question.options[1]).toBe('Only conclusion II follows');
      expect(['Either I or II follows', 'Both I and II follow']).toContain(question.options[2]);
      expect(question.options[3]).toBe('Neither I nor II follows');
      expect(question.optionsHi?.[0]).toBe('केवल निष्कर्ष I अनुसरण करता है');
    }
  });

  it('lays statements and conclusions out a line each, in English and Hindi', () => {
    for (const question of questions) {
      expect(question.stem.split('\n')).toHaveLength(7);
      expect(question.stemHi?.split('\n')).toHaveLength(7);
      expect(question.optionsHi).toHaveLength(4);
    }
  });
});
