import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

type Op = '+' | '−' | '×' | '÷';
const OPS: readonly Op[] = ['+', '−', '×', '÷'];

/** An exact fraction, so that no division is rounded on the way. */
interface Fraction {
  n: number;
  d: number;
}
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
function fraction(n: number, d = 1): Fraction {
  if (d === 0) return { n: Number.NaN, d: 1 };
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}
function apply(x: Fraction, op: Op, y: Fraction): Fraction {
  switch (op) {
    case '+':
      return fraction(x.n * y.d + y.n * x.d, x.d * y.d);
    case '−':
      return fraction(x.n * y.d - y.n * x.d, x.d * y.d);
    case '×':
      return fraction(x.n * y.n, x.d * y.d);
    case '÷':
      return fraction(x.n * y.d, x.d * y.n);
  }
}
const integer = (f: Fraction) => (f.d === 1 && Number.isFinite(f.n) ? f.n : undefined);

/** BODMAS in two passes: first × and ÷ left to right inside each term, then + and −. */
export function evaluateBodmas(numbers: readonly number[], ops: readonly Op[]): Fraction {
  const terms: Fraction[] = [fraction(numbers[0] ?? 0)];
  const signs: Op[] = [];
  ops.forEach((op, i) => {
    const next = fraction(numbers[i + 1] ?? 0);
    if (op === '×' || op === '÷')
      terms[terms.length - 1] = apply(terms[terms.length - 1] as Fraction, op, next);
    else {
      signs.push(op);
      terms.push(next);
    }
  });
  return signs.reduce((sum, op, i) => apply(sum, op, terms[i + 1] as Fraction), terms[0] as Fraction);
}

/** The second solver: a recursive-descent parser reading the written expression. */
export function parseAndEvaluate(text: string): Fraction {
  const tokens = text.match(/\d+|[+−×÷]/g) ?? [];
  let at = 0;
  const factor = (): Fraction => fraction(Number(tokens[at++]));
  const term = (): Fraction => {
    let value = factor();
    while (tokens[at] === '×' || tokens[at] === '÷') {
      const op = tokens[at++] as Op;
      value = apply(value, op, factor());
    }
    return value;
  };
  let value = term();
  while (tokens[at] === '+' || tokens[at] === '−') {
    const op = tokens[at++] as Op;
    value = apply(value, op, term());
  }
  return value;
}

function leftToRight(numbers: readonly number[], ops: readonly Op[]): Fraction {
  return ops.reduce(
    (value, op, i) => apply(value, op, fraction(numbers[i + 1] ?? 0)),
    fraction(numbers[0] ?? 0),
  );
}

/** Each divide in BODMAS order comes out whole, as the paper's sums do. */
function divisionsExact(numbers: readonly number[], ops: readonly Op[]): boolean {
  let current = fraction(numbers[0] ?? 0);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as Op;
    const next = fraction(numbers[i + 1] ?? 0);
    if (op === '×' || op === '÷') {
      current = apply(current, op, next);
      if (current.d !== 1) return false;
    } else current = next;
  }
  return true;
}

interface Params {
  /** meaning[written symbol] = the operation it stands for. */
  meaning: Record<Op, Op>;
  swaps: boolean;
  numbers: number[];
  /** The symbols as written in the question. */
  written: Op[];
}

const write = (numbers: readonly number[], ops: readonly Op[]) =>
  numbers.map((n, i) => (i < ops.length ? `${n} ${ops[i]} ` : `${n}`)).join('');

function draw(random: SeededRandom): Params | undefined {
  const swaps = random.next() < 0.45;
  let meaning: Record<Op, Op>;
  if (swaps) {
    const [a, b, c, d] = random.shuffle(OPS) as [Op, Op, Op, Op];
    meaning = { [a]: b, [b]: a, [c]: d, [d]: c } as Record<Op, Op>;
  } else {
    // A derangement: every symbol means another one.
    const image = random.shuffle(OPS);
    if (image.some((op, i) => op === OPS[i])) return undefined;
    meaning = Object.fromEntries(OPS.map((op, i) => [op, image[i]])) as Record<Op, Op>;
  }
  const count = random.pick([4, 4, 5]);
  const real = Array.from({ length: count - 1 }, () => random.pick(OPS));
  if (new Set(real).size < Math.min(3, count - 1)) return undefined;
  const inverse = Object.fromEntries(OPS.map((op) => [meaning[op], op])) as Record<Op, Op>;
  const written = real.map((op) => inverse[op]);
  const numbers = Array.from({ length: count }, () =>
    random.pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45, 48]),
  );
  if (!divisionsExact(numbers, real)) return undefined;
  const value = integer(evaluateBodmas(numbers, real));
  if (value === undefined || value <= 0 || value > 999) return undefined;
  return { meaning, swaps, numbers, written };
}

function build(params: Params): PuzzleQuestion | undefined {
  const { meaning, swaps, numbers, written } = params;
  const real = written.map((op) => meaning[op]);
  const answer = integer(evaluateBodmas(numbers, real));
  if (answer === undefined) return undefined;
  const inverse = Object.fromEntries(OPS.map((op) => [meaning[op], op])) as Record<Op, Op>;
  const mistakes = [
    integer(leftToRight(numbers, real)),
    integer(
      evaluateBodmas(
        numbers,
        written.map((op) => inverse[op]),
      ),
    ),
    integer(evaluateBodmas(numbers, written)),
    // Half the rule applied: one symbol changed, the others read as printed.
    ...OPS.map((changed) =>
      integer(
        evaluateBodmas(
          numbers,
          written.map((op) => (op === changed ? meaning[op] : op)),
        ),
      ),
    ),
    answer + 2,
    answer - 2,
    answer + 10,
    answer - 1,
  ].filter((v): v is number => v !== undefined && v >= 0);
  const rule = swaps
    ? (() => {
        const pairs: [Op, Op][] = [];
        for (const op of OPS) if (op < meaning[op]) pairs.push([op, meaning[op]]);
        return {
          en: `If '${pairs[0]?.[0]}' and '${pairs[0]?.[1]}' are interchanged and '${pairs[1]?.[0]}' and '${pairs[1]?.[1]}' are interchanged`,
          hi: `यदि '${pairs[0]?.[0]}' और '${pairs[0]?.[1]}' को आपस में बदल दिया जाए तथा '${pairs[1]?.[0]}' और '${pairs[1]?.[1]}' को आपस में बदल दिया जाए`,
        };
      })()
    : {
        en: `If ${OPS.map((op) => `'${op}' means '${meaning[op]}'`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1')}`,
        hi: `यदि ${OPS.map((op) => `'${op}' का अर्थ '${meaning[op]}'`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' और $1')} हो`,
      };
  const shown = write(numbers, written);
  const substituted = write(numbers, real);
  // The middle line of the working: every × and ÷ done, only + and − left.
  const terms: string[] = [];
  let current = numbers[0] ?? 0;
  real.forEach((op, i) => {
    const next = numbers[i + 1] ?? 0;
    if (op === '×') current *= next;
    else if (op === '÷') current /= next;
    else {
      terms.push(String(current), op);
      current = next;
    }
  });
  terms.push(String(current));
  const middle = terms.join(' ');
  const working =
    middle === substituted || middle === String(answer) ? `= ${answer}` : `= ${middle} = ${answer}`;
  return {
    entity: `${swaps ? 'swap' : 'means'}:${OPS.map((op) => meaning[op]).join('')}:${shown}`,
    stem: `${rule.en}, then what is the value of the following expression?\n${shown} = ?`,
    answer: String(answer),
    distractors: mistakes.map(String),
    explanation: `After substitution: ${substituted}\n${working} (× and ÷ before + and −).`,
    difficulty: numbers.length === 5 ? 'hard' : swaps ? 'easy' : 'medium',
    isTrue: (option) => {
      // Independent reading: rewrite each written symbol by the rule, then parse the text afresh.
      const rewritten = shown.replace(/[+−×÷]/g, (symbol) => meaning[symbol as Op]);
      const value = parseAndEvaluate(rewritten);
      return value.d === 1 && String(value.n) === option;
    },
    hindi: {
      stem: `${rule.hi}, तो निम्नलिखित व्यंजक का मान क्या होगा?\n${shown} = ?`,
      explanation: `प्रतिस्थापन के बाद: ${substituted}\n${working} (+ और − से पहले × और ÷)।`,
    },
  };
}

export const mathematicalOperations: TopicGenerator = {
  topic: {
    id: 'mathematical-operations',
    categoryId: 'series',
    name: 'Mathematical Operations',
    nameHi: 'गणितीय संक्रियाएँ',
  },
  generate: () => {
    const random = new SeededRandom('mathematical-operations');
    return puzzleCandidates(
      mathematicalOperations.topic,
      'mathematical-operations',
      draws(200000, () => {
        const params = draw(random);
        return params ? build(params) : undefined;
      }),
      180,
    );
  },
};
