import { Fraction, gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { optionHi, plural } from './format.ts';

/** "x", "3x": the multiple of the unknown as a book writes it. */
function times(coefficient: number): string {
  return coefficient === 1 ? 'x' : `${coefficient}x`;
}

/** Ratio and total given: the first step every ages question rests on. */
const sumQuestions = () =>
  numericQuestions({
    topic: ratioAndAges.topic,
    generator: 'ratio-ages-sum',
    count: 70,
    drawParams: (random) => {
      const a = random.int(1, 8);
      const b = random.int(2, 9);
      if (a === b || gcd(a, b) !== 1) return undefined;
      return { a, b, unit: random.int(3, 9) };
    },
    paramsKey: ({ a, b, unit }) => `a=${a};b=${b};k=${unit}`,
    build: ({ a, b, unit }) => {
      const sum = (a + b) * unit;
      const ageB = b * unit;
      return {
        stem: `The ages of Ravi and Mohan are in the ratio ${a} : ${b}, and the sum of their ages is ${sum} years. What is Mohan's age?`,
        answer: plural(ageB, 'year'),
        mistakes: [
          // Ravi's age instead.
          plural(a * unit, 'year'),
          // Stopped at one part.
          plural(unit, 'year'),
          // Split the total equally.
          ...(sum % 2 === 0 ? [plural(sum / 2, 'year')] : []),
          plural(ageB + unit, 'year'),
        ],
        explanation: `Total parts = ${a} + ${b} = ${a + b}, so one part = ${sum} ÷ ${a + b} = ${unit} years.\nMohan's age = ${b} × ${unit} = ${ageB} years.`,
        difficulty: 'easy',
        hindi: {
          stem: `रवि और मोहन की आयु का अनुपात ${a} : ${b} है, और उनकी आयु का योग ${sum} वर्ष है। मोहन की आयु कितनी है?`,
          explanation: `कुल भाग = ${a} + ${b} = ${a + b}, अतः एक भाग = ${sum} ÷ ${a + b} = ${unit} वर्ष।\nमोहन की आयु = ${b} × ${unit} = ${ageB} वर्ष।`,
          optionHi,
        },
      };
    },
    solve: ({ a, b, unit }) => plural(new Fraction((a + b) * unit * b, a + b), 'year'),
  });

export const ratioAndAges: TopicGenerator = {
  topic: { id: 'ratio-and-ages', categoryId: 'arithmetic', name: 'Ratio and Ages', nameHi: 'अनुपात और आयु' },
  generate: () => [...futureRatioQuestions(), ...sumQuestions()],
};

const futureRatioQuestions = () =>
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
      // d(ax + n) = c(bx + n)  →  (ad − bc)x = n(c − d)
      const left = a * d - b * c;
      const right = years * (c - d);
      return {
        stem: `The ages of Ravi and Mohan are in the ratio ${a} : ${b}. After ${years} years the ratio will be ${c} : ${d}. What is Ravi's present age?`,
        answer: plural(ageA, 'year'),
        mistakes: [
          // Mohan's age instead of Ravi's.
          plural(ageB, 'year'),
          // Ravi's age after n years.
          plural(ageA + years, 'year'),
          // Stopped at x.
          plural(unit, 'year'),
          plural(ageA - a, 'year'),
          plural(ageA + a, 'year'),
        ],
        explanation: `Let the ages be ${times(a)} and ${times(b)}. Then (${times(a)} + ${years}) : (${times(b)} + ${years}) = ${c} : ${d}.\n${d}(${times(a)} + ${years}) = ${c}(${times(b)} + ${years}) → ${a * d}x + ${d * years} = ${b * c}x + ${c * years} → ${Math.abs(left) === 1 ? '' : `${Math.abs(left)}x = ${Math.abs(right)}, so `}x = ${unit}.\nRavi's age = ${a} × ${unit} = ${ageA} years.`,
        difficulty: years > 8 ? 'hard' : 'medium',
        hindi: {
          stem: `रवि और मोहन की आयु का अनुपात ${a} : ${b} है। ${years} वर्ष बाद यह अनुपात ${c} : ${d} हो जाएगा। रवि की वर्तमान आयु कितनी है?`,
          explanation: `माना आयु ${times(a)} और ${times(b)} है। तब (${times(a)} + ${years}) : (${times(b)} + ${years}) = ${c} : ${d}।\n${d}(${times(a)} + ${years}) = ${c}(${times(b)} + ${years}) → ${a * d}x + ${d * years} = ${b * c}x + ${c * years} → ${Math.abs(left) === 1 ? '' : `${Math.abs(left)}x = ${Math.abs(right)}, अतः `}x = ${unit}।\nरवि की आयु = ${a} × ${unit} = ${ageA} वर्ष।`,
          optionHi,
        },
      };
    },
    solve: ({ a, b, unit, years }) => {
      const divisor = gcd(a * unit + years, b * unit + years);
      const c = (a * unit + years) / divisor;
      const d = (b * unit + years) / divisor;
      // Solve d(ax + n) = c(bx + n) for x from the stated ratios alone.
      const x = new Fraction(years * (c - d), a * d - b * c);
      return plural(x.mul(a), 'year');
    },
  });
