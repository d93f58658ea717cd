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

/** Euclid's steps as a book prints them: "52 = 1 × 39 + 13". */
function euclidSteps(a: number, b: number): string[] {
  const steps: string[] = [];
  let [big, small] = [Math.max(a, b), Math.min(a, b)];
  while (small !== 0) {
    const quotient = Math.floor(big / small);
    const rest = big % small;
    steps.push(`${big} = ${quotient} × ${small} + ${rest}`);
    [big, small] = [small, rest];
  }
  return steps;
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
          const steps = euclidSteps(a, b);
          const euclid = steps.join('; ');
          return {
            stem: `What is the HCF of ${a} and ${b}?`,
            answer: String(hcf),
            mistakes: [
              // Gave the LCM.
              String(lcm),
              // A common factor, but not the highest.
              ...[2, 3, 5].filter((p) => hcf % p === 0 && hcf / p > 1).map((p) => String(hcf / p)),
              // A factor of one number only.
              String(hcf * 2),
              String(b - a),
            ].filter((value, index, list) => list.indexOf(value) === index && value !== String(hcf)),
            explanation: `Euclid: ${euclid}. The last non-zero remainder's divisor is the HCF.\nCheck: ${a} = ${hcf} × ${a / hcf}, ${b} = ${hcf} × ${b / hcf}, and ${a / hcf}, ${b / hcf} have no common factor, so HCF = ${hcf}.`,
            difficulty: hcf < 10 ? 'easy' : 'medium',
            hindi: {
              stem: `${a} और ${b} का म.स.प. (HCF) क्या है?`,
              explanation: `यूक्लिड विधि: ${euclid}। जिस भाजक से शेषफल 0 आता है, वही म.स.प. है।\nजाँच: ${a} = ${hcf} × ${a / hcf}, ${b} = ${hcf} × ${b / hcf}, और ${a / hcf}, ${b / hcf} का कोई उभयनिष्ठ गुणनखंड नहीं है, अतः म.स.प. = ${hcf}।`,
            },
          };
        }
        return {
          stem: `What is the LCM of ${a} and ${b}?`,
          answer: String(lcm),
          mistakes: [
            // Multiplied without dividing by the HCF.
            String(a * b),
            // Gave the HCF.
            String(hcf),
            // A common multiple, but not the least.
            String(lcm * 2),
            String(lcm * 3),
          ],
          explanation: `HCF(${a}, ${b}) = ${hcf}.\nLCM = ${a} × ${b} ÷ HCF = ${a * b} ÷ ${hcf} = ${lcm}.`,
          difficulty: lcm > 300 ? 'medium' : 'easy',
          hindi: {
            stem: `${a} और ${b} का ल.स.प. (LCM) क्या है?`,
            explanation: `म.स.प.(${a}, ${b}) = ${hcf}।\nल.स.प. = ${a} × ${b} ÷ म.स.प. = ${a * b} ÷ ${hcf} = ${lcm}।`,
          },
        };
      },
      solve: ({ a, b, asked }) => String(asked === 'hcf' ? hcfByTrial(a, b) : lcmByMultiples(a, b)),
    }),
};
