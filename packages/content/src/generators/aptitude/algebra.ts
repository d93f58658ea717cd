import { Fraction, gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { decimalText, fractionText, rootText, simplestRoot, superscript, surdText } from './math-text.ts';
import { steps, template, workedTopic } from './worked-topic.ts';

const n = (value: number) => fractionText(new Fraction(value));

// ---------------------------------------------------------------- algebraic identities

type Power = 2 | 3 | 4;
const SUP: Record<Power, string> = { 2: '²', 3: '³', 4: '⁴' };

/** x ± 1/x = k (k whole) asks x^n ± 1/x^n. */
const reciprocalSums = template({
  generator: 'identity-reciprocal-sum',
  count: 70,
  draw: (random) => ({
    minus: random.next() < 0.4,
    k: random.int(2, 12),
    power: random.pick([2, 2, 3, 3, 4] as const),
  }),
  key: ({ minus, k, power }) => `minus=${minus};k=${k};n=${power}`,
  build: ({ minus, k, power }) => {
    const op = minus ? '−' : '+';
    const given = `x ${op} 1/x = ${k}`;
    // x − 1/x asks x³ − 1/x³ (its odd power), but x² + 1/x² and x⁴ + 1/x⁴.
    const askOp = minus && power === 3 ? '−' : '+';
    const asked = `x${SUP[power]} ${askOp} 1/x${SUP[power]}`;
    const square = minus ? k * k + 2 : k * k - 2;
    let answer: number;
    let mistakes: number[];
    let how: string[];
    if (power === 2) {
      answer = square;
      mistakes = minus ? [k * k - 2, k * k, k * k + 4] : [k * k + 2, k * k, k * k - 4];
      how = [`(x ${op} 1/x)² = x² + 1/x² ${op} 2`, `x² + 1/x² = ${k}² ${minus ? '+' : '−'} 2 = ${answer}`];
    } else if (power === 3) {
      answer = minus ? k ** 3 + 3 * k : k ** 3 - 3 * k;
      mistakes = minus ? [k ** 3, k ** 3 - 3 * k, k ** 3 + 3] : [k ** 3, k ** 3 + 3 * k, k ** 3 - 3];
      how = [
        `x³ ${op} 1/x³ = (x ${op} 1/x)³ ${minus ? '+' : '−'} 3(x ${op} 1/x)`,
        `= ${k}³ ${minus ? '+' : '−'} 3 × ${k} = ${k ** 3} ${minus ? '+' : '−'} ${3 * k} = ${answer}`,
      ];
    } else {
      answer = square * square - 2;
      mistakes = [square * square, k ** 4 - 2, (minus ? k * k - 2 : k * k + 2) ** 2 - 2];
      how = [
        `x² + 1/x² = ${k}² ${minus ? '+' : '−'} 2 = ${square}`,
        `x⁴ + 1/x⁴ = (x² + 1/x²)² − 2 = ${square}² − 2 = ${answer}`,
      ];
    }
    return {
      stem: `If ${given}, what is the value of ${asked}?`,
      answer: n(answer),
      mistakes: mistakes.map(n),
      explanation: steps(...how),
      difficulty: power === 2 ? 'easy' : power === 3 ? 'medium' : 'hard',
      hindi: {
        stem: `यदि ${given} है, तो ${asked} का मान क्या है?`,
        explanation: steps(...how),
      },
    };
  },
  // Solve x from the given equation and raise it numerically.
  value: ({ minus, k, power }) => {
    const x = minus ? (k + Math.sqrt(k * k + 4)) / 2 : (k + Math.sqrt(k * k - 4)) / 2;
    return minus && power === 3 ? x ** 3 - x ** -3 : x ** power + x ** -power;
  },
});

/** x + 1/x = √m asks x² + 1/x² or x³ + 1/x³. */
const reciprocalSurdSums = template({
  generator: 'identity-reciprocal-surd',
  count: 30,
  draw: (random) => {
    const m = random.int(5, 40);
    return simplestRoot(m).outside !== 1 ? undefined : { m, power: random.pick([2, 3] as const) };
  },
  key: ({ m, power }) => `m=${m};n=${power}`,
  build: ({ m, power }) => {
    const given = `x + 1/x = √${m}`;
    const asked = `x${SUP[power]} + 1/x${SUP[power]}`;
    const s = (c: number) => surdText(new Fraction(c), m);
    if (power === 2) {
      const how = [`(x + 1/x)² = x² + 1/x² + 2`, `x² + 1/x² = (√${m})² − 2 = ${m} − 2 = ${m - 2}`];
      return {
        stem: `If ${given}, what is the value of ${asked}?`,
        answer: n(m - 2),
        mistakes: [n(m + 2), n(m), n(m - 4)],
        explanation: steps(...how),
        difficulty: 'easy',
        hindi: { stem: `यदि ${given} है, तो ${asked} का मान क्या है?`, explanation: steps(...how) },
      };
    }
    const how = [
      `x³ + 1/x³ = (x + 1/x)³ − 3(x + 1/x)`,
      `= (√${m})³ − 3√${m} = ${s(m)} − ${s(3)} = ${s(m - 3)}`,
    ];
    return {
      stem: `If ${given}, what is the value of ${asked}?`,
      answer: s(m - 3),
      mistakes: [s(m), s(m + 3), s(m - 1)],
      explanation: steps(...how),
      difficulty: 'medium',
      hindi: { stem: `यदि ${given} है, तो ${asked} का मान क्या है?`, explanation: steps(...how) },
    };
  },
  value: ({ m, power }) => {
    const k = Math.sqrt(m);
    const x = (k + Math.sqrt(m - 4)) / 2;
    return x ** power + x ** -power;
  },
});

type TwoAsk = 'squares' | 'diff-square' | 'cubes';
/** a + b and ab given (or a − b and ab); the numbers a, b themselves are the second solver. */
const sumAndProduct = template({
  generator: 'identity-sum-product',
  count: 45,
  draw: (random) => {
    const a = random.int(2, 15);
    const b = random.int(1, a - 1);
    const ask = random.pick<TwoAsk>(['squares', 'squares', 'diff-square', 'cubes']);
    return { a, b, ask, difference: ask === 'squares' && random.next() < 0.4 };
  },
  key: ({ a, b, ask, difference }) => `a=${a};b=${b};ask=${ask};diff=${difference}`,
  build: ({ a, b, ask, difference }) => {
    const s = a + b;
    const d = a - b;
    const p = a * b;
    const given = difference ? `a − b = ${d} and ab = ${p}` : `a + b = ${s} and ab = ${p}`;
    const givenHi = difference ? `a − b = ${d} और ab = ${p}` : `a + b = ${s} और ab = ${p}`;
    let asked: string;
    let answer: number;
    let mistakes: number[];
    let how: string[];
    if (ask === 'squares' && difference) {
      asked = 'a² + b²';
      answer = d * d + 2 * p;
      mistakes = [d * d - 2 * p, d * d, d * d + p];
      how = [`a² + b² = (a − b)² + 2ab`, `= ${d}² + 2 × ${p} = ${d * d} + ${2 * p} = ${answer}`];
    } else if (ask === 'squares') {
      asked = 'a² + b²';
      answer = s * s - 2 * p;
      mistakes = [s * s + 2 * p, s * s - p, s * s];
      how = [`a² + b² = (a + b)² − 2ab`, `= ${s}² − 2 × ${p} = ${s * s} − ${2 * p} = ${answer}`];
    } else if (ask === 'diff-square') {
      asked = '(a − b)²';
      answer = s * s - 4 * p;
      mistakes = [s * s - 2 * p, s * s + 4 * p, s * s];
      how = [`(a − b)² = (a + b)² − 4ab`, `= ${s}² − 4 × ${p} = ${s * s} − ${4 * p} = ${answer}`];
    } else {
      asked = 'a³ + b³';
      answer = s ** 3 - 3 * p * s;
      mistakes = [s ** 3 - 3 * p, s ** 3 + 3 * p * s, s ** 3 - p * s];
      how = [
        `a³ + b³ = (a + b)³ − 3ab(a + b)`,
        `= ${s}³ − 3 × ${p} × ${s} = ${s ** 3} − ${3 * p * s} = ${answer}`,
      ];
    }
    return {
      stem: `If ${given}, what is the value of ${asked}?`,
      answer: n(answer),
      mistakes: mistakes.map(n),
      explanation: steps(...how),
      difficulty: ask === 'cubes' ? 'medium' : ask === 'diff-square' ? 'medium' : 'easy',
      hindi: { stem: `यदि ${givenHi} है, तो ${asked} का मान क्या है?`, explanation: steps(...how) },
    };
  },
  value: ({ a, b, ask }) =>
    ask === 'cubes' ? a ** 3 + b ** 3 : ask === 'diff-square' ? (a - b) ** 2 : a * a + b * b,
});

/** a + b + c and ab + bc + ca given; a, b, c themselves are the second solver. */
const threeTerms = template({
  generator: 'identity-three-terms',
  count: 30,
  draw: (random) => {
    const values = [random.int(1, 12), random.int(1, 12), random.int(1, 12)].sort((x, y) => y - x);
    const [a = 0, b = 0, c = 0] = values;
    return a === b || b === c ? undefined : { a, b, c, cubes: random.next() < 0.4 };
  },
  key: ({ a, b, c, cubes }) => `a=${a};b=${b};c=${c};cubes=${cubes}`,
  build: ({ a, b, c, cubes }) => {
    const s = a + b + c;
    const q = a * b + b * c + c * a;
    const t = a * a + b * b + c * c;
    if (!cubes) {
      const how = [
        `a² + b² + c² = (a + b + c)² − 2(ab + bc + ca)`,
        `= ${s}² − 2 × ${q} = ${s * s} − ${2 * q} = ${t}`,
      ];
      return {
        stem: `If a + b + c = ${s} and ab + bc + ca = ${q}, what is the value of a² + b² + c²?`,
        answer: n(t),
        mistakes: [n(s * s - q), n(s * s + 2 * q), n(s * s)],
        explanation: steps(...how),
        difficulty: 'medium',
        hindi: {
          stem: `यदि a + b + c = ${s} और ab + bc + ca = ${q} है, तो a² + b² + c² का मान क्या है?`,
          explanation: steps(...how),
        },
      };
    }
    const answer = s * (t - q);
    const how = [
      `a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² − ab − bc − ca)`,
      `= ${s} × (${t} − ${q}) = ${s} × ${t - q} = ${answer}`,
    ];
    return {
      stem: `If a + b + c = ${s}, a² + b² + c² = ${t} and ab + bc + ca = ${q}, what is the value of a³ + b³ + c³ − 3abc?`,
      answer: n(answer),
      mistakes: [n(s * (t + q)), n(s * t), n(t - q)],
      explanation: steps(...how),
      difficulty: 'hard',
      hindi: {
        stem: `यदि a + b + c = ${s}, a² + b² + c² = ${t} और ab + bc + ca = ${q} है, तो a³ + b³ + c³ − 3abc का मान क्या है?`,
        explanation: steps(...how),
      },
    };
  },
  value: ({ a, b, c, cubes }) => (cubes ? a ** 3 + b ** 3 + c ** 3 - 3 * a * b * c : a * a + b * b + c * c),
});

type FactorForm = 'square-difference' | 'four-ab' | 'cube-sum' | 'cube-difference';
/** Numbers worked out by an identity; the second solver does the plain arithmetic. */
const factorValues = template({
  generator: 'identity-factor-values',
  count: 45,
  draw: (random) => {
    const form = random.pick<FactorForm>([
      'square-difference',
      'square-difference',
      'four-ab',
      'cube-sum',
      'cube-difference',
    ]);
    if (form === 'square-difference') {
      // Pairs that add to a round number, as the paper likes them.
      const total = random.pick([50, 100, 100, 150, 200]);
      const a = random.int(total / 2 + 1, total - 5);
      return { form, a, b: total - a };
    }
    const a = random.int(12, 60);
    const b = random.int(5, a - 3);
    return { form, a, b };
  },
  key: ({ form, a, b }) => `form=${form};a=${a};b=${b}`,
  build: ({ form, a, b }) => {
    const ask = (expr: string) => ({
      stem: `What is the value of ${expr}?`,
      stemHi: `${expr} का मान क्या है?`,
    });
    let expr: string;
    let answer: number;
    let mistakes: number[];
    let how: string[];
    let difficulty: 'easy' | 'medium' | 'hard' = 'medium';
    if (form === 'square-difference') {
      expr = `${a}² − ${b}²`;
      answer = (a + b) * (a - b);
      mistakes = [(a - b) ** 2, a * a + b * b, (a + b) ** 2];
      how = [`a² − b² = (a + b)(a − b)`, `= (${a} + ${b})(${a} − ${b}) = ${a + b} × ${a - b} = ${answer}`];
      difficulty = 'easy';
    } else if (form === 'four-ab') {
      expr = `(${a} + ${b})² − (${a} − ${b})²`;
      answer = 4 * a * b;
      mistakes = [2 * a * b, 2 * (a * a + b * b), a * b];
      how = [`(a + b)² − (a − b)² = 4ab`, `= 4 × ${a} × ${b} = ${answer}`];
    } else if (form === 'cube-sum') {
      expr = `(${a}³ + ${b}³) ÷ (${a}² − ${a} × ${b} + ${b}²)`;
      answer = a + b;
      mistakes = [a - b, a * b, (a + b) ** 2];
      how = [`a³ + b³ = (a + b)(a² − ab + b²)`, `So the expression = a + b = ${a} + ${b} = ${answer}`];
      difficulty = 'hard';
    } else {
      expr = `(${a}³ − ${b}³) ÷ (${a}² + ${a} × ${b} + ${b}²)`;
      answer = a - b;
      mistakes = [a + b, a * b, (a - b) ** 2];
      how = [`a³ − b³ = (a − b)(a² + ab + b²)`, `So the expression = a − b = ${a} − ${b} = ${answer}`];
      difficulty = 'hard';
    }
    const { stem, stemHi } = ask(expr);
    const howHi = how.map((line) => line.replace('So the expression', 'अतः व्यंजक'));
    return {
      stem,
      answer: n(answer),
      mistakes: mistakes.map(n),
      explanation: steps(...how),
      difficulty,
      hindi: { stem: stemHi, explanation: steps(...howHi) },
    };
  },
  value: ({ form, a, b }) =>
    form === 'square-difference'
      ? a * a - b * b
      : form === 'four-ab'
        ? (a + b) ** 2 - (a - b) ** 2
        : form === 'cube-sum'
          ? (a ** 3 + b ** 3) / (a * a - a * b + b * b)
          : (a ** 3 - b ** 3) / (a * a + a * b + b * b),
});

/** x = a + √b with a² − b = 1, so 1/x = a − √b. */
const conjugatePairs = template({
  generator: 'identity-conjugate',
  count: 40,
  draw: (random) => {
    const a = random.int(2, 12);
    return {
      a,
      ask: random.pick(['sum', 'square', 'cube', 'difference'] as const),
      root: random.next() < 0.5,
    };
  },
  key: ({ a, ask, root }) => `a=${a};ask=${ask};order=${root}`,
  build: ({ a, ask, root }) => {
    const b = a * a - 1;
    const r = rootText(b);
    const x = root ? `${r} + ${a}` : `${a} + ${r}`;
    const inverse = `1/x = 1/(${a} + ${r}) = ${a} − ${r}`;
    let asked: string;
    let answer: string;
    let mistakes: string[];
    let how: string[];
    if (ask === 'sum') {
      asked = 'x + 1/x';
      answer = n(2 * a);
      mistakes = [n(a), rootText(b, 2), n(2 * a + 1)];
      how = [inverse, `x + 1/x = (${a} + ${r}) + (${a} − ${r}) = ${2 * a}`];
    } else if (ask === 'square') {
      asked = 'x² + 1/x²';
      answer = n(4 * a * a - 2);
      mistakes = [n(4 * a * a), n(4 * a * a + 2), n(2 * a * a)];
      how = [inverse, `x + 1/x = ${2 * a}`, `x² + 1/x² = ${2 * a}² − 2 = ${4 * a * a - 2}`];
    } else if (ask === 'cube') {
      asked = 'x³ + 1/x³';
      answer = n(8 * a ** 3 - 6 * a);
      mistakes = [n(8 * a ** 3), n(8 * a ** 3 + 6 * a), n(8 * a ** 3 - 3)];
      how = [inverse, `x + 1/x = ${2 * a}`, `x³ + 1/x³ = ${2 * a}³ − 3 × ${2 * a} = ${8 * a ** 3 - 6 * a}`];
    } else {
      asked = 'x − 1/x';
      answer = rootText(b, 2);
      mistakes = [n(2 * a), r, n(0)];
      how = [inverse, `x − 1/x = (${a} + ${r}) − (${a} − ${r}) = 2 × ${r}`];
    }
    return {
      stem: `If x = ${x}, what is the value of ${asked}?`,
      answer,
      mistakes,
      explanation: steps(...how),
      difficulty: ask === 'sum' || ask === 'difference' ? 'medium' : 'hard',
      hindi: { stem: `यदि x = ${x} है, तो ${asked} का मान क्या है?`, explanation: steps(...how) },
    };
  },
  value: ({ a, ask }) => {
    const x = a + Math.sqrt(a * a - 1);
    if (ask === 'sum') return x + 1 / x;
    if (ask === 'square') return x ** 2 + x ** -2;
    if (ask === 'cube') return x ** 3 + x ** -3;
    return x - 1 / x;
  },
});

export const algebraicIdentities: TopicGenerator = {
  topic: {
    id: 'algebraic-identities',
    categoryId: 'algebra',
    name: 'Algebraic Identities',
    nameHi: 'बीजगणितीय सर्वसमिकाएँ',
  },
  generate: () =>
    workedTopic(algebraicIdentities.topic, [
      reciprocalSums,
      reciprocalSurdSums,
      sumAndProduct,
      threeTerms,
      factorValues,
      conjugatePairs,
    ]),
};

// ---------------------------------------------------------------- linear equations

const frac = (top: number, bottom: number) => fractionText(new Fraction(top, bottom));

/** ax + b = cx + d, and a(x − m) + n = c(x + r). */
const oneVariable = template({
  generator: 'linear-one-variable',
  // The answers are whole numbers; a fraction among the options would give itself away.
  acceptMistake: (option) => !option.includes('/'),
  count: 45,
  draw: (random) => {
    const x = random.int(1, 15);
    const a = random.int(3, 12);
    const c = random.int(1, a - 1);
    const brackets = random.next() < 0.4;
    if (!brackets) {
      const b = random.int(1, 30);
      return { x, a, c, b, d: (a - c) * x + b, brackets };
    }
    if (c < 2) return undefined;
    const m = random.int(1, 6);
    const r = random.int(1, 6);
    const rest = c * (x + r) - a * (x - m);
    return rest > 0 ? { x, a, c, b: m, d: r, rest, brackets } : undefined;
  },
  key: ({ x, a, c, b, d, brackets }) => `x=${x};a=${a};c=${c};b=${b};d=${d};br=${brackets}`,
  build: ({ a, c, b, d, rest = 0, brackets }) => {
    const term = (k: number) => (k === 1 ? 'x' : `${k}x`);
    if (!brackets) {
      const equation = `${term(a)} + ${b} = ${term(c)} + ${d}`;
      const how = [
        `${term(a)} − ${term(c)} = ${d} − ${b}`,
        a - c === 1 ? `x = ${d - b}` : `${term(a - c)} = ${d - b}, so x = ${d - b} ÷ ${a - c}`,
      ];
      return {
        stem: `Solve for x: ${equation}`,
        answer: frac(d - b, a - c),
        mistakes: [frac(d + b, a - c), frac(d - b, a + c), frac(d - b, a), n(d - b), frac(d + b, a + c)],
        explanation: steps(...how),
        difficulty: 'easy',
        hindi: {
          stem: `x का मान ज्ञात कीजिए: ${equation}`,
          explanation: steps(...how).replaceAll(', so ', ', अतः '),
        },
      };
    }
    const m = b;
    const r = d;
    const equation = `${a}(x − ${m}) + ${rest} = ${c}(x + ${r})`;
    const how = [
      `${term(a)} − ${a * m} + ${rest} = ${term(c)} + ${c * r}`,
      `${term(a - c)} = ${c * r} + ${a * m} − ${rest} = ${c * r + a * m - rest}`,
      ...(a - c === 1 ? [] : [`x = ${c * r + a * m - rest} ÷ ${a - c}`]),
    ];
    return {
      stem: `Solve for x: ${equation}`,
      answer: frac(c * r + a * m - rest, a - c),
      mistakes: [
        frac(r + m - rest, a - c),
        frac(c * r - a * m - rest, a - c),
        frac(c * r + a * m + rest, a - c),
        n(c * r + a * m - rest),
        frac(c * r + a * m - rest, a + c),
      ],
      explanation: steps(...how),
      difficulty: 'medium',
      hindi: {
        stem: `x का मान ज्ञात कीजिए: ${equation}`,
        explanation: steps(...how).replaceAll(', so ', ', अतः '),
      },
    };
  },
  value: ({ x }) => x,
});

/** x/a ± x/b = c. */
const fractionEquations = template({
  generator: 'linear-fraction-equation',
  // The answers are whole numbers; a fraction among the options would give itself away.
  acceptMistake: (option) => !option.includes('/'),
  count: 25,
  draw: (random) => {
    const a = random.int(2, 9);
    const b = random.int(2, 9);
    if (a <= b) return undefined;
    const minus = random.next() < 0.35;
    const lcm = (a * b) / gcd(a, b);
    return { a, b, x: lcm * random.int(1, 5), minus };
  },
  key: ({ a, b, x, minus }) => `a=${a};b=${b};x=${x};minus=${minus}`,
  build: ({ a, b, x, minus }) => {
    const c = minus ? x / b - x / a : x / a + x / b;
    // x/b − x/a keeps c positive (b < a).
    const equation = minus ? `x/${b} − x/${a} = ${c}` : `x/${a} + x/${b} = ${c}`;
    const l = (a * b) / gcd(a, b);
    const [ka, kb] = [l / a, l / b];
    const coefficient = minus ? kb - ka : ka + kb;
    const term = (k: number) => (k === 1 ? 'x' : `${k}x`);
    const sides = `${minus ? `${term(kb)} − ${term(ka)}` : `${term(ka)} + ${term(kb)}`} = ${c * l}`;
    const last =
      coefficient === 1 ? `x = ${c * l}` : `${coefficient}x = ${c * l}, so x = ${c * l} ÷ ${coefficient}`;
    const how = [`Multiply both sides by ${l} (LCM of ${a} and ${b}): ${sides}`, last];
    const howHi = [
      `दोनों पक्षों को ${l} (${a} और ${b} का ल.स.प.) से गुणा करें: ${sides}`,
      last.replace(', so ', ', अतः '),
    ];
    return {
      stem: `Solve for x: ${equation}`,
      answer: n(x),
      mistakes: [
        n(c * (minus ? a - b : a + b)),
        frac(c * a * b, minus ? a + b : Math.abs(a - b)),
        n(c * a * b),
      ],
      explanation: steps(...how),
      difficulty: minus ? 'hard' : 'medium',
      hindi: { stem: `x का मान ज्ञात कीजिए: ${equation}`, explanation: steps(...howHi) },
    };
  },
  value: ({ x }) => x,
});

interface Pair {
  a: number;
  b: number;
  c: number;
  d: number;
  x: number;
  y: number;
}
const pairText = (x: number, y: number) => `x = ${n(x)}, y = ${n(y)}`;
/** Two equations in x and y; the second solver is Cramer's rule. */
const twoVariables = template<Pair>({
  generator: 'linear-two-variables',
  count: 35,
  draw: (random) => {
    const p: Pair = {
      a: random.int(1, 7),
      b: random.int(1, 7),
      c: random.int(1, 7),
      d: random.int(1, 7),
      x: random.int(1, 12),
      y: random.int(1, 12),
    };
    return p.a * p.d - p.b * p.c === 0 || p.x === p.y ? undefined : p;
  },
  key: ({ a, b, c, d, x, y }) => `${a},${b},${c},${d};x=${x};y=${y}`,
  build: ({ a, b, c, d, x, y }) => {
    const side = (p: number, q: number) => `${p === 1 ? '' : p}x + ${q === 1 ? '' : q}y`;
    const e = a * x + b * y;
    const f = c * x + d * y;
    const g1 = gcd(a, b);
    const g2 = gcd(c, d);
    const det = a * d - b * c;
    // Subtract whichever way leaves a positive coefficient of x.
    const [gotX, gotRight] = det > 0 ? [det, d * e - b * f] : [-det, b * f - d * e];
    const how = [
      `Multiply the first by ${d} and the second by ${b}, then subtract: ${gotX}x = ${gotRight}`,
      `x = ${x}; put it in ${side(a, b)} = ${e} to get y = ${y}`,
      `So ${pairText(x, y)}`,
    ];
    const howHi = [
      `पहले समीकरण को ${d} से और दूसरे को ${b} से गुणा करके घटाएँ: ${gotX}x = ${gotRight}`,
      `x = ${x}; इसे ${side(a, b)} = ${e} में रखने पर y = ${y}`,
      `अतः ${pairText(x, y)}`,
    ];
    return {
      stem: `Solve: ${side(a, b)} = ${e} and ${side(c, d)} = ${f}`,
      answer: pairText(x, y),
      // A point on only one of the lines: the check skipped for the other equation.
      mistakes: [pairText(y, x), pairText(x + b / g1, y - a / g1), pairText(x - d / g2, y + c / g2)],
      explanation: steps(...how),
      difficulty:
        a === 1 || b === 1 || c === 1 || d === 1 ? 'easy' : Math.min(a, b, c, d) >= 3 ? 'hard' : 'medium',
      hindi: { stem: `हल कीजिए: ${side(a, b)} = ${e} और ${side(c, d)} = ${f}`, explanation: steps(...howHi) },
    };
  },
  solve: ({ a, b, c, d, x, y }) => {
    const e = a * x + b * y;
    const f = c * x + d * y;
    const det = a * d - b * c;
    return pairText((e * d - b * f) / det, (a * f - e * c) / det);
  },
});

type Word = 'sum-difference' | 'coins' | 'consecutive' | 'marks' | 'pens' | 'rectangle' | 'digits';
interface WordParams {
  kind: Word;
  values: number[];
}
/** Word problems that become one or two linear equations. */
const wordProblems = template<WordParams>({
  generator: 'linear-word-problems',
  // The answers are whole numbers; a fraction among the options would give itself away.
  acceptMistake: (option) => !option.includes('/'),
  count: 70,
  draw: (random) => {
    const kind = random.pick<Word>([
      'sum-difference',
      'coins',
      'consecutive',
      'marks',
      'pens',
      'rectangle',
      'digits',
    ]);
    switch (kind) {
      case 'sum-difference': {
        const big = random.int(10, 90);
        const small = random.int(3, big - 2);
        return { kind, values: [big, small, random.int(0, 1)] };
      }
      case 'coins': {
        const [low, high] = random.pick([
          [1, 2],
          [2, 5],
          [5, 10],
          [1, 5],
        ] as const);
        return { kind, values: [low, high, random.int(4, 30), random.int(4, 30)] };
      }
      case 'consecutive': {
        const step = random.pick([1, 2, 2]);
        const start = step === 1 ? random.int(4, 60) : 2 * random.int(2, 30) + random.int(0, 1);
        return { kind, values: [random.int(3, 5), step, start] };
      }
      case 'marks': {
        const total = random.pick([20, 25, 30, 40, 50, 60]);
        const right = random.int(Math.ceil(total / 2), total - 2);
        // Marks for a right answer, then a wrong answer's penalty as a fraction of a mark.
        const [plus, minusTop, minusBottom] = random.pick([
          [1, 1, 4],
          [1, 1, 3],
          [2, 1, 2],
          [3, 1, 1],
          [4, 1, 1],
          [2, 1, 1],
        ] as const);
        return { kind, values: [total, right, plus, minusTop, minusBottom] };
      }
      case 'pens': {
        const pen = random.int(5, 40);
        const book = random.int(5, 60);
        const [p1, n1, p2, n2] = random.pick([
          [3, 2, 2, 3],
          [2, 3, 4, 1],
          [5, 2, 3, 4],
          [4, 3, 3, 2],
          [2, 5, 3, 4],
        ] as const);
        return pen === book ? undefined : { kind, values: [pen, book, p1, n1, p2, n2] };
      }
      case 'rectangle': {
        const breadth = random.int(4, 40);
        return { kind, values: [breadth, random.int(2, 20)] };
      }
      case 'digits': {
        const tens = random.int(1, 8);
        const units = random.int(tens + 1, 9);
        return { kind, values: [tens, units] };
      }
    }
  },
  key: ({ kind, values }) => `${kind}:${values.join(',')}`,
  build: ({ kind, values }) => wordProblem(kind, values),
  value: ({ kind, values }) => wordAnswerValue(kind, values),
});

function wordProblem(kind: Word, values: number[]) {
  const [v0 = 0, v1 = 0, v2 = 0, v3 = 0, v4 = 0, v5 = 0] = values;
  switch (kind) {
    case 'sum-difference': {
      const [big, small, askSmall] = [v0, v1, v2 === 1];
      const s = big + small;
      const d = big - small;
      const how = [
        `Larger + smaller = ${s}, larger − smaller = ${d}`,
        askSmall ? `Smaller = (${s} − ${d}) ÷ 2` : `Larger = (${s} + ${d}) ÷ 2`,
      ];
      const howHi = [
        `बड़ी + छोटी = ${s}, बड़ी − छोटी = ${d}`,
        askSmall ? `छोटी संख्या = (${s} − ${d}) ÷ 2` : `बड़ी संख्या = (${s} + ${d}) ÷ 2`,
      ];
      return {
        stem: `The sum of two numbers is ${s} and their difference is ${d}. What is the ${askSmall ? 'smaller' : 'larger'} number?`,
        answer: n(askSmall ? small : big),
        mistakes: askSmall ? [n(big), n(s - d), n(d)] : [n(small), n(s + d), n(d)],
        explanation: steps(...how),
        difficulty: 'easy' as const,
        hindi: {
          stem: `दो संख्याओं का योग ${s} और उनका अंतर ${d} है। ${askSmall ? 'छोटी' : 'बड़ी'} संख्या क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
    case 'coins': {
      const [low, high, lowCount, highCount] = [v0, v1, v2, v3];
      const count = lowCount + highCount;
      const worth = low * lowCount + high * highCount;
      const how = [
        `Let the ₹${high} coins be x: ${high}x + ${low === 1 ? '' : low}(${count} − x) = ${worth}`,
        high - low === 1
          ? `x = ${worth} − ${low * count}`
          : `${high - low}x = ${worth} − ${low * count} = ${worth - low * count}, so x = ${worth - low * count} ÷ ${high - low}`,
      ];
      const howHi = [
        `माना ₹${high} के सिक्के x हैं: ${high}x + ${low === 1 ? '' : low}(${count} − x) = ${worth}`,
        high - low === 1
          ? `x = ${worth} − ${low * count}`
          : `${high - low}x = ${worth} − ${low * count} = ${worth - low * count}, अतः x = ${worth - low * count} ÷ ${high - low}`,
      ];
      return {
        stem: `A bag has ${count} coins of ₹${low} and ₹${high} worth ₹${worth} in all. How many ₹${high} coins are there?`,
        answer: n(highCount),
        mistakes: [
          n(lowCount),
          frac(worth - low * count, high),
          frac(worth, high + low),
          n(worth - low * count),
          frac(worth, high),
        ],
        explanation: steps(...how),
        difficulty: 'medium' as const,
        hindi: {
          stem: `एक थैले में ₹${low} और ₹${high} के कुल ${count} सिक्के हैं जिनका कुल मूल्य ₹${worth} है। ₹${high} के कितने सिक्के हैं?`,
          explanation: steps(...howHi),
        },
      };
    }
    case 'consecutive': {
      const [size, step, start] = [v0, v1, v2];
      const numbers = Array.from({ length: size }, (_, i) => start + i * step);
      const sum = numbers.reduce((t, x) => t + x, 0);
      const last = numbers[size - 1] ?? 0;
      const kindText =
        step === 1
          ? 'consecutive whole numbers'
          : start % 2 === 0
            ? 'consecutive even numbers'
            : 'consecutive odd numbers';
      const kindHi =
        step === 1 ? 'क्रमागत पूर्ण संख्याओं' : start % 2 === 0 ? 'क्रमागत सम संख्याओं' : 'क्रमागत विषम संख्याओं';
      const terms = numbers.map((_, i) => (i === 0 ? 'x' : `(x + ${i * step})`)).join(' + ');
      const offset = (step * size * (size - 1)) / 2;
      const how = [
        `${terms} = ${sum}`,
        `${size}x + ${offset} = ${sum}, so x = ${start}`,
        `Largest = ${start} + ${(size - 1) * step}`,
      ];
      const howHi = [
        `${terms} = ${sum}`,
        `${size}x + ${offset} = ${sum}, अतः x = ${start}`,
        `सबसे बड़ी = ${start} + ${(size - 1) * step}`,
      ];
      return {
        stem: `The sum of ${size} ${kindText} is ${sum}. What is the largest of them?`,
        answer: n(last),
        mistakes: [n(start), frac(sum, size), n(last + step)],
        explanation: steps(...how),
        difficulty: size === 3 ? ('easy' as const) : ('medium' as const),
        hindi: {
          stem: `${size} ${kindHi} का योग ${sum} है। इनमें सबसे बड़ी संख्या क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
    case 'marks': {
      const [total, right, plus] = [v0, v1, v2];
      const penalty = new Fraction(v3, v4);
      const score = penalty.mul(right - total).add(plus * right);
      if (!score.mul(100).isInteger() || score.numerator <= 0) return undefined;
      const p = fractionText(penalty);
      const sc = decimal(score);
      const times = penalty.equals(1) ? '' : `(${p})`;
      const how = [
        `Let x be right: ${plus}x − ${times}(${total} − x) = ${sc}`,
        `(${plus} + ${p})x = ${sc} + ${p} × ${total}, so x = ${right}`,
      ];
      const howHi = [
        `माना x सही हैं: ${plus}x − ${times}(${total} − x) = ${sc}`,
        `(${plus} + ${p})x = ${sc} + ${p} × ${total}, अतः x = ${right}`,
      ];
      const plusText = plus === 1 ? '1 mark' : `${plus} marks`;
      const plusHi = `${plus} अंक`;
      const minusText = penalty.equals(1) ? '1 mark' : `${p} mark`;
      return {
        stem: `In a test of ${total} questions, each right answer gets ${plusText} and each wrong answer loses ${minusText}. A student attempts every question and scores ${sc}. How many answers were right?`,
        answer: n(right),
        mistakes: [
          n(total - right),
          frac(score.numerator, score.denominator * plus),
          decimal(score.add(penalty.mul(total))),
        ],
        explanation: steps(...how),
        difficulty: 'hard' as const,
        hindi: {
          stem: `${total} प्रश्नों की एक परीक्षा में प्रत्येक सही उत्तर पर ${plusHi} ${plus === 1 ? 'मिलता है' : 'मिलते हैं'} और प्रत्येक गलत उत्तर पर ${p} अंक कटता है। एक छात्र सभी प्रश्न हल करता है और ${sc} अंक पाता है। कितने उत्तर सही थे?`,
          explanation: steps(...howHi),
        },
      };
    }
    case 'pens': {
      const [pen, book, p1, n1, p2, n2] = [v0, v1, v2, v3, v4, v5];
      const x = p1 * pen + n1 * book;
      const y = p2 * pen + n2 * book;
      const nb = (k: number) => (k === 1 ? 'n' : `${k}n`);
      // Subtract whichever way leaves the coefficient of p positive.
      const left =
        p1 * n2 > p2 * n1
          ? `(${p1 * n2} − ${p2 * n1})p = ${x * n2} − ${y * n1}`
          : `(${p2 * n1} − ${p1 * n2})p = ${y * n1} − ${x * n2}`;
      const how = [
        `${p1}p + ${nb(n1)} = ${x} and ${p2}p + ${nb(n2)} = ${y}`,
        `Eliminate n: ${left}, so p = ${pen}`,
      ];
      const howHi = [
        `${p1}p + ${nb(n1)} = ${x} और ${p2}p + ${nb(n2)} = ${y}`,
        `n हटाने पर: ${left}, अतः p = ${pen}`,
      ];
      return {
        stem: `${p1} pens and ${n1} ${n1 === 1 ? 'notebook' : 'notebooks'} cost ₹${x}, and ${p2} pens and ${n2} ${n2 === 1 ? 'notebook' : 'notebooks'} cost ₹${y}. What is the cost of one pen?`,
        answer: `₹${pen}`,
        mistakes: [`₹${book}`, `₹${pen + book}`, `₹${Math.abs(x - y)}`],
        explanation: steps(...how),
        difficulty: 'medium' as const,
        hindi: {
          stem: `${p1} पेन और ${n1} नोटबुक का मूल्य ₹${x} है, तथा ${p2} पेन और ${n2} नोटबुक का मूल्य ₹${y} है। एक पेन का मूल्य क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
    case 'rectangle': {
      const [breadth, more] = [v0, v1];
      const length = breadth + more;
      const perimeter = 2 * (length + breadth);
      const how = [
        `2(b + ${more} + b) = ${perimeter}`,
        `2b + ${more} = ${perimeter / 2}, so b = ${breadth}`,
        `Length = ${breadth} + ${more}`,
      ];
      const howHi = [
        `2(b + ${more} + b) = ${perimeter}`,
        `2b + ${more} = ${perimeter / 2}, अतः b = ${breadth}`,
        `लंबाई = ${breadth} + ${more}`,
      ];
      return {
        stem: `The length of a rectangle is ${more} m more than its breadth, and its perimeter is ${perimeter} m. What is its length?`,
        answer: `${length} m`,
        mistakes: [
          `${breadth} m`,
          `${fractionText(new Fraction(perimeter + more, 2))} m`,
          `${fractionText(new Fraction(perimeter, 4))} m`,
          `${breadth + 2 * more} m`,
          `${perimeter / 2 - more} m`,
        ],
        explanation: steps(...how),
        difficulty: 'easy' as const,
        hindi: {
          stem: `एक आयत की लंबाई उसकी चौड़ाई से ${more} मीटर अधिक है और उसका परिमाप ${perimeter} मीटर है। उसकी लंबाई क्या है?`,
          explanation: steps(...howHi),
          optionHi: (option: string) => option.replace(/ m$/, ' मीटर'),
        },
      };
    }
    case 'digits': {
      const [tens, units] = [v0, v1];
      const number = 10 * tens + units;
      const reversed = 10 * units + tens;
      const rise = reversed - number;
      const sum = tens + units;
      const how = [
        `Let the digits be t and u: t + u = ${sum}`,
        `Reversing adds 9(u − t) = ${rise}, so u − t = ${rise / 9}`,
        `t = ${tens}, u = ${units}, so the number = ${10 * tens + units}`,
      ];
      const howHi = [
        `माना अंक t और u हैं: t + u = ${sum}`,
        `अंक उलटने पर 9(u − t) = ${rise}, अतः u − t = ${rise / 9}`,
        `t = ${tens}, u = ${units}, अतः संख्या = ${10 * tens + units}`,
      ];
      return {
        stem: `The sum of the digits of a two-digit number is ${sum}. When its digits are reversed, the number increases by ${rise}. What is the number?`,
        answer: n(number),
        mistakes: [n(reversed), tens + 1 < units - 1 ? n(number + 9) : n(number - 9), n(number + rise + 9)],
        explanation: steps(...how),
        difficulty: 'medium' as const,
        hindi: {
          stem: `दो अंकों की एक संख्या के अंकों का योग ${sum} है। अंकों को उलटने पर संख्या ${rise} बढ़ जाती है। संख्या क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
  }
}

function decimal(value: Fraction): string {
  return decimalText(value) ?? fractionText(value);
}

/** Each word problem solved by plain search over the stated conditions. */
function wordAnswerValue(kind: Word, values: number[]): number {
  const [v0 = 0, v1 = 0, v2 = 0, v3 = 0, v4 = 0, v5 = 0] = values;
  switch (kind) {
    case 'sum-difference':
      return v2 === 1 ? v1 : v0;
    case 'coins': {
      const count = v2 + v3;
      const worth = v0 * v2 + v1 * v3;
      for (let high = 0; high <= count; high++) if (high * v1 + (count - high) * v0 === worth) return high;
      return Number.NaN;
    }
    case 'consecutive': {
      const sum = Array.from({ length: v0 }, (_, i) => v2 + i * v1).reduce((t, x) => t + x, 0);
      for (let first = 0; first <= sum; first++) {
        const terms = Array.from({ length: v0 }, (_, i) => first + i * v1);
        if (terms.reduce((t, x) => t + x, 0) === sum) return terms[v0 - 1] ?? Number.NaN;
      }
      return Number.NaN;
    }
    case 'marks': {
      const score = v2 * v1 - (v3 / v4) * (v0 - v1);
      for (let right = 0; right <= v0; right++)
        if (Math.abs(v2 * right - (v3 / v4) * (v0 - right) - score) < 1e-9) return right;
      return Number.NaN;
    }
    case 'pens': {
      const x = v2 * v0 + v3 * v1;
      const y = v4 * v0 + v5 * v1;
      for (let pen = 1; pen <= x; pen++) {
        const book = (x - v2 * pen) / v3;
        if (Number.isInteger(book) && book > 0 && v4 * pen + v5 * book === y) return pen;
      }
      return Number.NaN;
    }
    case 'rectangle':
      return v0 + v1;
    case 'digits': {
      const sum = v0 + v1;
      const rise = 9 * (v1 - v0);
      for (let number = 10; number < 100; number++) {
        const t = Math.floor(number / 10);
        const u = number % 10;
        if (t + u === sum && 10 * u + t - number === rise) return number;
      }
      return Number.NaN;
    }
  }
}

/** A fraction fixed by two changes to its numerator and denominator. */
const fractionPuzzles = template({
  generator: 'linear-fraction-puzzle',
  count: 30,
  draw: (random) => {
    const b = random.int(5, 30);
    const a = random.int(2, b - 2);
    const add = random.int(1, 6);
    const take = random.int(1, Math.min(a - 1, 6));
    return gcd(a, b) === 1 ? { a, b, add, take } : undefined;
  },
  key: ({ a, b, add, take }) => `a=${a};b=${b};add=${add};take=${take}`,
  build: ({ a, b, add, take }) => {
    const up = new Fraction(a + add, b + add);
    const down = new Fraction(a - take, b - take);
    if (up.equals(down) || down.numerator === 0) return undefined;
    const [p1, q1, p2, q2] = [up.numerator, up.denominator, down.numerator, down.denominator];
    const k = (c: number) => (c === 1 ? '' : String(c));
    const rhs = (v: number) => (v < 0 ? `−${-v}` : String(v));
    const how = [
      `Let it be x/y: ${k(q1)}(x + ${add}) = ${k(p1)}(y + ${add}) and ${k(q2)}(x − ${take}) = ${k(p2)}(y − ${take})`,
      `${k(q1)}x − ${k(p1)}y = ${rhs(p1 * add - q1 * add)} and ${k(q2)}x − ${k(p2)}y = ${rhs(q2 * take - p2 * take)}`,
      `Solving, x = ${a}, y = ${b}, so the fraction x/y = ${a}/${b}`,
    ];
    const howHi = [
      `माना भिन्न x/y है: ${k(q1)}(x + ${add}) = ${k(p1)}(y + ${add}) और ${k(q2)}(x − ${take}) = ${k(p2)}(y − ${take})`,
      (how[1] ?? '').replace(' and ', ' और '),
      `हल करने पर x = ${a}, y = ${b}, अतः भिन्न x/y = ${a}/${b}`,
    ];
    return {
      stem: `If ${add} is added to both the numerator and the denominator of a fraction, it becomes ${p1}/${q1}. If ${take} is subtracted from both, it becomes ${p2}/${q2}. What is the fraction?`,
      answer: `${a}/${b}`,
      // The stated fraction taken back by the change; the fraction turned over; the numbers off by one.
      mistakes: [
        p1 > add ? fractionText(new Fraction(p1 - add, q1 - add)) : `${b}/${a}`,
        `${b}/${a}`,
        fractionText(new Fraction(p2 + take, q2 + take)),
        fractionText(new Fraction(a + 1, b + 1)),
      ],
      explanation: steps(...how),
      difficulty: 'hard',
      hindi: {
        stem: `किसी भिन्न के अंश और हर दोनों में ${add} जोड़ने पर वह ${p1}/${q1} हो जाती है। दोनों में से ${take} घटाने पर वह ${p2}/${q2} हो जाती है। भिन्न क्या है?`,
        explanation: steps(...howHi),
      },
    };
  },
  // Search every fraction with a denominator up to 60 for the one meeting both conditions.
  solve: ({ a, b, add, take }) => {
    const up = new Fraction(a + add, b + add);
    const down = new Fraction(a - take, b - take);
    const found: string[] = [];
    for (let y = 2; y <= 60; y++)
      for (let x = take + 1; x < y; x++)
        if (new Fraction(x + add, y + add).equals(up) && new Fraction(x - take, y - take).equals(down))
          found.push(`${x}/${y}`);
    return found.length === 1 ? (found[0] ?? '') : 'no single fraction';
  },
});

export const linearEquations: TopicGenerator = {
  topic: { id: 'linear-equations', categoryId: 'algebra', name: 'Linear Equations', nameHi: 'रैखिक समीकरण' },
  generate: () =>
    workedTopic(linearEquations.topic, [
      oneVariable,
      fractionEquations,
      twoVariables,
      wordProblems,
      fractionPuzzles,
    ]),
};

// ---------------------------------------------------------------- indices and surds

const power = (base: number, exponent: number) => `${base}${superscript(String(exponent))}`;

/** a^m × a^n ÷ a^p and (a^m)^n ÷ a^p, answered as a power of a. */
const exponentLaws = template({
  generator: 'indices-laws',
  count: 35,
  draw: (random) => ({
    base: random.pick([2, 3, 5, 7, 10]),
    m: random.int(2, 9),
    k: random.int(2, 6),
    p: random.int(2, 8),
    bracket: random.next() < 0.4,
  }),
  key: ({ base, m, k, p, bracket }) => `a=${base};m=${m};n=${k};p=${p};br=${bracket}`,
  build: ({ base, m, k, p, bracket }) => {
    const e = bracket ? m * k - p : m + k - p;
    if (e < 2) return undefined;
    const expr = bracket
      ? `(${power(base, m)})${superscript(String(k))} ÷ ${power(base, p)}`
      : `${power(base, m)} × ${power(base, k)} ÷ ${power(base, p)}`;
    const how = bracket
      ? [`(aᵐ)ⁿ = aᵐⁿ and aᵐ ÷ aⁿ = aᵐ⁻ⁿ`, `Power = ${m} × ${k} − ${p} = ${e}`]
      : [`aᵐ × aⁿ ÷ aᵖ = aᵐ⁺ⁿ⁻ᵖ`, `Power = ${m} + ${k} − ${p} = ${e}`];
    how.push(`${expr} = ${power(base, e)}`);
    const howHi = [
      (how[0] ?? '').replace(' and ', ' और '),
      (how[1] ?? '').replace('Power', 'घात'),
      how[2] ?? '',
    ];
    const wrong = bracket ? [m + k - p, m * k + p, m ** k - p] : [m * k - p, m + k + p, m - k - p];
    return {
      stem: `Simplify: ${expr}`,
      answer: power(base, e),
      mistakes: wrong.filter((w) => w > 0 && w < 100).map((w) => power(base, w)),
      explanation: steps(...how),
      difficulty: bracket ? 'medium' : 'easy',
      hindi: { stem: `सरल कीजिए: ${expr}`, explanation: steps(...howHi) },
    };
  },
  // Work the numbers out in full and find the power of the base they make.
  solve: ({ base, m, k, p, bracket }) => {
    const b = BigInt(base);
    const top = bracket ? (b ** BigInt(m)) ** BigInt(k) : b ** BigInt(m) * b ** BigInt(k);
    let rest = top / b ** BigInt(p);
    let e = 0;
    while (rest > 1n) {
      rest /= b;
      e++;
    }
    return power(base, e);
  },
});

/** (p^u)^(αx + c) = (p^v)^m: bring both sides to one base. */
const exponentEquations = template({
  generator: 'indices-equations',
  count: 35,
  draw: (random) => {
    const prime = random.pick([2, 2, 3, 5]);
    const u = random.int(1, prime === 2 ? 3 : 2);
    const v = random.int(1, prime === 2 ? 3 : 2);
    const alpha = random.pick([1, 1, 2, 3]);
    const c = random.pick([-2, -1, 1, 2, 3]);
    const m = random.int(2, 6);
    return u === v && random.next() < 0.7 ? undefined : { prime, u, v, alpha, c, m };
  },
  key: ({ prime, u, v, alpha, c, m }) => `p=${prime};u=${u};v=${v};a=${alpha};c=${c};m=${m}`,
  build: ({ prime, u, v, alpha, c, m }) => {
    const left = prime ** u;
    const right = prime ** v;
    const x = new Fraction(v * m, u).sub(c).div(alpha);
    if (x.numerator <= 0 || x.denominator > 3) return undefined;
    const exponent = `${alpha === 1 ? '' : alpha}x${c < 0 ? '−' : '+'}${Math.abs(c)}`;
    const lhs = `${left}${superscript(exponent)}`;
    const rhs = power(right, m);
    const shown = `${alpha === 1 ? '' : alpha}x ${c < 0 ? '−' : '+'} ${Math.abs(c)}`;
    const convert = [
      [
        u > 1 && v > 1,
        `${lhs} = ${prime}${superscript(`${u}(${exponent})`)} and ${rhs} = ${power(prime, v * m)}`,
      ],
      [u > 1 && v === 1, `${lhs} = ${prime}${superscript(`${u}(${exponent})`)}`],
      [u === 1 && v > 1, `${rhs} = ${power(prime, v * m)}`],
    ].flatMap(([keep, line]) => (keep ? [line as string] : []));
    const equate =
      u === 1
        ? `${shown} = ${v * m}`
        : `${u}(${shown}) = ${v * m}, so ${shown} = ${fractionText(new Fraction(v * m, u))}`;
    const how = [...convert, equate, `x = ${fractionText(x)}`];
    const howHi = how.map((line) => line.replace(' and ', ' और ').replace(', so ', ', अतः '));
    return {
      stem: `If ${lhs} = ${rhs}, what is the value of x?`,
      answer: fractionText(x),
      mistakes: [
        fractionText(new Fraction(m - c, alpha)),
        fractionText(new Fraction(v * m, u).add(c).div(alpha)),
        fractionText(new Fraction(v * m, u).sub(c)),
      ],
      explanation: steps(...how),
      difficulty: u === v ? 'easy' : alpha > 1 ? 'hard' : 'medium',
      hindi: { stem: `यदि ${lhs} = ${rhs} है, तो x का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ prime, u, v, alpha, c, m }) => ((m * Math.log(prime ** v)) / Math.log(prime ** u) - c) / alpha,
});

/** N^(p/q) with N = r^q, and its reciprocal powers. */
const fractionalPowers = template({
  generator: 'indices-fractional',
  count: 30,
  draw: (random) => {
    const q = random.pick([2, 2, 3, 3, 4, 5]);
    const r = random.int(2, q === 2 ? 15 : q === 3 ? 9 : 4);
    const p = random.int(1, q + 2);
    return p % q === 0 || gcd(p, q) !== 1 ? undefined : { r, p, q, negative: random.next() < 0.35 };
  },
  key: ({ r, p, q, negative }) => `r=${r};p=${p};q=${q};neg=${negative}`,
  build: ({ r, p, q, negative }) => {
    const big = r ** q;
    const answer = r ** p;
    if (answer > 5000 || big > 5000) return undefined;
    const exp = `${negative ? '−' : ''}${p}/${q}`;
    const base = negative ? `(1/${big})` : `(${big})`;
    const expr = `${base}${superscript(exp)}`;
    const how = negative
      ? [
          `(1/a)⁻ⁿ = aⁿ, so ${expr} = (${big})${superscript(`${p}/${q}`)}`,
          `${q === 2 ? '√' : q === 3 ? '∛' : q === 4 ? '∜' : `${q}th root of `}${big} = ${r}, and ${power(r, p)} = ${answer}`,
        ]
      : [
          `${expr} = (${q === 2 ? '√' : q === 3 ? '∛' : q === 4 ? '∜' : `${q}th root of `}${big})${superscript(String(p))}`,
          `= ${power(r, p)} = ${answer}`,
        ];
    const howHi = how.map((line) =>
      line
        .replace(/(\d)th root of (\d+)/, '$2 का $1वाँ मूल')
        .replace(', so ', ', अतः ')
        .replace(', and ', ', और '),
    );
    const mistakes = [n(r), fractionText(new Fraction(big * p, q)), `1/${answer}`, n(r * p)];
    return {
      stem: `What is the value of ${expr}?`,
      answer: n(answer),
      mistakes: negative ? [`1/${answer}`, n(r), fractionText(new Fraction(big * p, q))] : mistakes,
      explanation: steps(...how),
      difficulty: negative ? 'hard' : q === 2 ? 'easy' : 'medium',
      hindi: { stem: `${expr} का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ r, p, q, negative }) => (negative ? (1 / r ** q) ** (-p / q) : (r ** q) ** (p / q)),
});

const ROOT_SIGN: Record<number, string> = { 2: '√', 3: '∛', 4: '∜' };
interface Root {
  index: number;
  radicand: number;
}
const radicalText = ({ index, radicand }: Root) => `${ROOT_SIGN[index]}${radicand}`;
/** The largest or smallest of four roots. */
const compareSurds = template({
  generator: 'surds-compare',
  count: 30,
  draw: (random) => {
    const roots: Root[] = [];
    while (roots.length < 4) {
      const index = random.pick([2, 3, 4]);
      const radicand = random.int(2, 12);
      if (Math.round(radicand ** (1 / index)) ** index === radicand) continue;
      if (roots.some((root) => root.index === index && root.radicand === radicand)) continue;
      roots.push({ index, radicand });
    }
    return { roots, largest: random.next() < 0.6 };
  },
  key: ({ roots, largest }) => `${roots.map(radicalText).join(',')};largest=${largest}`,
  build: ({ roots, largest }) => {
    // Raise every root to the 12th power: whole numbers, compared exactly.
    const raised = roots.map((root) => root.radicand ** (12 / root.index));
    if (new Set(raised).size !== 4) return undefined;
    const pickValue = largest ? Math.max(...raised) : Math.min(...raised);
    const at = raised.indexOf(pickValue);
    const answer = roots[at] as Root;
    const others = roots
      .filter((_, i) => i !== at)
      .sort((a, b) =>
        largest
          ? b.radicand ** (12 / b.index) - a.radicand ** (12 / a.index)
          : a.radicand ** (12 / a.index) - b.radicand ** (12 / b.index),
      );
    const how = [
      `Raise each to the power 12 (LCM of 2, 3, 4):`,
      roots.map((root, i) => `${radicalText(root)} → ${raised[i]}`).join(', '),
      `Raised to the 12th power, ${radicalText(answer)} gives the ${largest ? 'largest' : 'smallest'} value, so the ${largest ? 'largest' : 'smallest'} number = ${radicalText(answer)}`,
    ];
    const howHi = [
      `प्रत्येक पर घात 12 (2, 3, 4 का ल.स.प.) लगाएँ:`,
      how[1] ?? '',
      `12वीं घात लेने पर ${largest ? 'सबसे बड़ा' : 'सबसे छोटा'} मान ${radicalText(answer)} का है, अतः ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} संख्या = ${radicalText(answer)}`,
    ];
    const list = roots.map(radicalText).join(', ');
    return {
      stem: `Which is the ${largest ? 'largest' : 'smallest'} of ${list}?`,
      answer: radicalText(answer),
      mistakes: others.map(radicalText),
      explanation: steps(...how),
      difficulty: new Set(roots.map((root) => root.index)).size >= 3 ? 'hard' : 'medium',
      hindi: {
        stem: `${list} में से ${largest ? 'सबसे बड़ी' : 'सबसे छोटी'} संख्या कौन-सी है?`,
        explanation: steps(...howHi),
      },
    };
  },
  solve: ({ roots, largest }) => {
    const values = roots.map((root) => root.radicand ** (1 / root.index));
    const target = largest ? Math.max(...values) : Math.min(...values);
    return radicalText(roots[values.indexOf(target)] as Root);
  },
});

/** k/(√a − √b) and (a + √b)/(a − √b), rationalised. */
const rationalise = template({
  generator: 'surds-rationalise',
  count: 30,
  draw: (random) => {
    const conjugate = random.next() < 0.5;
    if (conjugate) {
      const a = random.int(2, 6);
      const b = random.pick([2, 3, 5, 6, 7]);
      return a * a > b ? { conjugate, a, b, k: 1 } : undefined;
    }
    const a = random.pick([3, 5, 6, 7, 10, 11]);
    const b = random.pick([2, 3, 5, 6, 7]);
    return a > b ? { conjugate, a, b, k: random.pick([1, 2, 3, 4, 6, a - b, 2 * (a - b)]) } : undefined;
  },
  key: ({ conjugate, a, b, k }) => `conj=${conjugate};a=${a};b=${b};k=${k}`,
  build: ({ conjugate, a, b, k }) => {
    if (conjugate) {
      const top = a * a + b;
      const mid = 2 * a;
      const bottom = a * a - b;
      const form = (p: number, sign: string, q: number, r: number) => {
        const g = gcd(gcd(p, q), r);
        const inner = `${p / g} ${sign} ${q / g === 1 ? '' : q / g}√${b}`;
        return r / g === 1 ? inner : `(${inner})/${r / g}`;
      };
      const expr = `(${a} + √${b})/(${a} − √${b})`;
      const how = [
        `Multiply above and below by ${a} + √${b}:`,
        `(${a} + √${b})² / (${a * a} − ${b}) = (${a * a} + ${b} + ${mid}√${b})/${bottom}`,
      ];
      const howHi = [`अंश और हर को ${a} + √${b} से गुणा करें:`, how[1] ?? ''];
      return {
        stem: `Rationalise the denominator: ${expr}`,
        answer: form(top, '+', mid, bottom),
        mistakes: [
          `${fractionText(new Fraction(top, bottom))}`,
          form(top, '−', mid, bottom),
          form(top, '+', mid, a * a + b),
        ],
        explanation: steps(...how),
        difficulty: 'hard',
        hindi: { stem: `हर का परिमेयकरण कीजिए: ${expr}`, explanation: steps(...howHi) },
      };
    }
    const form = (top: number, bottom: number, sign: string) => {
      const f = new Fraction(top, bottom);
      const inner = `√${a} ${sign} √${b}`;
      const head = f.numerator === 1 ? `(${inner})` : `${f.numerator}(${inner})`;
      if (f.denominator === 1) return f.numerator === 1 ? inner : head;
      return `${head}/${f.denominator}`;
    };
    const expr = `${k}/(√${a} − √${b})`;
    const how = [
      `Multiply above and below by √${a} + √${b}:`,
      `${k === 1 ? '' : k}(√${a} + √${b})/(${a} − ${b})`,
    ];
    const howHi = [`अंश और हर को √${a} + √${b} से गुणा करें:`, how[1] ?? ''];
    return {
      stem: `Rationalise the denominator: ${expr}`,
      answer: form(k, a - b, '+'),
      mistakes: [form(k, a - b, '−'), form(k, a + b, '+'), form(k, a + b, '−')],
      explanation: steps(...how),
      difficulty: 'medium',
      hindi: { stem: `हर का परिमेयकरण कीजिए: ${expr}`, explanation: steps(...howHi) },
    };
  },
  value: ({ conjugate, a, b, k }) =>
    conjugate ? (a + Math.sqrt(b)) / (a - Math.sqrt(b)) : k / (Math.sqrt(a) - Math.sqrt(b)),
});

/** √72 + √32 − √50 and the like: like surds. */
const likeSurds = template({
  generator: 'surds-like-terms',
  count: 30,
  draw: (random) => {
    const r = random.pick([2, 3, 5, 6, 7]);
    const squares = [random.int(2, 7), random.int(2, 7), random.int(2, 7)];
    const minus = random.int(1, 2);
    return new Set(squares).size === 3 ? { r, squares, minus } : undefined;
  },
  key: ({ r, squares, minus }) => `r=${r};s=${squares.join(',')};minus=${minus}`,
  build: ({ r, squares, minus }) => {
    const [s0 = 0, s1 = 0, s2 = 0] = squares;
    const sign1 = minus === 1 ? -1 : 1;
    const sign2 = minus === 2 ? -1 : 1;
    const signs = [1, sign1, sign2];
    const coefficient = s0 + sign1 * s1 + sign2 * s2;
    if (coefficient <= 0) return undefined;
    const terms = squares.map((s) => `√${s * s * r}`);
    const expr = `${terms[0]} ${signs[1] === 1 ? '+' : '−'} ${terms[1]} ${signs[2] === 1 ? '+' : '−'} ${terms[2]}`;
    const coefficients = squares.map((s) => `${s}√${r}`);
    const how = [
      `${terms.map((t, i) => `${t} = ${coefficients[i]}`).join(', ')}`,
      `(${s0} ${signs[1] === 1 ? '+' : '−'} ${s1} ${signs[2] === 1 ? '+' : '−'} ${s2})√${r} = ${surdText(new Fraction(coefficient), r)}`,
    ];
    const underOne = s0 * s0 * r + sign1 * s1 * s1 * r + sign2 * s2 * s2 * r;
    const flipped = s0 + sign1 * s1 - sign2 * s2;
    return {
      stem: `Simplify: ${expr}`,
      answer: surdText(new Fraction(coefficient), r),
      mistakes: [
        underOne > 0 ? `√${underOne}` : surdText(new Fraction(s0 + s1 + s2), r),
        surdText(new Fraction(Math.abs(flipped)), r),
        surdText(new Fraction(s0 + s1 + s2), r),
        surdText(new Fraction(coefficient + 1), r),
      ],
      explanation: steps(...how),
      difficulty: Math.max(s0, s1, s2) <= 4 && r <= 3 ? 'easy' : 'medium',
      hindi: { stem: `सरल कीजिए: ${expr}`, explanation: steps(...how) },
    };
  },
  value: ({ r, squares, minus }) =>
    squares.reduce((total, s, i) => total + (i === minus ? -1 : 1) * Math.sqrt(s * s * r), 0),
});

export const indicesAndSurds: TopicGenerator = {
  topic: {
    id: 'indices-and-surds',
    categoryId: 'algebra',
    name: 'Indices and Surds',
    nameHi: 'घातांक और करणी',
  },
  generate: () =>
    workedTopic(indicesAndSurds.topic, [
      exponentLaws,
      exponentEquations,
      fractionalPowers,
      compareSurds,
      rationalise,
      likeSurds,
    ]),
};

export const algebraTopics: readonly TopicGenerator[] = [
  algebraicIdentities,
  linearEquations,
  indicesAndSurds,
];
