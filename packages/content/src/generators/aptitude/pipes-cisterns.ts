import { Fraction } from '../../model/fraction.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { lcm, optionHi, plural, units } from './format.ts';

const topic: TopicDefinition = {
  id: 'pipes-and-cisterns',
  categoryId: 'time-speed-work',
  name: 'Pipes and Cisterns',
  nameHi: 'पाइप और टंकी',
};

const hours = (value: number | Fraction) => plural(value, 'hour');

/** The longest time a pipe, a leak or the set of them takes in the paper's questions. */
export const MAX_HOURS = 60;

/** A positive number of hours as the paper prints it ("12 3/7 hours"), or nothing. */
function wholeHours(value: Fraction): string[] {
  return value.numerator > 0 && value.denominator <= 12 ? [hours(value)] : [];
}

/** The independent check: add the hourly rates as fractions and invert. */
function timeFromRates(rates: readonly Fraction[]): string {
  const net = rates.reduce((sum, rate) => sum.add(rate), new Fraction(0));
  return hours(new Fraction(1).div(net));
}

const twoFillQuestions = () =>
  numericQuestions({
    topic,
    generator: 'pipes-two-fill',
    count: 50,
    drawParams: (random) => {
      // Choose the joint time first so it comes out whole.
      const together = random.int(2, 24);
      const a = together + random.int(1, 30);
      const b = new Fraction(a * together, a - together);
      if (!b.isInteger() || b.numerator <= a || b.numerator > MAX_HOURS) return undefined;
      return { a, b: b.numerator };
    },
    paramsKey: ({ a, b }) => `a=${a};b=${b}`,
    build: ({ a, b }) => {
      const together = new Fraction(a * b, a + b);
      if (!together.isInteger()) return undefined;
      const tank = lcm(a, b);
      const rateA = tank / a;
      const rateB = tank / b;
      return {
        stem: `Pipe A can fill a tank in ${a} hours and pipe B can fill it in ${b} hours. If both pipes are opened together, in how many hours will the tank be full?`,
        answer: hours(together),
        mistakes: [
          // Added the times.
          hours(a + b),
          // Averaged the times.
          hours(new Fraction(a + b, 2)),
          // Took B as emptying the tank.
          ...wholeHours(new Fraction(a * b, b - a)),
          hours(together.add(1)),
          hours(together.add(2)),
        ],
        explanation: `Let the tank hold LCM(${a}, ${b}) = ${tank} units.\nA fills ${units(rateA)} an hour and B fills ${rateB}; together ${units(rateA + rateB)} an hour.\nTime = ${tank} ÷ ${rateA + rateB} = ${together} hours.`,
        difficulty: 'easy',
        hindi: {
          stem: `पाइप A एक टंकी को ${a} घंटे में और पाइप B उसे ${b} घंटे में भर सकता है। यदि दोनों पाइप एक साथ खोल दिए जाएँ, तो टंकी कितने घंटे में भरेगी?`,
          explanation: `माना टंकी की क्षमता = ल.स.प.(${a}, ${b}) = ${tank} इकाई।\nA प्रति घंटा ${rateA} इकाई और B ${rateB} इकाई भरता है; दोनों मिलकर ${rateA + rateB} इकाई प्रति घंटा।\nसमय = ${tank} ÷ ${rateA + rateB} = ${together} घंटे।`,
          optionHi,
        },
      };
    },
    solve: ({ a, b }) => timeFromRates([new Fraction(1, a), new Fraction(1, b)]),
  });

const fillEmptyQuestions = () =>
  numericQuestions({
    topic,
    generator: 'pipes-fill-empty',
    count: 50,
    drawParams: (random) => {
      const fill = random.int(2, 30);
      const empty = random.int(fill + 1, 60);
      return { fill, empty };
    },
    paramsKey: ({ fill, empty }) => `f=${fill};e=${empty}`,
    build: ({ fill, empty }) => {
      const time = new Fraction(fill * empty, empty - fill);
      if (!time.isInteger() || time.numerator > MAX_HOURS) return undefined;
      const tank = lcm(fill, empty);
      const rateIn = tank / fill;
      const rateOut = tank / empty;
      return {
        stem: `A pipe can fill a tank in ${fill} hours and an outlet pipe can empty the full tank in ${empty} hours. If both are opened together when the tank is empty, in how many hours will it be full?`,
        answer: hours(time),
        mistakes: [
          // Added the rates as if both pipes filled.
          ...wholeHours(new Fraction(fill * empty, fill + empty)),
          // Subtracted the times instead of the rates.
          hours(empty - fill),
          hours(fill + empty),
          hours(time.add(fill)),
          hours(time.sub(1)),
          hours(time.add(2)),
        ],
        explanation: `Let the tank hold LCM(${fill}, ${empty}) = ${tank} units.\nThe filling pipe adds ${units(rateIn)} an hour and the outlet removes ${rateOut}; net ${rateIn} − ${rateOut} = ${units(rateIn - rateOut)} an hour.\nTime = ${tank} ÷ ${rateIn - rateOut} = ${time} hours.`,
        difficulty: 'medium',
        hindi: {
          stem: `एक पाइप किसी टंकी को ${fill} घंटे में भर सकता है और एक निकास पाइप भरी टंकी को ${empty} घंटे में खाली कर सकता है। यदि खाली टंकी में दोनों पाइप एक साथ खोल दिए जाएँ, तो टंकी कितने घंटे में भरेगी?`,
          explanation: `माना टंकी की क्षमता = ल.स.प.(${fill}, ${empty}) = ${tank} इकाई।\nभरने वाला पाइप प्रति घंटा ${rateIn} इकाई भरता है और निकास पाइप ${rateOut} इकाई निकालता है; शुद्ध ${rateIn} − ${rateOut} = ${rateIn - rateOut} इकाई प्रति घंटा।\nसमय = ${tank} ÷ ${rateIn - rateOut} = ${time} घंटे।`,
          optionHi,
        },
      };
    },
    solve: ({ fill, empty }) => timeFromRates([new Fraction(1, fill), new Fraction(-1, empty)]),
  });

const threePipesQuestions = () =>
  numericQuestions({
    topic,
    generator: 'pipes-three',
    count: 40,
    drawParams: (random) => {
      // Times drawn from the divisors of one tank size, so the units stay whole.
      const tank = random.pick([24, 30, 36, 40, 48, 60, 72, 80, 84, 90, 120, 144, 180]);
      const divisors = Array.from({ length: 60 }, (_, index) => index + 3).filter((d) => tank % d === 0);
      const a = random.pick(divisors);
      const b = random.pick(divisors);
      const c = random.pick(divisors);
      if (b <= a || c <= a) return undefined;
      // C undoing exactly A or B would make the question trivial.
      if (c === a || c === b) return undefined;
      return { a, b, c };
    },
    paramsKey: ({ a, b, c }) => `a=${a};b=${b};c=${c}`,
    build: ({ a, b, c }) => {
      const tank = lcm(a, b, c);
      if (tank > 600) return undefined;
      const [ra, rb, rc] = [tank / a, tank / b, tank / c];
      const net = ra + rb - rc;
      if (net <= 0) return undefined;
      const time = new Fraction(tank, net);
      if (!time.isInteger() || time.numerator > MAX_HOURS) return undefined;
      return {
        stem: `Pipes A and B can fill a tank in ${a} hours and ${b} hours respectively, and pipe C can empty the full tank in ${c} hours. If all three are opened together when the tank is empty, in how many hours will it be full?`,
        answer: hours(time),
        mistakes: [
          // Counted C as filling too.
          ...wholeHours(new Fraction(tank, ra + rb + rc)),
          // Left C out.
          ...wholeHours(new Fraction(tank, ra + rb)),
          hours(time.add(1)),
          hours(time.add(2)),
          ...(time.numerator > 1 ? [hours(time.sub(1))] : []),
        ],
        explanation: `Let the tank hold LCM(${a}, ${b}, ${c}) = ${tank} units.\nA fills ${ra}, B fills ${rb} and C empties ${units(rc)} an hour; net ${ra} + ${rb} − ${rc} = ${units(net)} an hour.\nTime = ${tank} ÷ ${net} = ${time} hours.`,
        difficulty: 'hard',
        hindi: {
          stem: `पाइप A और B किसी टंकी को क्रमशः ${a} घंटे और ${b} घंटे में भर सकते हैं, और पाइप C भरी टंकी को ${c} घंटे में खाली कर सकता है। यदि खाली टंकी में तीनों पाइप एक साथ खोल दिए जाएँ, तो टंकी कितने घंटे में भरेगी?`,
          explanation: `माना टंकी की क्षमता = ल.स.प.(${a}, ${b}, ${c}) = ${tank} इकाई।\nA प्रति घंटा ${ra} इकाई, B ${rb} इकाई भरता है और C ${rc} इकाई खाली करता है; शुद्ध ${ra} + ${rb} − ${rc} = ${net} इकाई प्रति घंटा।\nसमय = ${tank} ÷ ${net} = ${time} घंटे।`,
          optionHi,
        },
      };
    },
    solve: ({ a, b, c }) => timeFromRates([new Fraction(1, a), new Fraction(1, b), new Fraction(-1, c)]),
  });

const leakQuestions = () =>
  numericQuestions({
    topic,
    generator: 'pipes-leak',
    count: 45,
    drawParams: (random) => {
      const fill = random.int(2, 24);
      const withLeak = fill + random.int(1, 12);
      return { fill, withLeak };
    },
    paramsKey: ({ fill, withLeak }) => `f=${fill};l=${withLeak}`,
    build: ({ fill, withLeak }) => {
      const leak = new Fraction(fill * withLeak, withLeak - fill);
      if (!leak.isInteger() || leak.numerator > MAX_HOURS) return undefined;
      const tank = lcm(fill, withLeak);
      const rateIn = tank / fill;
      const rateNet = tank / withLeak;
      const rateLeak = rateIn - rateNet;
      return {
        stem: `A pipe can fill a tank in ${fill} hours. Because of a leak at the bottom, it takes ${withLeak} hours to fill the tank. In how many hours can the leak alone empty the full tank?`,
        answer: hours(leak),
        mistakes: [
          // Subtracted the times.
          hours(withLeak - fill),
          // Added the rates.
          ...wholeHours(new Fraction(fill * withLeak, fill + withLeak)),
          hours(fill + withLeak),
          hours(leak.add(fill)),
          hours(leak.add(2)),
          ...(leak.numerator > 2 ? [hours(leak.sub(2))] : []),
        ],
        explanation: `Let the tank hold LCM(${fill}, ${withLeak}) = ${tank} units.\nThe pipe alone fills ${units(rateIn)} an hour; with the leak only ${rateNet}, so the leak lets out ${rateIn} − ${rateNet} = ${units(rateLeak)} an hour.\nLeak alone empties the tank in ${tank} ÷ ${rateLeak} = ${leak} hours.`,
        difficulty: leak.numerator > 40 ? 'hard' : 'medium',
        hindi: {
          stem: `एक पाइप किसी टंकी को ${fill} घंटे में भर सकता है। तली में एक रिसाव के कारण टंकी भरने में ${withLeak} घंटे लगते हैं। रिसाव अकेले भरी टंकी को कितने घंटे में खाली कर देगा?`,
          explanation: `माना टंकी की क्षमता = ल.स.प.(${fill}, ${withLeak}) = ${tank} इकाई।\nपाइप अकेला प्रति घंटा ${rateIn} इकाई भरता है; रिसाव के साथ केवल ${rateNet}, अतः रिसाव प्रति घंटा ${rateIn} − ${rateNet} = ${rateLeak} इकाई निकालता है।\nरिसाव अकेले टंकी को ${tank} ÷ ${rateLeak} = ${leak} घंटे में खाली करेगा।`,
          optionHi,
        },
      };
    },
    // The leak's rate is what separates the two filling rates.
    solve: ({ fill, withLeak }) => timeFromRates([new Fraction(1, fill), new Fraction(-1, withLeak)]),
  });

export const pipesAndCisterns: TopicGenerator = {
  topic,
  generate: () => [
    ...twoFillQuestions(),
    ...fillEmptyQuestions(),
    ...threePipesQuestions(),
    ...leakQuestions(),
  ],
};
