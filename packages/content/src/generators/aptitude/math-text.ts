import { Fraction } from '../../model/fraction.ts';

/** "7/4", "−3/2", "5": a rational as the paper prints it (Unicode minus). */
export function fractionText(value: Fraction): string {
  const text = value.toString();
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** "2.75" for a rational with at most two decimals, else undefined. */
export function decimalText(value: Fraction): string | undefined {
  const hundredths = value.mul(100);
  if (!hundredths.isInteger()) return undefined;
  const sign = hundredths.numerator < 0 ? '−' : '';
  const cents = Math.abs(hundredths.numerator);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return `${sign}${whole}`;
  const digits = rest % 10 === 0 ? String(rest / 10) : String(rest).padStart(2, '0');
  return `${sign}${whole}.${digits}`;
}

/** coefficient × √radicand as printed: "20√3", "√3/2", "5√3/2", "12" (radicand 1). */
export function surdText(coefficient: Fraction, radicand: number): string {
  if (radicand === 1 || coefficient.numerator === 0) return fractionText(coefficient);
  const sign = coefficient.numerator < 0 ? '−' : '';
  const top = Math.abs(coefficient.numerator);
  const head = top === 1 ? `√${radicand}` : `${top}√${radicand}`;
  return coefficient.denominator === 1 ? `${sign}${head}` : `${sign}${head}/${coefficient.denominator}`;
}

/** √b in simplest form: √48 → "4√3", √49 → "7". */
export function simplestRoot(radicand: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = radicand;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return { outside, inside };
}

export function rootText(radicand: number, times = 1): string {
  const { outside, inside } = simplestRoot(radicand);
  return surdText(new Fraction(outside * times), inside);
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  x: 'ˣ',
  '(': '⁽',
  ')': '⁾',
  '/': '⁄',
};

/** "2x−1" as a raised exponent "²ˣ⁻¹"; spaces are dropped. */
export function superscript(text: string): string {
  return [...text.replace(/\s+/g, '')]
    .map((char) => {
      const raised = SUPERSCRIPT[char];
      if (raised === undefined) throw new Error(`no superscript for ${char}`);
      return raised;
    })
    .join('');
}

/** Arithmetic a parser needs; one implementation exact (Fraction), one in floating point. */
interface NumberOps<T> {
  literal: (text: string) => T;
  add: (a: T, b: T) => T;
  sub: (a: T, b: T) => T;
  mul: (a: T, b: T) => T;
  div: (a: T, b: T) => T;
  neg: (a: T) => T;
  root: (index: number, a: T) => T;
  power: (a: T, exponent: number) => T;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const POWERS: Record<string, number> = { '²': 2, '³': 3 };
const ROOTS: Record<string, number> = { '√': 2, '∛': 3, '∜': 4 };

/**
 * Reads arithmetic as the paper prints it: + − × ÷ /, "of", brackets ( ) { } [ ], √ ∛ ∜,
 * squares and cubes, and implicit products ("20√3", "2(√5 + √2)").
 * "of" binds tighter than × and ÷ (the O of BODMAS); "/" between two numbers is one fraction.
 */
function parseWith<T>(source: string, ops: NumberOps<T>): T {
  const tokens = source.match(/\d+(?:\.\d+)?|of|[-−+×÷/()[\]{}√∛∜²³]/g) ?? [];
  const stripped = source.replace(/\d+(?:\.\d+)?|of|[-−+×÷/()[\]{}√∛∜²³]|\s/g, '');
  if (stripped.length > 0) throw new Error(`cannot read "${source}"`);
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];

  const primary = (fractions = true): T => {
    const token = take();
    if (token === undefined) throw new Error(`unexpected end of "${source}"`);
    // √3/2 is half of √3: the radicand is the number alone.
    if (token in ROOTS) return ops.root(ROOTS[token] ?? 2, postfix(primary(false)));
    if (token in CLOSING) {
      const inner = sum();
      if (take() !== CLOSING[token]) throw new Error(`unbalanced brackets in "${source}"`);
      return inner;
    }
    if (/^\d/.test(token)) {
      // A fraction literal: 3/4 binds as one number.
      if (fractions && peek() === '/' && /^\d+$/.test(token) && /^\d+$/.test(tokens[at + 1] ?? '')) {
        take();
        return ops.div(ops.literal(token), ops.literal(take() ?? '1'));
      }
      return ops.literal(token);
    }
    throw new Error(`unexpected "${token}" in "${source}"`);
  };
  const postfix = (value: T): T => {
    let result = value;
    while (peek() !== undefined && (peek() as string) in POWERS)
      result = ops.power(result, POWERS[take() as string] ?? 1);
    return result;
  };
  const startsPrimary = (token: string | undefined) =>
    token !== undefined && (/^\d/.test(token) || token in ROOTS || token in CLOSING);
  const ofChain = (): T => {
    let value = postfix(primary());
    // Implicit product: "20√3", "2(√5 + √2)".
    while (startsPrimary(peek())) value = ops.mul(value, postfix(primary()));
    while (peek() === 'of') {
      take();
      value = ops.mul(value, postfix(primary()));
    }
    return value;
  };
  const unary = (): T => {
    if (peek() === '−' || peek() === '-') {
      take();
      return ops.neg(unary());
    }
    return ofChain();
  };
  const product = (): T => {
    let value = unary();
    for (;;) {
      const op = peek();
      if (op === '×') {
        take();
        value = ops.mul(value, unary());
      } else if (op === '÷' || op === '/') {
        take();
        value = ops.div(value, unary());
      } else return value;
    }
  };
  const sum = (): T => {
    let value = product();
    for (;;) {
      const op = peek();
      if (op === '+') {
        take();
        value = ops.add(value, product());
      } else if (op === '−' || op === '-') {
        take();
        value = ops.sub(value, product());
      } else return value;
    }
  };
  const result = sum();
  if (at !== tokens.length) throw new Error(`trailing "${tokens.slice(at).join(' ')}" in "${source}"`);
  return result;
}

const floatOps: NumberOps<number> = {
  literal: Number,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  neg: (a) => -a,
  root: (index, a) => a ** (1 / index),
  power: (a, exponent) => a ** exponent,
};

function fractionLiteral(text: string): Fraction {
  const [whole = '0', decimals = ''] = text.split('.');
  return new Fraction(Number(whole + decimals), 10 ** decimals.length);
}

function exactRoot(index: number, value: Fraction): Fraction {
  const rootOf = (n: number) => {
    const guess = Math.round(n ** (1 / index));
    for (const r of [guess - 1, guess, guess + 1]) if (r >= 0 && r ** index === n) return r;
    throw new Error(`no exact root of ${n}`);
  };
  return new Fraction(rootOf(value.numerator), rootOf(value.denominator));
}

const fractionOps: NumberOps<Fraction> = {
  literal: fractionLiteral,
  add: (a, b) => a.add(b),
  sub: (a, b) => a.sub(b),
  mul: (a, b) => a.mul(b),
  div: (a, b) => a.div(b),
  neg: (a) => new Fraction(-a.numerator, a.denominator),
  root: exactRoot,
  power: (a, exponent) => a.pow(exponent),
};

/** The exact value of a printed expression whose roots all come out exact. */
export function exactValue(expression: string): Fraction {
  return parseWith(expression, fractionOps);
}

/** The value of an option such as "20√3 m", "(11 + 6√2)/7", "5/4" or "60°"; NaN if it is not a number. */
export function optionValue(option: string): number {
  const bare = option
    .replace(/\s*(m|cm|km|°|मीटर)$/u, '')
    .replace(/^₹/, '')
    .trim();
  try {
    return parseWith(bare, floatOps);
  } catch {
    return Number.NaN;
  }
}

export function sameValue(a: number, b: number): boolean {
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
}
