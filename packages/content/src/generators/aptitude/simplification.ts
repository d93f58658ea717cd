import type { QuestionDifficulty } from '@abhyas/domain';
import { Fraction, gcd } from '../../model/fraction.ts';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { decimalText, exactValue, fractionText } from './math-text.ts';
import { steps, template, workedTopic } from './worked-topic.ts';

type Op = '+' | '−' | '×' | '÷' | 'of';
type Token =
  | { kind: 'num'; value: Fraction; text: string; misread?: Fraction }
  | { kind: 'op'; op: Op }
  | { kind: 'open'; text: '(' | '{' | '[' }
  | { kind: 'close'; text: ')' | '}' | ']' };

const num = (value: Fraction | number, text?: string, misread?: Fraction): Token => {
  const v = Fraction.of(value);
  return { kind: 'num', value: v, text: text ?? fractionText(v), ...(misread ? { misread } : {}) };
};
const op = (o: Op): Token => ({ kind: 'op', op: o });
const open = (text: '(' | '{' | '['): Token => ({ kind: 'open', text });
const close = (text: ')' | '}' | ']'): Token => ({ kind: 'close', text });
const dec = (text: string): Token => num(exactValue(text), text);

/** How a learner (or the rule book) orders the work. */
interface Rules {
  precedence: Record<Op, number>;
  brackets: boolean;
  /** Read roots and powers wrongly: all of them, or only the first. */
  misread: boolean | 'first';
  /** Take the first − as + (a sign slip). */
  flipMinus?: boolean;
}
const BODMAS: Rules = {
  precedence: { of: 3, '×': 2, '÷': 2, '+': 1, '−': 1 },
  brackets: true,
  misread: false,
};
const MISTAKES: readonly Rules[] = [
  // Left to right, whatever the operation.
  { precedence: { of: 1, '×': 1, '÷': 1, '+': 1, '−': 1 }, brackets: true, misread: false },
  // "of" taken as a plain ×, in turn.
  { precedence: { of: 2, '×': 2, '÷': 2, '+': 1, '−': 1 }, brackets: true, misread: false },
  // Multiplication before division.
  { precedence: { of: 4, '×': 3, '÷': 2, '+': 1, '−': 1 }, brackets: true, misread: false },
  // Brackets dropped without changing signs.
  { ...BODMAS, brackets: false },
  // A root or power read wrongly (√0.09 as 0.03, 15² as 30).
  { ...BODMAS, misread: true },
  // Addition and subtraction first.
  { precedence: { of: 3, '×': 1, '÷': 1, '+': 2, '−': 2 }, brackets: true, misread: false },
  // Addition before subtraction ("A before S"): a − b + c as a − (b + c).
  { precedence: { of: 3, '×': 2, '÷': 2, '+': 1.5, '−': 1 }, brackets: true, misread: false },
  { ...BODMAS, misread: 'first' },
  { ...BODMAS, flipMinus: true },
];

function apply(o: Op, a: Fraction, b: Fraction): Fraction | undefined {
  switch (o) {
    case '+':
      return a.add(b);
    case '−':
      return a.sub(b);
    case '×':
    case 'of':
      return a.mul(b);
    case '÷':
      return b.numerator === 0 ? undefined : a.div(b);
  }
}

/** Shunting-yard evaluation under the given rules. */
function evaluate(tokens: readonly Token[], rules: Rules): Fraction | undefined {
  const output: Fraction[] = [];
  const ops: (Op | 'open')[] = [];
  const reduce = (): boolean => {
    const o = ops.pop();
    const b = output.pop();
    const a = output.pop();
    if (!o || o === 'open' || !a || !b) return false;
    const r = apply(o, a, b);
    if (!r) return false;
    output.push(r);
    return true;
  };
  let misreads = 0;
  let flips = 0;
  for (const original of tokens) {
    let token = original;
    if (rules.flipMinus && token.kind === 'op' && token.op === '−' && flips++ === 0) token = op('+');
    if (token.kind === 'num') {
      const wrong =
        token.misread && (rules.misread === true || (rules.misread === 'first' && misreads++ === 0));
      output.push(wrong && token.misread ? token.misread : token.value);
    } else if (token.kind === 'open') {
      if (rules.brackets) ops.push('open');
    } else if (token.kind === 'close') {
      if (!rules.brackets) continue;
      while (ops.length && ops[ops.length - 1] !== 'open') if (!reduce()) return undefined;
      ops.pop();
    } else {
      while (ops.length) {
        const top = ops[ops.length - 1];
        if (top === 'open' || top === undefined || rules.precedence[top] < rules.precedence[token.op]) break;
        if (!reduce()) return undefined;
      }
      ops.push(token.op);
    }
  }
  while (ops.length) if (!reduce()) return undefined;
  return output.length === 1 ? output[0] : undefined;
}

/** The expression as printed; in Hindi "a of b" reads "b का a". */
function render(tokens: readonly Token[], hindi = false): string {
  const parts: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    if (hindi && token.kind === 'num' && next?.kind === 'op' && next.op === 'of' && after?.kind === 'num') {
      parts.push(`${after.text} का ${token.text}`);
      i += 2;
      continue;
    }
    parts.push(token.kind === 'op' ? token.op : token.text);
  }
  return parts
    .join(' ')
    .replace(/([([{]) /g, '$1')
    .replace(/ ([)\]}])/g, '$1');
}

/** A bracket ignored (signs inside left as they were): one value for each pair. */
function dropOnePair(tokens: readonly Token[]): (Fraction | undefined)[] {
  const results: (Fraction | undefined)[] = [];
  tokens.forEach((token, at) => {
    if (token.kind !== 'open') return;
    let depth = 0;
    let end = -1;
    for (let i = at; i < tokens.length; i++) {
      const t = tokens[i] as Token;
      if (t.kind === 'open') depth++;
      if (t.kind === 'close' && --depth === 0) {
        end = i;
        break;
      }
    }
    results.push(
      evaluate(
        tokens.filter((_, i) => i !== at && i !== end),
        BODMAS,
      ),
    );
  });
  return results;
}

type Style = 'fraction' | 'decimal';
const valueText = (value: Fraction, style: Style) =>
  style === 'decimal' ? (decimalText(value) ?? fractionText(value)) : fractionText(value);

/** One line per stage: each innermost bracket, then "of", then × and ÷, as a coaching book sets it out. */
function workingLines(tokens: readonly Token[], style: Style, hindi: boolean): string[] {
  let current = [...tokens];
  const lines: string[] = [];
  const asNumber = (value: Fraction) => num(value, valueText(value, style));
  // Roots and powers first: they are numbers in their own right.
  if (current.some((t) => t.kind === 'num' && /[√²³]/.test(t.text))) {
    current = current.map((t) => (t.kind === 'num' && /[√²³]/.test(t.text) ? asNumber(t.value) : t));
    lines.push(`= ${render(current, hindi)}`);
  }
  for (let guard = 0; guard < 6; guard++) {
    let innerStart = -1;
    let innerEnd = -1;
    for (let i = 0; i < current.length; i++) {
      const t = current[i] as Token;
      if (t.kind === 'open') innerStart = i;
      if (t.kind === 'close') {
        innerEnd = i;
        break;
      }
    }
    if (innerStart < 0 || innerEnd < 0) break;
    const value = evaluate(current.slice(innerStart + 1, innerEnd), BODMAS);
    if (!value) return lines;
    current = [...current.slice(0, innerStart), asNumber(value), ...current.slice(innerEnd + 1)];
    lines.push(`= ${render(current, hindi)}`);
  }
  const collapse = (ofOnly: boolean) => {
    const out: Token[] = [];
    for (let i = 0; i < current.length; i++) {
      const t = current[i] as Token;
      const last = out[out.length - 1];
      const next = current[i + 1];
      if (
        t.kind === 'op' &&
        (ofOnly ? t.op === 'of' : t.op === '×' || t.op === '÷') &&
        last?.kind === 'num' &&
        next?.kind === 'num'
      ) {
        const r = apply(t.op, last.value, next.value);
        if (!r) return false;
        out[out.length - 1] = asNumber(r);
        i++;
      } else out.push(t);
    }
    const changed = out.length !== current.length;
    current = out;
    return changed;
  };
  if (collapse(true)) lines.push(`= ${render(current, hindi)}`);
  if (collapse(false) && current.length > 1) lines.push(`= ${render(current, hindi)}`);
  return lines.slice(-4);
}

interface Expression {
  tokens: Token[];
  style: Style;
  difficulty: QuestionDifficulty;
  /** Extra wrong answers this kind of sum invites (adding tops and bottoms of fractions). */
  extra?: Fraction[];
  /** Options may be fractions even when the answer is whole. */
  fractionOptions?: boolean;
  /** The working, when the stage-by-stage lines do not show the method (fractions). */
  how?: { en: string[]; hi: string[] };
}

function pickPattern(random: SeededRandom): Expression | undefined {
  const r = (a: number, b: number) => random.int(a, b);
  const n = (value: number) => num(value);
  switch (random.int(0, 16)) {
    case 0: {
      // a + b × c − d ÷ e, with c and d multiples of e so every slip stays whole.
      const e = r(2, 9);
      return {
        tokens: [
          n(r(5, 60)),
          op('+'),
          n(r(2, 15)),
          op('×'),
          n(e * r(2, 6)),
          op('−'),
          n(e * r(1, 5)),
          op('÷'),
          n(e),
        ],
        style: 'fraction',
        difficulty: 'easy',
      };
    }
    case 1: {
      // a × b − c ÷ d + e, with d dividing a and c.
      const d = r(2, 9);
      return {
        tokens: [
          n(d * r(1, 4)),
          op('×'),
          n(r(2, 15)),
          op('−'),
          n(d * r(2, 15)),
          op('÷'),
          n(d),
          op('+'),
          n(r(2, 40)),
        ],
        style: 'fraction',
        difficulty: 'easy',
      };
    }
    case 2: {
      // a ÷ b × c + d − e, with b × c dividing a.
      const b = r(2, 6);
      const c = r(2, 6);
      return {
        tokens: [
          n(b * c * r(2, 8)),
          op('÷'),
          n(b),
          op('×'),
          n(c),
          op('+'),
          n(r(2, 40)),
          op('−'),
          n(r(2, 20)),
        ],
        style: 'fraction',
        difficulty: 'easy',
      };
    }
    case 3: {
      // a − b ÷ c × d + e, with c × d dividing b and c dividing a − b.
      const c = r(2, 6);
      const d = r(2, 5);
      const b = c * d * r(1, 5);
      return {
        tokens: [n(b + c * r(3, 30)), op('−'), n(b), op('÷'), n(c), op('×'), n(d), op('+'), n(r(2, 30))],
        style: 'fraction',
        difficulty: 'medium',
      };
    }
    case 4: {
      // a − [b − {c − (d − e)}]
      const e = r(2, 20);
      return {
        tokens: [
          n(r(30, 120)),
          op('−'),
          open('['),
          n(r(20, 80)),
          op('−'),
          open('{'),
          n(r(10, 50)),
          op('−'),
          open('('),
          n(e + r(2, 20)),
          op('−'),
          n(e),
          close(')'),
          close('}'),
          close(']'),
        ],
        style: 'fraction',
        difficulty: 'medium',
      };
    }
    case 5: {
      // [a + {b × (c − d)}] ÷ e, with e dividing a, b and d.
      const e = r(2, 6);
      const d = e * r(1, 3);
      return {
        tokens: [
          open('['),
          n(e * r(2, 12)),
          op('+'),
          open('{'),
          n(e * r(1, 4)),
          op('×'),
          open('('),
          n(d + r(1, 9)),
          op('−'),
          n(d),
          close(')'),
          close('}'),
          close(']'),
          op('÷'),
          n(e),
        ],
        style: 'fraction',
        difficulty: 'medium',
      };
    }
    case 6: {
      // a × {b + (c − d) ÷ e} − f, with e dividing b, c and d.
      const e = r(2, 6);
      const d = e * r(1, 4);
      return {
        tokens: [
          n(r(2, 9)),
          op('×'),
          open('{'),
          n(e * r(1, 5)),
          op('+'),
          open('('),
          n(d + e * r(1, 6)),
          op('−'),
          n(d),
          close(')'),
          op('÷'),
          n(e),
          close('}'),
          op('−'),
          n(r(2, 30)),
        ],
        style: 'fraction',
        difficulty: 'hard',
      };
    }
    case 7:
    case 8: {
      // a + b ÷ c of d − e, with c dividing a and b a multiple of c × d.
      const c = r(2, 6);
      const d = r(2, 8);
      return {
        tokens: [
          n(c * r(3, 20)),
          op('+'),
          n(c * d * r(2, 10)),
          op('÷'),
          n(c),
          op('of'),
          n(d),
          op('−'),
          n(r(2, 9)),
        ],
        style: 'fraction',
        difficulty: 'medium',
      };
    }
    case 9: {
      // p/q of a + r/s of b − c; a slip turns a fraction upside down.
      const q = r(2, 9);
      const p = r(1, q - 1);
      const s = r(2, 9);
      const t = r(1, s - 1);
      if (gcd(p, q) !== 1 || gcd(t, s) !== 1) return undefined;
      const a = p * q * r(1, 6);
      const b = s * t * r(1, 6);
      const c = r(2, 30);
      const pq = new Fraction(p, q);
      const ts = new Fraction(t, s);
      return {
        tokens: [
          num(pq, `${p}/${q}`),
          op('of'),
          n(a),
          op('+'),
          num(ts, `${t}/${s}`),
          op('of'),
          n(b),
          op('−'),
          n(c),
        ],
        style: 'fraction',
        difficulty: 'easy',
        extra: [
          new Fraction(a * q, p).add(new Fraction(b * s, t)).sub(c),
          new Fraction(a * q, p).add(ts.mul(b)).sub(c),
        ],
      };
    }
    case 10: {
      // p/q + r/s − t/u
      // Denominators from one family, as the paper sets them.
      const family = random.pick([
        [2, 3, 4, 6, 12],
        [2, 4, 8, 16],
        [2, 5, 10, 20],
        [3, 6, 9, 18],
        [2, 3, 6, 9, 18],
      ]);
      const fractions = Array.from({ length: 3 }, () => {
        const den = random.pick(family);
        return new Fraction(r(1, den * 2), den);
      });
      if (
        fractions.some((x) => x.isInteger()) ||
        new Set(fractions.map((x) => x.denominator)).size < 2 ||
        new Set(fractions.map((x) => x.toString())).size < 3
      )
        return undefined;
      const [a = new Fraction(1), b = new Fraction(1), c = new Fraction(1)] = fractions;
      const tops = a.numerator + b.numerator - c.numerator;
      const across = a.denominator + b.denominator - c.denominator;
      const lcm = [a, b, c].reduce((l, x) => (l * x.denominator) / gcd(l, x.denominator), 1);
      const extra: Fraction[] = [];
      // Tops and bottoms added across; the LCM taken but the tops not scaled.
      if (across > 0 && tops > 0) extra.push(new Fraction(tops, across));
      if (tops > 0) extra.push(new Fraction(tops, lcm));
      // One fraction left unscaled over the LCM.
      extra.push(
        a.add(b).sub(new Fraction(c.numerator, lcm)),
        a.add(new Fraction(b.numerator, lcm)).sub(c),
        a.sub(b).add(c),
      );
      const scaled = [a, b, c].map((x) => x.mul(lcm).numerator);
      const dens = [...new Set([a, b, c].map((x) => x.denominator))];
      const listOf = (items: number[], and: string) =>
        items.length === 2
          ? `${items[0]} ${and} ${items[1]}`
          : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
      const line = `= (${scaled[0]} + ${scaled[1]} − ${scaled[2]})/${lcm}`;
      const how = {
        en: [`LCM of ${listOf(dens, 'and')} is ${lcm}`, line],
        hi: [`${listOf(dens, 'और')} का ल.स.प. ${lcm} है`, line],
      };
      return {
        how,
        tokens: [num(a), op('+'), num(b), op('−'), num(c)],
        style: 'fraction',
        difficulty: 'medium',
        extra,
        fractionOptions: true,
      };
    }
    case 11: {
      // p/q ÷ r/s × t/u
      const fractions = Array.from({ length: 3 }, () => {
        const den = r(2, 7);
        return new Fraction(r(1, 9), den);
      });
      if (fractions.some((x) => x.isInteger())) return undefined;
      const [a = new Fraction(1), b = new Fraction(1), c = new Fraction(1)] = fractions;
      const line = `= ${fractionText(a)} × ${fractionText(new Fraction(b.denominator, b.numerator))} × ${fractionText(c)}`;
      return {
        how: {
          en: ['Dividing by a fraction is multiplying by its reciprocal', line],
          hi: ['भिन्न से भाग देना उसके व्युत्क्रम से गुणा करना है', line],
        },
        tokens: [num(a), op('÷'), num(b), op('×'), num(c)],
        style: 'fraction',
        difficulty: 'medium',
        extra: [a.mul(b).mul(c), a.div(b).div(c), b.div(a).mul(c)],
        fractionOptions: true,
      };
    }
    case 12: {
      // Decimals: a × b + c ÷ d
      const d = random.pick(['0.2', '0.4', '0.5', '0.25', '1.2', '0.8', '2.5']);
      const cv = exactValue(d).mul(r(2, 30));
      const c = decimalText(cv);
      const a = random.pick(['0.5', '1.5', '2.5', '0.25', '1.2', '3.5', '0.4', '4.5']);
      const b = String(r(2, 40) / (random.next() < 0.5 ? 10 : 1));
      if (!c) return undefined;
      return {
        tokens: [dec(a), op('×'), dec(b), op('+'), dec(c), op('÷'), dec(d)],
        style: 'decimal',
        difficulty: 'medium',
        extra: [
          exactValue(a)
            .mul(exactValue(b))
            .add(cv.div(exactValue(d)).div(10)),
        ],
      };
    }
    case 13: {
      // Decimals: a − b × c + d
      const a = String(r(50, 400) / 10);
      const b = random.pick(['0.5', '1.5', '2.5', '0.25', '1.2', '0.4', '0.8']);
      const c = String(r(2, 20));
      const d = String(r(2, 99) / 10);
      return {
        tokens: [dec(a), op('−'), dec(b), op('×'), dec(c), op('+'), dec(d)],
        style: 'decimal',
        difficulty: 'medium',
      };
    }
    case 14: {
      // √A + √B × √C − D
      const root = (k: number) => num(k, `√${k * k}`, new Fraction(k * k, 2));
      return {
        tokens: [root(r(4, 30)), op('+'), root(r(2, 15)), op('×'), root(r(2, 12)), op('−'), n(r(2, 50))],
        style: 'fraction',
        difficulty: 'medium',
      };
    }
    case 15: {
      // Decimal roots: √0.09 + √1.44 − √0.25; a misread root is ten times too small.
      const pick = () => {
        const k = r(1, 19);
        const squared = new Fraction(k * k, 100);
        return num(new Fraction(k, 10), `√${decimalText(squared)}`, new Fraction(k, 100));
      };
      // The root taken away is the smallest, so the answer stays positive.
      const parts = [pick(), pick(), pick()].sort((x, y) =>
        x.kind === 'num' && y.kind === 'num' ? y.value.sub(x.value).numerator : 0,
      );
      return {
        tokens: [parts[0] as Token, op('+'), parts[1] as Token, op('−'), parts[2] as Token],
        style: 'decimal',
        difficulty: 'hard',
      };
    }
    default: {
      // a² − b² ÷ c + d³: squares read as doubles are the slip.
      const sq = (k: number, p: 2 | 3) => num(k ** p, `${k}${p === 2 ? '²' : '³'}`, new Fraction(k * p));
      const b = r(2, 12);
      const c = random.pick([2, 4, b, b * 2].filter((x) => (b * b) % x === 0));
      return {
        tokens: [sq(r(5, 25), 2), op('−'), sq(b, 2), op('÷'), n(c), op('+'), sq(r(2, 6), 3)],
        style: 'fraction',
        difficulty: 'hard',
      };
    }
  }
}

const bodmas = template({
  generator: 'simplification-bodmas',
  count: 190,
  draw: (random) => pickPattern(random),
  key: (e) => render(e.tokens),
  acceptMistake: (option) => !option.startsWith('−'),
  build: (e) => {
    const answer = evaluate(e.tokens, BODMAS);
    if (!answer || answer.numerator <= 0) return undefined;
    if (e.style === 'decimal' && !decimalText(answer)) return undefined;
    if (e.style === 'fraction' && answer.denominator > 40) return undefined;
    const text = (value: Fraction) => valueText(value, e.style);
    const mistakes = [
      ...MISTAKES.map((rules) => evaluate(e.tokens, rules)),
      ...dropOnePair(e.tokens),
      ...(e.extra ?? []),
    ].flatMap((m) =>
      // An integer answer has integer options; a wrong path that ends in a fraction would give itself away.
      // A slip that lands far from the answer is no tempting option.
      m &&
      !m.equals(answer) &&
      Math.abs(m.numerator / m.denominator) <= 10 * Math.abs(answer.numerator / answer.denominator) + 20 &&
      (e.style !== 'decimal' || decimalText(m)) &&
      (answer.isInteger() && !e.fractionOptions ? m.isInteger() : m.denominator <= 120)
        ? [text(m)]
        : [],
    );
    const expression = render(e.tokens);
    const hindiExpression = render(e.tokens, true);
    const rootsOnly =
      e.tokens.every((t) => t.kind !== 'op' || t.op === '+' || t.op === '−') &&
      e.tokens.some((t) => t.kind === 'num' && /√/.test(t.text));
    const rule = rootsOnly
      ? 'Take each square root, then add and subtract'
      : e.tokens.some((t) => t.kind === 'open')
        ? 'Innermost bracket first, then ÷ and ×, then + and −'
        : e.tokens.some((t) => t.kind === 'op' && t.op === 'of')
          ? '"of" first, then ÷ and × from left to right, then + and −'
          : '÷ and × from left to right, then + and −';
    const ruleHi = rootsOnly
      ? 'प्रत्येक वर्गमूल निकालें, फिर जोड़ें और घटाएँ'
      : e.tokens.some((t) => t.kind === 'open')
        ? 'पहले सबसे भीतर का कोष्ठक, फिर ÷ और ×, फिर + और −'
        : e.tokens.some((t) => t.kind === 'op' && t.op === 'of')
          ? 'पहले "का", फिर बाएँ से दाएँ ÷ और ×, फिर + और −'
          : 'पहले बाएँ से दाएँ ÷ और ×, फिर + और −';
    const lines = workingLines(e.tokens, e.style, false).slice(-3);
    const linesHi = workingLines(e.tokens, e.style, true).slice(-3);
    return {
      stem: `Simplify: ${expression}`,
      answer: text(answer),
      mistakes,
      explanation: e.how ? steps(...e.how.en) : steps(rule, ...lines),
      difficulty: e.difficulty,
      hindi: {
        stem: `सरल कीजिए: ${hindiExpression}`,
        explanation: e.how ? steps(...e.how.hi) : steps(ruleHi, ...linesHi),
      },
    };
  },
  // Read the printed English expression back with a recursive-descent parser.
  solve: (e) => {
    const value = exactValue(render(e.tokens));
    return valueText(value, e.style);
  },
});

export const simplification: TopicGenerator = {
  topic: { id: 'simplification', categoryId: 'number-system', name: 'Simplification', nameHi: 'सरलीकरण' },
  generate: () => workedTopic(simplification.topic, [bodmas]),
};

export const simplificationTopics: readonly TopicGenerator[] = [simplification];
