import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num, rupees, signedNum } from './format.ts';

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80, 120, 150];

/** The shortcut a coaching book shows: 10% or 1% first, then scale up. */
function percentShortcut(percent: number, base: number): { en: string; hi: string } {
  if (percent % 10 === 0) {
    const tenth = base / 10;
    const times = percent / 10;
    return {
      en: `10% of ${base} = ${tenth}, so ${percent}% = ${times} × ${tenth} = ${(tenth * times).toString()}.`,
      hi: `${base} का 10% = ${tenth}, अतः ${percent}% = ${times} × ${tenth} = ${tenth * times}।`,
    };
  }
  if (percent % 5 === 0) {
    const five = base / 20;
    const times = percent / 5;
    return {
      en: `5% of ${base} = ${base} ÷ 20 = ${five}, so ${percent}% = ${times} × ${five} = ${five * times}.`,
      hi: `${base} का 5% = ${base} ÷ 20 = ${five}, अतः ${percent}% = ${times} × ${five} = ${five * times}।`,
    };
  }
  const answer = (percent * base) / 100;
  return {
    en: `${percent}% of ${base} = ${base} × ${percent}/100 = ${answer}.`,
    hi: `${base} का ${percent}% = ${base} × ${percent}/100 = ${answer}।`,
  };
}

const percentageOfNumberQuestions = () =>
  numericQuestions({
    topic: percentageOfNumber.topic,
    generator: 'percentage-of-number',
    count: 200,
    drawParams: (random) => {
      const percent = random.pick(PERCENTS);
      // A multiple of 20 keeps every percent above a whole number.
      const base = 20 * random.int(2, 60);
      return { percent, base };
    },
    paramsKey: ({ percent, base }) => `p=${percent};n=${base}`,
    build: ({ percent, base }) => {
      const answer = (percent * base) / 100;
      if (!Number.isInteger(answer)) return undefined;
      const reverse = new Fraction(base * 100, percent);
      const shortcut = percentShortcut(percent, base);
      return {
        stem: `What is ${percent}% of ${base}?`,
        answer: String(answer),
        mistakes: [
          // Decimal point slipped one place.
          String((percent * base) / 10),
          // Found the part left over instead.
          ...(percent < 100 ? [String(base - answer)] : [String(answer - base)]),
          // Read it as "base is p% of what".
          ...(reverse.isInteger() ? [reverse.toString()] : []),
          String(base + answer),
          ...(Number.isInteger(answer / 10) ? [String(answer / 10)] : []),
        ],
        explanation: shortcut.en,
        difficulty: percent % 5 === 0 && percent <= 50 ? 'easy' : 'medium',
        hindi: {
          stem: `${base} का ${percent}% कितना है?`,
          explanation: shortcut.hi,
        },
      };
    },
    solve: ({ percent, base }) => new Fraction(percent, 100).mul(base).toString(),
  });

/** "x is what per cent of y" and "p% of a number is x": the two reverse forms the paper asks. */
const reversePercentQuestions = () =>
  numericQuestions({
    topic: percentageOfNumber.topic,
    generator: 'percentage-reverse',
    count: 100,
    drawParams: (random) => {
      const percent = random.pick([4, 8, 12, 15, 16, 24, 35, 36, 45, 64, 72, 84, 125, 140, 175]);
      const whole = 25 * random.int(2, 40);
      return { percent, whole, asked: random.pick(['whole', 'percent'] as const) };
    },
    paramsKey: ({ percent, whole, asked }) => `p=${percent};w=${whole};ask=${asked}`,
    build: ({ percent, whole, asked }) => {
      const part = (percent * whole) / 100;
      if (!Number.isInteger(part) || part === whole) return undefined;
      if (asked === 'whole') {
        const wrong = new Fraction(part * percent, 100);
        return {
          stem: `${percent}% of a number is ${part}. What is the number?`,
          answer: String(whole),
          mistakes: [
            // Took p% of the part instead of dividing by it.
            ...(wrong.isInteger() ? [wrong.toString()] : []),
            // The remaining part instead of the whole.
            ...(percent < 100 ? [String(whole - part)] : [String(part - whole)]),
            // Whole and part added.
            String(whole + part),
            // Divided by the rest of the percentage.
            ...(percent < 100 && new Fraction(part * 100, 100 - percent).isInteger()
              ? [new Fraction(part * 100, 100 - percent).toString()]
              : []),
            String(2 * whole),
          ],
          explanation: `${percent}% of the number = ${part}, so 1% = ${part}/${percent} and 100% = ${part} × 100/${percent} = ${whole}.`,
          difficulty: percent > 100 ? 'hard' : 'medium',
          hindi: {
            stem: `किसी संख्या का ${percent}% ${part} है। वह संख्या क्या है?`,
            explanation: `संख्या का ${percent}% = ${part}, अतः 1% = ${part}/${percent} और 100% = ${part} × 100/${percent} = ${whole}।`,
          },
        };
      }
      const inverted = new Fraction(whole * 100, part);
      return {
        stem: `${part} is what percent of ${whole}?`,
        answer: `${percent}%`,
        mistakes: [
          // Divided the wrong way round.
          `${num(inverted)}%`,
          `${num(new Fraction(part, whole).mul(10))}%`,
          `${num(100 - percent > 0 ? 100 - percent : percent - 100)}%`,
          `${percent + 5}%`,
        ],
        explanation: `Required % = ${part}/${whole} × 100 = ${percent}%. The number after "of" is the base.`,
        difficulty: percent > 100 ? 'hard' : 'medium',
        hindi: {
          stem: `${part}, ${whole} का कितना प्रतिशत है?`,
          explanation: `अभीष्ट प्रतिशत = ${part}/${whole} × 100 = ${percent}%। "का" से पहले वाली संख्या (${whole}) आधार है।`,
        },
      };
    },
    solve: ({ percent, whole, asked }) =>
      asked === 'whole'
        ? new Fraction(percent * whole, 100).div(new Fraction(percent, 100)).toString()
        : `${new Fraction(percent * whole, whole).toString()}%`,
  });

export const percentageOfNumber: TopicGenerator = {
  topic: { id: 'percentage', categoryId: 'arithmetic', name: 'Percentage', nameHi: 'प्रतिशत' },
  generate: () => [...percentageOfNumberQuestions(), ...reversePercentQuestions()],
};

/** Net effect of a rise followed by a fall (or the reverse): a + b + ab/100 with signs. */
const successiveChangeQuestions = () =>
  numericQuestions({
    topic: percentageChange.topic,
    generator: 'percentage-successive-change',
    count: 70,
    drawParams: (random) => {
      const first = random.pick([10, 20, 25, 30, 40, 50]);
      const second = random.pick([10, 20, 25, 30, 40, 50]);
      const risesFirst = random.next() < 0.5;
      return { first, second, risesFirst };
    },
    paramsKey: ({ first, second, risesFirst }) => `a=${first};b=${second};up=${risesFirst}`,
    build: ({ first, second, risesFirst }) => {
      const a = risesFirst ? first : -first;
      const b = risesFirst ? -second : second;
      const net = new Fraction(a + b).add(new Fraction(a * b, 100));
      if (net.numerator === 0) return undefined;
      const describe = (value: Fraction) =>
        `${num(value.numerator < 0 ? value.mul(-1) : value)}% ${value.numerator < 0 ? 'decrease' : 'increase'}`;
      const naive = new Fraction(a + b);
      const verbs = (up: boolean) => (up ? 'increased' : 'decreased');
      const verbsHi = (up: boolean) => (up ? 'बढ़ाया' : 'घटाया');
      const signed = (value: number) => (value < 0 ? `(−${-value})` : `${value}`);
      const product = new Fraction(a * b, 100);
      return {
        stem: `The price of an article is first ${verbs(risesFirst)} by ${first}% and then ${verbs(!risesFirst)} by ${second}%. What is the net percentage change?`,
        answer: describe(net),
        mistakes: [
          // Added the two changes as if on one base.
          ...(naive.numerator === 0 ? ['No change'] : [describe(naive)]),
          // Right size, wrong direction.
          describe(net.mul(-1)),
          describe(product.numerator < 0 ? product.mul(-1) : product),
          describe(net.add(net.numerator < 0 ? -5 : 5)),
        ],
        explanation: `Net change = a + b + ab/100, with a fall taken as negative:\n${signed(a)} + ${signed(b)} + (${signed(a)} × ${signed(b)})/100 = ${signedNum(naive)} ${product.numerator < 0 ? '−' : '+'} ${num(product.numerator < 0 ? product.mul(-1) : product)} = ${net.numerator < 0 ? '−' : ''}${num(net.numerator < 0 ? net.mul(-1) : net)}%, i.e. ${describe(net)}.`,
        difficulty: 'hard',
        hindi: {
          stem: `किसी वस्तु का मूल्य पहले ${first}% ${verbsHi(risesFirst)} जाता है और फिर ${second}% ${verbsHi(!risesFirst)} जाता है। मूल्य में कुल प्रतिशत परिवर्तन कितना है?`,
          explanation: `कुल परिवर्तन = a + b + ab/100, कमी को ऋणात्मक लेकर:\n${signed(a)} + ${signed(b)} + (${signed(a)} × ${signed(b)})/100 = ${signedNum(naive)} ${product.numerator < 0 ? '−' : '+'} ${num(product.numerator < 0 ? product.mul(-1) : product)} = ${net.numerator < 0 ? '−' : ''}${num(net.numerator < 0 ? net.mul(-1) : net)}%, अर्थात ${describeHi(net)}।`,
          optionHi: (option) =>
            option === 'No change'
              ? 'कोई परिवर्तन नहीं'
              : option.replace(' increase', ' वृद्धि').replace(' decrease', ' कमी'),
        },
      };
    },
    // Follow ₹100 through both changes.
    solve: ({ first, second, risesFirst }) => {
      const after = new Fraction(100)
        .mul(new Fraction(100 + (risesFirst ? first : -first), 100))
        .mul(new Fraction(100 + (risesFirst ? -second : second), 100));
      const change = after.sub(100);
      const size = change.numerator < 0 ? change.mul(-1) : change;
      return `${num(size)}% ${change.numerator < 0 ? 'decrease' : 'increase'}`;
    },
  });

function describeHi(value: Fraction): string {
  return `${num(value.numerator < 0 ? value.mul(-1) : value)}% ${value.numerator < 0 ? 'कमी' : 'वृद्धि'}`;
}

export const percentageChange: TopicGenerator = {
  topic: {
    id: 'percentage-change',
    categoryId: 'arithmetic',
    name: 'Percentage Increase and Decrease',
    nameHi: 'प्रतिशत वृद्धि और कमी',
  },
  generate: () => [...changeQuestions(), ...successiveChangeQuestions()],
};

const changeQuestions = () =>
  numericQuestions({
    topic: percentageChange.topic,
    generator: 'percentage-change',
    count: 200,
    drawParams: (random) => {
      const percent = random.pick([5, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
      const rises = random.next() < 0.5;
      const before = 20 * random.int(5, 100);
      return { before, after: (before * (100 + (rises ? percent : -percent))) / 100 };
    },
    paramsKey: ({ before, after }) => `a=${before};b=${after}`,
    build: ({ before, after }) => {
      const rises = after > before;
      const change = Math.abs(after - before);
      const percent = (change * 100) / before;
      const word = rises ? 'increase' : 'decrease';
      const wordHi = rises ? 'वृद्धि' : 'कमी';
      // The classic slip: dividing by the new price instead of the original.
      const wrongBase = new Fraction(change * 100, after);
      // Another: giving the new price as a percentage of the old.
      const asShare = new Fraction(after * 100, before);
      const changeLine = rises ? `${after} − ${before}` : `${before} − ${after}`;
      return {
        stem: `The price of an article changes from ${rupees(before)} to ${rupees(after)}. What is the percentage ${word}?`,
        answer: `${percent}%`,
        mistakes: [
          `${num(wrongBase)}%`,
          `${num(asShare)}%`,
          `${percent + 5}%`,
          ...(percent > 5 ? [`${percent - 5}%`] : []),
          `${2 * percent}%`,
        ],
        explanation: `${rises ? 'Increase' : 'Decrease'} = ${changeLine} = ${change}.\nPercentage ${word} = ${change}/${before} × 100 = ${percent}% (on the original price, not the new one).`,
        difficulty: percent % 10 === 0 ? 'easy' : 'medium',
        hindi: {
          stem: `किसी वस्तु का मूल्य ${rupees(before)} से बदलकर ${rupees(after)} हो जाता है। प्रतिशत ${wordHi} कितनी है?`,
          explanation: `${wordHi} = ${changeLine} = ${change}।\nप्रतिशत ${wordHi} = ${change}/${before} × 100 = ${percent}% (मूल मूल्य पर, नए मूल्य पर नहीं)।`,
        },
      };
    },
    solve: ({ before, after }) => `${new Fraction(Math.abs(after - before) * 100, before).toString()}%`,
  });
