import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { lcm, num, optionHi, plural, units } from './format.ts';

/** The longest time a worker takes in the paper's questions. */
export const MAX_DAYS = 100;

const togetherQuestions = () =>
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
      // The paper's workers take weeks, not years: keep B within 100 days.
      if (rest.denominator > MAX_DAYS) return undefined;
      return { first, second: rest.denominator };
    },
    paramsKey: ({ first, second }) => `a=${first};b=${second}`,
    build: ({ first, second }) => {
      if (first === second) return undefined;
      const together = (first * second) / (first + second);
      // Total work in units: the LCM of the two times, as coaching books teach.
      const work = lcm(first, second);
      const rateA = work / first;
      const rateB = work / second;
      const apart = new Fraction(first * second, Math.abs(first - second));
      return {
        stem: `A can finish a piece of work in ${first} days and B can finish it in ${second} days. In how many days can they finish it working together?`,
        answer: plural(together, 'day'),
        mistakes: [
          // Added the days.
          plural(first + second, 'day'),
          // Averaged the days.
          plural(new Fraction(first + second, 2), 'day'),
          // Subtracted the rates instead of adding them.
          ...(apart.isInteger() ? [plural(apart, 'day')] : []),
          plural(Math.min(first, second) - 1, 'day'),
          plural(together + 2, 'day'),
        ],
        explanation: `Let the work be LCM(${first}, ${second}) = ${work} units.\nA does ${work} ÷ ${first} = ${units(rateA)} a day and B does ${work} ÷ ${second} = ${rateB}; together ${units(rateA + rateB)} a day.\nTime = ${work} ÷ ${rateA + rateB} = ${together} days.`,
        difficulty: together > 12 ? 'medium' : 'easy',
        hindi: {
          stem: `A किसी काम को ${first} दिन में और B उसे ${second} दिन में पूरा कर सकता है। दोनों मिलकर उसे कितने दिन में पूरा करेंगे?`,
          explanation: `माना कुल काम = ल.स.प.(${first}, ${second}) = ${work} इकाई।\nA का एक दिन का काम = ${work} ÷ ${first} = ${rateA} इकाई, B का = ${work} ÷ ${second} = ${rateB} इकाई; दोनों का मिलकर ${rateA + rateB} इकाई प्रतिदिन।\nसमय = ${work} ÷ ${rateA + rateB} = ${together} दिन।`,
          optionHi,
        },
      };
    },
    solve: ({ first, second }) =>
      plural(new Fraction(1).div(new Fraction(1, first).add(new Fraction(1, second))), 'day'),
  });

/** A and B together, then one of them leaves: the harder form of the question. */
const leavesQuestions = () =>
  numericQuestions({
    topic: timeAndWork.topic,
    generator: 'time-work-one-leaves',
    count: 90,
    drawParams: (random) => {
      const first = random.int(6, 30);
      const second = random.int(6, 30);
      const daysTogether = random.int(2, 6);
      return { first, second, daysTogether };
    },
    paramsKey: ({ first, second, daysTogether }) => `a=${first};b=${second};t=${daysTogether}`,
    build: ({ first, second, daysTogether }) => {
      if (first === second) return undefined;
      const work = lcm(first, second);
      const rateA = work / first;
      const rateB = work / second;
      const done = (rateA + rateB) * daysTogether;
      const left = work - done;
      if (left <= 0) return undefined;
      const rest = new Fraction(left, rateB);
      if (!rest.isInteger() || rest.numerator < 1) return undefined;
      const total = daysTogether + rest.numerator;
      return {
        stem: `A can do a piece of work in ${first} days and B in ${second} days. They work together for ${daysTogether} days and then A leaves. In how many more days will B finish the remaining work?`,
        answer: plural(rest, 'day'),
        mistakes: [
          // The whole time instead of the extra days.
          plural(total, 'day'),
          // Let A finish it instead of B.
          ...(new Fraction(left, rateA).isInteger() && left / rateA !== rest.numerator
            ? [plural(left / rateA, 'day')]
            : []),
          // Forgot the work already done.
          ...(second - daysTogether > 0 && second - daysTogether !== rest.numerator
            ? [plural(second - daysTogether, 'day')]
            : []),
          plural(rest.numerator + 1, 'day'),
          plural(rest.numerator + 2, 'day'),
          ...(rest.numerator > 1 ? [plural(rest.numerator - 1, 'day')] : []),
        ],
        explanation: `Let the work be LCM(${first}, ${second}) = ${work} units; A does ${units(rateA)} a day, B does ${rateB}.\nIn ${daysTogether} days together they do ${daysTogether} × ${rateA + rateB} = ${units(done)}, leaving ${left}.\nB alone needs ${left} ÷ ${rateB} = ${plural(rest, 'day')}.`,
        difficulty: 'hard',
        hindi: {
          stem: `A किसी काम को ${first} दिन में और B उसे ${second} दिन में कर सकता है। दोनों ${daysTogether} दिन साथ काम करते हैं, फिर A काम छोड़ देता है। शेष काम B कितने और दिनों में पूरा करेगा?`,
          explanation: `माना कुल काम = ल.स.प.(${first}, ${second}) = ${work} इकाई; A प्रतिदिन ${rateA} और B प्रतिदिन ${rateB} इकाई करता है।\n${daysTogether} दिन में दोनों ${daysTogether} × ${rateA + rateB} = ${done} इकाई करते हैं, शेष ${left} इकाई।\nB अकेला ${left} ÷ ${rateB} = ${num(rest)} दिन लेगा।`,
          optionHi,
        },
      };
    },
    solve: ({ first, second, daysTogether }) => {
      const remaining = new Fraction(1).sub(
        new Fraction(1, first).add(new Fraction(1, second)).mul(daysTogether),
      );
      return plural(remaining.mul(second), 'day');
    },
  });

/** The reverse question: the joint time and one worker's time given, the other's asked. */
const otherAloneQuestions = () =>
  numericQuestions({
    topic: timeAndWork.topic,
    generator: 'time-work-other-alone',
    count: 60,
    drawParams: (random) => {
      const together = random.int(3, 30);
      const first = together + random.int(1, 40);
      const second = new Fraction(first * together, first - together);
      if (!second.isInteger() || second.numerator > MAX_DAYS || second.numerator === first) return undefined;
      return { together, first };
    },
    paramsKey: ({ together, first }) => `t=${together};a=${first}`,
    build: ({ together, first }) => {
      const second = (first * together) / (first - together);
      if (!Number.isInteger(second)) return undefined;
      const work = lcm(first, together);
      const rateA = work / first;
      const rateBoth = work / together;
      const rateB = rateBoth - rateA;
      return {
        stem: `A and B together can finish a piece of work in ${together} days. A alone can finish it in ${first} days. In how many days can B alone finish it?`,
        answer: plural(second, 'day'),
        mistakes: [
          // Subtracted the days instead of the rates.
          plural(first - together, 'day'),
          // Added the rates instead of subtracting them.
          plural(new Fraction(first * together, first + together), 'day'),
          plural(first + together, 'day'),
          plural(second + together, 'day'),
          plural(second + 2, 'day'),
          plural(second - 2, 'day'),
        ],
        explanation: `Let the work be LCM(${first}, ${together}) = ${work} units.\nA and B together do ${work} ÷ ${together} = ${units(rateBoth)} a day; A alone does ${work} ÷ ${first} = ${rateA}, so B does ${rateBoth} − ${rateA} = ${units(rateB)} a day.\nB alone takes ${work} ÷ ${rateB} = ${second} days.`,
        difficulty: 'medium',
        hindi: {
          stem: `A और B मिलकर किसी काम को ${together} दिन में पूरा कर सकते हैं। A अकेला उसे ${first} दिन में पूरा कर सकता है। B अकेला उसे कितने दिन में पूरा करेगा?`,
          explanation: `माना कुल काम = ल.स.प.(${first}, ${together}) = ${work} इकाई।\nA और B मिलकर प्रतिदिन ${work} ÷ ${together} = ${rateBoth} इकाई करते हैं; A अकेला ${work} ÷ ${first} = ${rateA} इकाई, अतः B प्रतिदिन ${rateBoth} − ${rateA} = ${rateB} इकाई करता है।\nB अकेला ${work} ÷ ${rateB} = ${second} दिन लेगा।`,
          optionHi,
        },
      };
    },
    // B's daily share is what the pair does beyond A.
    solve: ({ together, first }) =>
      plural(new Fraction(1).div(new Fraction(1, together).sub(new Fraction(1, first))), 'day'),
  });

export const timeAndWork: TopicGenerator = {
  topic: { id: 'time-and-work', categoryId: 'time-speed-work', name: 'Time and Work', nameHi: 'समय और कार्य' },
  generate: () => [...togetherQuestions(), ...leavesQuestions(), ...otherAloneQuestions()],
};
