import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80, 120, 150];

export const percentageOfNumber: TopicGenerator = {
  topic: { id: 'percentage', categoryId: 'arithmetic', name: 'Percentage', nameHi: 'प्रतिशत' },
  generate: () =>
    numericQuestions({
      topic: percentageOfNumber.topic,
      generator: 'percentage-of-number',
      count: 200,
      drawParams: (random) => {
        const percent = random.pick(PERCENTS);
        // A multiple of 20 keeps every percent above a whole number.
        const base = 20 * random.int(2, 60);
        return { percent, base };
      },
      paramsKey: ({ percent, base }) => `p=${percent};n=${base}`,
      build: ({ percent, base }) => {
        const answer = (percent * base) / 100;
        if (!Number.isInteger(answer)) return undefined;
        return {
          stem: `What is ${percent}% of ${base}?`,
          answer: String(answer),
          mistakes: [
            String((percent * base) / 10),
            String(base - answer),
            String(answer + percent),
            String(base + answer),
          ],
          explanation: `${percent}% of ${base} = ${base} × ${percent}/100 = ${answer}.`,
          difficulty: percent % 5 === 0 && percent <= 50 ? 'easy' : 'medium',
        };
      },
      solve: ({ percent, base }) => new Fraction(percent, 100).mul(base).toString(),
    }),
};

export const percentageChange: TopicGenerator = {
  topic: {
    id: 'percentage-change',
    categoryId: 'arithmetic',
    name: 'Percentage Increase and Decrease',
    nameHi: 'प्रतिशत वृद्धि और कमी',
  },
  generate: () =>
    numericQuestions({
      topic: percentageChange.topic,
      generator: 'percentage-change',
      count: 200,
      drawParams: (random) => {
        const percent = random.pick([5, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
        const rises = random.next() < 0.5;
        const before = 20 * random.int(5, 100);
        return { before, after: (before * (100 + (rises ? percent : -percent))) / 100 };
      },
      paramsKey: ({ before, after }) => `a=${before};b=${after}`,
      build: ({ before, after }) => {
        const change = Math.abs(after - before);
        const percent = (change * 100) / before;
        const word = after > before ? 'increase' : 'decrease';
        const wrongBase = new Fraction(change * 100, after);
        return {
          stem: `The price of an article changes from ₹${before} to ₹${after}. What is the percentage ${word}?`,
          answer: `${percent}%`,
          mistakes: [
            wrongBase.isInteger() ? `${wrongBase}%` : `${percent + 5}%`,
            `${change}%`,
            `${percent * 2}%`,
            `${Math.max(1, percent - 5)}%`,
          ],
          explanation: `Change = ${after} − ${before} = ${after - before}. Percentage ${word} = ${change}/${before} × 100 = ${percent}%. The base is always the original value.`,
          difficulty: percent % 10 === 0 ? 'easy' : 'medium',
        };
      },
      solve: ({ before, after }) => `${new Fraction(Math.abs(after - before) * 100, before).toString()}%`,
    }),
};
