import type { Drawing, FigureShape } from '@abhyas/domain';
import { Fraction, gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { fractionText, surdText } from './math-text.ts';
import { steps, template, workedTopic } from './worked-topic.ts';

type Ratio = 'sin' | 'cos' | 'tan' | 'cot' | 'sec' | 'cosec';
type Angle = 0 | 30 | 45 | 60 | 90;
const ANGLES: readonly Angle[] = [0, 30, 45, 60, 90];
const RATIOS: readonly Ratio[] = ['sin', 'cos', 'tan', 'cot', 'sec', 'cosec'];

const f = (top: number, bottom = 1) => new Fraction(top, bottom);

/** The square of each ratio at the standard angles, exactly (undefined where it does not exist). */
const SQUARED: Record<Ratio, readonly (Fraction | undefined)[]> = {
  sin: [f(0), f(1, 4), f(1, 2), f(3, 4), f(1)],
  cos: [f(1), f(3, 4), f(1, 2), f(1, 4), f(0)],
  tan: [f(0), f(1, 3), f(1), f(3), undefined],
  cot: [undefined, f(3), f(1), f(1, 3), f(0)],
  sec: [f(1), f(4, 3), f(2), f(4), undefined],
  cosec: [undefined, f(4), f(2), f(4, 3), f(1)],
};

/** A value r + s√3, enough for every ratio at 0°, 30°, 60° and 90° and tan/cot 45°. */
interface RootThree {
  r: Fraction;
  s: Fraction;
}
const rt = (r: Fraction, s = f(0)): RootThree => ({ r, s });
const PLAIN: Record<Ratio, readonly (RootThree | undefined)[]> = {
  sin: [rt(f(0)), rt(f(1, 2)), undefined, rt(f(0), f(1, 2)), rt(f(1))],
  cos: [rt(f(1)), rt(f(0), f(1, 2)), undefined, rt(f(1, 2)), rt(f(0))],
  tan: [rt(f(0)), rt(f(0), f(1, 3)), rt(f(1)), rt(f(0), f(1)), undefined],
  cot: [undefined, rt(f(0), f(1)), rt(f(1)), rt(f(0), f(1, 3)), rt(f(0))],
  sec: [rt(f(1)), rt(f(0), f(2, 3)), undefined, rt(f(2)), undefined],
  cosec: [undefined, rt(f(2)), undefined, rt(f(0), f(2, 3)), rt(f(1))],
};

/** How the paper writes each standard value. */
const VALUE_TEXT: Record<Ratio, readonly (string | undefined)[]> = {
  sin: ['0', '1/2', '1/√2', '√3/2', '1'],
  cos: ['1', '√3/2', '1/√2', '1/2', '0'],
  tan: ['0', '1/√3', '1', '√3', undefined],
  cot: [undefined, '√3', '1', '1/√3', '0'],
  sec: ['1', '2/√3', '√2', '2', undefined],
  cosec: [undefined, '2', '√2', '2/√3', '1'],
};

const radians = (degrees: number) => (degrees * Math.PI) / 180;
/** The ratio computed from Math.sin and Math.cos: the second solver's table. */
function ratioValue(ratio: Ratio, degrees: number): number {
  const s = Math.sin(radians(degrees));
  const c = Math.cos(radians(degrees));
  switch (ratio) {
    case 'sin':
      return s;
    case 'cos':
      return c;
    case 'tan':
      return s / c;
    case 'cot':
      return c / s;
    case 'sec':
      return 1 / c;
    case 'cosec':
      return 1 / s;
  }
}

const indexOf = (angle: Angle) => ANGLES.indexOf(angle);
/** The ratio a learner reaches by mixing up 30° and 60° (or 0° and 90°). */
const mixedUp = (angle: Angle): Angle => (90 - angle) as Angle;

function rootThreeText({ r, s }: RootThree): string {
  if (s.numerator === 0) return fractionText(r);
  if (r.numerator === 0) return surdText(s, 3);
  const d = (r.denominator * s.denominator) / gcd(r.denominator, s.denominator);
  const p = r.mul(d).numerator;
  const q = s.mul(d).numerator;
  const root = `${Math.abs(q) === 1 ? '' : Math.abs(q)}√3`;
  if (p < 0 && q < 0) return d === 1 ? `−(${-p} + ${root})` : `−(${-p} + ${root})/${d}`;
  // A negative whole part goes after the surd: "4√3 − 12", never "-12 + 4√3".
  const head = p < 0 ? `${root} − ${-p}` : `${p} ${q < 0 ? '−' : '+'} ${root}`;
  return d === 1 ? head : `(${head})/${d}`;
}

interface Term {
  coefficient: number;
  ratio: Ratio;
  angle: Angle;
  sign: 1 | -1;
}
const termText = (term: Term, squared: boolean, first: boolean) => {
  const sign = first ? '' : term.sign === 1 ? ' + ' : ' − ';
  const c = term.coefficient === 1 ? '' : `${term.coefficient} `;
  return `${sign}${c}${term.ratio}${squared ? '²' : ' '}${term.angle}°`;
};

function drawTerms(
  random: { int: (a: number, b: number) => number; pick: <T>(x: readonly T[]) => T },
  count: number,
  coefficients: readonly number[] = [1, 1, 1, 2, 3, 4],
): Term[] {
  return Array.from({ length: count }, (_, i) => ({
    coefficient: random.pick(coefficients),
    ratio: random.pick(RATIOS),
    angle: random.pick<Angle>([0, 30, 30, 45, 45, 60, 60, 90]),
    sign: i === 0 ? 1 : random.pick([1, 1, -1] as const),
  }));
}

const termsKey = (terms: readonly Term[]) =>
  terms.map((t) => `${t.sign}${t.coefficient}${t.ratio}${t.angle}`).join(',');

/** Sums of squares of ratios at standard angles: always rational. */
const standardSquares = template({
  generator: 'trig-standard-squares',
  count: 45,
  acceptMistake: (option) => !option.startsWith('−'),
  draw: (random) => ({ terms: drawTerms(random, random.int(2, 3)) }),
  key: ({ terms }) => termsKey(terms),
  build: ({ terms }) => {
    const values = terms.map((t) => SQUARED[t.ratio][indexOf(t.angle)]);
    if (values.some((v) => v === undefined)) return undefined;
    if (new Set(terms.map((t) => `${t.ratio}${t.angle}`)).size !== terms.length) return undefined;
    const total = (vals: readonly (Fraction | undefined)[], flipLast = false) =>
      terms.reduce((sum, t, i) => {
        const sign = flipLast && i === terms.length - 1 ? -t.sign : t.sign;
        return sum.add((vals[i] ?? f(0)).mul(t.coefficient * sign));
      }, f(0));
    const answer = total(values);
    if (answer.numerator < 0) return undefined;
    // 30° read as 60° (or 0° as 90°) in the first term whose value changes.
    const confused = terms.map((t, i) => (i === 0 ? SQUARED[t.ratio][indexOf(mixedUp(t.angle))] : values[i]));
    // The square forgotten where the plain value is rational.
    const unsquared = terms.map((t, i) => {
      const plain = PLAIN[t.ratio][indexOf(t.angle)];
      return plain && plain.s.numerator === 0 && !plain.r.equals(plain.r.mul(plain.r)) ? plain.r : values[i];
    });
    const mistakes = [
      confused.some((v) => v === undefined) ? undefined : total(confused),
      total(values, true),
      total(unsquared),
      total(values.map((v) => v?.mul(v))),
    ].flatMap((m) => (m && !m.equals(answer) ? [fractionText(m)] : []));
    const expr = terms.map((t, i) => termText(t, true, i === 0)).join('');
    const valueLine = terms
      .map((t, i) => `${t.ratio}²${t.angle}° = ${fractionText(values[i] ?? f(0))}`)
      .join(', ');
    const sumLine = terms
      .map(
        (t, i) =>
          `${i === 0 ? '' : t.sign === 1 ? ' + ' : ' − '}${t.coefficient === 1 ? '' : `${t.coefficient} × `}${fractionText(values[i] ?? f(0))}`,
      )
      .join('');
    const how = [valueLine, `${sumLine} = ${fractionText(answer)}`];
    return {
      stem: `What is the value of ${expr}?`,
      answer: fractionText(answer),
      mistakes,
      explanation: steps(...how),
      difficulty: terms.length === 2 ? 'easy' : 'medium',
      hindi: { stem: `${expr} का मान क्या है?`, explanation: steps(...how) },
    };
  },
  value: ({ terms }) =>
    terms.reduce((sum, t) => sum + t.sign * t.coefficient * ratioValue(t.ratio, t.angle) ** 2, 0),
});

/** Plain (unsquared) ratios at 0°, 30°, 60°, 90° and tan/cot 45°: answers r + s√3. */
const standardValues = template({
  generator: 'trig-standard-values',
  count: 35,
  acceptMistake: (option) => !option.startsWith('−'),
  draw: (random) => ({ terms: drawTerms(random, random.int(2, 3), [1, 1, 1, 2]) }),
  key: ({ terms }) => termsKey(terms),
  build: ({ terms }) => {
    const values = terms.map((t) => PLAIN[t.ratio][indexOf(t.angle)]);
    if (values.some((v) => v === undefined)) return undefined;
    if (new Set(terms.map((t) => `${t.ratio}${t.angle}`)).size !== terms.length) return undefined;
    const total = (vals: readonly (RootThree | undefined)[], flipLast = false) =>
      terms.reduce(
        (sum, t, i) => {
          const v = vals[i] ?? rt(f(0));
          const k = t.coefficient * (flipLast && i === terms.length - 1 ? -t.sign : t.sign);
          return rt(sum.r.add(v.r.mul(k)), sum.s.add(v.s.mul(k)));
        },
        rt(f(0)),
      );
    const answer = total(values);
    if (
      answer.r.numerator / answer.r.denominator +
        (answer.s.numerator / answer.s.denominator) * Math.sqrt(3) <=
      0
    )
      return undefined;
    const confused = terms.map((t, i) => (i === 0 ? PLAIN[t.ratio][indexOf(mixedUp(t.angle))] : values[i]));
    const swappedAll = terms.map((t) => PLAIN[t.ratio][indexOf(mixedUp(t.angle))]);
    const mistakes = [confused, swappedAll].flatMap((vals) =>
      vals.some((v) => v === undefined) ? [] : [rootThreeText(total(vals))],
    );
    mistakes.splice(1, 0, rootThreeText(total(values, true)));
    const expr = terms.map((t, i) => termText(t, false, i === 0)).join('');
    const valueLine = terms
      .map((t) => `${t.ratio} ${t.angle}° = ${VALUE_TEXT[t.ratio][indexOf(t.angle)]}`)
      .join(', ');
    const sumLine = terms
      .map((t, i) => {
        const sign = i === 0 ? '' : t.sign === 1 ? ' + ' : ' − ';
        const value = VALUE_TEXT[t.ratio][indexOf(t.angle)];
        return `${sign}${t.coefficient === 1 ? '' : `${t.coefficient} × `}${value}`;
      })
      .join('');
    const how = [valueLine, `${sumLine} = ${rootThreeText(answer)}`];
    const howHi = how;
    return {
      stem: `What is the value of ${expr}?`,
      answer: rootThreeText(answer),
      mistakes,
      explanation: steps(...how),
      difficulty: terms.length === 2 ? 'easy' : 'medium',
      hindi: { stem: `${expr} का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ terms }) =>
    terms.reduce((sum, t) => sum + t.sign * t.coefficient * ratioValue(t.ratio, t.angle), 0),
});

const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
  [11, 60, 61],
];
type Asked = Ratio | 'sec+tan' | 'cosec-cot' | 'sin+cos';
/** One ratio given from a Pythagorean triple; another ratio or a sum asked. */
const fromOneRatio = template({
  generator: 'trig-from-one-ratio',
  count: 45,
  draw: (random) => {
    const [p, q, h] = random.pick(TRIPLES);
    const flip = random.next() < 0.5;
    const given = random.pick<Ratio>(['sin', 'cos', 'tan', 'sin', 'cos', 'tan', 'sec', 'cot']);
    const asked = random.pick<Asked>([
      'cos',
      'tan',
      'sec',
      'cosec',
      'cot',
      'sin',
      'sec+tan',
      'cosec-cot',
      'sin+cos',
    ]);
    return given === asked ? undefined : { o: flip ? q : p, a: flip ? p : q, h, given, asked };
  },
  key: ({ o, a, h, given, asked }) => `o=${o};a=${a};h=${h};given=${given};asked=${asked}`,
  build: ({ o, a, h, given, asked }) => {
    const sides: Record<Ratio, [number, number]> = {
      sin: [o, h],
      cos: [a, h],
      tan: [o, a],
      cot: [a, o],
      sec: [h, a],
      cosec: [h, o],
    };
    const show = (r: Ratio) => fractionText(f(...sides[r]));
    const [gt, gb] = sides[given];
    const oneSide = { sin: 'P/H', cos: 'B/H', tan: 'P/B', cot: 'B/P', sec: 'H/B', cosec: 'H/P' } as const;
    let answer: string;
    let mistakes: string[];
    let askedText: string;
    let last: string;
    if (asked === 'sec+tan') {
      askedText = 'sec θ + tan θ';
      answer = fractionText(f(h + o, a));
      mistakes = [fractionText(f(h - o, a)), fractionText(f(h + a, o)), fractionText(f(a, h + o))];
      last = `sec θ + tan θ = ${h}/${a} + ${o}/${a}`;
    } else if (asked === 'cosec-cot') {
      askedText = 'cosec θ − cot θ';
      answer = fractionText(f(h - a, o));
      mistakes = [fractionText(f(h + a, o)), fractionText(f(h - o, a)), fractionText(f(o, h - a))];
      last = `cosec θ − cot θ = ${h}/${o} − ${a}/${o}`;
    } else if (asked === 'sin+cos') {
      askedText = 'sin θ + cos θ';
      answer = fractionText(f(o + a, h));
      mistakes = [fractionText(f(Math.abs(o - a), h)), fractionText(f(h, o + a)), fractionText(f(o + h, a))];
      last = `sin θ + cos θ = ${o}/${h} + ${a}/${h}`;
    } else {
      askedText = `${asked} θ`;
      answer = show(asked);
      const complement: Record<Ratio, Ratio> = {
        sin: 'cos',
        cos: 'sin',
        tan: 'cot',
        cot: 'tan',
        sec: 'cosec',
        cosec: 'sec',
      };
      const reciprocal: Record<Ratio, Ratio> = {
        sin: 'cosec',
        cos: 'sec',
        tan: 'cot',
        cot: 'tan',
        sec: 'cos',
        cosec: 'sin',
      };
      mistakes = [show(complement[asked]), show(reciprocal[asked]), show(reciprocal[complement[asked]])];
      last = `${asked} θ = ${oneSide[asked]}`;
    }
    const third =
      given === 'tan' || given === 'cot'
        ? `H = √(${o}² + ${a}²) = ${h}`
        : given === 'sin' || given === 'cosec'
          ? `B = √(${h}² − ${o}²) = ${a}`
          : `P = √(${h}² − ${a}²) = ${o}`;
    const how = [
      `${given} θ = ${oneSide[given]} = ${gt}/${gb} (P = perpendicular, B = base, H = hypotenuse)`,
      third,
      last,
    ];
    const howHi = [`${given} θ = ${oneSide[given]} = ${gt}/${gb} (P = लंब, B = आधार, H = कर्ण)`, third, last];
    return {
      stem: `If ${given} θ = ${gt}/${gb} and θ is acute, what is the value of ${askedText}?`,
      answer,
      mistakes,
      explanation: steps(...how),
      difficulty: asked.length > 6 ? 'hard' : h > 30 ? 'medium' : 'easy',
      hindi: {
        stem: `यदि ${given} θ = ${gt}/${gb} है और θ न्यून कोण है, तो ${askedText} का मान क्या है?`,
        explanation: steps(...howHi),
      },
    };
  },
  // θ itself, from the given ratio, and the asked ratios straight from Math.sin and Math.cos.
  value: ({ o, a, h, given, asked }) => {
    const g = { sin: o / h, cos: a / h, tan: o / a, cot: a / o, sec: h / a, cosec: h / o }[given];
    const theta =
      given === 'sin'
        ? Math.asin(g)
        : given === 'cos'
          ? Math.acos(g)
          : given === 'tan'
            ? Math.atan(g)
            : given === 'cot'
              ? Math.atan(1 / g)
              : given === 'sec'
                ? Math.acos(1 / g)
                : Math.asin(1 / g);
    const d = (theta * 180) / Math.PI;
    if (asked === 'sec+tan') return ratioValue('sec', d) + ratioValue('tan', d);
    if (asked === 'cosec-cot') return ratioValue('cosec', d) - ratioValue('cot', d);
    if (asked === 'sin+cos') return ratioValue('sin', d) + ratioValue('cos', d);
    return ratioValue(asked, d);
  },
});

/** If a tan θ = b, find (p sin θ − q cos θ)/(p sin θ + q cos θ): divide through by cos θ. */
const tanQuotient = template({
  generator: 'trig-tan-quotient',
  count: 25,
  draw: (random) => {
    const top = random.int(1, 9);
    const bottom = random.int(1, 9);
    const p = random.int(1, 9);
    const q = random.int(1, 9);
    return gcd(top, bottom) === 1 && top !== bottom && p * top > q * bottom
      ? { top, bottom, p, q }
      : undefined;
  },
  key: ({ top, bottom, p, q }) => `t=${top}/${bottom};p=${p};q=${q}`,
  build: ({ top, bottom, p, q }) => {
    const given = `${bottom === 1 ? '' : bottom}tan θ = ${top}`.replace(/^(\d)/, '$1 ');
    const answer = f(p * top - q * bottom, p * top + q * bottom);
    const withCot = f(p * bottom - q * top, p * bottom + q * top);
    const sinT = (k: number) => (k === 1 ? 'sin θ' : `${k} sin θ`);
    const cosT = (k: number) => (k === 1 ? 'cos θ' : `${k} cos θ`);
    const expr = `(${sinT(p)} − ${cosT(q)})/(${sinT(p)} + ${cosT(q)})`;
    const how = [
      `Divide above and below by cos θ: (${p} tan θ − ${q})/(${p} tan θ + ${q})`,
      `tan θ = ${fractionText(f(top, bottom))}: (${p * top} − ${q * bottom})/(${p * top} + ${q * bottom}) = ${fractionText(answer)}`,
    ];
    const howHi = [`अंश और हर को cos θ से भाग दें: (${p} tan θ − ${q})/(${p} tan θ + ${q})`, how[1] ?? ''];
    if (bottom !== 1) {
      how[1] = `tan θ = ${top}/${bottom}; multiply by ${bottom}: (${p * top} − ${q * bottom})/(${p * top} + ${q * bottom}) = ${fractionText(answer)}`;
      howHi[1] = `tan θ = ${top}/${bottom}; ${bottom} से गुणा करने पर: (${p * top} − ${q * bottom})/(${p * top} + ${q * bottom}) = ${fractionText(answer)}`;
    }
    return {
      stem: `If ${given}, what is the value of ${expr}?`,
      answer: fractionText(answer),
      mistakes: [
        fractionText(f(p * top + q * bottom, p * top - q * bottom)),
        withCot.numerator > 0 ? fractionText(withCot) : fractionText(f(p * top - q, p * top + q)),
        fractionText(f(p * top - q * bottom, q * bottom)),
      ],
      explanation: steps(...how),
      difficulty: 'medium',
      hindi: { stem: `यदि ${given} है, तो ${expr} का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ top, bottom, p, q }) => {
    const theta = Math.atan2(top, bottom);
    return (p * Math.sin(theta) - q * Math.cos(theta)) / (p * Math.sin(theta) + q * Math.cos(theta));
  },
});

type IdentityPair = 'sin-cos' | 'sec-tan' | 'cosec-cot';
const IDENTITY_TEXT: Record<IdentityPair, [string, string, string]> = {
  'sin-cos': ['sin', 'cos', 'sin²θ + cos²θ = 1'],
  'sec-tan': ['sec', 'tan', 'sec²θ − tan²θ = 1'],
  'cosec-cot': ['cosec', 'cot', 'cosec²θ − cot²θ = 1'],
};
/** k(sin²A + cos²A) − m(sec²A − tan²A) at a non-standard angle: the identities, not a table. */
const pythagoreanIdentities = template({
  generator: 'trig-pythagorean-identities',
  count: 30,
  draw: (random) => {
    const pairs = random.shuffle<IdentityPair>(['sin-cos', 'sec-tan', 'cosec-cot']).slice(0, 2);
    return {
      pairs,
      k: random.int(2, 12),
      m: random.int(1, 9),
      angle: random.pick([13, 17, 23, 27, 37, 41, 53, 67, 71]),
      minus: random.next() < 0.6,
    };
  },
  key: ({ pairs, k, m, angle, minus }) => `${pairs.join('+')};k=${k};m=${m};A=${angle};minus=${minus}`,
  build: ({ pairs, k, m, angle, minus }) => {
    const [first = 'sin-cos', second = 'sec-tan'] = pairs;
    const part = (pair: IdentityPair, c: number) => {
      const [x, y] = IDENTITY_TEXT[pair];
      const join = pair === 'sin-cos' ? '+' : '−';
      const k = c === 1 ? '' : `${c} `;
      return `${k}${x}²${angle}° ${join} ${k}${y}²${angle}°`;
    };
    // The second pair enters with its own sign; written so the paper's grouping is kept.
    const secondPart = (() => {
      const [x, y] = IDENTITY_TEXT[second];
      const k = m === 1 ? '' : `${m} `;
      if (second === 'sin-cos')
        return `${minus ? '−' : '+'} ${k}${x}²${angle}° ${minus ? '−' : '+'} ${k}${y}²${angle}°`;
      return minus
        ? `− ${k}${x}²${angle}° + ${k}${y}²${angle}°`
        : `+ ${k}${x}²${angle}° − ${k}${y}²${angle}°`;
    })();
    const expr = `${part(first, k)} ${secondPart}`;
    const answer = minus ? k - m : k + m;
    if (answer <= 0) return undefined;
    const how = [
      `${IDENTITY_TEXT[first][2]} and ${IDENTITY_TEXT[second][2].replace('θ', `θ`)}`,
      `So the value = ${k} × 1 ${minus ? '−' : '+'} ${m} × 1 = ${answer}`,
    ];
    const howHi = [
      `${IDENTITY_TEXT[first][2]} और ${IDENTITY_TEXT[second][2]}`,
      `अतः मान = ${k} × 1 ${minus ? '−' : '+'} ${m} × 1 = ${answer}`,
    ];
    return {
      stem: `What is the value of ${expr}?`,
      answer: String(answer),
      mistakes: [String(minus ? k + m : Math.abs(k - m)), '0', String(k), String(2 * answer)],
      explanation: steps(...how),
      difficulty: 'easy',
      hindi: { stem: `${expr} का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ pairs, k, m, angle, minus }) => {
    const part = (pair: IdentityPair) =>
      pair === 'sin-cos'
        ? ratioValue('sin', angle) ** 2 + ratioValue('cos', angle) ** 2
        : pair === 'sec-tan'
          ? ratioValue('sec', angle) ** 2 - ratioValue('tan', angle) ** 2
          : ratioValue('cosec', angle) ** 2 - ratioValue('cot', angle) ** 2;
    return k * part(pairs[0] ?? 'sin-cos') + (minus ? -m : m) * part(pairs[1] ?? 'sec-tan');
  },
});

type Complementary = 'sin/cos' | 'cos/sin' | 'tan·tan' | 'sec/cosec' | 'sin²+sin²' | 'cos²+cos²' | 'cot·cot';
const COMPLEMENTARY: readonly Complementary[] = [
  'sin/cos',
  'cos/sin',
  'tan·tan',
  'sec/cosec',
  'sin²+sin²',
  'cos²+cos²',
  'cot·cot',
];
interface ComplementaryPart {
  kind: Complementary;
  angle: number;
  coefficient: number;
  sign: 1 | -1;
}
function complementaryText({ kind, angle, coefficient }: ComplementaryPart): string {
  const b = 90 - angle;
  const c = coefficient === 1 ? '' : `${coefficient}`;
  switch (kind) {
    case 'sin/cos':
      return `${c}(sin ${angle}°/cos ${b}°)`;
    case 'cos/sin':
      return `${c}(cos ${angle}°/sin ${b}°)`;
    case 'sec/cosec':
      return `${c}(sec ${angle}°/cosec ${b}°)`;
    case 'tan·tan':
      return `${c ? `${c} ` : ''}tan ${angle}° tan ${b}°`;
    case 'cot·cot':
      return `${c ? `${c} ` : ''}cot ${angle}° cot ${b}°`;
    case 'sin²+sin²':
      return `${c}(sin²${angle}° + sin²${b}°)`;
    case 'cos²+cos²':
      return `${c}(cos²${angle}° + cos²${b}°)`;
  }
}
/** Complementary angles: sin(90° − A) = cos A and its kin make each part 1. */
const complementaryAngles = template({
  generator: 'trig-complementary',
  count: 40,
  draw: (random) => {
    const count = random.int(2, 3);
    const kinds = random.shuffle(COMPLEMENTARY).slice(0, count);
    const parts: ComplementaryPart[] = kinds.map((kind, i) => ({
      kind,
      angle: random.pick([
        10, 15, 20, 25, 28, 32, 35, 38, 40, 42, 48, 50, 52, 55, 58, 62, 65, 70, 72, 75, 80,
      ]),
      coefficient: random.int(1, 6),
      sign: i === 0 ? 1 : random.pick([1, -1] as const),
    }));
    return { parts };
  },
  key: ({ parts }) => parts.map((p) => `${p.sign}${p.coefficient}${p.kind}${p.angle}`).join(','),
  build: ({ parts }) => {
    const answer = parts.reduce((sum, p) => sum + p.sign * p.coefficient, 0);
    if (answer <= 0) return undefined;
    const expr = parts
      .map((p, i) => `${i === 0 ? '' : p.sign === 1 ? ' + ' : ' − '}${complementaryText(p)}`)
      .join('');
    const allPlus = parts.reduce((sum, p) => sum + p.coefficient, 0);
    const rule: Record<Complementary, string> = {
      'sin/cos': 'cos(90° − A) = sin A',
      'cos/sin': 'sin(90° − A) = cos A',
      'sec/cosec': 'cosec(90° − A) = sec A',
      tan·tan: 'tan(90° − A) = cot A',
      cot·cot: 'cot(90° − A) = tan A',
      'sin²+sin²': 'sin(90° − A) = cos A',
      'cos²+cos²': 'cos(90° − A) = sin A',
    };
    const how = [
      `${[...new Set(parts.map((p) => rule[p.kind]))].join('; ')}: each part equals 1`,
      parts.map((p, i) => `${i === 0 ? '' : p.sign === 1 ? ' + ' : ' − '}${p.coefficient}`).join('') +
        ` = ${answer}`,
    ];
    const howHi = [
      `${[...new Set(parts.map((p) => rule[p.kind]))].join('; ')}: प्रत्येक भाग का मान 1 है`,
      how[1] ?? '',
    ];
    return {
      stem: `What is the value of ${expr}?`,
      answer: String(answer),
      mistakes: [String(allPlus), '0', String(answer + 1), String(parts[0]?.coefficient ?? 1)],
      explanation: steps(...how),
      difficulty: parts.length === 2 ? 'easy' : 'medium',
      hindi: { stem: `${expr} का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ parts }) =>
    parts.reduce((sum, { kind, angle, coefficient, sign }) => {
      const b = 90 - angle;
      const v: Record<Complementary, () => number> = {
        'sin/cos': () => ratioValue('sin', angle) / ratioValue('cos', b),
        'cos/sin': () => ratioValue('cos', angle) / ratioValue('sin', b),
        'sec/cosec': () => ratioValue('sec', angle) / ratioValue('cosec', b),
        tan·tan: () => ratioValue('tan', angle) * ratioValue('tan', b),
        cot·cot: () => ratioValue('cot', angle) * ratioValue('cot', b),
        'sin²+sin²': () => ratioValue('sin', angle) ** 2 + ratioValue('sin', b) ** 2,
        'cos²+cos²': () => ratioValue('cos', angle) ** 2 + ratioValue('cos', b) ** 2,
      };
      return sum + sign * coefficient * v[kind]();
    }, 0),
});

/** Equations that fix A + B and A − B through standard values. */
const SUM_FORMS: readonly [string, number][] = [
  ['sin(A + B) = 1', 90],
  ['cos(A + B) = 0', 90],
  ['tan(A + B) = √3', 60],
  ['sin(A + B) = √3/2', 60],
  ['cos(A + B) = 1/2', 60],
  ['tan(A + B) = 1', 45],
  ['sin(A + B) = 1/√2', 45],
];
const DIFFERENCE_FORMS: readonly [string, number][] = [
  ['cos(A − B) = √3/2', 30],
  ['sin(A − B) = 1/2', 30],
  ['tan(A − B) = 1/√3', 30],
  ['tan(A − B) = 1', 45],
  ['cos(A − B) = 1/√2', 45],
  ['sin(A − B) = √3/2', 60],
  ['cos(A − B) = 1/2', 60],
  ['tan(A − B) = √3', 60],
];
const findAngles = template({
  generator: 'trig-find-angles',
  count: 40,
  draw: (random) => ({
    sum: random.int(0, SUM_FORMS.length - 1),
    difference: random.int(0, DIFFERENCE_FORMS.length - 1),
    askA: random.next() < 0.5,
  }),
  key: ({ sum, difference, askA }) => `s=${sum};d=${difference};A=${askA}`,
  build: ({ sum, difference, askA }) => {
    const [sumText, s] = SUM_FORMS[sum] ?? ['', 0];
    const [diffText, d] = DIFFERENCE_FORMS[difference] ?? ['', 0];
    if (d >= s || (s + d) % 2 !== 0) return undefined;
    const a = (s + d) / 2;
    const b = (s - d) / 2;
    const deg = (x: number) => `${x}°`;
    const how = [`A + B = ${s}° and A − B = ${d}°`, askA ? `A = (${s}° + ${d}°)/2` : `B = (${s}° − ${d}°)/2`];
    const howHi = [`A + B = ${s}° और A − B = ${d}°`, how[1] ?? ''];
    return {
      stem: `If ${sumText} and ${diffText}, where 0° < A + B ≤ 90° and A > B, what is ${askA ? 'A' : 'B'}?`,
      answer: deg(askA ? a : b),
      mistakes: [deg(askA ? b : a), deg(s / 2), deg(askA ? s + d : s - d), deg(d)],
      explanation: steps(...how),
      difficulty: s === 90 ? 'medium' : 'hard',
      hindi: {
        stem: `यदि ${sumText} और ${diffText} है, जहाँ 0° < A + B ≤ 90° और A > B, तो ${askA ? 'A' : 'B'} का मान क्या है?`,
        explanation: steps(...howHi),
      },
    };
  },
  // Search every pair of angles in half-degree steps for the one that meets both equations.
  value: ({ sum, difference, askA }) => {
    const [sumText] = SUM_FORMS[sum] ?? [''];
    const [diffText] = DIFFERENCE_FORMS[difference] ?? [''];
    const meets = (text: string, angle: number) => {
      const [, ratio = 'sin', rhs = '0'] = /^(\w+)\(.*\) = (.*)$/.exec(text) ?? [];
      const target =
        {
          '1': 1,
          '0': 0,
          '√3': Math.sqrt(3),
          '√3/2': Math.sqrt(3) / 2,
          '1/2': 0.5,
          '1/√2': Math.SQRT1_2,
          '1/√3': 1 / Math.sqrt(3),
        }[rhs] ?? Number.NaN;
      return Math.abs(ratioValue(ratio as Ratio, angle) - target) < 1e-9;
    };
    const found: [number, number][] = [];
    for (let a2 = 1; a2 <= 180; a2++)
      for (let b2 = 0; b2 < a2; b2++) {
        const [a, b] = [a2 / 2, b2 / 2];
        if (a + b > 0 && a + b <= 90 && meets(sumText, a + b) && meets(diffText, a - b)) found.push([a, b]);
      }
    const only = found.length === 1 ? found[0] : undefined;
    return only ? (askA ? only[0] : only[1]) : Number.NaN;
  },
});

/** sec θ + tan θ = p gives sec θ − tan θ = 1/p; likewise cosec and cot. */
const reciprocalPairs = template({
  generator: 'trig-sec-tan-pair',
  count: 30,
  draw: (random) => {
    const top = random.int(2, 9);
    const bottom = random.int(1, top - 1);
    return gcd(top, bottom) === 1
      ? { top, bottom, cosec: random.next() < 0.4, askSin: random.next() < 0.4 }
      : undefined;
  },
  key: ({ top, bottom, cosec, askSin }) => `p=${top}/${bottom};cosec=${cosec};sin=${askSin}`,
  build: ({ top, bottom, cosec, askSin }) => {
    const p = f(top, bottom);
    const [big, small] = cosec ? ['cosec', 'cot'] : ['sec', 'tan'];
    const given = `${big} θ + ${small} θ = ${fractionText(p)}`;
    const identity = `${big}²θ − ${small}²θ = 1, so (${big} θ + ${small} θ)(${big} θ − ${small} θ) = 1`;
    if (!askSin) {
      const how = [identity, `${big} θ − ${small} θ = 1 ÷ ${fractionText(p)}`];
      const howHi = [identity.replace(', so', ', अतः'), how[1] ?? ''];
      return {
        stem: `If ${given}, what is the value of ${big} θ − ${small} θ?`,
        answer: fractionText(f(bottom, top)),
        mistakes: [
          fractionText(p),
          fractionText(p.mul(p)),
          fractionText(f(bottom * bottom, top * top)),
          fractionText(f(top - bottom, bottom)),
        ],
        explanation: steps(...how),
        difficulty: 'medium',
        hindi: {
          stem: `यदि ${given} है, तो ${big} θ − ${small} θ का मान क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
    // sec + tan = p, sec − tan = 1/p: sin θ = tan/sec = (p² − 1)/(p² + 1); with cosec and cot it is cos θ.
    const asked = cosec ? 'cos' : 'sin';
    const t2 = top * top;
    const b2 = bottom * bottom;
    const answer = f(t2 - b2, t2 + b2);
    const how = [
      `${big} θ − ${small} θ = ${fractionText(f(bottom, top))}`,
      `Adding and subtracting: ${big} θ = ${fractionText(f(t2 + b2, 2 * top * bottom))}, ${small} θ = ${fractionText(f(t2 - b2, 2 * top * bottom))}`,
      `${asked} θ = ${small} θ ÷ ${big} θ = (${fractionText(f(t2 - b2, 2 * top * bottom))}) ÷ (${fractionText(f(t2 + b2, 2 * top * bottom))})`,
    ];
    const howHi = [
      how[0] ?? '',
      (how[1] ?? '').replace('Adding and subtracting', 'जोड़ने और घटाने पर'),
      how[2] ?? '',
    ];
    return {
      stem: `If ${given}, what is the value of ${asked} θ?`,
      answer: fractionText(answer),
      mistakes: [
        fractionText(f(t2 + b2, t2 - b2)),
        fractionText(f(2 * top * bottom, t2 + b2)),
        fractionText(f(t2 - b2, 2 * top * bottom)),
      ],
      explanation: steps(...how),
      difficulty: 'hard',
      hindi: { stem: `यदि ${given} है, तो ${asked} θ का मान क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ top, bottom, cosec, askSin }) => {
    const p = top / bottom;
    // sec θ + tan θ = tan(45° + θ/2); cosec θ + cot θ = cot(θ/2).
    const theta = cosec ? 2 * Math.atan(1 / p) : 2 * Math.atan(p) - Math.PI / 2;
    const d = (theta * 180) / Math.PI;
    if (askSin) return cosec ? Math.cos(theta) : Math.sin(theta);
    return cosec
      ? ratioValue('cosec', d) - ratioValue('cot', d)
      : ratioValue('sec', d) - ratioValue('tan', d);
  },
});

export const trigonometricRatios: TopicGenerator = {
  topic: {
    id: 'trigonometric-ratios',
    categoryId: 'trigonometry',
    name: 'Trigonometric Ratios and Identities',
    nameHi: 'त्रिकोणमितीय अनुपात और सर्वसमिकाएँ',
  },
  generate: () =>
    workedTopic(trigonometricRatios.topic, [
      standardSquares,
      standardValues,
      fromOneRatio,
      tanQuotient,
      pythagoreanIdentities,
      complementaryAngles,
      findAngles,
      reciprocalPairs,
    ]),
};

// ---------------------------------------------------------------- heights and distances

/** A length k·√r in metres, r = 1, 2 or 3. */
interface Length {
  k: Fraction;
  r: 1 | 2 | 3;
}
const len = (k: Fraction | number, r: 1 | 2 | 3 = 1): Length => ({ k: Fraction.of(k), r });
const lengthText = ({ k, r }: Length) => surdText(k, r);
const metres = (l: Length) => `${lengthText(l)} m`;
const lengthValue = ({ k, r }: Length) => (k.numerator / k.denominator) * Math.sqrt(r);
const toHindi = (option: string) => option.replace(/ m$/, ' मीटर');

/** tan θ as k·√3 for the standard angles. */
const TAN: Record<30 | 45 | 60, Length> = { 30: len(f(1, 3), 3), 45: len(1), 60: len(1, 3) };
const SIN: Record<30 | 45 | 60, Length> = { 30: len(f(1, 2)), 45: len(f(1, 2), 2), 60: len(f(1, 2), 3) };
const COS: Record<30 | 45 | 60, Length> = { 30: len(f(1, 2), 3), 45: len(f(1, 2), 2), 60: len(f(1, 2)) };

/** Product of two lengths whose surd parts multiply to a whole or a √ of 2, 3 or 6 avoided. */
function times(a: Length, b: Length): Length | undefined {
  if (a.r === 1) return len(a.k.mul(b.k), b.r);
  if (b.r === 1) return len(a.k.mul(b.k), a.r);
  if (a.r === b.r) return len(a.k.mul(b.k).mul(a.r));
  return undefined;
}
function over(a: Length, b: Length): Length | undefined {
  // a ÷ (k√r) = a·√r/(k·r)
  return times(a, len(f(b.k.denominator, b.k.numerator * b.r), b.r));
}

type Standard = 30 | 45 | 60;
interface Labels {
  base?: string;
  height?: string;
  hypotenuse?: string;
}

/** A right triangle drawn to the angle: ground left to right, the vertical side on the right. */
function rightTriangleShapes(angle: Standard, labels: Labels, depression: boolean): FigureShape[] {
  const t = Math.tan(radians(angle));
  // Room for a label such as "120√3 m" beside the vertical side, inside the 260-wide box.
  const scale = Math.min(depression ? 165 : 160, 130 / t);
  const baseLength = Math.round(scale);
  const height = Math.round(scale * t);
  const left = depression ? 85 : 30;
  const groundY = 165;
  // Depression: the cliff stands on the left, the boat on the right; else the tower on the right.
  const foot = depression ? { x: left, y: groundY } : { x: left + baseLength, y: groundY };
  const far = depression ? { x: left + baseLength, y: groundY } : { x: left, y: groundY };
  const top = { x: foot.x, y: groundY - height };
  const shapes: FigureShape[] = [
    { type: 'line', x1: 10, y1: groundY, x2: 250, y2: groundY },
    {
      type: 'polygon',
      points: [
        [far.x, far.y],
        [foot.x, foot.y],
        [top.x, top.y],
      ],
    },
  ];
  const corner = depression ? 1 : -1;
  shapes.push({
    type: 'polygon',
    open: true,
    points: [
      [foot.x - corner * -10, foot.y],
      [foot.x - corner * -10, foot.y - 10],
      [foot.x, foot.y - 10],
    ],
  });
  const half = radians(angle / 2);
  if (depression) {
    shapes.push({
      type: 'line',
      x1: top.x,
      y1: top.y,
      x2: Math.min(250, top.x + baseLength + 10),
      y2: top.y,
      dashed: true,
    });
    shapes.push({ type: 'arc', cx: top.x, cy: top.y, r: 30, start: -angle, end: 0 });
    shapes.push({
      type: 'text',
      x: Math.round(top.x + 44 * Math.cos(half)),
      y: Math.round(top.y + 44 * Math.sin(half) + 5),
      text: `${angle}°`,
      anchor: 'start',
      size: 12,
    });
  } else {
    shapes.push({ type: 'arc', cx: far.x, cy: far.y, r: 28, start: 0, end: angle });
    shapes.push({
      type: 'text',
      x: Math.round(far.x + 42 * Math.cos(half)),
      y: Math.round(far.y - 42 * Math.sin(half) + 5),
      text: `${angle}°`,
      anchor: 'start',
      size: 12,
    });
  }
  if (labels.base)
    shapes.push({
      type: 'text',
      x: Math.round((far.x + foot.x) / 2),
      y: groundY + 18,
      text: labels.base,
      anchor: 'middle',
    });
  if (labels.height)
    shapes.push({
      type: 'text',
      x: depression ? foot.x - 8 : foot.x + 8,
      y: Math.round(groundY - height / 2 + 5),
      text: labels.height,
      anchor: depression ? 'end' : 'start',
    });
  if (labels.hypotenuse)
    shapes.push({
      type: 'text',
      x: Math.round((far.x + top.x) / 2) + (depression ? 8 : -8),
      y: Math.round((far.y + top.y) / 2) - 6,
      text: labels.hypotenuse,
      anchor: depression ? 'start' : 'end',
    });
  return shapes;
}

interface Scene {
  kind:
    | 'tower-height'
    | 'tower-distance'
    | 'ladder-height'
    | 'ladder-foot'
    | 'kite'
    | 'depression'
    | 'shadow';
  angle: Standard;
  /** The known length: a whole number of metres, or that many times √3. */
  known: Length;
}

function sceneQuestion({ kind, angle, known }: Scene) {
  const k = metres(known);
  let unknown: Length | undefined;
  let stem: string;
  let stemHi: string;
  let labels: Labels;
  let alt: string;
  let altHi: string;
  let how: string[];
  let howHi: string[];
  let mistakes: (Length | undefined)[];
  const cot = over(len(1), TAN[angle]) ?? len(1);
  const other = (90 - angle) as Standard;
  switch (kind) {
    case 'tower-height':
      unknown = times(known, TAN[angle]);
      stem = `From a point on the ground ${k} from the foot of a tower, the angle of elevation of its top is ${angle}°. What is the height of the tower?`;
      stemHi = `किसी मीनार के पाद से ${toHindi(k)} दूर भूमि पर स्थित एक बिंदु से उसके शिखर का उन्नयन कोण ${angle}° है। मीनार की ऊँचाई क्या है?`;
      labels = { base: k, height: 'h' };
      alt = `Right triangle: a tower of height h stands on the right; a point on the ground ${k} to its left sees the top at an angle of elevation of ${angle}°.`;
      altHi = `समकोण त्रिभुज: दाईं ओर h ऊँचाई की मीनार; उसके बाईं ओर ${toHindi(k)} दूर भूमि पर एक बिंदु, जहाँ से शिखर का उन्नयन कोण ${angle}° है।`;
      how = [
        `tan ${angle}° = h/${lengthText(known)}`,
        `h = ${lengthText(known)} × ${VALUE_TEXT.tan[indexOf(angle)]}`,
      ];
      howHi = how;
      mistakes = [times(known, TAN[other]), times(known, SIN[angle]), known, times(known, COS[angle])];
      break;
    case 'tower-distance':
    case 'shadow':
      unknown = times(known, cot);
      if (kind === 'tower-distance') {
        stem = `The angle of elevation of the top of a tower ${k} high, seen from a point on the ground, is ${angle}°. How far is the point from the foot of the tower?`;
        stemHi = `भूमि पर स्थित एक बिंदु से ${toHindi(k)} ऊँची मीनार के शिखर का उन्नयन कोण ${angle}° है। वह बिंदु मीनार के पाद से कितनी दूर है?`;
        alt = `Right triangle: a tower ${k} high stands on the right; a point on the ground at distance x to its left sees the top at an angle of elevation of ${angle}°.`;
        altHi = `समकोण त्रिभुज: दाईं ओर ${toHindi(k)} ऊँची मीनार; बाईं ओर x दूरी पर भूमि पर एक बिंदु, जहाँ से शिखर का उन्नयन कोण ${angle}° है।`;
      } else {
        stem = `When the sun's elevation is ${angle}°, how long is the shadow of a pole ${k} high?`;
        stemHi = `जब सूर्य का उन्नयन कोण ${angle}° है, तब ${toHindi(k)} ऊँचे खंभे की छाया की लंबाई क्या होगी?`;
        alt = `Right triangle: a pole ${k} high on the right, its shadow of length x along the ground to the left; the sun's rays meet the ground at ${angle}°.`;
        altHi = `समकोण त्रिभुज: दाईं ओर ${toHindi(k)} ऊँचा खंभा, बाईं ओर भूमि पर x लंबी छाया; सूर्य की किरणें भूमि से ${angle}° का कोण बनाती हैं।`;
      }
      labels = { base: 'x', height: k };
      how = [
        `tan ${angle}° = ${lengthText(known)}/x`,
        `x = ${lengthText(known)} × cot ${angle}° = ${lengthText(known)} × ${VALUE_TEXT.cot[indexOf(angle)]}`,
      ];
      howHi = how;
      mistakes = [times(known, TAN[angle]), over(known, SIN[angle]), known, times(known, SIN[angle])];
      break;
    case 'ladder-height':
    case 'kite': {
      unknown = times(known, SIN[angle]);
      if (kind === 'ladder-height') {
        stem = `A ladder ${k} long leans against a vertical wall and makes an angle of ${angle}° with the ground. How high up the wall does it reach?`;
        stemHi = `${toHindi(k)} लंबी एक सीढ़ी ऊर्ध्वाधर दीवार से टिकी है और भूमि से ${angle}° का कोण बनाती है। सीढ़ी दीवार पर कितनी ऊँचाई तक पहुँचती है?`;
        alt = `Right triangle: a wall on the right, a ladder ${k} long as the slanting side, making ${angle}° with the ground at its foot; h is the height it reaches on the wall.`;
        altHi = `समकोण त्रिभुज: दाईं ओर दीवार, ${toHindi(k)} लंबी सीढ़ी तिरछी भुजा, जो अपने पाद पर भूमि से ${angle}° का कोण बनाती है; h दीवार पर पहुँची ऊँचाई है।`;
      } else {
        stem = `A kite is flying on a string ${k} long. The string is taut and makes an angle of ${angle}° with the ground. How high is the kite?`;
        stemHi = `एक पतंग ${toHindi(k)} लंबी डोर से उड़ रही है। डोर तनी हुई है और भूमि से ${angle}° का कोण बनाती है। पतंग कितनी ऊँचाई पर है?`;
        alt = `Right triangle: the string ${k} long is the slanting side from a point on the ground, at ${angle}° to the ground; h is the height of the kite above the ground.`;
        altHi = `समकोण त्रिभुज: ${toHindi(k)} लंबी डोर तिरछी भुजा है, जो भूमि से ${angle}° का कोण बनाती है; h पतंग की भूमि से ऊँचाई है।`;
      }
      labels = { hypotenuse: k, height: 'h' };
      how = [
        `sin ${angle}° = h/${lengthText(known)}`,
        `h = ${lengthText(known)} × ${VALUE_TEXT.sin[indexOf(angle)]}`,
      ];
      howHi = how;
      mistakes = [
        times(known, COS[angle]),
        times(known, TAN[angle]),
        times(known, SIN[other] ?? len(1)),
        known,
      ];
      break;
    }
    case 'ladder-foot':
      unknown = times(known, COS[angle]);
      stem = `A ladder ${k} long leans against a vertical wall and makes an angle of ${angle}° with the ground. How far is its foot from the wall?`;
      stemHi = `${toHindi(k)} लंबी एक सीढ़ी ऊर्ध्वाधर दीवार से टिकी है और भूमि से ${angle}° का कोण बनाती है। सीढ़ी का पाद दीवार से कितनी दूर है?`;
      labels = { hypotenuse: k, base: 'x' };
      alt = `Right triangle: a wall on the right, a ladder ${k} long as the slanting side, making ${angle}° with the ground at its foot; x is the distance of the foot from the wall.`;
      altHi = `समकोण त्रिभुज: दाईं ओर दीवार, ${toHindi(k)} लंबी सीढ़ी तिरछी भुजा, जो पाद पर भूमि से ${angle}° का कोण बनाती है; x पाद की दीवार से दूरी है।`;
      how = [
        `cos ${angle}° = x/${lengthText(known)}`,
        `x = ${lengthText(known)} × ${VALUE_TEXT.cos[indexOf(angle)]}`,
      ];
      howHi = how;
      mistakes = [times(known, SIN[angle]), times(known, cot), times(known, COS[other]), known];
      break;
    case 'depression':
      unknown = times(known, cot);
      stem = `From the top of a cliff ${k} high, the angle of depression of a boat is ${angle}°. How far is the boat from the foot of the cliff?`;
      stemHi = `${toHindi(k)} ऊँची एक चट्टान के शिखर से एक नाव का अवनमन कोण ${angle}° है। नाव चट्टान के पाद से कितनी दूर है?`;
      labels = { height: k, base: 'x' };
      alt = `Right triangle: a cliff ${k} high on the left; a horizontal line from its top; the line of sight down to a boat on the water at distance x makes ${angle}° below that horizontal.`;
      altHi = `समकोण त्रिभुज: बाईं ओर ${toHindi(k)} ऊँची चट्टान; उसके शिखर से एक क्षैतिज रेखा; पानी पर x दूरी पर नाव तक दृष्टि-रेखा उस क्षैतिज से ${angle}° नीचे है।`;
      how = [
        `Angle of depression = angle of elevation from the boat = ${angle}°`,
        `tan ${angle}° = ${lengthText(known)}/x, so x = ${lengthText(known)} × ${VALUE_TEXT.cot[indexOf(angle)]}`,
      ];
      howHi = [
        `अवनमन कोण = नाव से उन्नयन कोण = ${angle}°`,
        `tan ${angle}° = ${lengthText(known)}/x, अतः x = ${lengthText(known)} × ${VALUE_TEXT.cot[indexOf(angle)]}`,
      ];
      mistakes = [times(known, TAN[angle]), over(known, SIN[angle]), known, times(known, COS[angle])];
      break;
  }
  if (unknown?.k.denominator !== 1) return undefined;
  const figure: Drawing = {
    kind: 'drawing',
    width: 260,
    height: 190,
    shapes: rightTriangleShapes(angle, labels, kind === 'depression'),
    alt,
    altHi,
  };
  return {
    stem,
    answer: metres(unknown),
    mistakes: mistakes.flatMap((m) => (m && m.k.denominator === 1 ? [metres(m)] : [])),
    explanation: steps(...how),
    difficulty: (angle === 45 ? 'easy' : known.r === 3 || kind === 'depression' ? 'medium' : 'easy') as
      | 'easy'
      | 'medium',
    figure,
    hindi: { stem: stemHi, explanation: steps(...howHi), optionHi: toHindi },
  };
}

const oneTriangle = template<Scene>({
  generator: 'heights-one-triangle',
  count: 130,
  draw: (random) => {
    const kind = random.pick<Scene['kind']>([
      'tower-height',
      'tower-height',
      'tower-distance',
      'ladder-height',
      'ladder-foot',
      'kite',
      'depression',
      'depression',
      'shadow',
    ]);
    const angle = random.pick<Standard>([30, 45, 60, 60, 30]);
    const k = random.pick([
      2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 25, 30, 36, 40, 45, 50, 60, 75, 80, 90, 100, 120, 150,
    ]);
    const root = random.next() < 0.3 && angle !== 45 ? 3 : 1;
    // Ladders are a few metres long; towers, cliffs and kite strings can be long.
    if (kind.startsWith('ladder') && k > 20) return undefined;
    return { kind, angle, known: len(k, root) };
  },
  key: ({ kind, angle, known }) => `${kind};a=${angle};k=${known.k.numerator};r=${known.r}`,
  build: sceneQuestion,
  // The unknown side from Math.tan, Math.sin and Math.cos of the angle.
  value: ({ kind, angle, known }) => {
    const d = lengthValue(known);
    const t = Math.tan(radians(angle));
    switch (kind) {
      case 'tower-height':
        return d * t;
      case 'tower-distance':
      case 'shadow':
      case 'depression':
        return d / t;
      case 'ladder-height':
      case 'kite':
        return d * Math.sin(radians(angle));
      case 'ladder-foot':
        return d * Math.cos(radians(angle));
    }
  },
});

/** Walking d metres towards a tower changes the elevation from α to β. */
const twoPositions = template({
  generator: 'heights-two-positions',
  count: 40,
  draw: (random) => {
    const [alpha, beta] = random.pick<[Standard, Standard]>([
      [30, 60],
      [30, 60],
      [30, 45],
      [45, 60],
    ]);
    return {
      alpha,
      beta,
      d: random.pick([10, 20, 30, 40, 50, 60, 80, 100, 120, 150, 200]),
      askNear: alpha === 30 && beta === 60 && random.next() < 0.35,
    };
  },
  key: ({ alpha, beta, d, askNear }) => `a=${alpha};b=${beta};d=${d};near=${askNear}`,
  build: ({ alpha, beta, d, askNear }) => {
    const k = d / 2;
    // h = d·tanα·tanβ/(tanβ − tanα)
    let answer: string;
    let mistakes: string[];
    let how: string[];
    if (alpha === 30 && beta === 60) {
      answer = askNear ? metres(len(k)) : metres(len(k, 3));
      mistakes = askNear
        ? [metres(len(d)), metres(len(k, 3)), metres(len(3 * k))]
        : [metres(len(d, 3)), metres(len(k)), metres(len(f(d, 3), 3))];
      how = [
        `Let the tower be h and the nearer point x from it: h = x√3 and h = (x + ${d})/√3`,
        askNear ? `3x = x + ${d}, so x = ${d}/2` : `3x = x + ${d}, so x = ${k}; h = ${k}√3`,
      ];
    } else {
      const [form, wrong] = alpha === 30 ? ['√3 + 1', '√3 − 1'] : ['3 + √3', '3 − √3'];
      const show = (c: number, inner: string) => `${c === 1 ? '' : c}(${inner}) m`;
      answer = show(k, form);
      mistakes = [show(k, wrong), show(d, form), metres(len(d))];
      how =
        alpha === 30
          ? [`h = x (45°) and h = (x + ${d})/√3 (30°)`, `h√3 = h + ${d}, so h = ${d}/(√3 − 1) = ${k}(√3 + 1)`]
          : [
              `h = x + ${d} (45°) and h = x√3 (60°)`,
              `h = h/√3 + ${d}, so h = ${d}√3/(√3 − 1) = ${k}(3 + √3)`,
            ];
    }
    const asked = askNear ? 'the distance of the second point from the tower' : 'the height of the tower';
    const askedHi = askNear ? 'दूसरे बिंदु की मीनार से दूरी' : 'मीनार की ऊँचाई';
    const howHi = how.map((line) =>
      line
        .replace(
          'Let the tower be h and the nearer point x from it:',
          'माना मीनार h है और पास वाला बिंदु उससे x दूर है:',
        )
        .replace(' and ', ' और ')
        .replace(', so ', ', अतः '),
    );
    const figure = twoPositionFigure(alpha, beta, d, askNear);
    return {
      stem: `The angle of elevation of the top of a tower from a point on the ground is ${alpha}°. After walking ${d} m towards the tower, it becomes ${beta}°. What is ${asked}?`,
      answer,
      mistakes,
      explanation: steps(...how),
      difficulty: 'hard',
      figure,
      hindi: {
        stem: `भूमि पर एक बिंदु से एक मीनार के शिखर का उन्नयन कोण ${alpha}° है। मीनार की ओर ${d} मीटर चलने पर यह ${beta}° हो जाता है। ${askedHi} क्या है?`,
        explanation: steps(...howHi),
        optionHi: toHindi,
      },
    };
  },
  value: ({ alpha, beta, d, askNear }) => {
    const ta = Math.tan(radians(alpha));
    const tb = Math.tan(radians(beta));
    const h = (d * ta * tb) / (tb - ta);
    return askNear ? h / tb : h;
  },
});

function twoPositionFigure(alpha: Standard, beta: Standard, d: number, askNear: boolean): Drawing {
  const ta = Math.tan(radians(alpha));
  const tb = Math.tan(radians(beta));
  const h = (d * ta * tb) / (tb - ta);
  const farDistance = h / ta;
  const scale = Math.min(200 / farDistance, 130 / h);
  const groundY = 165;
  const towerX = 235;
  const topY = Math.round(groundY - h * scale);
  const farX = Math.round(towerX - farDistance * scale);
  const nearX = Math.round(towerX - (h / tb) * scale);
  const label = (x: number, angle: number) => ({
    type: 'text' as const,
    x: Math.round(x + 36 * Math.cos(radians(angle / 2))),
    y: Math.round(groundY - 36 * Math.sin(radians(angle / 2)) + 4),
    text: `${angle}°`,
    anchor: 'start' as const,
    size: 11,
  });
  const shapes: FigureShape[] = [
    { type: 'line', x1: 5, y1: groundY, x2: 255, y2: groundY },
    { type: 'line', x1: towerX, y1: groundY, x2: towerX, y2: topY },
    { type: 'line', x1: farX, y1: groundY, x2: towerX, y2: topY },
    { type: 'line', x1: nearX, y1: groundY, x2: towerX, y2: topY },
    {
      type: 'polygon',
      open: true,
      points: [
        [towerX - 10, groundY],
        [towerX - 10, groundY - 10],
        [towerX, groundY - 10],
      ],
    },
    { type: 'arc', cx: farX, cy: groundY, r: 24, start: 0, end: alpha },
    { type: 'arc', cx: nearX, cy: groundY, r: 20, start: 0, end: beta },
    label(farX, alpha),
    {
      ...label(nearX, beta),
      x: Math.round(nearX + 30 * Math.cos(radians(beta / 2))),
      y: Math.round(groundY - 30 * Math.sin(radians(beta / 2)) + 4),
    },
    { type: 'dot', x: farX, y: groundY },
    { type: 'dot', x: nearX, y: groundY },
    { type: 'text', x: farX, y: groundY + 16, text: 'A', anchor: 'middle', size: 12 },
    { type: 'text', x: nearX, y: groundY + 16, text: 'B', anchor: 'middle', size: 12 },
    {
      type: 'text',
      x: Math.round((farX + nearX) / 2),
      y: groundY + 16,
      text: `${d} m`,
      anchor: 'middle',
      size: 12,
    },
    { type: 'text', x: towerX + 6, y: Math.round((groundY + topY) / 2), text: 'h', anchor: 'start' },
  ];
  if (askNear)
    shapes.push({
      type: 'text',
      x: Math.round((nearX + towerX) / 2),
      y: groundY + 16,
      text: 'x',
      anchor: 'middle',
      size: 12,
    });
  return {
    kind: 'drawing',
    width: 260,
    height: 190,
    shapes,
    alt: `A tower of height h on the right. Point A on the ground sees its top at ${alpha}°; point B, ${d} m nearer the tower, sees it at ${beta}°.${askNear ? ' x is the distance from B to the foot of the tower.' : ''}`,
    altHi: `दाईं ओर h ऊँचाई की मीनार। भूमि पर बिंदु A से शिखर का उन्नयन कोण ${alpha}° है; मीनार की ओर ${d} मीटर पास बिंदु B से यह ${beta}° है।${askNear ? ' x बिंदु B से मीनार के पाद की दूरी है।' : ''}`,
  };
}

export const heightsAndDistances: TopicGenerator = {
  topic: {
    id: 'heights-and-distances',
    categoryId: 'trigonometry',
    name: 'Heights and Distances',
    nameHi: 'ऊँचाई और दूरी',
  },
  generate: () => workedTopic(heightsAndDistances.topic, [oneTriangle, twoPositions]),
};

export const trigonometryTopics: readonly TopicGenerator[] = [trigonometricRatios, heightsAndDistances];
