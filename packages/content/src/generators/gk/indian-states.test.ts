import { describe, expect, it } from 'vitest';
import { indianStateSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { indianStateGenerators } from './indian-states.ts';

const states = loadFactTable('indian-states', indianStateSchema);
const candidates = indianStateGenerators.flatMap((generator) => generator.generate());
/** Every English name the table gives in Hindi, states and capitals alike; years stay as they are. */
const hindiOf = new Map<string, string>([
  ...states.flatMap((state) => (state.nameHi ? [[state.state, state.nameHi] as const] : [])),
  ...states.flatMap((state) => (state.capitalHi ? [[state.capital, state.capitalHi] as const] : [])),
]);

describe('Indian state questions', () => {
  it('pass the validators', () => {
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
  });

  it('give one Hindi name per state and per capital', () => {
    const names = states.flatMap((state) => (state.nameHi ? [state.nameHi] : []));
    expect(new Set(names).size).toBe(names.length);
    for (const state of states.filter((row) => row.capitalHi)) {
      const sameCapital = states.filter((row) => row.capital === state.capital && row.capitalHi);
      expect(new Set(sameCapital.map((row) => row.capitalHi)).size, state.capital).toBe(1);
    }
  });

  it('show Hindi only when every option has a Hindi name, each matching its English option', () => {
    const inHindi = candidates.filter(({ question }) => question.stemHi);
    expect(inHindi.length).toBeGreaterThanOrEqual(30);
    for (const { question } of inHindi) {
      expect(question.optionsHi).toHaveLength(4);
      question.options.forEach((option, index) => {
        const expected = /^\d{4}$/.test(option) ? option : hindiOf.get(option);
        expect(expected, option).toBeDefined();
        expect(question.optionsHi?.[index], question.stem).toBe(expected);
      });
    }
  });
});
