import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const remainders: TopicGenerator = {
  topic: { id: 'remainders', categoryId: 'number-system', name: 'Remainders', nameHi: 'शेषफल' },
  generate: () =>
    numericQuestions({
      topic: remainders.topic,
      generator: 'power-remainder',
      count: 200,
      drawParams: (random) => ({
        base: random.int(2, 12),
        exponent: random.int(10, 99),
        divisor: random.int(3, 13),
      }),
      paramsKey: ({ base, exponent, divisor }) => `${base}^${exponent} mod ${divisor}`,
      build: ({ base, exponent, divisor }) => {
        if (base % divisor === 0 || base < divisor / 2) return undefined;
        // Walk the cycle of remainders of base^k, the way the explanation teaches it.
        const cycle: number[] = [];
        let value = base % divisor;
        while (!cycle.includes(value)) {
          cycle.push(value);
          value = (value * base) % divisor;
        }
        const start = cycle.indexOf(value);
        const length = cycle.length - start;
        const position = exponent - 1 < start ? exponent - 1 : start + ((exponent - 1 - start) % length);
        const answer = cycle[position] ?? 0;
        const others = Array.from({ length: divisor }, (_, remainder) => String(remainder)).filter(
          (r) => r !== String(answer),
        );
        return {
          stem: `What is the remainder when ${base}^${exponent} is divided by ${divisor}?`,
          answer: String(answer),
          mistakes: [
            String(cycle[(position + 1) % cycle.length] ?? 1),
            String(exponent % divisor),
            ...others,
          ],
          explanation: `Remainders of ${base}^1, ${base}^2, … on division by ${divisor}: ${cycle.join(', ')}, then they repeat${start > 0 ? ` from the ${start + 1}th term` : ''} in a cycle of ${length}. ${base}^${exponent} falls at position ${position + 1} of that list, so the remainder is ${answer}.`,
          difficulty: divisor > 9 ? 'hard' : 'medium',
        };
      },
      solve: ({ base, exponent, divisor }) => String(BigInt(base) ** BigInt(exponent) % BigInt(divisor)),
    }),
};
