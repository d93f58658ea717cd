import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const timeAndWork: TopicGenerator = {
  topic: { id: 'time-and-work', categoryId: 'time-speed-work', name: 'Time and Work', nameHi: 'समय और कार्य' },
  generate: () =>
    numericQuestions({
      topic: timeAndWork.topic,
      generator: 'time-work',
      count: 200,
      drawParams: (random) => {
        // Choose the joint time first, then split it, so the answer is whole by construction.
        const together = random.int(2, 30);
        const extra = random.int(1, 40);
        const first = together + extra;
        const rest = new Fraction(1, together).sub(new Fraction(1, first));
        if (rest.numerator !== 1) return undefined;
        return { first, second: rest.denominator };
      },
      paramsKey: ({ first, second }) => `a=${first};b=${second}`,
      build: ({ first, second }) => {
        if (first === second) return undefined;
        const together = (first * second) / (first + second);
        return {
          stem: `A can finish a piece of work in ${first} days and B can finish it in ${second} days. In how many days can they finish it working together?`,
          answer: `${together} days`,
          mistakes: [
            `${first + second} days`,
            `${(first + second) / 2} days`,
            `${Math.abs(first - second)} days`,
            `${together + 2} days`,
          ],
          explanation: `In one day A does 1/${first} and B does 1/${second} of the work; together 1/${first} + 1/${second} = ${first + second}/${first * second} = 1/${together}. So they need ${together} days.`,
          difficulty: together > 12 ? 'medium' : 'easy',
        };
      },
      solve: ({ first, second }) =>
        `${new Fraction(1).div(new Fraction(1, first).add(new Fraction(1, second))).toString()} days`,
    }),
};
