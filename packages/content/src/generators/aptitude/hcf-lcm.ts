import { gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

/** Smallest common multiple by trial of multiples: a different route from gcd for the check. */
function lcmByMultiples(a: number, b: number): number {
  let multiple = a;
  while (multiple % b !== 0) multiple += a;
  return multiple;
}

/** Greatest common divisor by trial division, independent of Euclid's algorithm. */
function hcfByTrial(a: number, b: number): number {
  for (let divisor = Math.min(a, b); divisor > 1; divisor--)
    if (a % divisor === 0 && b % divisor === 0) return divisor;
  return 1;
}

export const hcfAndLcm: TopicGenerator = {
  topic: { id: 'hcf-and-lcm', categoryId: 'number-system', name: 'HCF and LCM', nameHi: 'म.स.प. और ल.स.प.' },
  generate: () =>
    numericQuestions({
      topic: hcfAndLcm.topic,
      generator: 'hcf-lcm',
      count: 220,
      drawParams: (random) => {
        const common = random.int(2, 24);
        const a = common * random.int(2, 12);
        const b = common * random.int(2, 12);
        if (a === b) return undefined;
        return { a: Math.min(a, b), b: Math.max(a, b), asked: random.pick(['hcf', 'lcm'] as const) };
      },
      paramsKey: ({ a, b, asked }) => `${asked}(${a},${b})`,
      build: ({ a, b, asked }) => {
        const hcf = gcd(a, b);
        const lcm = (a * b) / hcf;
        if (asked === 'hcf') {
          return {
            stem: `What is the HCF of ${a} and ${b}?`,
            answer: String(hcf),
            mistakes: [String(lcm), String(hcf * 2), String(hcf / 2), String(b - a), String(hcf + 1)].filter(
              (value) => Number.isInteger(Number(value)),
            ),
            explanation: `By Euclid: the HCF of ${a} and ${b} is the largest number dividing both. ${a} = ${hcf} × ${a / hcf} and ${b} = ${hcf} × ${b / hcf}, and ${a / hcf}, ${b / hcf} share no factor, so HCF = ${hcf}.`,
            difficulty: hcf < 10 ? 'easy' : 'medium',
          };
        }
        return {
          stem: `What is the LCM of ${a} and ${b}?`,
          answer: String(lcm),
          mistakes: [String(a * b), String(hcf), String(lcm * 2), String(lcm / 2)].filter((value) =>
            Number.isInteger(Number(value)),
          ),
          explanation: `HCF(${a}, ${b}) = ${hcf}. LCM = ${a} × ${b} ÷ HCF = ${a * b} ÷ ${hcf} = ${lcm}.`,
          difficulty: lcm > 300 ? 'medium' : 'easy',
        };
      },
      solve: ({ a, b, asked }) => String(asked === 'hcf' ? hcfByTrial(a, b) : lcmByMultiples(a, b)),
    }),
};
