import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { rupees } from './format.ts';

const simpleInterestQuestions = () =>
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
      const yearly = (principal * rate) / 100;
      return {
        stem: `What is the simple interest on ${rupees(principal)} at ${rate}% per annum for ${years} years?`,
        answer: rupees(interest),
        mistakes: [
          // The amount instead of the interest.
          rupees(principal + interest),
          // One year's interest only.
          rupees(yearly),
          // One year too many.
          rupees(interest + yearly),
          rupees(interest - yearly),
        ],
        explanation: `SI = P × R × T/100 = ${principal} × ${rate} × ${years}/100 = ${rupees(interest)}.`,
        difficulty: years <= 3 ? 'easy' : 'medium',
        hindi: {
          stem: `${rupees(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का साधारण ब्याज कितना होगा?`,
          explanation: `साधारण ब्याज = P × R × T/100 = ${principal} × ${rate} × ${years}/100 = ${rupees(interest)}।`,
        },
      };
    },
    // Independent route: interest for one year, then added year by year.
    solve: ({ principal, rate, years }) => {
      let total = new Fraction(0);
      for (let year = 0; year < years; year++) total = total.add(new Fraction(principal * rate, 100));
      return rupees(total);
    },
  });

/** A sum amounts to A₁ after t₁ years and A₂ after t₂ years: find the sum. */
const amountsQuestions = () =>
  numericQuestions({
    topic: simpleInterest.topic,
    generator: 'simple-interest-two-amounts',
    count: 80,
    drawParams: (random) => {
      const first = random.int(2, 5);
      return {
        principal: 1000 * random.int(2, 30),
        rate: random.int(3, 12),
        first,
        second: first + random.int(1, 4),
      };
    },
    paramsKey: ({ principal, rate, first, second }) => `p=${principal};r=${rate};t1=${first};t2=${second}`,
    build: ({ principal, rate, first, second }) => {
      const yearly = (principal * rate) / 100;
      if (!Number.isInteger(yearly)) return undefined;
      const amountOne = principal + yearly * first;
      const amountTwo = principal + yearly * second;
      const gap = second - first;
      return {
        stem: `A sum of money amounts to ${rupees(amountOne)} in ${first} years and to ${rupees(amountTwo)} in ${second} years at simple interest. What is the sum?`,
        answer: rupees(principal),
        mistakes: [
          // Subtracted one year's interest only.
          rupees(amountOne - yearly),
          // Took the difference as the whole interest of the first period.
          ...(amountOne - (amountTwo - amountOne) > 0 ? [rupees(amountOne - (amountTwo - amountOne))] : []),
          rupees(principal + yearly),
          rupees(principal - yearly),
        ],
        explanation: `Amount after ${second} years − amount after ${first} years = interest for ${gap} year${gap > 1 ? 's' : ''}: ${amountTwo} − ${amountOne} = ${amountTwo - amountOne}, so one year's interest = ${yearly}.\nInterest for ${first} years = ${first} × ${yearly} = ${first * yearly}.\nSum = ${amountOne} − ${first * yearly} = ${rupees(principal)}.`,
        difficulty: 'hard',
        hindi: {
          stem: `कोई धनराशि साधारण ब्याज पर ${first} वर्ष में ${rupees(amountOne)} और ${second} वर्ष में ${rupees(amountTwo)} हो जाती है। वह धनराशि क्या है?`,
          explanation: `${second} वर्ष और ${first} वर्ष के मिश्रधन का अंतर = ${gap} वर्ष का ब्याज: ${amountTwo} − ${amountOne} = ${amountTwo - amountOne}, अतः 1 वर्ष का ब्याज = ${yearly}।\n${first} वर्ष का ब्याज = ${first} × ${yearly} = ${first * yearly}।\nमूलधन = ${amountOne} − ${first * yearly} = ${rupees(principal)}।`,
        },
      };
    },
    // From the two stated amounts alone: extrapolate the straight line back to year 0.
    solve: ({ principal, rate, first, second }) => {
      const a1 = new Fraction(principal).add(new Fraction(principal * rate * first, 100));
      const a2 = new Fraction(principal).add(new Fraction(principal * rate * second, 100));
      const slope = a2.sub(a1).div(second - first);
      return rupees(a1.sub(slope.mul(first)));
    },
  });

export const simpleInterest: TopicGenerator = {
  topic: { id: 'simple-interest', categoryId: 'arithmetic', name: 'Simple Interest', nameHi: 'साधारण ब्याज' },
  generate: () => [...simpleInterestQuestions(), ...amountsQuestions()],
};

/** Rates whose growth factor has a small denominator, so principals stay readable. */
const COMPOUND_RATES = [5, 10, 20] as const;

const SQUARES = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** CI − SI for two years = P(R/100)²: the shortcut the paper tests. */
const differenceQuestions = () =>
  numericQuestions({
    topic: compoundInterest.topic,
    generator: 'compound-simple-difference',
    count: 70,
    drawParams: (random) => {
      const rate = random.pick([4, 5, 6, 8, 10, 12, 15, 20]);
      const principal = random.pick([
        500, 1000, 2000, 2500, 4000, 5000, 8000, 10000, 12000, 15000, 20000, 25000,
      ]);
      return { rate, principal, asked: random.pick(['difference', 'principal'] as const) };
    },
    paramsKey: ({ rate, principal, asked }) => `p=${principal};r=${rate};ask=${asked}`,
    build: ({ rate, principal, asked }) => {
      const difference = new Fraction(principal * rate * rate, 10000);
      if (!difference.isInteger()) return undefined;
      const simple = (2 * principal * rate) / 100;
      const compound = new Fraction(principal).mul(new Fraction(100 + rate, 100).pow(2)).sub(principal);
      if (!compound.isInteger()) return undefined;
      const formula = `P × (R/100)² = ${principal} × (${rate}/100)²`;
      if (asked === 'difference') {
        return {
          stem: `What is the difference between the compound interest and the simple interest on ${rupees(principal)} for 2 years at ${rate}% per annum?`,
          answer: rupees(difference),
          mistakes: [
            // One year's simple interest.
            rupees((principal * rate) / 100),
            // Half the true difference, or double.
            ...(difference.mul(2).isInteger() ? [rupees(difference.mul(2))] : []),
            ...(difference.div(2).isInteger() ? [rupees(difference.div(2))] : []),
            rupees(difference.mul(rate)),
            rupees(difference.add(10)),
          ],
          explanation: `For 2 years, CI − SI = ${formula} = ${rupees(difference)}.\nCheck: CI = ${rupees(compound)}, SI = ${rupees(simple)}, difference ${rupees(compound.sub(simple))}.`,
          difficulty: 'medium',
          hindi: {
            stem: `${rupees(principal)} पर ${rate}% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर कितना है?`,
            explanation: `2 वर्ष के लिए, चक्रवृद्धि ब्याज − साधारण ब्याज = ${formula} = ${rupees(difference)}।\nजाँच: चक्रवृद्धि ब्याज = ${rupees(compound)}, साधारण ब्याज = ${rupees(simple)}, अंतर ${rupees(compound.sub(simple))}।`,
          },
        };
      }
      return {
        stem: `The difference between the compound interest and the simple interest on a sum for 2 years at ${rate}% per annum is ${rupees(difference)}. What is the sum?`,
        answer: rupees(principal),
        mistakes: [
          // Divided by R/100 once instead of twice.
          rupees(difference.mul(100).div(rate)),
          // Multiplied by 100/R² without the second 100.
          ...(difference.mul(100).div(rate * rate).numerator > 0 &&
          difference
            .mul(100)
            .div(rate * rate)
            .isInteger()
            ? [rupees(difference.mul(100).div(rate * rate))]
            : []),
          rupees(2 * principal),
          rupees(principal / 2),
        ],
        explanation: `CI − SI = P × (R/100)², so P = ${difference} × (100/${rate})² = ${difference} × ${10000 / (rate * rate) === Math.round(10000 / (rate * rate)) ? 10000 / (rate * rate) : `10000/${rate * rate}`} = ${rupees(principal)}.`,
        difficulty: 'hard',
        hindi: {
          stem: `किसी धनराशि पर ${rate}% वार्षिक दर से 2 वर्ष के चक्रवृद्धि ब्याज और साधारण ब्याज का अंतर ${rupees(difference)} है। वह धनराशि क्या है?`,
          explanation: `चक्रवृद्धि ब्याज − साधारण ब्याज = P × (R/100)², अतः P = ${difference} × (100/${rate})² = ${difference} × ${10000 / (rate * rate) === Math.round(10000 / (rate * rate)) ? 10000 / (rate * rate) : `10000/${rate * rate}`} = ${rupees(principal)}।`,
        },
      };
    },
    // Year by year: compound the sum twice, subtract two years of simple interest.
    solve: ({ rate, principal, asked }) => {
      const growth = new Fraction(100 + rate, 100);
      const ci = new Fraction(principal).mul(growth).mul(growth).sub(principal);
      const si = new Fraction(principal * rate * 2, 100);
      const gap = ci.sub(si);
      return rupees(asked === 'difference' ? gap : gap.div(new Fraction(rate, 100).pow(2)));
    },
  });

export const compoundInterest: TopicGenerator = {
  topic: {
    id: 'compound-interest',
    categoryId: 'arithmetic',
    name: 'Compound Interest',
    nameHi: 'चक्रवृद्धि ब्याज',
  },
  generate: () => [...compoundQuestions(), ...differenceQuestions()],
};

const compoundQuestions = () =>
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
      const amounts: number[] = [];
      for (let year = 1; year <= years; year++) {
        amount = (amount * (100 + rate)) / 100;
        amounts.push(amount);
      }
      const steps = amounts.map((value) => rupees(value));
      if (!Number.isInteger(amount)) return undefined;
      const interest = amount - principal;
      const simple = (principal * rate * years) / 100;
      const factor = new Fraction(100 + rate, 100);
      const power = `(${factor.toString()})${SQUARES[years]}`;
      const shorter = (amounts[years - 2] ?? principal) - principal;
      return {
        stem: `What is the compound interest on ${rupees(principal)} at ${rate}% per annum for ${years} years, compounded annually?`,
        answer: rupees(interest),
        mistakes: [
          // Simple interest instead of compound.
          rupees(simple),
          // The amount instead of the interest.
          rupees(amount),
          // One year short.
          rupees(shorter),
          rupees(interest + (principal * rate) / 100),
        ],
        explanation: `Amount = P × (1 + R/100)ᵀ = ${principal} × ${power} = ${rupees(amount)} (year by year: ${steps.join(', ')}).\nCI = Amount − P = ${amount} − ${principal} = ${rupees(interest)}.`,
        difficulty: years === 3 ? 'hard' : rate === 10 && principal <= 5000 ? 'easy' : 'medium',
        hindi: {
          stem: `${rupees(principal)} पर ${rate}% वार्षिक दर से ${years} वर्ष का चक्रवृद्धि ब्याज (ब्याज वार्षिक संयोजित) कितना होगा?`,
          explanation: `मिश्रधन = P × (1 + R/100)ᵀ = ${principal} × ${power} = ${rupees(amount)} (वर्ष-दर-वर्ष: ${steps.join(', ')})।\nचक्रवृद्धि ब्याज = मिश्रधन − मूलधन = ${amount} − ${principal} = ${rupees(interest)}।`,
        },
      };
    },
    solve: ({ principal, rate, years }) =>
      rupees(new Fraction(100 + rate, 100).pow(years).mul(principal).sub(principal)),
  });
