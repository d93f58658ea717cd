import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num } from './format.ts';

export const averages: TopicGenerator = {
  topic: { id: 'averages', categoryId: 'arithmetic', name: 'Averages', nameHi: 'औसत' },
  generate: () =>
    numericQuestions({
      topic: averages.topic,
      generator: 'averages',
      count: 200,
      drawParams: (random) => {
        const size = random.int(4, 7);
        const values = Array.from({ length: size }, () => random.int(10, 99));
        const rest = values.reduce((sum, value) => sum + value, 0) % size;
        // Nudge the last value so the average is a whole number.
        values[size - 1] = (values[size - 1] ?? 0) + (rest === 0 ? 0 : size - rest);
        const excluded = random.next() < 0.5;
        return { values, excluded };
      },
      paramsKey: ({ values, excluded }) => `v=${values.join(',')};ex=${excluded}`,
      build: ({ values, excluded }) => {
        const sum = values.reduce((total, value) => total + value, 0);
        const size = values.length;
        const mean = sum / size;
        if (!excluded) {
          const sorted = [...values].sort((x, y) => x - y);
          // The middle value: the median, a learner's shortcut that is not the mean.
          const middle =
            size % 2 === 1
              ? new Fraction(sorted[(size - 1) / 2] ?? 0)
              : new Fraction((sorted[size / 2 - 1] ?? 0) + (sorted[size / 2] ?? 0), 2);
          return {
            stem: `What is the average of ${values.join(', ')}?`,
            answer: String(mean),
            mistakes: [
              // Divided by one number too few or too many.
              num(new Fraction(sum, size - 1)),
              num(new Fraction(sum, size + 1)),
              num(middle),
              String(mean + 1),
              String(mean - 1),
            ],
            explanation: `Sum = ${values.join(' + ')} = ${sum}.\nAverage = sum ÷ count = ${sum} ÷ ${size} = ${mean}.`,
            difficulty: size <= 5 ? 'easy' : 'medium',
            hindi: {
              stem: `${values.join(', ')} का औसत कितना है?`,
              explanation: `योग = ${values.join(' + ')} = ${sum}।\nऔसत = योग ÷ संख्याओं की गिनती = ${sum} ÷ ${size} = ${mean}।`,
            },
          };
        }
        const last = values[size - 1] ?? 0;
        const restSum = sum - last;
        const restMean = new Fraction(restSum, size - 1);
        if (!restMean.isInteger()) return undefined;
        const r = restMean.numerator;
        if (r === mean) return undefined;
        return {
          stem: `The average of ${size} numbers is ${mean}. If one number is removed, the average of the remaining numbers is ${r}. What is the removed number?`,
          answer: String(last),
          mistakes: [
            // Used the same count for both totals.
            String(size * Math.abs(mean - r)),
            String(mean),
            String(Math.abs(mean - r)),
            String(last + Math.abs(mean - r)),
            String(Math.abs(last - Math.abs(mean - r))),
          ].filter((value) => value !== '0'),
          explanation: `Total of ${size} numbers = ${size} × ${mean} = ${sum}.\nTotal of the remaining ${size - 1} = ${size - 1} × ${r} = ${restSum}.\nRemoved number = ${sum} − ${restSum} = ${last}.`,
          difficulty: size >= 6 ? 'hard' : 'medium',
          hindi: {
            stem: `${size} संख्याओं का औसत ${mean} है। यदि एक संख्या हटा दी जाए, तो शेष संख्याओं का औसत ${r} हो जाता है। हटाई गई संख्या कौन-सी है?`,
            explanation: `${size} संख्याओं का योग = ${size} × ${mean} = ${sum}।\nशेष ${size - 1} संख्याओं का योग = ${size - 1} × ${r} = ${restSum}।\nहटाई गई संख्या = ${sum} − ${restSum} = ${last}।`,
          },
        };
      },
      solve: ({ values, excluded }) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        const mean = new Fraction(total, values.length);
        if (!excluded) return mean.toString();
        // From the two stated averages: n × old average − (n − 1) × new average.
        const restMean = new Fraction(total - (values[values.length - 1] ?? 0), values.length - 1);
        return mean
          .mul(values.length)
          .sub(restMean.mul(values.length - 1))
          .toString();
      },
    }),
};
