import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { power } from './format.ts';

const topic: TopicDefinition = {
  id: 'divisibility-and-unit-digits',
  categoryId: 'number-system',
  name: 'Divisibility and Unit Digits',
  nameHi: 'विभाज्यता और इकाई अंक',
};

/** Unit digits of d¹, d², … until they repeat: the cycle a book tabulates. */
function unitCycle(digit: number): number[] {
  const cycle: number[] = [];
  let value = digit % 10;
  while (!cycle.includes(value)) {
    cycle.push(value);
    value = (value * digit) % 10;
  }
  return cycle;
}

/** The unit digit of base^exponent by the cycle of its last digit. */
function unitByCycle(base: number, exponent: number): { digit: number; cycle: number[]; step: number } {
  const cycle = unitCycle(base % 10);
  const step = ((exponent - 1) % cycle.length) + 1;
  return { digit: cycle[step - 1] ?? 0, cycle, step };
}

/** The independent check: repeated multiplication keeping only the last digit. */
function unitBySquaring(base: number, exponent: number): number {
  return Number(BigInt(base) ** BigInt(exponent) % 10n);
}

function cycleLine(base: number, exponent: number): { en: string; hi: string } {
  const last = base % 10;
  const { digit, cycle, step } = unitByCycle(base, exponent);
  const shown = cycle.map((d, index) => `${power(last, index + 1)} → ${d}`).join(', ');
  if (cycle.length === 1) {
    return {
      en: `Only the last digit ${last} matters: ${last} × ${last} = ${last * last} ends in ${last} again, so every power of ${last} ends in ${last}.\nHence ${power(base, exponent)} ends in ${digit}.`,
      hi: `केवल अंतिम अंक ${last} मायने रखता है: ${last} × ${last} = ${last * last} का इकाई अंक फिर ${last} है, अतः ${last} की हर घात का इकाई अंक ${last} होता है।\nइसलिए ${power(base, exponent)} का इकाई अंक ${digit} है।`,
    };
  }
  const rest = exponent % cycle.length;
  return {
    en: `Only the last digit ${last} matters. Its powers end in ${shown}, a cycle of ${cycle.length}.\n${exponent} = ${cycle.length} × ${Math.floor(exponent / cycle.length)} + ${rest}, so ${power(base, exponent)} ends like ${power(last, step)}: ${digit}.`,
    hi: `केवल अंतिम अंक ${last} मायने रखता है। इसकी घातों के इकाई अंक: ${shown}, ${cycle.length} का चक्र।\n${exponent} = ${cycle.length} × ${Math.floor(exponent / cycle.length)} + ${rest}, अतः ${power(base, exponent)} का इकाई अंक ${power(last, step)} जैसा है: ${digit}।`,
  };
}

/** A signed whole number with a true minus sign. */
const signed = (value: number) => (value < 0 ? `−${-value}` : String(value));

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const unitDigitQuestions = () =>
  numericQuestions({
    topic,
    generator: 'unit-digit-power',
    count: 60,
    drawParams: (random) => {
      // Last digits with a real cycle (2, 3, 4, 7, 8, 9) most of the time.
      const last = random.pick([2, 3, 4, 7, 8, 9, 2, 3, 7, 8, 6, 5]);
      const base = 10 * random.int(0, 9) + last;
      return { base, exponent: random.int(13, 299) };
    },
    paramsKey: ({ base, exponent }) => `${base}^${exponent}`,
    build: ({ base, exponent }) => {
      if (base < 2) return undefined;
      const { digit, cycle, step } = unitByCycle(base, exponent);
      // Cycles of one (5, 6) are easy marks; keep them few.
      if (cycle.length === 1 && exponent % 5 !== 0) return undefined;
      const line = cycleLine(base, exponent);
      return {
        stem: `What is the unit digit of ${power(base, exponent)}?`,
        answer: String(digit),
        mistakes: [
          // One step off in the cycle.
          String(cycle[step % cycle.length]),
          String(cycle[(step + cycle.length - 2) % cycle.length]),
          // The base's own last digit, or the exponent's.
          String(base % 10),
          String(exponent % 10),
          ...DIGITS,
        ],
        explanation: line.en,
        difficulty: cycle.length === 1 ? 'easy' : 'medium',
        hindi: {
          stem: `${power(base, exponent)} का इकाई अंक क्या है?`,
          explanation: line.hi,
        },
      };
    },
    solve: ({ base, exponent }) => String(unitBySquaring(base, exponent)),
  });

const unitProductQuestions = () =>
  numericQuestions({
    topic,
    generator: 'unit-digit-product',
    count: 40,
    drawParams: (random) => {
      const a = 10 * random.int(1, 9) + random.pick([2, 3, 4, 7, 8, 9]);
      const b = 10 * random.int(1, 9) + random.pick([2, 3, 4, 7, 8, 9]);
      return { a, m: random.int(11, 99), b, n: random.int(11, 99), op: random.pick(['×', '+'] as const) };
    },
    paramsKey: ({ a, m, b, n, op }) => `${a}^${m}${op}${b}^${n}`,
    build: ({ a, m, b, n, op }) => {
      if (a === b) return undefined;
      const first = unitByCycle(a, m).digit;
      const second = unitByCycle(b, n).digit;
      const digit = op === '×' ? (first * second) % 10 : (first + second) % 10;
      const wrong = op === '×' ? (first + second) % 10 : (first * second) % 10;
      const expression = `${power(a, m)} ${op} ${power(b, n)}`;
      const combine =
        op === '×' ? `${first} × ${second} = ${first * second}` : `${first} + ${second} = ${first + second}`;
      return {
        stem: `What is the unit digit of ${expression}?`,
        answer: String(digit),
        mistakes: [
          // Combined the digits with the wrong operation.
          String(wrong),
          // Took one factor's unit digit only.
          String(first),
          String(second),
          String(((a % 10) * (b % 10)) % 10),
          ...DIGITS,
        ],
        explanation: `Unit digit of ${power(a, m)} = ${first} (powers of ${a % 10} cycle every ${unitCycle(a % 10).length}; ${m} leaves ${m % unitCycle(a % 10).length} on division by ${unitCycle(a % 10).length}).\nUnit digit of ${power(b, n)} = ${second} (powers of ${b % 10} cycle every ${unitCycle(b % 10).length}; ${n} leaves ${n % unitCycle(b % 10).length}).\n${combine}, so the unit digit is ${digit}.`,
        difficulty: 'hard',
        hindi: {
          stem: `${expression} का इकाई अंक क्या है?`,
          explanation: `${power(a, m)} का इकाई अंक = ${first} (${a % 10} की घातें हर ${unitCycle(a % 10).length} पर दोहराती हैं; ${m} को ${unitCycle(a % 10).length} से भाग देने पर शेष ${m % unitCycle(a % 10).length})।\n${power(b, n)} का इकाई अंक = ${second} (${b % 10} की घातें हर ${unitCycle(b % 10).length} पर दोहराती हैं; ${n} का शेष ${n % unitCycle(b % 10).length})।\n${combine}, अतः इकाई अंक ${digit} है।`,
        },
      };
    },
    solve: ({ a, m, b, n, op }) => {
      const x = BigInt(a) ** BigInt(m);
      const y = BigInt(b) ** BigInt(n);
      return String((op === '×' ? x * y : x + y) % 10n);
    },
  });

const PRIMES = [2, 3, 5, 7] as const;

const factorCountQuestions = () =>
  numericQuestions({
    topic,
    generator: 'factor-count',
    count: 50,
    drawParams: (random) => {
      const exponents = PRIMES.map((prime) =>
        prime === 7 ? random.int(0, 1) : random.int(0, prime === 2 ? 5 : 3),
      );
      return { exponents };
    },
    paramsKey: ({ exponents }) => `e=${exponents.join(',')}`,
    build: ({ exponents }) => {
      const used = PRIMES.map((prime, index) => ({ prime, exponent: exponents[index] ?? 0 })).filter(
        (entry) => entry.exponent > 0,
      );
      if (used.length < 2) return undefined;
      const value = used.reduce((product, { prime, exponent }) => product * prime ** exponent, 1);
      if (value > 20000 || value < 30) return undefined;
      const count = used.reduce((product, { exponent }) => product * (exponent + 1), 1);
      const factorised = used
        .map(({ prime, exponent }) => (exponent === 1 ? `${prime}` : power(prime, exponent)))
        .join(' × ');
      const formula = used.map(({ exponent }) => `(${exponent} + 1)`).join(' × ');
      const productOfExponents = used.reduce((product, { exponent }) => product * exponent, 1);
      const sumPlusOne = used.reduce((sum, { exponent }) => sum + exponent + 1, 0);
      return {
        stem: `How many factors (divisors) does ${value} have?`,
        answer: String(count),
        mistakes: [
          // Multiplied the exponents without adding 1.
          String(productOfExponents),
          // Added the (exponent + 1)s instead of multiplying.
          String(sumPlusOne),
          // Left out 1 and the number itself.
          String(count - 2),
          String(count + 2),
          String(count * 2),
        ],
        explanation: `${value} = ${factorised}.\nNumber of factors = ${formula} = ${count} (each prime's power can be chosen from 0 up to its exponent).`,
        difficulty: count > 20 ? 'hard' : 'medium',
        hindi: {
          stem: `${value} के कुल कितने गुणनखंड (भाजक) हैं?`,
          explanation: `${value} = ${factorised}।\nगुणनखंडों की संख्या = ${formula} = ${count} (हर अभाज्य की घात 0 से उसके घातांक तक चुनी जा सकती है)।`,
        },
      };
    },
    // Count divisors by trial, without factorising.
    solve: ({ exponents }) => {
      const value = PRIMES.reduce((product, prime, index) => product * prime ** (exponents[index] ?? 0), 1);
      let count = 0;
      for (let divisor = 1; divisor <= value; divisor++) if (value % divisor === 0) count++;
      return String(count);
    },
  });

type Rule = 9 | 11 | 3;

/** A number with one digit hidden as x: which digit makes it divisible? */
const missingDigitQuestions = () =>
  numericQuestions({
    topic,
    generator: 'divisibility-missing-digit',
    count: 60,
    drawParams: (random) => {
      const length = random.int(5, 7);
      const digits = Array.from({ length }, (_, index) =>
        index === 0 ? random.int(1, 9) : random.int(0, 9),
      );
      const hidden = random.int(1, length - 1);
      const rule = random.pick([9, 11, 11, 3] as const satisfies readonly Rule[]);
      return { digits, hidden, rule };
    },
    paramsKey: ({ digits, hidden, rule }) => `n=${digits.join('')};x=${hidden};by=${rule}`,
    build: ({ digits, hidden, rule }) => {
      const written = digits.map((digit, index) => (index === hidden ? 'x' : String(digit))).join('');
      const known = digits.filter((_, index) => index !== hidden);
      const works = (x: number) => {
        const all = digits.map((digit, index) => (index === hidden ? x : digit));
        if (rule === 11) {
          // Alternating sum from the right.
          const alternating = all
            .slice()
            .reverse()
            .reduce((sum, digit, index) => sum + (index % 2 === 0 ? digit : -digit), 0);
          return alternating % 11 === 0;
        }
        return all.reduce((sum, digit) => sum + digit, 0) % rule === 0;
      };
      const valid = DIGITS.map(Number).filter(works);
      if (valid.length === 0) return undefined;
      // For 9 and 11 only one digit may work; for 3 we ask for the smallest.
      if (rule !== 3 && valid.length !== 1) return undefined;
      const answer = valid[0] ?? 0;
      const others = DIGITS.filter((digit) => !valid.includes(Number(digit)));
      if (rule === 11) {
        const fromRight = digits.slice().reverse();
        const hiddenFromRight = digits.length - 1 - hidden;
        const oddPlaces = fromRight.filter((_, index) => index % 2 === 0 && index !== hiddenFromRight);
        const evenPlaces = fromRight.filter((_, index) => index % 2 === 1 && index !== hiddenFromRight);
        const oddSum = oddPlaces.reduce((sum, digit) => sum + digit, 0);
        const evenSum = evenPlaces.reduce((sum, digit) => sum + digit, 0);
        const xIn = hiddenFromRight % 2 === 0 ? 'odd' : 'even';
        const xInHi = hiddenFromRight % 2 === 0 ? 'विषम' : 'सम';
        const oddText = `${oddPlaces.join(' + ') || '0'}${xIn === 'odd' ? ' + x' : ''}`;
        const evenText = `${evenPlaces.join(' + ') || '0'}${xIn === 'even' ? ' + x' : ''}`;
        // The usual slip: putting x among the wrong places.
        const swapped = DIGITS.map(Number).find((x) => {
          const d = xIn === 'odd' ? oddSum - (evenSum + x) : oddSum + x - evenSum;
          return ((d % 11) + 11) % 11 === 0;
        });
        return {
          stem: `The number ${written} is divisible by 11. What is the digit x?`,
          answer: String(answer),
          mistakes: [
            ...(swapped === undefined ? [] : [String(swapped)]),
            String((answer + 1) % 10),
            String(9 - answer),
            ...others,
          ],
          explanation: `A number is divisible by 11 when (sum of digits in odd places) − (sum in even places), counted from the right, is 0 or a multiple of 11.\nOdd places: ${oddText} = ${oddSum}${xIn === 'odd' ? ' + x' : ''}; even places: ${evenText} = ${evenSum}${xIn === 'even' ? ' + x' : ''}.\nWith x = ${answer} the difference is ${signed(xIn === 'odd' ? oddSum + answer - evenSum : oddSum - evenSum - answer)}, a multiple of 11.`,
          difficulty: 'hard',
          hindi: {
            stem: `संख्या ${written}, 11 से विभाज्य है। अंक x का मान क्या है?`,
            explanation: `कोई संख्या 11 से विभाज्य होती है जब दाईं ओर से गिनने पर (विषम स्थानों के अंकों का योग) − (सम स्थानों के अंकों का योग) 0 या 11 का गुणज हो।\nविषम स्थान: ${oddText} = ${oddSum}${xIn === 'odd' ? ' + x' : ''}; सम स्थान: ${evenText} = ${evenSum}${xIn === 'even' ? ' + x' : ''}।\nx = ${answer} लेने पर अंतर ${signed(xIn === 'odd' ? oddSum + answer - evenSum : oddSum - evenSum - answer)} है, जो 11 का गुणज है (x ${xInHi} स्थान पर है)।`,
          },
        };
      }
      const knownSum = known.reduce((sum, digit) => sum + digit, 0);
      const total = knownSum + answer;
      const smallest = rule === 3 ? 'smallest ' : '';
      const smallestHi = rule === 3 ? 'न्यूनतम ' : '';
      const otherRule = rule === 9 ? 3 : 9;
      // A digit that passes the other rule but not this one.
      const nearMiss = DIGITS.map(Number).find((x) => !valid.includes(x) && (knownSum + x) % otherRule === 0);
      return {
        stem: `If the number ${written} is divisible by ${rule}, what is the ${smallest}value of the digit x?`,
        answer: String(answer),
        mistakes: [
          ...(rule === 3 ? valid.slice(1).map(String) : []),
          ...(nearMiss === undefined ? [] : [String(nearMiss)]),
          String(9 - answer),
          ...others,
        ],
        explanation: `A number is divisible by ${rule} when the sum of its digits is.\nSum of the known digits = ${known.join(' + ')} = ${knownSum}.\n${knownSum} + x must be a multiple of ${rule}; the ${smallest}digit that works is x = ${answer} (${knownSum} + ${answer} = ${total}).`,
        difficulty: rule === 3 ? 'easy' : 'medium',
        hindi: {
          stem: `यदि संख्या ${written}, ${rule} से विभाज्य है, तो अंक x का ${smallestHi}मान क्या है?`,
          explanation: `कोई संख्या ${rule} से विभाज्य होती है जब उसके अंकों का योग ${rule} से विभाज्य हो।\nज्ञात अंकों का योग = ${known.join(' + ')} = ${knownSum}।\n${knownSum} + x, ${rule} का गुणज होना चाहिए; ${smallestHi ? 'सबसे छोटा ' : ''}अंक x = ${answer} है (${knownSum} + ${answer} = ${total})।`,
        },
      };
    },
    // Try every digit in the number itself and divide.
    solve: ({ digits, hidden, rule }) => {
      for (let x = 0; x <= 9; x++) {
        const text = digits.map((digit, index) => (index === hidden ? x : digit)).join('');
        if (BigInt(text) % BigInt(rule) === 0n) return String(x);
      }
      return 'none';
    },
  });

type WhichRule = 4 | 6 | 8 | 11 | 12;

/** The test a book states for each divisor, and the reason a number passes it. */
function ruleWorking(
  rule: WhichRule,
  value: number,
): { rule: string; ruleHi: string; why: string; whyHi: string } {
  const text = String(value);
  const digitSum = [...text].reduce((sum, digit) => sum + Number(digit), 0);
  const lastTwo = Number(text.slice(-2));
  const lastThree = Number(text.slice(-3));
  switch (rule) {
    case 4:
      return {
        rule: 'divisible by 4 when the number formed by its last two digits is',
        ruleHi: '4 से विभाज्य होती है जब उसके अंतिम दो अंकों से बनी संख्या 4 से विभाज्य हो',
        why: `last two digits ${String(lastTwo).padStart(2, '0')} = 4 × ${lastTwo / 4}`,
        whyHi: `अंतिम दो अंक ${String(lastTwo).padStart(2, '0')} = 4 × ${lastTwo / 4}`,
      };
    case 8:
      return {
        rule: 'divisible by 8 when the number formed by its last three digits is',
        ruleHi: '8 से विभाज्य होती है जब उसके अंतिम तीन अंकों से बनी संख्या 8 से विभाज्य हो',
        why: `last three digits ${String(lastThree).padStart(3, '0')} = 8 × ${lastThree / 8}`,
        whyHi: `अंतिम तीन अंक ${String(lastThree).padStart(3, '0')} = 8 × ${lastThree / 8}`,
      };
    case 6:
      return {
        rule: 'divisible by 6 when it is even and its digit sum is divisible by 3',
        ruleHi: '6 से विभाज्य होती है जब वह सम हो और उसके अंकों का योग 3 से विभाज्य हो',
        why: `it is even and its digit sum is ${digitSum} = 3 × ${digitSum / 3}`,
        whyHi: `यह सम है और अंकों का योग ${digitSum} = 3 × ${digitSum / 3} है`,
      };
    case 12:
      return {
        rule: 'divisible by 12 when it is divisible by both 3 and 4',
        ruleHi: '12 से विभाज्य होती है जब वह 3 और 4 दोनों से विभाज्य हो',
        why: `digit sum ${digitSum} = 3 × ${digitSum / 3} and last two digits ${String(lastTwo).padStart(2, '0')} = 4 × ${lastTwo / 4}`,
        whyHi: `अंकों का योग ${digitSum} = 3 × ${digitSum / 3} और अंतिम दो अंक ${String(lastTwo).padStart(2, '0')} = 4 × ${lastTwo / 4}`,
      };
    case 11: {
      const digits = [...text].reverse().map(Number);
      const odd = digits.filter((_, index) => index % 2 === 0).reduce((sum, digit) => sum + digit, 0);
      const even = digits.filter((_, index) => index % 2 === 1).reduce((sum, digit) => sum + digit, 0);
      return {
        rule: 'divisible by 11 when the sums of its digits in odd and in even places (from the right) differ by 0 or a multiple of 11',
        ruleHi: '11 से विभाज्य होती है जब दाईं ओर से विषम और सम स्थानों के अंकों के योगों का अंतर 0 या 11 का गुणज हो',
        why: `odd places add to ${odd}, even places to ${even}, difference ${signed(odd - even)}`,
        whyHi: `विषम स्थानों का योग ${odd}, सम स्थानों का योग ${even}, अंतर ${signed(odd - even)}`,
      };
    }
  }
}

/** Four numbers, one divisible: the others pass half the test (even but digit sum wrong, by 4 but not 8). */
const whichDivisibleQuestions = () =>
  numericQuestions({
    topic,
    generator: 'divisibility-which',
    count: 50,
    drawParams: (random) => {
      const rule = random.pick([4, 6, 8, 11, 12] as const satisfies readonly WhichRule[]);
      const answer = rule * random.int(Math.ceil(10000 / rule), Math.floor(999999 / rule));
      const offsets: Record<WhichRule, readonly number[]> = {
        4: [2, 6, 10, -2],
        6: [3, 2, 4, -3],
        8: [4, 12, 2, -4],
        11: [1, 10, 9, -1],
        12: [6, 4, 8, -6],
      };
      const near = random
        .shuffle(offsets[rule])
        .slice(0, 3)
        .map((offset) => answer + offset);
      return { rule, numbers: [answer, ...near] };
    },
    paramsKey: ({ rule, numbers }) => `by=${rule};n=${numbers.join(',')}`,
    build: ({ rule, numbers }) => {
      const [answer, ...near] = numbers as [number, ...number[]];
      if (numbers.filter((value) => value % rule === 0).length !== 1) return undefined;
      const working = ruleWorking(rule, answer);
      // The numbers go in the stem too, in order, so each question reads differently.
      const sorted = [...numbers].sort((x, y) => x - y).map(String);
      const listed = `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
      const listedHi = `${sorted.slice(0, -1).join(', ')} और ${sorted.at(-1)}`;
      return {
        stem: `Which of the numbers ${listed} is divisible by ${rule}?`,
        answer: String(answer),
        mistakes: near.map(String),
        explanation: `A number is ${working.rule}.\n${answer}: ${working.why}, so it is divisible by ${rule}; each of the others fails the test.`,
        difficulty: rule === 4 ? 'easy' : rule === 11 || rule === 12 ? 'hard' : 'medium',
        hindi: {
          stem: `संख्याओं ${listedHi} में से कौन-सी ${rule} से विभाज्य है?`,
          explanation: `कोई संख्या ${working.ruleHi}।\n${answer}: ${working.whyHi}, अतः यह ${rule} से विभाज्य है; बाकी संख्याएँ इस जाँच में विफल रहती हैं।`,
        },
      };
    },
    // Divide each option outright.
    solve: ({ rule, numbers }) =>
      String(numbers.find((value) => BigInt(value) % BigInt(rule) === 0n) ?? 'none'),
  });

export const divisibilityAndUnitDigits: TopicGenerator = {
  topic,
  generate: () => [
    ...unitDigitQuestions(),
    ...unitProductQuestions(),
    ...factorCountQuestions(),
    ...missingDigitQuestions(),
    ...whichDivisibleQuestions(),
  ],
};
