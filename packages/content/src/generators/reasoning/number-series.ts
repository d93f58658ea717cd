import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

type Series =
  | { rule: 'add'; start: number; step: number }
  | { rule: 'multiply'; start: number; factor: number }
  | { rule: 'squares'; start: number; offset: number }
  | { rule: 'growing-gap'; start: number; gap: number; growth: number };

/** Number of terms shown before the blank. */
const SHOWN_TERMS = 5;

function drawSeries(random: SeededRandom): Series {
  switch (random.int(0, 3)) {
    case 0:
      return { rule: 'add', start: random.int(1, 60), step: random.int(3, 19) };
    case 1:
      return { rule: 'multiply', start: random.int(1, 7), factor: random.int(2, 4) };
    case 2:
      return { rule: 'squares', start: random.int(1, 12), offset: random.int(-3, 5) };
    default:
      return {
        rule: 'growing-gap',
        start: random.int(1, 40),
        gap: random.int(1, 6),
        growth: random.int(1, 4),
      };
  }
}

/** Term i (0-based) straight from the rule's closed form, used to check the answer. */
function termAt(series: Series, index: number): number {
  switch (series.rule) {
    case 'add':
      return series.start + index * series.step;
    case 'multiply':
      return series.start * series.factor ** index;
    case 'squares':
      return (series.start + index) ** 2 + series.offset;
    case 'growing-gap':
      return series.start + index * series.gap + (series.growth * index * (index - 1)) / 2;
  }
}

/** Terms built step by step, the way a learner extends the series. */
function stepTerms(series: Series, count: number): number[] {
  const terms = [termAt(series, 0)];
  for (let i = 1; i < count; i++) {
    const previous = terms[i - 1] ?? 0;
    switch (series.rule) {
      case 'add':
        terms.push(previous + series.step);
        break;
      case 'multiply':
        terms.push(previous * series.factor);
        break;
      case 'squares':
        terms.push((series.start + i) ** 2 + series.offset);
        break;
      case 'growing-gap':
        terms.push(previous + series.gap + series.growth * (i - 1));
        break;
    }
  }
  return terms;
}

/** The rule, then the step that gives the next term; in English and Hindi. */
function describe(series: Series, terms: number[]): { en: string; hi: string } {
  const shown = terms.slice(0, SHOWN_TERMS);
  const last = shown[SHOWN_TERMS - 1] ?? 0;
  const next = terms[SHOWN_TERMS] ?? 0;
  const gaps = shown.slice(1).map((term, i) => term - (shown[i] ?? 0));
  switch (series.rule) {
    case 'add':
      return {
        en: `Differences: ${gaps.map((gap) => `+${gap}`).join(', ')}\nNext: ${last} + ${series.step} = ${next}`,
        hi: `अंतर: ${gaps.map((gap) => `+${gap}`).join(', ')}\nअगला पद: ${last} + ${series.step} = ${next}`,
      };
    case 'multiply':
      return {
        en: `Each term is ${series.factor} times the one before\nNext: ${last} × ${series.factor} = ${next}`,
        hi: `प्रत्येक पद पिछले पद का ${series.factor} गुना है\nअगला पद: ${last} × ${series.factor} = ${next}`,
      };
    case 'squares': {
      const offset =
        series.offset === 0 ? '' : series.offset > 0 ? ` + ${series.offset}` : ` − ${-series.offset}`;
      const forms = shown.map((_, i) => `${series.start + i}²${offset}`).join(', ');
      const nextForm = `${series.start + SHOWN_TERMS}²${offset} = ${next}`;
      return { en: `Terms: ${forms}\nNext: ${nextForm}`, hi: `पद: ${forms}\nअगला पद: ${nextForm}` };
    }
    case 'growing-gap': {
      const nextGap = next - last;
      return {
        en: `Differences: ${gaps.join(', ')} (each ${series.growth} more)\nNext difference ${nextGap}: ${last} + ${nextGap} = ${next}`,
        hi: `अंतर: ${gaps.join(', ')} (प्रत्येक अंतर ${series.growth} अधिक)\nअगला अंतर ${nextGap}: ${last} + ${nextGap} = ${next}`,
      };
    }
  }
}

export const numberSeries: TopicGenerator = {
  topic: { id: 'number-series', categoryId: 'series', name: 'Number Series', nameHi: 'संख्या श्रृंखला' },
  generate: () =>
    numericQuestions({
      topic: numberSeries.topic,
      generator: 'number-series',
      count: 220,
      drawParams: drawSeries,
      paramsKey: (series) => JSON.stringify(series),
      build: (series) => {
        const terms = stepTerms(series, SHOWN_TERMS + 1);
        const answer = terms[SHOWN_TERMS] ?? 0;
        const last = terms[SHOWN_TERMS - 1] ?? 0;
        const gap = answer - last;
        if (terms.some((term) => term < 0) || answer > 100_000) return undefined;
        const worked = describe(series, terms);
        const shown = `${terms.slice(0, SHOWN_TERMS).join(', ')}, ?`;
        return {
          stem: `What comes next in the series?\n${shown}`,
          answer: String(answer),
          mistakes: [
            String(answer + 1),
            String(last + (terms[SHOWN_TERMS - 1] ?? 0) - (terms[SHOWN_TERMS - 2] ?? 0)),
            String(answer - 1),
            String(answer + gap),
            String(answer + 2),
          ],
          explanation: worked.en,
          difficulty:
            series.rule === 'add' || (series.rule === 'multiply' && series.factor === 2)
              ? 'easy'
              : series.rule === 'multiply' ||
                  (series.rule === 'squares' && series.offset === 0) ||
                  (series.rule === 'growing-gap' && series.growth === 1)
                ? 'medium'
                : 'hard',
          hindi: { stem: `श्रृंखला में अगली संख्या कौन-सी होगी?\n${shown}`, explanation: worked.hi },
        };
      },
      solve: (series) => String(termAt(series, SHOWN_TERMS)),
    }),
};
