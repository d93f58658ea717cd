import { chartSchema, type QuestionSet, tableFigureSchema } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { validateCandidate, validateUniqueness } from '../../validators/question-validators.ts';
import { dataInterpretationGenerators, grouped } from './data-interpretation.ts';

const all = dataInterpretationGenerators.flatMap((generator) => generator.generate());

describe.each(dataInterpretationGenerators)('data-interpretation topic $topic.id', (generator) => {
  const candidates = generator.generate();
  const questions = candidates.map((candidate) => candidate.question);

  it('has at least 11 sets of 4 or 5 questions that share one set object', () => {
    const sets = new Map<string, QuestionSet[]>();
    for (const candidate of candidates) {
      expect(candidate.set).toBeDefined();
      const set = candidate.set as QuestionSet;
      sets.set(set.id, [...(sets.get(set.id) ?? []), set]);
      expect(candidate.question.setId).toBe(set.id);
    }
    expect(sets.size).toBeGreaterThanOrEqual(11);
    for (const members of sets.values()) {
      expect(members.length).toBeGreaterThanOrEqual(4);
      expect(members.length).toBeLessThanOrEqual(5);
      expect(new Set(members).size).toBe(1);
    }
  });

  it('passes the validators, in English and Hindi', () => {
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const question of questions) {
      expect(question.stemHi && question.optionsHi && question.explanationHi).toBeTruthy();
      expect(question.explanation).toContain('\n');
    }
  });

  it('shows figures with Hindi labels and says the data are made up', () => {
    for (const candidate of candidates) {
      const set = candidate.set as QuestionSet;
      expect(set.instruction).toContain('made up');
      expect(set.instructionHi).toContain('काल्पनिक');
      if (set.figure?.kind === 'chart') {
        const chart = chartSchema.parse(set.figure);
        expect(chart.titleHi && chart.unitHi && chart.categoriesHi).toBeTruthy();
        for (const series of chart.series) expect(series.nameHi).toBeTruthy();
        if (chart.chart === 'pie') expect(chart.series[0]?.values.reduce((a, b) => a + b, 0)).toBe(100);
      } else {
        const table = tableFigureSchema.parse(set.figure);
        expect(table.titleHi && table.columnsHi).toBeTruthy();
      }
    }
  });

  it('writes ratios in lowest terms and numbers with at most two decimals', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (const question of questions)
      for (const option of question.options) {
        const ratio = /^(\d+) : (\d+)$/.exec(option);
        if (ratio) {
          expect(gcd(Number(ratio[1]), Number(ratio[2]))).toBe(1);
          expect(option).not.toBe('1 : 1');
        }
        expect(option).not.toMatch(/\.\d{3}/);
      }
  });

  it('mixes difficulties and keys no answer for more than a third of the topic', () => {
    for (const level of ['easy', 'medium', 'hard'] as const)
      expect(questions.some((q) => q.difficulty === level)).toBe(true);
    const counts = new Map<string, number>();
    for (const q of questions)
      counts.set(q.options[q.answerIndex] ?? '', (counts.get(q.options[q.answerIndex] ?? '') ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThan(questions.length / 3);
  });
});

describe('data-interpretation questions', () => {
  it('never repeat a stem across topics', () => {
    expect(validateUniqueness(all)).toEqual([]);
  });

  it('group thousands the Indian way', () => {
    expect(grouped(120000)).toBe('1,20,000');
    expect(grouped(4000000)).toBe('40,00,000');
    expect(grouped(999)).toBe('999');
  });
});
