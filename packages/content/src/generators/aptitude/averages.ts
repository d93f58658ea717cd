import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

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
          return {
            stem: `What is the average of ${values.join(', ')}?`,
            answer: String(mean),
            mistakes: [
              String(Math.round(sum / (size - 1))),
              String(Math.round(sum / (size + 1))),
              String(mean + 1),
              String(mean - 1),
            ],
            explanation: `Sum = ${values.join(' + ')} = ${sum}. Average = ${sum} ÷ ${size} = ${mean}.`,
            difficulty: size <= 5 ? 'easy' : 'medium',
          };
        }
        const last = values[size - 1] ?? 0;
        const restSum = sum - last;
        const restMean = new Fraction(restSum, size - 1);
        if (!restMean.isInteger()) return undefined;
        return {
          stem: `The average of ${size} numbers is ${mean}. If one number is removed, the average of the remaining numbers is ${restMean}. What is the removed number?`,
          answer: String(last),
          mistakes: [
            String(mean + restMean.numerator),
            String(Math.abs(mean - restMean.numerator)),
            String(last + size),
            String(mean),
          ],
          explanation: `Total of ${size} numbers = ${size} × ${mean} = ${sum}. Total of the remaining ${size - 1} = ${size - 1} × ${restMean} = ${restSum}. Removed number = ${sum} − ${restSum} = ${last}.`,
          difficulty: 'medium',
        };
      },
      solve: ({ values, excluded }) => {
        if (excluded) return String(values[values.length - 1]);
        return new Fraction(
          values.reduce((total, value) => total + value, 0),
          values.length,
        ).toString();
      },
    }),
};
