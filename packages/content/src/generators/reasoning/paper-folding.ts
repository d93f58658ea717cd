import type { Drawing, FigureShape } from '@abhyas/domain';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import {
  circle,
  countOptions,
  drawing,
  type FigureOption,
  type FigureQuestion,
  figureQuestions,
  line,
  nonVerbalTopic,
  polygon,
  text,
} from './non-verbal-figures.ts';

/**
 * The sheet is 8 × 8 units (an 8 × 8 grid of cells, rows A–H from the top, columns 1–8 from the
 * left, y growing downwards). Every fold is along a line of symmetry of the folded paper, so the
 * paper after a fold is exactly the half that stays; holes are punched at cell centres away from
 * every crease, so unfolding doubles them.
 */
type Point = readonly [number, number];
/** x: the line x = c; y: y = c; d: x − y = c (a ╲ crease); a: x + y = c (a ╱ crease). `keep` is the side that stays. */
export interface Fold {
  kind: 'x' | 'y' | 'd' | 'a';
  c: number;
  keep: 1 | -1;
}

const SHEET: Point[] = [
  [0, 0],
  [8, 0],
  [8, 8],
  [0, 8],
];
const EPS = 1e-9;

const foldValue = (fold: Fold, [x, y]: Point) =>
  fold.kind === 'x' ? x : fold.kind === 'y' ? y : fold.kind === 'd' ? x - y : x + y;
const side = (fold: Fold, point: Point) => fold.keep * (foldValue(fold, point) - fold.c);

export function reflect(fold: Fold, [x, y]: Point): Point {
  const { c } = fold;
  if (fold.kind === 'x') return [2 * c - x, y];
  if (fold.kind === 'y') return [x, 2 * c - y];
  if (fold.kind === 'd') return [y + c, x - c];
  return [c - y, c - x];
}

function clip(piece: readonly Point[], fold: Fold): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < piece.length; i++) {
    const a = piece[i] as Point;
    const b = piece[(i + 1) % piece.length] as Point;
    const sa = side(fold, a);
    const sb = side(fold, b);
    if (sa >= -EPS) out.push(a);
    if ((sa > EPS && sb < -EPS) || (sa < -EPS && sb > EPS)) {
      const t = sa / (sa - sb);
      out.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
    }
  }
  return out.filter(
    (p, i) => !out.slice(0, i).some((q) => Math.abs(q[0] - p[0]) < EPS && Math.abs(q[1] - p[1]) < EPS),
  );
}

const samePoint = (p: Point, q: Point) => Math.abs(p[0] - q[0]) < 1e-6 && Math.abs(p[1] - q[1]) < 1e-6;

/** The folds that lie along a line of symmetry of this piece of paper. */
export function symmetryFolds(piece: readonly Point[]): Fold[] {
  const cx = piece.reduce((sum, p) => sum + p[0], 0) / piece.length;
  const cy = piece.reduce((sum, p) => sum + p[1], 0) / piece.length;
  const folds: Fold[] = [];
  for (const [kind, c] of [
    ['x', cx],
    ['y', cy],
    ['d', cx - cy],
    ['a', cx + cy],
  ] as const) {
    const line = { kind, c: Math.round(c * 1e6) / 1e6, keep: 1 } as Fold;
    if (!piece.every((p) => piece.some((q) => samePoint(reflect(line, p), q)))) continue;
    folds.push(line, { ...line, keep: -1 });
  }
  return folds;
}

export function piecesOf(folds: readonly Fold[]): Point[][] {
  const pieces: Point[][] = [SHEET];
  for (const fold of folds) pieces.push(clip(pieces[pieces.length - 1] as Point[], fold));
  return pieces;
}

const ROWS = 'ABCDEFGH';
export const cellName = ([x, y]: Point) => `${ROWS[Math.floor(y)]}${Math.floor(x) + 1}`;
const cellKey = (p: Point) => `${Math.round(p[0] * 2)},${Math.round(p[1] * 2)}`;

/** Builder: undoes the folds last first, each hole gaining its reflection. */
function unfold(folds: readonly Fold[], holes: readonly Point[], undo = reflect): Point[] {
  let all = [...holes];
  for (const fold of [...folds].reverse()) all = [...all, ...all.map((p) => undo(fold, p))];
  return dedupe(all);
}

function dedupe(points: readonly Point[]): Point[] {
  const seen = new Map<string, Point>();
  for (const p of points) seen.set(cellKey(p), p);
  return [...seen.values()];
}

/** Solver: follows every cell of the open sheet through the folds; it is a hole if it lands on a punch. */
export function holesBySolver(folds: readonly Fold[], punches: readonly Point[]): string[] {
  const punched = new Set(punches.map(cellKey));
  const holes: string[] = [];
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++) {
      let p: Point = [column + 0.5, row + 0.5];
      for (const fold of folds) if (side(fold, p) < 0) p = reflect(fold, p);
      if (punched.has(cellKey(p))) holes.push(cellName([column + 0.5, row + 0.5]));
    }
  return holes;
}

const sortCells = (cells: readonly string[]) =>
  [...cells].sort((a, b) => (a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1));
const holesText = (points: readonly Point[]) => `Holes at ${sortCells(points.map(cellName)).join(', ')}`;
const holesTextHi = (points: readonly Point[]) => `छेद: ${sortCells(points.map(cellName)).join(', ')}`;

function foldWords(fold: Fold, first = true): { en: string; hi: string } {
  const words = halfWords(fold);
  if (first) return words;
  // A diagonal fold is said of the whole folded paper: "मुड़े हुए कागज़ को ╱ विकर्ण पर मोड़ा गया".
  if (fold.kind === 'd' || fold.kind === 'a')
    return { en: `the folded paper ${words.en}`, hi: `मुड़े हुए कागज़ को ${words.hi}` };
  return { en: `${words.en} of the folded paper`, hi: `मुड़े हुए कागज़ का ${words.hi}` };
}

function halfWords(fold: Fold): { en: string; hi: string } {
  const forward = fold.keep === 1;
  switch (fold.kind) {
    case 'x':
      return forward
        ? { en: 'the left half folded over onto the right half', hi: 'बायाँ आधा भाग दाएँ आधे भाग पर मोड़ा गया' }
        : { en: 'the right half folded over onto the left half', hi: 'दायाँ आधा भाग बाएँ आधे भाग पर मोड़ा गया' };
    case 'y':
      return forward
        ? {
            en: 'the top half folded down onto the bottom half',
            hi: 'ऊपरी आधा भाग नीचे वाले आधे भाग पर मोड़ा गया',
          }
        : {
            en: 'the bottom half folded up onto the top half',
            hi: 'निचला आधा भाग ऊपर वाले आधे भाग पर मोड़ा गया',
          };
    case 'd':
      return forward
        ? {
            en: 'folded along a ╲ diagonal crease, the lower-left half over onto the upper-right half',
            hi: '╲ विकर्ण पर मोड़ा गया, नीचे-बायाँ आधा भाग ऊपर-दाएँ आधे भाग पर',
          }
        : {
            en: 'folded along a ╲ diagonal crease, the upper-right half over onto the lower-left half',
            hi: '╲ विकर्ण पर मोड़ा गया, ऊपर-दायाँ आधा भाग नीचे-बाएँ आधे भाग पर',
          };
    default:
      return forward
        ? {
            en: 'folded along a ╱ diagonal crease, the upper-left half over onto the lower-right half',
            hi: '╱ विकर्ण पर मोड़ा गया, ऊपर-बायाँ आधा भाग नीचे-दाएँ आधे भाग पर',
          }
        : {
            en: 'folded along a ╱ diagonal crease, the lower-right half over onto the upper-left half',
            hi: '╱ विकर्ण पर मोड़ा गया, नीचे-दायाँ आधा भाग ऊपर-बाएँ आधे भाग पर',
          };
  }
}

/** The crease's two ends on a piece: where its line meets the piece's outline. */
function creaseEnds(piece: readonly Point[], fold: Fold): [Point, Point] {
  const onLine = clip(clip(piece, fold), { ...fold, keep: -fold.keep as 1 | -1 }).filter(
    (p) => Math.abs(foldValue(fold, p) - fold.c) < 1e-6,
  );
  return [onLine[0] as Point, onLine[onLine.length - 1] as Point];
}

const PANEL = 120;
const UNIT = 12;
const MARGIN = 16;

function sheetFigure(folds: readonly Fold[], punches: readonly Point[]): Drawing {
  const pieces = piecesOf(folds);
  const panels = folds.length + 1;
  const rows = Math.ceil(panels / 2);
  const shapes: FigureShape[] = [];
  for (let index = 0; index < panels; index++) {
    const ox = (index % 2) * PANEL + MARGIN;
    const oy = Math.floor(index / 2) * PANEL + MARGIN;
    const at = ([x, y]: Point): [number, number] => [ox + x * UNIT, oy + y * UNIT];
    const piece = pieces[index] as Point[];
    shapes.push(text(ox - 9, oy + 6, String(index + 1), { size: 14 }));
    if (index > 0) shapes.push(polygon(SHEET.map(at), { dashed: true }));
    shapes.push(polygon(piece.map(at), index === panels - 1 ? { shaded: true } : {}));
    const fold = folds[index];
    if (fold) {
      const [a, b] = creaseEnds(piece, fold);
      shapes.push(line(...at(a), ...at(b), true));
      // An arrow from the middle of the moving half to where it lands.
      const moving = clip(piece, { ...fold, keep: -fold.keep as 1 | -1 });
      const from: Point = [
        moving.reduce((s, p) => s + p[0], 0) / moving.length,
        moving.reduce((s, p) => s + p[1], 0) / moving.length,
      ];
      const to = reflect(fold, from);
      const [x1, y1] = at(from);
      const [x2, y2] = at(to);
      const length = Math.hypot(x2 - x1, y2 - y1);
      const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
      const tipX = x2 - ux * 4;
      const tipY = y2 - uy * 4;
      shapes.push(
        line(x1 + ux * 4, y1 + uy * 4, tipX, tipY),
        polygon([
          [tipX, tipY],
          [tipX - ux * 8 - uy * 4, tipY - uy * 8 + ux * 4],
          [tipX - ux * 8 + uy * 4, tipY - uy * 8 - ux * 4],
        ]),
      );
    } else {
      for (const p of punches) shapes.push(circle(...at(p), 4));
    }
  }
  const steps = folds.map((fold, i) => `Step ${i + 1}: ${foldWords(fold, i === 0).en}.`).join(' ');
  const stepsHi = folds.map((fold, i) => `चरण ${i + 1}: ${foldWords(fold, i === 0).hi}।`).join(' ');
  const cells = sortCells(punches.map(cellName)).join(', ');
  return drawing(
    2 * PANEL,
    rows * PANEL,
    shapes,
    `A square sheet marked as an 8 × 8 grid of cells (rows A to H from the top, columns 1 to 8 from the left). ${steps} Last picture: the folded paper, with ${punches.length === 1 ? 'a hole' : `${punches.length} holes`} punched through all layers at ${cells}.`,
    `एक वर्गाकार कागज़, 8 × 8 खानों में बँटा (पंक्तियाँ A से H ऊपर से, स्तंभ 1 से 8 बाएँ से)। ${stepsHi} अंतिम चित्र: मुड़ा हुआ कागज़, जिसमें सभी परतों से होकर ${cells} पर ${punches.length === 1 ? 'एक छेद किया गया है' : `${punches.length} छेद किए गए हैं`}।`,
  );
}

/** Where a crease sends a hole, in row and column numbers (A = row 1), in words. */
function creaseRule(fold: Fold): { en: string; hi: string } {
  const c = fold.c;
  switch (fold.kind) {
    case 'x':
      return {
        en: `vertical crease between columns ${c} and ${c + 1}: the row stays, column j goes to column ${2 * c + 1} − j`,
        hi: `स्तंभ ${c} और ${c + 1} के बीच खड़ी तह: पंक्ति वही रहती है, स्तंभ j, स्तंभ ${2 * c + 1} − j पर जाता है`,
      };
    case 'y':
      return {
        en: `horizontal crease between rows ${ROWS[c - 1]} and ${ROWS[c]}: the column stays, row r goes to row ${2 * c + 1} − r (A = 1, B = 2, …)`,
        hi: `पंक्ति ${ROWS[c - 1]} और ${ROWS[c]} के बीच पड़ी तह: स्तंभ वही रहता है, पंक्ति r, पंक्ति ${2 * c + 1} − r पर जाती है (A = 1, B = 2, …)`,
      };
    case 'd':
      return c === 0
        ? {
            en: '╲ diagonal crease: the row number (A = 1, B = 2, …) and the column number swap',
            hi: '╲ विकर्ण तह: पंक्ति संख्या (A = 1, B = 2, …) और स्तंभ संख्या आपस में बदल जाती हैं',
          }
        : {
            en: `╲ diagonal crease: row r, column j goes to row j − ${c}, column r + ${c} (A = 1, B = 2, …)`,
            hi: `╲ विकर्ण तह: पंक्ति r, स्तंभ j का छेद पंक्ति j − ${c}, स्तंभ r + ${c} पर जाता है (A = 1, B = 2, …)`,
          };
    default:
      return {
        en: `╱ diagonal crease: row r, column j goes to row ${c + 1} − j, column ${c + 1} − r (A = 1, B = 2, …)`,
        hi: `╱ विकर्ण तह: पंक्ति r, स्तंभ j का छेद पंक्ति ${c + 1} − j, स्तंभ ${c + 1} − r पर जाता है (A = 1, B = 2, …)`,
      };
  }
}

/** One line per fold undone, last first: the crease's rule and where each hole so far goes. */
function unfoldingSteps(folds: readonly Fold[], punches: readonly Point[]): { en: string[]; hi: string[] } {
  const en: string[] = [];
  const hi: string[] = [];
  let all = [...punches];
  for (let j = folds.length - 1; j >= 0; j--) {
    const fold = folds[j] as Fold;
    const rule = creaseRule(fold);
    const moves = all.map((p) => `${cellName(p)} → ${cellName(reflect(fold, p))}`).join(', ');
    en.push(`Open fold ${j + 1} (${rule.en}): ${moves}`);
    hi.push(`तह ${j + 1} खोलें (${rule.hi}): ${moves}`);
    all = [...all, ...all.map((p) => reflect(fold, p))];
  }
  return { en, hi };
}

function patternFigure(points: readonly Point[]): Drawing {
  const unit = 12.5;
  const shapes: FigureShape[] = [
    polygon(SHEET.map(([x, y]) => [10 + x * unit, 10 + y * unit] as [number, number])),
    ...points.map(([x, y]) => circle(10 + x * unit, 10 + y * unit, 4, true)),
  ];
  return drawing(
    120,
    120,
    shapes,
    `The open sheet: ${holesText(points)}.`,
    `खुला कागज़: ${holesTextHi(points)}।`,
  );
}

interface Params {
  folds: Fold[];
  punches: Point[];
  ask: 'count' | 'pattern';
}

interface PieceFrame {
  centre: Point;
  halfWidth: number;
  halfHeight: number;
}

function frameOf(piece: readonly Point[]): PieceFrame {
  const xs = piece.map((p) => p[0]);
  const ys = piece.map((p) => p[1]);
  return {
    centre: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
    halfWidth: (Math.max(...xs) - Math.min(...xs)) / 2,
    halfHeight: (Math.max(...ys) - Math.min(...ys)) / 2,
  };
}

type Mistake = (fold: Fold, frame: PieceFrame, point: Point) => Point;

/** Slid across instead of reflected (straight folds only). */
const slide: Mistake = (fold, frame, [x, y]) => {
  if (fold.kind === 'x') return [x - fold.keep * frame.halfWidth, y];
  if (fold.kind === 'y') return [x, y - fold.keep * frame.halfHeight];
  return [Number.NaN, Number.NaN];
};

/** Reflected across the other crease through the same centre. */
const wrongAxis: Mistake = (fold, { centre: [cx, cy] }, point) => {
  if (fold.kind === 'x') return reflect({ kind: 'y', c: cy, keep: 1 }, point);
  if (fold.kind === 'y') return reflect({ kind: 'x', c: cx, keep: 1 }, point);
  if (fold.kind === 'd') return reflect({ kind: 'a', c: cx + cy, keep: 1 }, point);
  return reflect({ kind: 'd', c: cx - cy, keep: 1 }, point);
};

/** Turned half round about the centre instead of reflected. */
const turned: Mistake = (_fold, { centre: [cx, cy] }, [x, y]) => [2 * cx - x, 2 * cy - y];

function wrongPatterns(folds: readonly Fold[], punches: readonly Point[]): Point[][] {
  const pieces = piecesOf(folds);
  const patterns: Point[][] = [];
  // Stopped one fold early.
  patterns.push(unfold(folds.slice(1), punches));
  for (let i = folds.length - 1; i >= 0; i--) {
    const frame = frameOf(pieces[i] as Point[]);
    const apply = (mistake: Mistake) => {
      let all = [...punches];
      for (let j = folds.length - 1; j >= 0; j--) {
        const fold = folds[j] as Fold;
        all = [...all, ...all.map((p) => (j === i ? mistake(fold, frame, p) : reflect(fold, p)))];
      }
      return dedupe(all);
    };
    patterns.push(apply(wrongAxis), apply(slide), apply(turned));
  }
  return patterns;
}

const SUPERSCRIPT = ['⁰', '¹', '²', '³'];
const inSheet = ([x, y]: Point) => x > 0 && x < 8 && y > 0 && y < 8;

function build(params: Params): FigureQuestion | undefined {
  const { folds, punches } = params;
  const holes = unfold(folds, punches);
  const figure = sheetFigure(folds, punches);
  const n = folds.length;
  const k = punches.length;
  const difficulty = n === 1 ? 'easy' : n === 2 ? 'medium' : 'hard';
  const foldsEn = folds.map((fold, i) => foldWords(fold, i === 0).en).join('; then ');
  const explainHow = `Unfold in reverse order: each crease reflects every hole across it, so each fold doubles the holes (none lies on a crease).`;
  const explainHowHi = `उलटे क्रम में खोलें: हर तह की रेखा के सापेक्ष हर छेद का प्रतिबिंब बनता है, इसलिए हर तह छेद दोगुने करती है (कोई छेद तह पर नहीं है)।`;
  if (params.ask === 'count') {
    return {
      stem: `A square sheet is folded ${n === 1 ? 'once' : `${n} times`} as shown, and ${k === 1 ? 'a hole is punched where the circle is' : 'holes are punched where the circles are'}. How many holes will the sheet have when it is opened out?`,
      stemHi: `एक वर्गाकार कागज़ को चित्र के अनुसार ${n} बार मोड़कर ${k === 1 ? 'वृत्त वाली जगह पर छेद किया गया' : 'वृत्तों वाली जगहों पर छेद किए गए'}। खोलने पर कागज़ में कितने छेद होंगे?`,
      correct: { text: String(holes.length), textHi: String(holes.length) },
      distractors: countOptions(holes.length, [
        k * 2 ** (n - 1),
        k * 2 ** (n + 1),
        k * (n + 1),
        2 ** n,
        2 * n * k,
      ]),
      explanation: `${explainHow}\n${k} punched × 2${SUPERSCRIPT[n]} = ${k} × ${2 ** n} = ${holes.length}.`,
      explanationHi: `${explainHowHi}\n${k} छेद × 2${SUPERSCRIPT[n]} = ${k} × ${2 ** n} = ${holes.length}।`,
      difficulty,
      figure,
    };
  }
  const answerKey = new Set(holes.map(cellKey));
  const seen = new Set([[...answerKey].sort().join(' ')]);
  const wrong: FigureOption[] = [];
  for (const pattern of wrongPatterns(folds, punches)) {
    if (!pattern.every(inSheet)) continue;
    const key = pattern.map(cellKey).sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    wrong.push({ text: holesText(pattern), textHi: holesTextHi(pattern), figure: patternFigure(pattern) });
  }
  const unfolding = unfoldingSteps(folds, punches);
  return {
    stem: `A square sheet is folded as shown (${foldsEn}), and ${k === 1 ? 'a hole is punched where the circle is' : 'holes are punched where the circles are'}. Which pattern of holes appears when it is opened out?`,
    stemHi: `एक वर्गाकार कागज़ को चित्र के अनुसार मोड़कर ${k === 1 ? 'वृत्त वाली जगह पर छेद किया गया' : 'वृत्तों वाली जगहों पर छेद किए गए'} (तह: ${folds.map((fold, i) => foldWords(fold, i === 0).hi).join('; फिर ')})। खोलने पर छेदों का कौन-सा पैटर्न दिखेगा?`,
    correct: { text: holesText(holes), textHi: holesTextHi(holes), figure: patternFigure(holes) },
    distractors: wrong,
    explanation: [
      ...unfolding.en,
      `${k} × 2${SUPERSCRIPT[n]} = ${holes.length} holes. ${holesText(holes)}.`,
    ].join('\n'),
    explanationHi: [
      ...unfolding.hi,
      `${k} × 2${SUPERSCRIPT[n]} = ${holes.length} छेद। ${holesTextHi(holes)}।`,
    ].join('\n'),
    difficulty,
    figure,
  };
}

function draw(random: SeededRandom): Params | undefined {
  const n = random.next() < 0.3 ? 1 : random.next() < 0.65 ? 2 : 3;
  const folds: Fold[] = [];
  let piece = SHEET;
  for (let i = 0; i < n; i++) {
    const options = symmetryFolds(piece);
    if (options.length === 0) return undefined;
    const fold = random.pick(options);
    folds.push(fold);
    piece = clip(piece, fold);
  }
  const cells: Point[] = [];
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++) {
      const p: Point = [column + 0.5, row + 0.5];
      if (
        folds.every(
          (fold) => side(fold, p) >= 0.5 * (fold.kind === 'x' || fold.kind === 'y' ? 1 : Math.SQRT2),
        )
      )
        cells.push(p);
    }
  const k = Math.min(cells.length, random.int(1, n === 3 ? 2 : 3));
  if (k === 0) return undefined;
  const punches = random.shuffle(cells).slice(0, k);
  return { folds, punches, ask: random.next() < 0.45 ? 'count' : 'pattern' };
}

export const paperFolding: TopicGenerator = {
  topic: nonVerbalTopic('paper-folding-and-cutting', 'Paper Folding and Cutting', 'कागज़ मोड़ना और काटना'),
  generate: () =>
    figureQuestions<Params>({
      topic: paperFolding.topic,
      generator: 'paper-folding',
      count: 160,
      draw,
      key: ({ folds, punches, ask }) =>
        `${ask};${folds.map((f) => `${f.kind}${f.c}${f.keep > 0 ? '+' : '-'}`).join(',')};${sortCells(punches.map(cellName)).join(',')}`,
      build,
      isTrue: ({ folds, punches, ask }) => {
        const holes = holesBySolver(folds, punches);
        const expected = ask === 'count' ? String(holes.length) : `Holes at ${sortCells(holes).join(', ')}`;
        return (option) => option === expected;
      },
    }),
};
