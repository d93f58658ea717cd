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
        const rivals = PROPERTIES.filter((other) => other !== rule)
          .flatMap((other) => [
            loneOutsider(numbers, other),
            loneOutsider(numbers, { name: '', test: (n) => !other.test(n) }),
          ])
          .filter((n) => n !== undefined && n !== outsider);
        if (rivals.length > 0) return undefined;
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
