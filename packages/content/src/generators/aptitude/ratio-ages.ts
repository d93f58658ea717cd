import { Fraction, gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const ratioAndAges: TopicGenerator = {
  topic: { id: 'ratio-and-ages', categoryId: 'arithmetic', name: 'Ratio and Ages', nameHi: 'अनुपात और आयु' },
  generate: () =>
    numericQuestions({
      topic: ratioAndAges.topic,
      generator: 'ratio-ages',
      count: 200,
      drawParams: (random) => {
        const a = random.int(1, 7);
        const b = random.int(a + 1, 9);
        if (gcd(a, b) !== 1) return undefined;
        return { a, b, unit: random.int(2, 9), years: random.int(2, 12) };
      },
      paramsKey: ({ a, b, unit, years }) => `a=${a};b=${b};k=${unit};n=${years}`,
      build: ({ a, b, unit, years }) => {
        const ageA = a * unit;
        const ageB = b * unit;
        const divisor = gcd(ageA + years, ageB + years);
        const c = (ageA + years) / divisor;
        const d = (ageB + years) / divisor;
        if (c === a && d === b) return undefined;
        return {
          stem: `The ages of Ravi and Mohan are in the ratio ${a} : ${b}. After ${years} years the ratio will be ${c} : ${d}. What is Ravi's present age?`,
          answer: `${ageA} years`,
          mistakes: [`${ageB} years`, `${ageA + years} years`, `${unit} years`, `${ageA + a} years`],
          explanation: `Let the ages be ${a}x and ${b}x. Then (${a}x + ${years}) / (${b}x + ${years}) = ${c}/${d}, so ${d}(${a}x + ${years}) = ${c}(${b}x + ${years}), giving x = ${unit}. Ravi is ${a} × ${unit} = ${ageA} years old.`,
          difficulty: years > 8 ? 'hard' : 'medium',
        };
      },
      solve: ({ a, b, unit, years }) => {
        const divisor = gcd(a * unit + years, b * unit + years);
        const c = (a * unit + years) / divisor;
        const d = (b * unit + years) / divisor;
        // Solve d(ax + n) = c(bx + n) for x from the stated ratios alone.
        const x = new Fraction(years * (c - d), a * d - b * c);
        return `${x.mul(a).toString()} years`;
      },
    }),
};
