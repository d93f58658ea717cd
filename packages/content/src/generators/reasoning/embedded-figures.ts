import type { Drawing } from '@abhyas/domain';
import { sha256Hex } from '../../model/question-id.ts';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { drawing, type FigureQuestion, figureQuestions, line, nonVerbalTopic } from './non-verbal-figures.ts';

/**
 * Figures are lines on a square grid, horizontal, vertical or at 45°. Working on a grid of half
 * units, every crossing of two such lines is a grid point, so a figure is exactly its set of
 * half-unit steps and "shape S is hidden in figure F" means every step of S, moved somewhere,
 * is a step of F.
 */
type P = readonly [number, number];
export type Segment = readonly [P, P];

interface Shape {
  id: string;
  en: string;
  hi: string;
  /** In whole units; y grows downwards. */
  segments: readonly Segment[];
}

const poly = (...points: P[]): Segment[] =>
  points.map((p, i) => [p, points[(i + 1) % points.length] as P] as Segment);
const open = (...points: P[]): Segment[] => points.slice(1).map((p, i) => [points[i] as P, p] as Segment);

export const SHAPES: readonly Shape[] = [
  { id: 'sq1', en: 'Square of side 1', hi: 'भुजा 1 का वर्ग', segments: poly([0, 0], [1, 0], [1, 1], [0, 1]) },
  { id: 'sq2', en: 'Square of side 2', hi: 'भुजा 2 का वर्ग', segments: poly([0, 0], [2, 0], [2, 2], [0, 2]) },
  {
    id: 'rect21',
    en: 'Rectangle 2 wide and 1 high',
    hi: '2 चौड़ा और 1 ऊँचा आयत',
    segments: poly([0, 0], [2, 0], [2, 1], [0, 1]),
  },
  {
    id: 'rect31',
    en: 'Rectangle 3 wide and 1 high',
    hi: '3 चौड़ा और 1 ऊँचा आयत',
    segments: poly([0, 0], [3, 0], [3, 1], [0, 1]),
  },
  {
    id: 'rt1',
    en: 'Right triangle, legs 1, right angle at bottom left',
    hi: 'समकोण त्रिभुज, भुजाएँ 1, समकोण नीचे बाईं ओर',
    segments: poly([0, 0], [0, 1], [1, 1]),
  },
  {
    id: 'rt2',
    en: 'Right triangle, legs 2, right angle at top right',
    hi: 'समकोण त्रिभुज, भुजाएँ 2, समकोण ऊपर दाईं ओर',
    segments: poly([0, 0], [2, 0], [2, 2]),
  },
  {
    id: 'iso21',
    en: 'Triangle with base 2 at the bottom and apex 1 above its middle',
    hi: 'त्रिभुज: आधार 2 नीचे, शीर्ष बीच में 1 ऊपर',
    segments: poly([0, 1], [2, 1], [1, 0]),
  },
  {
    id: 'iso21down',
    en: 'Triangle with base 2 at the top and apex 1 below its middle',
    hi: 'त्रिभुज: आधार 2 ऊपर, शीर्ष बीच में 1 नीचे',
    segments: poly([0, 0], [2, 0], [1, 1]),
  },
  {
    id: 'diamond',
    en: 'Diamond with diagonals of 2 (a square standing on a corner)',
    hi: 'विकर्ण 2 वाला समचतुर्भुज (कोने पर खड़ा वर्ग)',
    segments: poly([1, 0], [2, 1], [1, 2], [0, 1]),
  },
  {
    id: 'para',
    en: 'Parallelogram, base 2, sides leaning right at 45°',
    hi: 'समांतर चतुर्भुज, आधार 2, भुजाएँ 45° पर दाईं ओर झुकी',
    segments: poly([0, 1], [2, 1], [3, 0], [1, 0]),
  },
  {
    id: 'trap',
    en: 'Trapezium, base 3, top 1, height 1',
    hi: 'समलंब चतुर्भुज, आधार 3, ऊपरी भुजा 1, ऊँचाई 1',
    segments: poly([0, 1], [3, 1], [2, 0], [1, 0]),
  },
  {
    id: 'house',
    en: 'House: square of side 1 with a pointed roof',
    hi: 'घर: भुजा 1 का वर्ग और ऊपर नुकीली छत',
    segments: [...poly([0, 0.5], [1, 0.5], [1, 1.5], [0, 1.5]), ...open([0, 0.5], [0.5, 0], [1, 0.5])],
  },
  {
    id: 'sqdiag',
    en: 'Square of side 1 with its ╲ diagonal',
    hi: 'भुजा 1 का वर्ग, ╲ विकर्ण सहित',
    segments: [
      ...poly([0, 0], [1, 0], [1, 1], [0, 1]),
      [
        [0, 0],
        [1, 1],
      ],
    ],
  },
  {
    id: 'sqcross',
    en: 'Square of side 1 with both diagonals',
    hi: 'भुजा 1 का वर्ग, दोनों विकर्णों सहित',
    segments: [
      ...poly([0, 0], [1, 0], [1, 1], [0, 1]),
      [
        [0, 0],
        [1, 1],
      ],
      [
        [1, 0],
        [0, 1],
      ],
    ],
  },
  {
    id: 'hex',
    en: 'Hexagon 3 wide and 2 high with slanted ends',
    hi: 'षट्भुज: 3 चौड़ा, 2 ऊँचा, तिरछे सिरे',
    segments: poly([0, 1], [1, 0], [2, 0], [3, 1], [2, 2], [1, 2]),
  },
  {
    id: 'pent',
    en: 'Pentagon: rectangle 2 wide and 1 high with a roof 1 high',
    hi: 'पंचभुज: 2 चौड़ा, 1 ऊँचा आयत और 1 ऊँची छत',
    segments: poly([0, 1], [1, 0], [2, 1], [2, 2], [0, 2]),
  },
  {
    id: 'isomedian',
    en: 'Triangle, base 2, apex 1 above, with a line from apex to base',
    hi: 'त्रिभुज, आधार 2, शीर्ष 1 ऊपर, शीर्ष से आधार तक रेखा सहित',
    segments: [
      ...poly([0, 1], [2, 1], [1, 0]),
      [
        [1, 0],
        [1, 1],
      ],
    ],
  },
  {
    id: 'chevron',
    en: 'Open V: two lines of 45° meeting at the bottom, 2 wide',
    hi: 'खुला V: 45° की दो रेखाएँ नीचे मिलतीं, 2 चौड़ा',
    segments: open([0, 0], [1, 1], [2, 0]),
  },
  {
    id: 'zigzag',
    en: 'Z shape: top line 1, 45° slant down-left, bottom line 1',
    hi: 'Z आकृति: ऊपर रेखा 1, 45° तिरछी रेखा, नीचे रेखा 1',
    segments: open([0, 0], [1, 0], [0, 1], [1, 1]),
  },
  {
    id: 'rtbig',
    en: 'Right triangle, legs 2, right angle at bottom left',
    hi: 'समकोण त्रिभुज, भुजाएँ 2, समकोण नीचे बाईं ओर',
    segments: poly([0, 0], [0, 2], [2, 2]),
  },
];

// ---------- steps on the half-unit grid (the builder's representation) ----------

const stepKey = (x: number, y: number, dx: number, dy: number) => {
  // One direction per step, so a step is the same whichever end it is walked from.
  if (dx < 0 || (dx === 0 && dy < 0)) return `${x + dx},${y + dy},${-dx},${-dy}`;
  return `${x},${y},${dx},${dy}`;
};

/** Half-unit steps of a segment given in half units. */
function stepsOf([[x1, y1], [x2, y2]]: Segment): string[] {
  const dx = Math.sign(x2 - x1);
  const dy = Math.sign(y2 - y1);
  const n = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
  if ((dx !== 0 && dy !== 0 && Math.abs(x2 - x1) !== Math.abs(y2 - y1)) || n === 0)
    throw new Error('segments must be horizontal, vertical or at 45°');
  return Array.from({ length: n }, (_, i) => stepKey(x1 + i * dx, y1 + i * dy, dx, dy));
}

const toHalf = (segments: readonly Segment[]): Segment[] =>
  segments.map(([[x1, y1], [x2, y2]]) => [
    [x1 * 2, y1 * 2],
    [x2 * 2, y2 * 2],
  ]);

type Transform = (p: P) => P;
const TRANSFORMS: readonly Transform[] = [
  ([x, y]) => [x, y],
  ([x, y]) => [-y, x],
  ([x, y]) => [-x, -y],
  ([x, y]) => [y, -x],
  ([x, y]) => [-x, y],
  ([x, y]) => [x, -y],
  ([x, y]) => [y, x],
  ([x, y]) => [-y, -x],
];

/** Width and height of the figure box in half units. */
const BOX_W = 8;
const BOX_H = 6;

/** Builder's test: is the shape hidden in the steps, under any of the given transforms? */
export function containsSteps(
  figure: ReadonlySet<string>,
  shape: readonly Segment[],
  transforms = TRANSFORMS,
) {
  for (const transform of transforms) {
    const moved = toHalf(shape).map(([a, b]) => [transform(a), transform(b)] as Segment);
    const xs = moved.flatMap(([a, b]) => [a[0], b[0]]);
    const ys = moved.flatMap(([a, b]) => [a[1], b[1]]);
    const steps = moved.flatMap(stepsOf);
    for (let tx = -Math.min(...xs); tx + Math.max(...xs) <= BOX_W; tx++)
      for (let ty = -Math.min(...ys); ty + Math.max(...ys) <= BOX_H; ty++)
        if (
          steps.every((step) => {
            const [x, y, dx, dy] = step.split(',').map(Number) as [number, number, number, number];
            return figure.has(stepKey(x + tx, y + ty, dx, dy));
          })
        )
          return true;
  }
  return false;
}

// ---------- coverage on lines (the solver's representation) ----------

/**
 * Solver: a shape is hidden, same size and way up, if for some shift every one of its segments
 * lies on the union of the figure's collinear segments. Works on whole segments and intervals.
 */
export function hiddenBySolver(figure: readonly Segment[], shape: readonly Segment[]): boolean {
  const half = toHalf(shape);
  const lines = toHalf(figure);
  const xs = half.flatMap(([a, b]) => [a[0], b[0]]);
  const ys = half.flatMap(([a, b]) => [a[1], b[1]]);
  for (let tx = -Math.min(...xs); tx + Math.max(...xs) <= BOX_W; tx++)
    for (let ty = -Math.min(...ys); ty + Math.max(...ys) <= BOX_H; ty++)
      if (
        half.every(([a, b]) =>
          covered(
            [
              [a[0] + tx, a[1] + ty],
              [b[0] + tx, b[1] + ty],
            ],
            lines,
          ),
        )
      )
        return true;
  return false;
}

function covered([a, b]: Segment, lines: readonly Segment[]): boolean {
  const direction: P = [b[0] - a[0], b[1] - a[1]];
  const length2 = direction[0] ** 2 + direction[1] ** 2;
  const along = (p: P) => ((p[0] - a[0]) * direction[0] + (p[1] - a[1]) * direction[1]) / length2;
  const onLine = (p: P) => (p[0] - a[0]) * direction[1] - (p[1] - a[1]) * direction[0] === 0;
  const intervals = lines
    .filter(([c, d]) => onLine(c) && onLine(d))
    .map(([c, d]) => [Math.min(along(c), along(d)), Math.max(along(c), along(d))] as const)
    .sort((i, j) => i[0] - j[0]);
  let reach = 0;
  for (const [start, end] of intervals) {
    if (start > reach + 1e-9) break;
    reach = Math.max(reach, end);
  }
  return reach >= 1 - 1e-9;
}

// ---------- building figures ----------

/** Joins steps back into the longest straight lines, for drawing and describing. */
export function linesOfSteps(steps: ReadonlySet<string>): Segment[] {
  const lines: Segment[] = [];
  const used = new Set<string>();
  const sorted = [...steps].sort();
  for (const step of sorted) {
    if (used.has(step)) continue;
    const [x, y, dx, dy] = step.split(',').map(Number) as [number, number, number, number];
    let [sx, sy] = [x, y];
    while (steps.has(stepKey(sx - dx, sy - dy, dx, dy))) [sx, sy] = [sx - dx, sy - dy];
    let [ex, ey] = [sx, sy];
    while (steps.has(stepKey(ex, ey, dx, dy))) {
      used.add(stepKey(ex, ey, dx, dy));
      [ex, ey] = [ex + dx, ey + dy];
    }
    lines.push([
      [sx / 2, sy / 2],
      [ex / 2, ey / 2],
    ]);
  }
  return lines;
}

const UNIT = 50;
const MARGIN = 20;
const num = (value: number) => String(value);
const pointText = ([x, y]: P) => `(${num(x)}, ${num(y)})`;

function linesDrawing(
  segments: readonly Segment[],
  width: number,
  height: number,
  alt: string,
  altHi: string,
) {
  return drawing(
    width,
    height,
    segments.map(([[x1, y1], [x2, y2]]) =>
      line(MARGIN + x1 * UNIT, MARGIN + y1 * UNIT, MARGIN + x2 * UNIT, MARGIN + y2 * UNIT),
    ),
    alt,
    altHi,
  );
}

function describeLines(segments: readonly Segment[]) {
  return segments.map(([a, b]) => `${pointText(a)}–${pointText(b)}`).join('; ');
}

function shapeDrawing(shape: Shape): Drawing {
  const xs = shape.segments.flatMap(([a, b]) => [a[0], b[0]]);
  const ys = shape.segments.flatMap(([a, b]) => [a[1], b[1]]);
  const lines = linesOfSteps(new Set(toHalf(shape.segments).flatMap(stepsOf)));
  const coords = `Lines, in grid units from its top-left corner: ${describeLines(lines)}.`;
  // Every option sits in a box the size of the figure's, so sizes compare truly.
  const shift = (value: number, room: number) => Math.floor((room - value) / 2);
  const dx = shift(Math.max(...xs), 4);
  const dy = shift(Math.max(...ys), 3);
  const placed = lines.map(
    ([a, b]) =>
      [
        [a[0] + dx, a[1] + dy],
        [b[0] + dx, b[1] + dy],
      ] as Segment,
  );
  return linesDrawing(
    placed,
    4 * UNIT + 2 * MARGIN,
    3 * UNIT + 2 * MARGIN,
    `${shape.en}. ${coords}`,
    `${shape.hi}। रेखाएँ (ऊपर-बाएँ कोने से इकाइयों में): ${describeLines(lines)}।`,
  );
}

/** Lines a figure may add: whole grid lines, the frame, and 45° lines of length 1 to 3. */
const POOL: Segment[] = (() => {
  const pool: Segment[] = [];
  for (let x = 1; x <= 3; x++)
    pool.push([
      [x, 0],
      [x, 3],
    ]);
  for (let y = 1; y <= 2; y++)
    pool.push([
      [0, y],
      [4, y],
    ]);
  for (let x = 0; x <= 4; x++)
    for (let y = 0; y <= 3; y++)
      for (let length = 1; length <= 3; length++) {
        if (x + length <= 4 && y + length <= 3)
          pool.push([
            [x, y],
            [x + length, y + length],
          ]);
        if (x - length >= 0 && y + length <= 3)
          pool.push([
            [x, y],
            [x - length, y + length],
          ]);
        if (length <= 2 && x + length <= 4)
          pool.push([
            [x, y],
            [x + length, y],
          ]);
        if (length <= 2 && y + length <= 3)
          pool.push([
            [x, y],
            [x, y + length],
          ]);
      }
  return pool;
})();
const FRAME: Segment[] = poly([0, 0], [4, 0], [4, 3], [0, 3]);

interface Params {
  target: Shape;
  offset: P;
  extras: Segment[];
}

function draw(random: SeededRandom): Params | undefined {
  const target = random.pick(SHAPES);
  // A shape off the whole-unit grid would stand out among the grid's lines: it is only ever a distractor.
  if (target.segments.flat(2).some((value) => !Number.isInteger(value))) return undefined;
  const xs = target.segments.flatMap(([a, b]) => [a[0], b[0]]);
  const ys = target.segments.flatMap(([a, b]) => [a[1], b[1]]);
  const maxX = Math.floor(4 - Math.max(...xs));
  const maxY = Math.floor(3 - Math.max(...ys));
  if (maxX < 0 || maxY < 0) return undefined;
  const offset: P = [random.int(0, maxX), random.int(0, maxY)];
  const frame = random.next() < 0.5 ? FRAME : [];
  const extras = [...frame, ...random.shuffle(POOL).slice(0, random.int(4, 10))];
  return { target, offset, extras };
}

function figureSegments({ target, offset, extras }: Params): Segment[] {
  const placed = target.segments.map(
    ([a, b]) =>
      [
        [a[0] + offset[0], a[1] + offset[1]],
        [b[0] + offset[0], b[1] + offset[1]],
      ] as Segment,
  );
  return [...placed, ...extras];
}

function build(params: Params): FigureQuestion | undefined {
  const segments = figureSegments(params);
  const steps = new Set(toHalf(segments).flatMap(stepsOf));
  const lines = linesOfSteps(steps);
  // Every distractor is absent in every orientation, so no learner can argue it is there turned round.
  const wrong = SHAPES.filter(
    (shape) => shape.id !== params.target.id && !containsSteps(steps, shape.segments),
  );
  if (wrong.length < 3) return undefined;
  // Near relatives of the answer first (same family of lines), then the rest in a fixed order.
  const related = wrong.filter((shape) => shape.segments.length === params.target.segments.length);
  const others = wrong.filter((shape) => shape.segments.length !== params.target.segments.length);
  const chosen = [...related, ...others].slice(0, 3);
  const extrasCount = params.extras.length;
  const difficulty = extrasCount <= 7 ? 'easy' : extrasCount <= 10 ? 'medium' : 'hard';
  const describe = describeLines(lines);
  const figure = linesDrawing(
    lines,
    4 * UNIT + 2 * MARGIN,
    3 * UNIT + 2 * MARGIN,
    `The figure: ${lines.length} straight lines on a grid 4 units wide and 3 high, points given as (across, down) from the top-left corner: ${describe}.`,
    `आकृति: 4 इकाई चौड़े और 3 ऊँचे ग्रिड पर ${lines.length} सीधी रेखाएँ, बिंदु (दाएँ, नीचे) ऊपर-बाएँ कोने से: ${describe}।`,
  );
  const option = (shape: Shape) => ({ text: shape.en, textHi: shape.hi, figure: shapeDrawing(shape) });
  return {
    stem: 'Which of the four shapes is hidden in the figure, drawn the same size and the same way up?',
    stemHi: 'आकृति में चारों में से कौन-सी आकृति छिपी है (उसी आकार और उसी दिशा में)?',
    correct: option(params.target),
    distractors: chosen.map(option),
    explanation: `Trace it with the top-left corner of its outline box at ${pointText(params.offset)}: every line of the shape runs along lines of the figure.\nThe other three shapes cannot be traced anywhere in the figure, even turned round.`,
    explanationHi: `इसके घेरे वाले आयत का ऊपर-बायाँ कोना ${pointText(params.offset)} पर रखें: इसकी हर रेखा आकृति की रेखाओं पर पड़ती है।\nबाकी तीन आकृतियाँ कहीं नहीं बनतीं, घुमाने पर भी नहीं।`,
    difficulty,
    figure,
  };
}

export const embeddedFigures: TopicGenerator = {
  topic: nonVerbalTopic('embedded-figures', 'Embedded Figures', 'निहित आकृतियाँ'),
  generate: () => {
    return figureQuestions<Params>({
      topic: embeddedFigures.topic,
      generator: 'embedded-figure',
      count: 140,
      draw,
      key: (params) => {
        const lines = linesOfSteps(new Set(toHalf(figureSegments(params)).flatMap(stepsOf)));
        const drawn = lines.map(([a, b]) => `${a.join(',')}-${b.join(',')}`).join(';');
        return `${params.target.id}@${params.offset.join(',')};${sha256Hex(drawn).slice(0, 12)}`;
      },
      build,
      isTrue: (params) => {
        const segments = figureSegments(params);
        return (option) => {
          const shape = SHAPES.find((candidate) => candidate.en === option);
          return shape !== undefined && hiddenBySolver(segments, shape.segments);
        };
      },
    });
  },
};
