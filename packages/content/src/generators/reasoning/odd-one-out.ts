import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

interface Property {
  name: string;
  test: (n: number) => boolean;
}

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

const PROPERTIES: readonly Property[] = [
  { name: 'prime numbers', test: isPrime },
  { name: 'perfect squares', test: (n) => Number.isInteger(Math.sqrt(n)) },
  {
    name: 'perfect cubes',
    test: (n) => Number.isInteger(Math.round(Math.cbrt(n))) && Math.round(Math.cbrt(n)) ** 3 === n,
  },
  { name: 'multiples of 7', test: (n) => n % 7 === 0 },
  { name: 'multiples of 9', test: (n) => n % 9 === 0 },
  { name: 'multiples of 11', test: (n) => n % 11 === 0 },
  { name: 'even numbers', test: (n) => n % 2 === 0 },
];

/**
 * Other features a learner could use to single out one number. They are never asked about, but a
 * set in which one of them singles out a different number has two defensible answers.
 */
const RIVAL_FEATURES: readonly Property[] = [
  { name: 'multiples of 3', test: (n) => n % 3 === 0 },
  { name: 'multiples of 5', test: (n) => n % 5 === 0 },
  // "The only one ending in 0" and "the only three-digit number" are what a learner sees first.
  { name: 'multiples of 10', test: (n) => n % 10 === 0 },
  { name: 'one-digit numbers', test: (n) => n < 10 },
  { name: 'two-digit numbers', test: (n) => n >= 10 && n < 100 },
  { name: 'three-digit numbers', test: (n) => n >= 100 },
];

function drawMembers(random: SeededRandom, property: Property, wanted: boolean, count: number): number[] {
  const chosen: number[] = [];
  for (let tries = 0; tries < 500 && chosen.length < count; tries++) {
    const n = random.int(4, 200);
    if (property.test(n) === wanted && !chosen.includes(n)) chosen.push(n);
  }
  return chosen;
}

/** The index of the only number that lacks `property` while the other three have it, if unique. */
function loneOutsider(numbers: readonly number[], property: Property): number | undefined {
  const outsiders = numbers.filter((n) => !property.test(n));
  return outsiders.length === 1 ? outsiders[0] : undefined;
}

/**
 * Every number some property or feature singles out: the only one lacking it while the other
 * three have it, or the only one having it. A fair question has exactly one.
 */
export function defensibleAnswers(numbers: readonly number[]): number[] {
  const singled = new Set<number>();
  for (const feature of [...PROPERTIES, ...RIVAL_FEATURES]) {
    for (const test of [feature.test, (n: number) => !feature.test(n)]) {
      const outsider = loneOutsider(numbers, { name: feature.name, test });
      if (outsider !== undefined) singled.add(outsider);
    }
  }
  return [...singled].sort((a, b) => a - b);
}

export const oddOneOut: TopicGenerator = {
  topic: {
    id: 'odd-one-out',
    categoryId: 'verbal-reasoning',
    name: 'Odd One Out (Numbers)',
    nameHi: 'विषम संख्या चुनें',
  },
  generate: () =>
    numericQuestions({
      topic: oddOneOut.topic,
      generator: 'odd-number-out',
      count: 200,
      drawParams: (random) => {
        const property = random.int(0, PROPERTIES.length - 1);
        const rule = PROPERTIES[property];
        if (!rule) return undefined;
        const members = drawMembers(random, rule, true, 3);
        const [outsider] = drawMembers(random, rule, false, 1);
        if (members.length < 3 || outsider === undefined) return undefined;
        return { property, numbers: [...members, outsider].sort((a, b) => a - b), outsider };
      },
      paramsKey: ({ property, numbers }) => `${PROPERTIES[property]?.name}:${numbers.join(',')}`,
      build: ({ property, numbers, outsider }) => {
        const rule = PROPERTIES[property];
        if (!rule) return undefined;
        // Reject sets where another property singles out a different number: two defensible answers.
        const answers = defensibleAnswers(numbers);
        if (answers.length !== 1 || answers[0] !== outsider) return undefined;
        return {
          stem: `Which number is the odd one out? ${numbers.join(', ')}`,
          answer: String(outsider),
          mistakes: numbers.filter((n) => n !== outsider).map(String),
          explanation: `${numbers.filter((n) => n !== outsider).join(', ')} are all ${rule.name}; ${outsider} is not.`,
          difficulty:
            rule.name === 'even numbers' ? 'easy' : rule.name.startsWith('multiples') ? 'hard' : 'medium',
        };
      },
      solve: ({ property, numbers }) => {
        const rule = PROPERTIES[property];
        return rule ? String(loneOutsider(numbers, rule)) : '';
      },
      fallbackDistractors: () => [],
    }),
};
