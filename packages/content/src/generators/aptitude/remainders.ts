import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { power } from './format.ts';

/** At most this many of the 200 questions may have remainder 1 as their key. */
const MAX_ONES = 65;

export const remainders: TopicGenerator = {
  topic: { id: 'remainders', categoryId: 'number-system', name: 'Remainders', nameHi: 'शेषफल' },
  generate: () => {
    let onesKept = 0;
    return numericQuestions({
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
        // Dividing by 3 leaves only three possible remainders: no fourth option that is not absurd.
        if (divisor < 4 || base % divisor === 0 || base < divisor / 2) return undefined;
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
        // Fermat makes remainder 1 very common; keep it under a third of the topic's keys. The
        // earliest draws are the published questions, so a cap keeps them and drops only new ones.
        if (answer === 1) {
          if (onesKept >= MAX_ONES) return undefined;
          onesKept++;
        }
        const others = Array.from({ length: divisor }, (_, remainder) => String(remainder)).filter(
          (r) => r !== String(answer),
        );
        const listed = cycle.map((r, index) => `${power(base, index + 1)} → ${r}`).join(', ');
        const equivalent = power(base, position + 1);
        const repeat =
          length === 1
            ? `from ${power(base, start + 1)} on the remainder stays ${cycle[start]}`
            : start === 0
              ? `the remainders repeat in a cycle of ${length}`
              : `from ${power(base, start + 1)} on they repeat in a cycle of ${length}`;
        const repeatHi =
          length === 1
            ? `${power(base, start + 1)} से आगे शेषफल सदा ${cycle[start]} रहता है`
            : start === 0
              ? `शेषफल ${length} के चक्र में दोहराते हैं`
              : `${power(base, start + 1)} से आगे शेषफल ${length} के चक्र में दोहराते हैं`;
        const shifted = exponent - start;
        const rest = shifted % length;
        const lhs = start > 0 ? `${exponent} − ${start}` : `${exponent}`;
        const reduce =
          length === 1 ? '' : `${lhs} = ${length} × ${Math.floor(shifted / length)} + ${rest}, so `;
        const reduceHi =
          length === 1 ? '' : `${lhs} = ${length} × ${Math.floor(shifted / length)} + ${rest}, अतः `;
        return {
          stem: `What is the remainder when ${power(base, exponent)} is divided by ${divisor}?`,
          answer: String(answer),
          mistakes: [
            // One step off in the cycle.
            String(cycle[(position + 1) % cycle.length] ?? 1),
            String(cycle[(position + cycle.length - 1) % cycle.length] ?? 1),
            // Took the exponent's remainder.
            String(exponent % divisor),
            ...others,
          ],
          explanation: `Remainders on division by ${divisor}: ${listed}; ${repeat}.\n${reduce || 'So '}${power(base, exponent)} leaves the same remainder as ${equivalent}: ${answer}.`,
          difficulty: divisor > 9 ? 'hard' : exponent > 50 ? 'medium' : 'easy',
          hindi: {
            stem: `${power(base, exponent)} को ${divisor} से भाग देने पर शेषफल क्या होगा?`,
            explanation: `${divisor} से भाग देने पर शेषफल: ${listed}; ${repeatHi}।\n${reduceHi || 'अतः '}${power(base, exponent)} का शेषफल ${equivalent} के समान है: ${answer}।`,
          },
        };
      },
      solve: ({ base, exponent, divisor }) => String(BigInt(base) ** BigInt(exponent) % BigInt(divisor)),
      // Every option must be a possible remainder; never pad with numbers at or above the divisor.
      fallbackDistractors: () => [],
    });
  },
};
