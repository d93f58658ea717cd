import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const simpleInterest: TopicGenerator = {
  topic: { id: 'simple-interest', categoryId: 'arithmetic', name: 'Simple Interest', nameHi: 'साधारण ब्याज' },
  generate: () =>
    numericQuestions({
      topic: simpleInterest.topic,
      generator: 'simple-interest',
      count: 200,
      drawParams: (random) => ({
        principal: 500 * random.int(1, 40),
        rate: random.int(2, 15),
        years: random.int(2, 8),
      }),
      paramsKey: ({ principal, rate, years }) => `p=${principal};r=${rate};t=${years}`,
      build: ({ principal, rate, years }) => {
        const interest = (principal * rate * years) / 100;
        if (!Number.isInteger(interest)) return undefined;
        return {
          stem: `What is the simple interest on ₹${principal} at ${rate}% per annum for ${years} years?`,
          answer: `₹${interest}`,
          mistakes: [
            `₹${principal + interest}`,
            `₹${(principal * rate) / 100}`,
            `₹${interest + (principal * rate) / 100}`,
          ],
          explanation: `SI = P × R × T / 100 = ${principal} × ${rate} × ${years} / 100 = ₹${interest}.`,
          difficulty: years <= 3 ? 'easy' : 'medium',
        };
      },
      // Independent route: interest for one year, then added year by year.
      solve: ({ principal, rate, years }) => {
        let total = new Fraction(0);
        for (let year = 0; year < years; year++) total = total.add(new Fraction(principal * rate, 100));
        return `₹${total.toString()}`;
      },
    }),
};

/** Rates whose growth factor has a small denominator, so principals stay readable. */
const COMPOUND_RATES = [5, 10, 20] as const;

export const compoundInterest: TopicGenerator = {
  topic: {
    id: 'compound-interest',
    categoryId: 'arithmetic',
    name: 'Compound Interest',
    nameHi: 'चक्रवृद्धि ब्याज',
  },
  generate: () =>
    numericQuestions({
      topic: compoundInterest.topic,
      generator: 'compound-interest',
      count: 200,
      drawParams: (random) => {
        const rate = random.pick(COMPOUND_RATES);
        const years = random.int(2, 3);
        const denominator = new Fraction(100 + rate, 100).denominator ** years;
        return { rate, years, principal: denominator * random.int(1, 25) };
      },
      paramsKey: ({ principal, rate, years }) => `p=${principal};r=${rate};t=${years}`,
      build: ({ principal, rate, years }) => {
        let amount = principal;
        const steps: string[] = [];
        for (let year = 1; year <= years; year++) {
          amount = (amount * (100 + rate)) / 100;
          steps.push(`after year ${year}: ₹${amount}`);
        }
        if (!Number.isInteger(amount)) return undefined;
        const interest = amount - principal;
        const simple = (principal * rate * years) / 100;
        return {
          stem: `What is the compound interest on ₹${principal} at ${rate}% per annum for ${years} years, compounded annually?`,
          answer: `₹${interest}`,
          mistakes: [
            `₹${simple}`,
            `₹${amount}`,
            `₹${interest + (principal * rate) / 100}`,
            `₹${interest - (principal * rate) / 100}`,
          ],
          explanation: `Amount = P(1 + R/100)^T: ${steps.join(', ')}. CI = ${amount} − ${principal} = ₹${interest}.`,
          difficulty: years === 2 ? 'medium' : 'hard',
        };
      },
      solve: ({ principal, rate, years }) =>
        `₹${new Fraction(100 + rate, 100).pow(years).mul(principal).sub(principal).toString()}`,
    }),
};
