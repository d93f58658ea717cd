import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

interface Property {
  name: string;
  test: (n: number) => boolean;
  /** Hindi name, and why a number has or lacks the property, as the explanation shows it. */
  /** What the three share and what the fourth is not, in English and Hindi. */
  all?: { en: string; hi: string };
  not?: { en: string; hi: string };
  /** Why a number has or lacks the property: "56 = 7 × 8", "7² = 49 < 50 < 8² = 64". */
  why?: (n: number) => { en: string; hi: string };
}

function smallestFactor(n: number): number {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return d;
  return n;
}

function rootOf(n: number, power: number): number {
  return Math.round(n ** (1 / power));
}

const same = (text: string) => ({ en: text, hi: text });

/** "50 lies between 7² = 49 and 8² = 64" for a number that is not a perfect power. */
function between(n: number, power: number): string {
  const sign = power === 2 ? '²' : '³';
  let root = 1;
  while ((root + 1) ** power <= n) root++;
  return `${root}${sign} = ${root ** power} < ${n} < ${root + 1}${sign} = ${(root + 1) ** power}`;
}

function multipleOf(k: number): Pick<Property, 'all' | 'not' | 'why'> {
  return {
    all: { en: `all multiples of ${k}`, hi: `सभी ${k} के गुणज हैं` },
    not: { en: `is not a multiple of ${k}`, hi: `${k} का गुणज नहीं है` },
    why: (n) =>
      same(n % k === 0 ? `${n} = ${k} × ${n / k}` : `${n} = ${k} × ${Math.floor(n / k)} + ${n % k}`),
  };
}

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

const PROPERTIES: readonly Property[] = [
  {
    name: 'prime numbers',
    test: isPrime,
    all: {
      en: 'each has no factor but 1 and itself, so all are prime',
      hi: 'प्रत्येक का 1 और स्वयं के अतिरिक्त कोई गुणनखंड नहीं, अतः सभी अभाज्य संख्याएँ हैं',
    },
    not: { en: 'is not prime', hi: 'अभाज्य संख्या नहीं है' },
    why: (n) => same(isPrime(n) ? String(n) : `${n} = ${smallestFactor(n)} × ${n / smallestFactor(n)}`),
  },
  {
    name: 'perfect squares',
    test: (n) => Number.isInteger(Math.sqrt(n)),
    all: { en: 'all perfect squares', hi: 'सभी पूर्ण वर्ग हैं' },
    not: { en: 'is not a perfect square', hi: 'पूर्ण वर्ग नहीं है' },
    why: (n) => same(rootOf(n, 2) ** 2 === n ? `${n} = ${rootOf(n, 2)}²` : between(n, 2)),
  },
  {
    name: 'perfect cubes',
    test: (n) => Number.isInteger(Math.round(Math.cbrt(n))) && Math.round(Math.cbrt(n)) ** 3 === n,
    all: { en: 'all perfect cubes', hi: 'सभी पूर्ण घन हैं' },
    not: { en: 'is not a perfect cube', hi: 'पूर्ण घन नहीं है' },
    why: (n) => same(rootOf(n, 3) ** 3 === n ? `${n} = ${rootOf(n, 3)}³` : between(n, 3)),
  },
  { name: 'multiples of 7', test: (n) => n % 7 === 0, ...multipleOf(7) },
  { name: 'multiples of 9', test: (n) => n % 9 === 0, ...multipleOf(9) },
  { name: 'multiples of 11', test: (n) => n % 11 === 0, ...multipleOf(11) },
  {
    name: 'even numbers',
    test: (n) => n % 2 === 0,
    all: { en: 'all even', hi: 'सभी सम संख्याएँ हैं' },
    not: { en: 'is not even', hi: 'सम संख्या नहीं है' },
    why: (n) => same(n % 2 === 0 ? `${n} = 2 × ${n / 2}` : `${n} = 2 × ${Math.floor(n / 2)} + 1`),
  },
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
    name: 'Classification: Odd Number Out',
    nameHi: 'वर्गीकरण: असंगत संख्या चुनें',
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
        const members = numbers.filter((n) => n !== outsider);
        const why = rule.why ?? ((n: number) => same(String(n)));
        const shown = numbers.join(', ');
        const outsiderWhy = why(outsider);
        const conclusion = (not: string, hindi: boolean) =>
          `${outsiderWhy[hindi ? 'hi' : 'en']}, ${hindi ? 'अतः' : 'so'} ${outsider}${hindi && /^\d/.test(not) ? ',' : ''} ${not}`;
        return {
          stem: `Which number is the odd one out?\n${shown}`,
          answer: String(outsider),
          mistakes: members.map(String),
          explanation: `${members.map((n) => why(n).en).join(', ')}: ${rule.all?.en ?? rule.name}\n${conclusion(rule.not?.en ?? '', false)}`,
          difficulty:
            rule.name === 'even numbers' ? 'easy' : rule.name.startsWith('multiples') ? 'hard' : 'medium',
          hindi: {
            stem: `दी गई संख्याओं में से असंगत संख्या का चयन कीजिए।\n${shown}`,
            explanation: `${members.map((n) => why(n).hi).join(', ')}: ${rule.all?.hi ?? rule.name}\n${conclusion(rule.not?.hi ?? '', true)}`,
          },
        };
      },
      solve: ({ property, numbers }) => {
        const rule = PROPERTIES[property];
        return rule ? String(loneOutsider(numbers, rule)) : '';
      },
      fallbackDistractors: () => [],
    }),
};
