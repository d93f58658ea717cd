import type { QuestionDifficulty, TableFigure } from '@abhyas/domain';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

interface Rule {
  id: string;
  difficulty: QuestionDifficulty;
  third: (a: number, b: number) => number;
  /** "4 + 5 = 9" */
  show: (a: number, b: number) => string;
  en: string;
  hi: string;
}

/** How the third number of a row (or column) comes from the first two. */
export const RULES: readonly Rule[] = [
  {
    id: 'sum',
    difficulty: 'easy',
    third: (a, b) => a + b,
    show: (a, b) => `${a} + ${b} = ${a + b}`,
    en: 'third = first + second',
    hi: 'तीसरी = पहली + दूसरी',
  },
  {
    id: 'difference',
    difficulty: 'easy',
    third: (a, b) => a - b,
    show: (a, b) => `${a} − ${b} = ${a - b}`,
    en: 'third = first − second',
    hi: 'तीसरी = पहली − दूसरी',
  },
  {
    id: 'product',
    difficulty: 'easy',
    third: (a, b) => a * b,
    show: (a, b) => `${a} × ${b} = ${a * b}`,
    en: 'third = first × second',
    hi: 'तीसरी = पहली × दूसरी',
  },
  {
    id: 'double-sum',
    difficulty: 'medium',
    third: (a, b) => 2 * (a + b),
    show: (a, b) => `(${a} + ${b}) × 2 = ${2 * (a + b)}`,
    en: 'third = (first + second) × 2',
    hi: 'तीसरी = (पहली + दूसरी) × 2',
  },
  {
    id: 'twice-plus',
    difficulty: 'medium',
    third: (a, b) => 2 * a + b,
    show: (a, b) => `2 × ${a} + ${b} = ${2 * a + b}`,
    en: 'third = 2 × first + second',
    hi: 'तीसरी = 2 × पहली + दूसरी',
  },
  {
    id: 'product-plus-one',
    difficulty: 'medium',
    third: (a, b) => a * b + 1,
    show: (a, b) => `${a} × ${b} + 1 = ${a * b + 1}`,
    en: 'third = first × second + 1',
    hi: 'तीसरी = पहली × दूसरी + 1',
  },
  {
    id: 'product-minus-sum',
    difficulty: 'hard',
    third: (a, b) => a * b - (a + b),
    show: (a, b) => `${a} × ${b} − (${a} + ${b}) = ${a * b - a - b}`,
    en: 'third = first × second − (first + second)',
    hi: 'तीसरी = पहली × दूसरी − (पहली + दूसरी)',
  },
  {
    id: 'square-plus',
    difficulty: 'hard',
    third: (a, b) => a * a + b,
    show: (a, b) => `${a}² + ${b} = ${a * a + b}`,
    en: 'third = first² + second',
    hi: 'तीसरी = पहली² + दूसरी',
  },
  {
    id: 'sum-of-squares',
    difficulty: 'hard',
    third: (a, b) => a * a + b * b,
    show: (a, b) => `${a}² + ${b}² = ${a * a + b * b}`,
    en: 'third = first² + second²',
    hi: 'तीसरी = पहली² + दूसरी²',
  },
  {
    id: 'square-of-sum',
    difficulty: 'hard',
    third: (a, b) => (a + b) ** 2,
    show: (a, b) => `(${a} + ${b})² = ${(a + b) ** 2}`,
    en: 'third = (first + second)²',
    hi: 'तीसरी = (पहली + दूसरी)²',
  },
];

type Grid = (number | undefined)[][];
type Orientation = 'rows' | 'columns';
const lineOf = (grid: Grid, orientation: Orientation, i: number) =>
  orientation === 'rows' ? (grid[i] ?? []) : grid.map((row) => row[i]);

/** A rule holds in a line when its third number follows from the first two. */
const holds = (rule: Rule, line: readonly (number | undefined)[]) =>
  line.every((v) => v !== undefined) && rule.third(line[0] as number, line[1] as number) === line[2];

/** Every (rule, direction) that fits all complete lines, with the values that complete the last one. */
export function readings(grid: Grid): { rule: Rule; orientation: Orientation; values: number[] }[] {
  const out: { rule: Rule; orientation: Orientation; values: number[] }[] = [];
  for (const orientation of ['rows', 'columns'] as const) {
    const lines = [0, 1, 2].map((i) => lineOf(grid, orientation, i));
    const open = lines.findIndex((line) => line.includes(undefined));
    for (const rule of RULES) {
      if (!lines.every((line, i) => i === open || holds(rule, line))) continue;
      const line = lines[open] ?? [];
      const gap = line.indexOf(undefined);
      const values: number[] = [];
      // Try every value a cell could hold: the search finds each value that completes the line.
      for (let v = 0; v <= 2000; v++) {
        const filled = line.map((x, i) => (i === gap ? v : x));
        if (holds(rule, filled)) values.push(v);
      }
      out.push({ rule, orientation, values });
    }
  }
  return out;
}

interface Params {
  rule: number;
  orientation: Orientation;
  firsts: [number, number][];
  missingLine: number;
  missingCell: number;
}

function draw(random: SeededRandom): Params | undefined {
  const rule = random.int(0, RULES.length - 1);
  const id = RULES[rule]?.id ?? '';
  const max = ['sum', 'difference', 'twice-plus', 'double-sum'].includes(id)
    ? 25
    : id === 'sum-of-squares' || id === 'square-of-sum'
      ? 9
      : 12;
  const firsts = Array.from(
    { length: 3 },
    () => [random.int(2, max), random.int(2, max)] as [number, number],
  );
  return {
    rule,
    orientation: random.next() < 0.7 ? 'rows' : 'columns',
    firsts,
    missingLine: random.int(0, 2),
    missingCell: random.pick([2, 2, 2, 0, 1]),
  };
}

function build(params: Params): PuzzleQuestion | undefined {
  const rule = RULES[params.rule];
  if (!rule) return undefined;
  const lines = params.firsts.map(([a, b]) => [a, b, rule.third(a, b)]);
  if (lines.some((line) => (line[2] ?? 0) <= 0 || (line[2] ?? 0) > 999)) return undefined;
  const answer = lines[params.missingLine]?.[params.missingCell];
  if (answer === undefined) return undefined;
  const full: number[][] =
    params.orientation === 'rows' ? lines : [0, 1, 2].map((r) => lines.map((line) => line[r] ?? 0));
  const grid: Grid = full.map((row) => [...row]);
  const [gr, gc] =
    params.orientation === 'rows'
      ? [params.missingLine, params.missingCell]
      : [params.missingCell, params.missingLine];
  (grid[gr] as (number | undefined)[])[gc] = undefined;
  const found = readings(grid);
  // Exactly one reading of the table, and it gives one value: otherwise a learner could defend another answer.
  if (found.length !== 1 || found[0]?.values.length !== 1 || found[0].values[0] !== answer) return undefined;
  const open = lines[params.missingLine] ?? [];
  const [a, b] = open as [number, number];
  // What another rule would put in the gap: the learner who read the table the wrong way.
  const rivals = RULES.filter((other) => other !== rule).flatMap((other) => {
    if (params.missingCell === 2) return [other.third(a, b)];
    const known = open.map((v, i) => (i === params.missingCell ? undefined : v));
    const found: number[] = [];
    for (let v = 1; v <= 200; v++) {
      const [x, y] = known[0] === undefined ? [v, known[1] ?? 0] : [known[0], v];
      if (other.third(x, y) === known[2]) found.push(v);
    }
    return found;
  });
  // The nearest other rule first (the learner's likeliest misreading), then near misses.
  const nearest = [...rivals]
    .filter((v) => v > 0)
    .sort((x, y) => Math.abs(x - answer) - Math.abs(y - answer));
  const distractors = [
    nearest[0] ?? answer + 3,
    answer + 1,
    answer - 1,
    ...nearest.slice(1),
    answer + 2,
    answer - 2,
  ].filter((v) => v > 0 && v !== answer);
  const cell = (v: number | undefined) => (v === undefined ? '?' : String(v));
  const names = ['I', 'II', 'III'];
  const rowsText = grid.map((row, i) => `Row ${names[i]}: ${row.map(cell).join(', ')}`).join('\n');
  const rowsTextHi = grid.map((row, i) => `पंक्ति ${names[i]}: ${row.map(cell).join(', ')}`).join('\n');
  const figure: TableFigure = {
    kind: 'table',
    title: `A 3 × 3 table of numbers; rows: ${grid.map((row) => `(${row.map(cell).join(', ')})`).join(', ')}`,
    titleHi: `संख्याओं की 3 × 3 तालिका; पंक्तियाँ: ${grid.map((row) => `(${row.map(cell).join(', ')})`).join(', ')}`,
    columns: ['Row', 'A', 'B', 'C'],
    columnsHi: ['पंक्ति', 'A', 'B', 'C'],
    rows: grid.map((row, i) => [names[i] ?? '', ...row.map(cell)]),
  };
  const along = params.orientation === 'rows' ? 'row' : 'column';
  const alongHi = params.orientation === 'rows' ? 'पंक्ति' : 'स्तंभ';
  const complete = lines.filter((_, i) => i !== params.missingLine);
  const shown = complete.map(([x, y]) => rule.show(x ?? 0, y ?? 0)).join(', ');
  const last = rule.show(a, b);
  return {
    entity: `${rule.id}:${params.orientation}:${grid.map((row) => row.map(cell).join(',')).join('/')}`,
    stem: `Select the number that can replace the question mark (?) in the following table.\n${rowsText}`,
    answer: String(answer),
    distractors: distractors.map(String),
    explanation: `In each ${along}, ${rule.en}: ${shown}.\nSo ${last}, and ? = ${answer}.`,
    difficulty: params.orientation === 'columns' && rule.difficulty === 'easy' ? 'medium' : rule.difficulty,
    isTrue: (option) => found.some((reading) => reading.values.includes(Number(option))),
    hindi: {
      stem: `निम्नलिखित तालिका में प्रश्नचिह्न (?) के स्थान पर कौन-सी संख्या आएगी?\n${rowsTextHi}`,
      explanation: `प्रत्येक ${alongHi} में, ${rule.hi}: ${shown}।\nअतः ${last}, और ? = ${answer}।`,
    },
    figure,
  };
}

export const missingNumber: TopicGenerator = {
  topic: { id: 'missing-number', categoryId: 'series', name: 'Missing Number', nameHi: 'लुप्त संख्या' },
  generate: () => {
    const random = new SeededRandom('missing-number');
    return puzzleCandidates(
      missingNumber.topic,
      'missing-number',
      draws(20000, () => {
        const params = draw(random);
        return params ? build(params) : undefined;
      }),
      180,
    );
  },
};
