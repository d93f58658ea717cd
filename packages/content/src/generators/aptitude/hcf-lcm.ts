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

/** HCF × LCM = product of the two numbers. */
const otherNumberQuestions = () =>
  numericQuestions({
    topic: hcfAndLcm.topic,
    generator: 'hcf-lcm-other-number',
    count: 60,
    drawParams: (random) => {
      const hcf = random.int(2, 16);
      const p = random.int(2, 11);
      const q = random.int(2, 11);
      if (p === q || gcd(p, q) !== 1) return undefined;
      return { hcf, p, q };
    },
    paramsKey: ({ hcf, p, q }) => `h=${hcf};p=${p};q=${q}`,
    build: ({ hcf, p, q }) => {
      const a = hcf * p;
      const b = hcf * q;
      const lcm = hcf * p * q;
      return {
        stem: `The HCF of two numbers is ${hcf} and their LCM is ${lcm}. If one of the numbers is ${a}, what is the other?`,
        answer: String(b),
        mistakes: [
          // LCM ÷ the number, forgetting the HCF.
          String(lcm / a),
          // LCM ÷ HCF.
          String(lcm / hcf),
          String(lcm - a),
          String(b + hcf),
        ],
        explanation: `HCF × LCM = product of the two numbers.\nOther number = ${hcf} × ${lcm} ÷ ${a} = ${hcf * lcm} ÷ ${a} = ${b}.`,
        difficulty: 'medium',
        hindi: {
          stem: `दो संख्याओं का म.स.प. ${hcf} और ल.स.प. ${lcm} है। यदि उनमें से एक संख्या ${a} है, तो दूसरी संख्या क्या है?`,
          explanation: `म.स.प. × ल.स.प. = दोनों संख्याओं का गुणनफल।\nदूसरी संख्या = ${hcf} × ${lcm} ÷ ${a} = ${hcf * lcm} ÷ ${a} = ${b}।`,
        },
      };
    },
    // Search the multiples of the HCF for the number whose HCF and LCM with the first match.
    solve: ({ hcf, p, q }) => {
      const a = hcf * p;
      const lcm = hcf * p * q;
      for (let other = hcf; other <= lcm; other += hcf) {
        if (hcfByTrial(a, other) === hcf && lcmByMultiples(a, other) === lcm && other !== a)
          return String(other);
      }
      return 'none';
    },
  });

/** The largest number dividing three numbers with the same remainder: HCF of the differences from it. */
const remainderQuestions = () =>
  numericQuestions({
    topic: hcfAndLcm.topic,
    generator: 'hcf-same-remainder',
    count: 50,
    drawParams: (random) => {
      const divisor = random.int(6, 45);
      const rest = random.int(1, Math.min(9, divisor - 1));
      const multipliers = [random.int(2, 25), random.int(2, 25), random.int(2, 25)];
      return { divisor, rest, multipliers };
    },
    paramsKey: ({ divisor, rest, multipliers }) => `d=${divisor};r=${rest};m=${multipliers.join(',')}`,
    build: ({ divisor, rest, multipliers }) => {
      const [m1, m2, m3] = multipliers as [number, number, number];
      if (new Set(multipliers).size !== 3 || gcd(gcd(m1, m2), m3) !== 1) return undefined;
      const numbers = multipliers.map((m) => divisor * m + rest).sort((x, y) => x - y);
      const reduced = numbers.map((n) => n - rest);
      const plainHcf = gcd(gcd(numbers[0] ?? 0, numbers[1] ?? 0), numbers[2] ?? 0);
      return {
        stem: `What is the largest number that divides ${numbers.join(', ')} leaving the same remainder ${rest} in each case?`,
        answer: String(divisor),
        mistakes: [
          // Forgot to take the remainder away first.
          ...(plainHcf > 1 && plainHcf !== divisor ? [String(plainHcf)] : []),
          String(divisor + rest),
          ...(divisor - rest > rest ? [String(divisor - rest)] : []),
          String(2 * divisor),
          String(divisor + 1),
        ],
        explanation: `Take the remainder away: ${numbers.map((n) => `${n} − ${rest}`).join(', ')} = ${reduced.join(', ')}.\nThe required number is HCF(${reduced.join(', ')}) = ${divisor}.`,
        difficulty: 'hard',
        hindi: {
          stem: `वह सबसे बड़ी संख्या कौन-सी है जिससे ${numbers.join(', ')} को भाग देने पर प्रत्येक दशा में शेषफल ${rest} बचता है?`,
          explanation: `पहले शेषफल घटाएँ: ${numbers.map((n) => `${n} − ${rest}`).join(', ')} = ${reduced.join(', ')}।\nअभीष्ट संख्या = म.स.प.(${reduced.join(', ')}) = ${divisor}।`,
        },
      };
    },
    // Try every divisor from the largest down.
    solve: ({ divisor, rest, multipliers }) => {
      const numbers = multipliers.map((m) => divisor * m + rest);
      for (let d = Math.min(...numbers); d > rest; d--) {
        if (numbers.every((n) => n % d === rest)) return String(d);
      }
      return 'none';
    },
  });

export const hcfAndLcm: TopicGenerator = {
  topic: { id: 'hcf-and-lcm', categoryId: 'number-system', name: 'HCF and LCM', nameHi: 'म.स.प. और ल.स.प.' },
  generate: () => [...pairQuestions(), ...otherNumberQuestions(), ...remainderQuestions()],
};

const pairQuestions = () =>
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
          explanation: `Euclid: ${euclid}. The divisor that leaves remainder 0 is the HCF.\nCheck: ${a} = ${hcf} × ${a / hcf}, ${b} = ${hcf} × ${b / hcf}, and ${a / hcf}, ${b / hcf} have no common factor, so HCF = ${hcf}.`,
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
  });
