import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import {
  countOptions,
  drawing,
  type FigureQuestion,
  figureQuestions,
  line,
  nonVerbalTopic,
} from './non-verbal-figures.ts';

type P = readonly [number, number];
export type Seg = readonly [P, P];
const EPS = 1e-6;

/** Joins collinear segments that touch or overlap, so every drawn straight line is one segment. */
export function maximalSegments(segments: readonly Seg[]): Seg[] {
  const groups = new Map<string, { origin: P; dir: P; spans: [number, number][] }>();
  for (const [a, b] of segments) {
    let dir: P = [b[0] - a[0], b[1] - a[1]];
    const length = Math.hypot(dir[0], dir[1]);
    dir = [dir[0] / length, dir[1] / length];
    if (dir[0] < -EPS || (Math.abs(dir[0]) < EPS && dir[1] < 0)) dir = [-dir[0], -dir[1]];
    // The line's key: its direction and its distance from the origin.
    const offset = a[0] * dir[1] - a[1] * dir[0];
    const key = `${dir[0].toFixed(5)},${dir[1].toFixed(5)},${offset.toFixed(5)}`;
    const t = (p: P) => p[0] * dir[0] + p[1] * dir[1];
    const group = groups.get(key) ?? { origin: [offset * dir[1], -offset * dir[0]] as P, dir, spans: [] };
    group.spans.push([Math.min(t(a), t(b)), Math.max(t(a), t(b))]);
    groups.set(key, group);
  }
  const out: Seg[] = [];
  for (const { origin, dir, spans } of groups.values()) {
    spans.sort((x, y) => x[0] - y[0]);
    let [start, end] = spans[0] as [number, number];
    const emit = () =>
      out.push([
        [origin[0] + start * dir[0], origin[1] + start * dir[1]],
        [origin[0] + end * dir[0], origin[1] + end * dir[1]],
      ]);
    for (const [s, e] of spans.slice(1)) {
      if (s <= end + EPS) end = Math.max(end, e);
      else {
        emit();
        [start, end] = [s, e];
      }
    }
    emit();
  }
  return out;
}

function intersection([a, b]: Seg, [c, d]: Seg): P | undefined {
  const r: P = [b[0] - a[0], b[1] - a[1]];
  const s: P = [d[0] - c[0], d[1] - c[1]];
  const denominator = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denominator) < EPS) return undefined;
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / denominator;
  const u = ((c[0] - a[0]) * r[1] - (c[1] - a[1]) * r[0]) / denominator;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return undefined;
  return [a[0] + t * r[0], a[1] + t * r[1]];
}

const same = (p: P, q: P) => Math.abs(p[0] - q[0]) < EPS && Math.abs(p[1] - q[1]) < EPS;
const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Builder's count of triangles: every three drawn lines that meet pairwise at three different points. */
export function trianglesByLines(segments: readonly Seg[]): number {
  let count = 0;
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const pij = intersection(segments[i] as Seg, segments[j] as Seg);
      if (!pij) continue;
      for (let k = j + 1; k < segments.length; k++) {
        const pik = intersection(segments[i] as Seg, segments[k] as Seg);
        const pjk = intersection(segments[j] as Seg, segments[k] as Seg);
        if (!pik || !pjk || same(pij, pik) || same(pij, pjk) || same(pik, pjk)) continue;
        count++;
      }
    }
  return count;
}

// ---------- the solver: points, and which pairs a drawn line joins ----------

interface PointGraph {
  points: P[];
  joined: boolean[][];
}

function pointGraph(segments: readonly Seg[]): PointGraph {
  const points: P[] = [];
  const add = (p: P) => {
    if (!points.some((q) => same(p, q))) points.push(p);
  };
  for (const [a, b] of segments) {
    add(a);
    add(b);
  }
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const p = intersection(segments[i] as Seg, segments[j] as Seg);
      if (p) add(p);
    }
  const onSegment = (p: P, [a, b]: Seg) => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (Math.abs(cross(a, b, p)) / length > EPS) return false;
    const t = ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2;
    return t > -EPS && t < 1 + EPS;
  };
  const carriers = points.map((p) => segments.map((s) => onSegment(p, s)));
  const joined = points.map((_, i) =>
    points.map((__, j) => i !== j && segments.some((___, s) => carriers[i]?.[s] && carriers[j]?.[s])),
  );
  return { points, joined };
}

/** Solver: every three points joined pairwise by drawn lines and not in one line. */
export function trianglesByPoints(segments: readonly Seg[]): number {
  const { points, joined } = pointGraph(segments);
  let count = 0;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      if (!joined[i]?.[j]) continue;
      for (let k = j + 1; k < points.length; k++)
        if (
          joined[i]?.[k] &&
          joined[j]?.[k] &&
          Math.abs(cross(points[i] as P, points[j] as P, points[k] as P)) > EPS
        )
          count++;
    }
  return count;
}

/** Solver: every four points that, taken round their centre, have all four sides drawn; then sorted by kind. */
export function quadrilateralsByPoints(
  segments: readonly Seg[],
  /** Called with the corners of every quadrilateral found, in order round it. */
  found?: (corners: P[], kind: 'other' | 'rectangle' | 'square') => void,
): {
  all: number;
  rectangles: number;
  squares: number;
} {
  const { points, joined } = pointGraph(segments);
  let all = 0;
  let rectangles = 0;
  let squares = 0;
  const n = points.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const ids = [a, b, c, d];
          const cx = ids.reduce((s, i) => s + (points[i] as P)[0], 0) / 4;
          const cy = ids.reduce((s, i) => s + (points[i] as P)[1], 0) / 4;
          const ring = ids
            .map((i) => ({ i, angle: Math.atan2((points[i] as P)[1] - cy, (points[i] as P)[0] - cx) }))
            .sort((x, y) => x.angle - y.angle)
            .map((entry) => entry.i);
          const corner = (k: number) => points[ring[(k + 4) % 4] as number] as P;
          let ok = true;
          for (let k = 0; k < 4 && ok; k++) {
            if (!joined[ring[k] as number]?.[ring[(k + 1) % 4] as number]) ok = false;
            // Convex with a true corner at every vertex (no three in a line).
            else if (cross(corner(k - 1), corner(k), corner(k + 1)) <= EPS) ok = false;
          }
          if (!ok) continue;
          all++;
          const corners = [0, 1, 2, 3].map(corner);
          const side = (k: number) =>
            [corner(k + 1)[0] - corner(k)[0], corner(k + 1)[1] - corner(k)[1]] as const;
          const right = [0, 1, 2, 3].every((k) => {
            const [u, v] = [side(k), side(k + 1)];
            return Math.abs(u[0] * v[0] + u[1] * v[1]) < EPS;
          });
          if (!right) {
            found?.(corners, 'other');
            continue;
          }
          rectangles++;
          const isSquare = Math.abs(Math.hypot(...side(0)) - Math.hypot(...side(1))) < EPS;
          if (isSquare) squares++;
          found?.(corners, isSquare ? 'square' : 'rectangle');
        }
  return { all, rectangles, squares };
}

/** The solver's triangles themselves: every three points joined pairwise and not in one line. */
function trianglesFound(segments: readonly Seg[]): P[][] {
  const { points, joined } = pointGraph(segments);
  const found: P[][] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      if (!joined[i]?.[j]) continue;
      for (let k = j + 1; k < points.length; k++)
        if (
          joined[i]?.[k] &&
          joined[j]?.[k] &&
          Math.abs(cross(points[i] as P, points[j] as P, points[k] as P)) > EPS
        )
          found.push([points[i] as P, points[j] as P, points[k] as P]);
    }
  return found;
}

/**
 * The smallest regions the drawn lines cut the figure into: a point inside each, found by walking
 * round every face of the drawing (each drawn line split at every point on it).
 */
export function regionPoints(segments: readonly Seg[]): P[] {
  const { points } = pointGraph(segments);
  const neighbours = points.map(() => new Set<number>());
  for (const [a, b] of segments) {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const on = points
      .map((p, i) => ({
        i,
        t: ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2,
        p,
      }))
      .filter(({ p, t }) => Math.abs(cross(a, b, p)) / length < EPS && t > -EPS && t < 1 + EPS)
      .sort((x, y) => x.t - y.t);
    for (let k = 0; k + 1 < on.length; k++) {
      neighbours[on[k]?.i as number]?.add(on[k + 1]?.i as number);
      neighbours[on[k + 1]?.i as number]?.add(on[k]?.i as number);
    }
  }
  const angle = (from: number, to: number) =>
    Math.atan2((points[to] as P)[1] - (points[from] as P)[1], (points[to] as P)[0] - (points[from] as P)[0]);
  const around = neighbours.map((set, v) => [...set].sort((x, y) => angle(v, x) - angle(v, y)));
  const used = new Set<string>();
  const inside: P[] = [];
  for (let u = 0; u < points.length; u++)
    for (const v of around[u] ?? []) {
      if (used.has(`${u},${v}`)) continue;
      const ring: number[] = [];
      let [from, to] = [u, v];
      while (!used.has(`${from},${to}`)) {
        used.add(`${from},${to}`);
        ring.push(from);
        // Leave `to` by the edge just before the one we came in on, turning the same way every time.
        const list = around[to] ?? [];
        const back = list.indexOf(from);
        const next = list[(back - 1 + list.length) % list.length] as number;
        [from, to] = [to, next];
      }
      const corners = ring.map((i) => points[i] as P);
      let area = 0;
      for (let k = 0; k < corners.length; k++) {
        const [p, q] = [corners[k] as P, corners[(k + 1) % corners.length] as P];
        area += p[0] * q[1] - q[0] * p[1];
      }
      if (area <= EPS) continue;
      inside.push([
        corners.reduce((sum, p) => sum + p[0], 0) / corners.length,
        corners.reduce((sum, p) => sum + p[1], 0) / corners.length,
      ]);
    }
  return inside;
}

/** How many of the smallest regions lie inside a convex figure given by its corners in order. */
function piecesInside(corners: readonly P[], regions: readonly P[]): number {
  const n = corners.length;
  let orientation = 0;
  for (let k = 0; k < n; k++)
    orientation += cross(corners[0] as P, corners[k] as P, corners[(k + 1) % n] as P);
  const sign = Math.sign(orientation);
  return regions.filter((r) => corners.every((c, k) => sign * cross(c, corners[(k + 1) % n] as P, r) > EPS))
    .length;
}

/** The solver's figures grouped by how many smallest regions each covers: [pieces, how many]. */
export function countsByPieces(segments: readonly Seg[], ask: Ask): [number, number][] {
  const regions = regionPoints(segments);
  const shapes: P[][] = [];
  if (ask === 'triangles') shapes.push(...trianglesFound(segments));
  else
    quadrilateralsByPoints(segments, (corners, kind) => {
      if (ask === 'quadrilaterals' || kind === 'square' || (ask === 'rectangles' && kind === 'rectangle'))
        shapes.push(corners);
    });
  const bySize = new Map<number, number>();
  for (const shape of shapes) {
    const pieces = piecesInside(shape, regions);
    bySize.set(pieces, (bySize.get(pieces) ?? 0) + 1);
  }
  return [...bySize].sort((a, b) => a[0] - b[0]);
}

/** Triangles that no drawn line passes through: the smallest pieces a hurried learner counts. */
export function smallestTriangles(segments: readonly Seg[]): number {
  const { points, joined } = pointGraph(segments);
  let count = 0;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      for (let k = j + 1; k < points.length; k++) {
        const corners = [points[i], points[j], points[k]] as [P, P, P];
        if (!joined[i]?.[j] || !joined[i]?.[k] || !joined[j]?.[k]) continue;
        if (Math.abs(cross(...corners)) < EPS) continue;
        if (!segments.some((segment) => passesThrough(corners, segment))) count++;
      }
  return count;
}

/** Does the segment run through the inside of the triangle (not just along or touching it)? */
function passesThrough([a, b, c]: readonly [P, P, P], [p, q]: Seg): boolean {
  const orientation = Math.sign(cross(a, b, c));
  let low = 0;
  let high = 1;
  for (const [u, v] of [
    [a, b],
    [b, c],
    [c, a],
  ] as const) {
    // Inside means orientation × cross(u, v, point) > 0, linear in the segment's parameter.
    const start = orientation * cross(u, v, p);
    const end = orientation * cross(u, v, q);
    if (start < EPS && end < EPS) return false;
    if (start < EPS || end < EPS) {
      const t = start / (start - end);
      if (start < EPS) low = Math.max(low, t);
      else high = Math.min(high, t);
    }
  }
  if (high - low < 1e-4) return false;
  const t = (low + high) / 2;
  const mid: P = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
  return [
    [a, b],
    [b, c],
    [c, a],
  ].every(([u, v]) => orientation * cross(u as P, v as P, mid) > 1e-3);
}

// ---------- the figures ----------

type Ask = 'triangles' | 'squares' | 'rectangles' | 'quadrilaterals';

interface FigureSpec {
  key: string;
  ask: Ask;
  segments: Seg[];
  en: string;
  hi: string;
  /** The builder's own count (formula or line triples), checked against the solver. */
  count: number;
  /** Typical wrong counts. */
  slips: number[];
  difficulty: 'easy' | 'medium' | 'hard';
}

const choose2 = (n: number) => (n * (n - 1)) / 2;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Hindi counts in the oblique case, as they stand before सहित and के. */
const lineHi = (n: number) => (n === 1 ? '1 रेखा' : `${n} रेखाओं`);
const rowsHi = (n: number) => (n === 1 ? '1 पंक्ति' : `${n} पंक्तियों`);
const columnsHi = (n: number) => (n === 1 ? '1 स्तंभ' : `${n} स्तंभों`);

function cevianTriangle(k: number, p: number, ask: 'triangles' | 'quadrilaterals'): FigureSpec {
  const apex: P = [120, 15];
  const left: P = [20, 165];
  const right: P = [220, 165];
  const along = (from: P, to: P, t: number): P => [
    from[0] + t * (to[0] - from[0]),
    from[1] + t * (to[1] - from[1]),
  ];
  const segments: Seg[] = [
    [apex, left],
    [apex, right],
    [left, right],
  ];
  for (let i = 1; i <= k; i++) segments.push([apex, along(left, right, i / (k + 1))]);
  for (let j = 1; j <= p; j++) {
    const t = j / (p + 1);
    segments.push([along(apex, left, t), along(apex, right, t)]);
  }
  const lines = k + 2;
  const triangles = choose2(lines) * (p + 1);
  const quads = choose2(lines) * choose2(p + 1);
  const parts = [
    k > 0 ? `${plural(k, 'line', 'lines')} from its top vertex to its base` : '',
    p > 0 ? `${plural(p, 'line', 'lines')} parallel to its base` : '',
  ].filter(Boolean);
  const partsHi = [
    k > 0 ? `ऊपरी शीर्ष से आधार तक ${lineHi(k)}` : '',
    p > 0 ? `आधार के समांतर ${lineHi(p)}` : '',
  ].filter(Boolean);
  const en = `a triangle with ${parts.join(' and ')}`;
  const hi = `एक त्रिभुज, ${partsHi.join(' और ')} सहित`;
  return {
    key: `cevians;k=${k};p=${p};${ask}`,
    ask,
    segments,
    en,
    hi,
    count: ask === 'triangles' ? triangles : quads,
    slips:
      ask === 'triangles'
        ? [choose2(lines), triangles - 1, (k + 1) * (p + 1), triangles + p + 1]
        : [(k + 1) * p, quads - 1, choose2(lines) * p, quads + k + 1],
    difficulty: triangles <= 10 ? 'easy' : triangles <= 30 ? 'medium' : 'hard',
  };
}

const grid = (rows: number, columns: number, size: number, x0: number, y0: number): Seg[] => {
  const segments: Seg[] = [];
  for (let r = 0; r <= rows; r++)
    segments.push([
      [x0, y0 + r * size],
      [x0 + columns * size, y0 + r * size],
    ]);
  for (let c = 0; c <= columns; c++)
    segments.push([
      [x0 + c * size, y0],
      [x0 + c * size, y0 + rows * size],
    ]);
  return segments;
};

function gridFigure(rows: number, columns: number, ask: 'squares' | 'rectangles'): FigureSpec {
  const size = Math.min(200 / columns, 150 / rows);
  const segments = grid(rows, columns, size, (240 - columns * size) / 2, (180 - rows * size) / 2);
  let squares = 0;
  for (let s = 1; s <= Math.min(rows, columns); s++) squares += (rows - s + 1) * (columns - s + 1);
  const rectangles = choose2(rows + 1) * choose2(columns + 1);
  const cells = rows * columns;
  return {
    key: `grid;${rows}x${columns};${ask}`,
    ask,
    segments,
    en: `a rectangle divided into a grid of ${plural(rows, 'row', 'rows')} and ${plural(columns, 'column', 'columns')} of equal squares`,
    hi: `${rowsHi(rows)} और ${columnsHi(columns)} के बराबर वर्गों में बँटा एक आयत`,
    count: ask === 'squares' ? squares : rectangles,
    slips:
      ask === 'squares'
        ? [cells, cells + 1, squares - 1, squares + 1]
        : [squares, cells, rectangles - 1, cells + 1],
    difficulty: cells <= 4 ? 'easy' : cells <= 10 ? 'medium' : 'hard',
  };
}

type Diagonals = 'falling' | 'both' | 'alternate';

function diagonalGrid(rows: number, columns: number, diagonals: Diagonals): FigureSpec {
  const size = Math.min(200 / columns, 150 / rows);
  const x0 = (240 - columns * size) / 2;
  const y0 = (180 - rows * size) / 2;
  const drawn = grid(rows, columns, size, x0, y0);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const [x, y] = [x0 + c * size, y0 + r * size];
      const falling: Seg = [
        [x, y],
        [x + size, y + size],
      ];
      const rising: Seg = [
        [x + size, y],
        [x, y + size],
      ];
      if (diagonals === 'falling') drawn.push(falling);
      else if (diagonals === 'both') drawn.push(falling, rising);
      else drawn.push((r + c) % 2 === 0 ? falling : rising);
    }
  const segments = maximalSegments(drawn);
  const triangles = trianglesByLines(segments);
  const cells = rows * columns;
  const how = {
    falling: {
      en: 'with the diagonal from top-left to bottom-right drawn in every square',
      hi: 'हर वर्ग में ऊपर-बाएँ से नीचे-दाएँ विकर्ण सहित',
    },
    both: { en: 'with both diagonals drawn in every square', hi: 'हर वर्ग में दोनों विकर्णों सहित' },
    alternate: {
      en: 'with one diagonal in every square: top-left to bottom-right in the top-left square, the direction changing from each square to the next, like a chessboard',
      hi: 'हर वर्ग में एक विकर्ण: ऊपर-बाएँ वर्ग में ऊपर-बाएँ से नीचे-दाएँ, और हर अगले वर्ग में दिशा बदलती हुई, शतरंज की तरह',
    },
  }[diagonals];
  const smallest = diagonals === 'both' ? 4 * cells : 2 * cells;
  return {
    key: `diagonal-grid;${rows}x${columns};${diagonals}`,
    ask: 'triangles',
    segments,
    en: `a grid of ${plural(rows, 'row', 'rows')} and ${plural(columns, 'column', 'columns')} of squares ${how.en}`,
    hi: `${rowsHi(rows)} और ${columnsHi(columns)} के वर्गों का ग्रिड, ${how.hi}`,
    count: triangles,
    slips: [smallest, triangles - 1, smallest + cells, triangles - cells],
    difficulty: triangles <= 12 ? 'easy' : triangles <= 40 ? 'medium' : 'hard',
  };
}

/** Lines from the top vertex to the base and from the bottom-left vertex to the right side. */
function twoCorners(a: number, b: number): FigureSpec {
  const apex: P = [120, 15];
  const left: P = [20, 165];
  const right: P = [220, 165];
  const along = (from: P, to: P, t: number): P => [
    from[0] + t * (to[0] - from[0]),
    from[1] + t * (to[1] - from[1]),
  ];
  const drawn: Seg[] = [
    [apex, left],
    [apex, right],
    [left, right],
  ];
  for (let i = 1; i <= a; i++) drawn.push([apex, along(left, right, i / (a + 1))]);
  // Uneven points on the right side, so no three lines meet at one point.
  for (let j = 1; j <= b; j++) drawn.push([left, along(right, apex, (j * 0.9) / (b + 1) + 0.03)]);
  const segments = maximalSegments(drawn);
  const count = trianglesByLines(segments);
  return {
    key: `two-corners;a=${a};b=${b}`,
    ask: 'triangles',
    segments,
    en: `a triangle with ${plural(a, 'line', 'lines')} from its top vertex to its base and ${plural(b, 'line', 'lines')} from its bottom-left vertex to its right side`,
    hi: `एक त्रिभुज, ऊपरी शीर्ष से आधार तक ${lineHi(a)} और नीचे-बाएँ शीर्ष से दाईं भुजा तक ${lineHi(b)} सहित`,
    count,
    slips: [smallestTriangles(segments), count - 1, smallestTriangles(segments) + 1, count - a - b],
    difficulty: count <= 15 ? 'medium' : 'hard',
  };
}

/** Classic single figures: asked once each. */
function classicFigures(): FigureSpec[] {
  const A: P = [45, 15];
  const B: P = [195, 15];
  const C: P = [195, 165];
  const D: P = [45, 165];
  const mid = (p: P, q: P): P => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const square: Seg[] = [
    [A, B],
    [B, C],
    [C, D],
    [D, A],
  ];
  const diagonals: Seg[] = [
    [A, C],
    [B, D],
  ];
  const midlines: Seg[] = [
    [mid(A, B), mid(D, C)],
    [mid(A, D), mid(B, C)],
  ];
  const inner: Seg[] = [
    [mid(A, B), mid(B, C)],
    [mid(B, C), mid(C, D)],
    [mid(C, D), mid(D, A)],
    [mid(D, A), mid(A, B)],
  ];
  const T1: P = [120, 15];
  const T2: P = [20, 165];
  const T3: P = [220, 165];
  const triangle: Seg[] = [
    [T1, T2],
    [T2, T3],
    [T3, T1],
  ];
  const medians: Seg[] = [
    [T1, mid(T2, T3)],
    [T2, mid(T1, T3)],
    [T3, mid(T1, T2)],
  ];
  const medial: Seg[] = [
    [mid(T1, T2), mid(T2, T3)],
    [mid(T2, T3), mid(T3, T1)],
    [mid(T3, T1), mid(T1, T2)],
  ];
  const pentagon: P[] = [0, 1, 2, 3, 4].map((i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / 5;
    return [120 + 80 * Math.cos(angle), 95 + 80 * Math.sin(angle)];
  });
  const pentagonSides: Seg[] = pentagon.map((p, i) => [p, pentagon[(i + 1) % 5] as P]);
  const star: Seg[] = pentagon.map((p, i) => [p, pentagon[(i + 2) % 5] as P]);
  const spec = (
    key: string,
    segments: Seg[],
    en: string,
    hi: string,
    difficulty: FigureSpec['difficulty'],
  ) => {
    const merged = maximalSegments(segments);
    const count = trianglesByLines(merged);
    const smallest = smallestTriangles(merged);
    return {
      key,
      ask: 'triangles' as const,
      segments: merged,
      en,
      hi,
      count,
      slips: [smallest, count - 1, smallest + 1, count - smallest],
      difficulty,
    };
  };
  return [
    spec(
      'square-diagonals',
      [...square, ...diagonals],
      'a square with both its diagonals',
      'दोनों विकर्णों सहित एक वर्ग',
      'easy',
    ),
    spec(
      'square-diagonals-midlines',
      [...square, ...diagonals, ...midlines],
      'a square with both diagonals and the two lines joining midpoints of opposite sides',
      'दोनों विकर्णों और सम्मुख भुजाओं के मध्य-बिंदुओं को मिलाती दो रेखाओं सहित एक वर्ग',
      'medium',
    ),
    spec(
      'square-diagonals-inner-square',
      [...square, ...diagonals, ...inner],
      'a square with both diagonals and a second square joining the midpoints of its sides',
      'दोनों विकर्णों और भुजाओं के मध्य-बिंदुओं को मिलाते भीतरी वर्ग सहित एक वर्ग',
      'hard',
    ),
    spec(
      'square-all',
      [...square, ...diagonals, ...midlines, ...inner],
      'a square with both diagonals, both midlines and a square joining the midpoints of its sides',
      'दोनों विकर्णों, दोनों मध्य-रेखाओं और मध्य-बिंदुओं को मिलाते भीतरी वर्ग सहित एक वर्ग',
      'hard',
    ),
    spec(
      'square-inner-square',
      [...square, ...inner],
      'a square with a second square joining the midpoints of its sides',
      'भुजाओं के मध्य-बिंदुओं को मिलाते भीतरी वर्ग सहित एक वर्ग',
      'easy',
    ),
    spec(
      'square-one-diagonal-midlines',
      [...square, diagonals[0] as Seg, ...midlines],
      'a square with one diagonal and the two lines joining midpoints of opposite sides',
      'एक विकर्ण और सम्मुख भुजाओं के मध्य-बिंदुओं को मिलाती दो रेखाओं सहित एक वर्ग',
      'medium',
    ),
    spec(
      'triangle-medians',
      [...triangle, ...medians],
      'a triangle with its three medians',
      'तीनों माध्यिकाओं सहित एक त्रिभुज',
      'medium',
    ),
    spec(
      'triangle-medial',
      [...triangle, ...medial],
      'a triangle with a second triangle joining the midpoints of its sides',
      'भुजाओं के मध्य-बिंदुओं को मिलाते भीतरी त्रिभुज सहित एक त्रिभुज',
      'easy',
    ),
    spec(
      'triangle-medians-medial',
      [...triangle, ...medians, ...medial],
      'a triangle with its three medians and a triangle joining the midpoints of its sides',
      'तीनों माध्यिकाओं और मध्य-बिंदुओं को मिलाते भीतरी त्रिभुज सहित एक त्रिभुज',
      'hard',
    ),
    spec(
      'pentagram',
      star,
      'a five-pointed star drawn with five straight lines',
      'पाँच सीधी रेखाओं से बना पाँच कोनों वाला तारा',
      'medium',
    ),
    spec(
      'pentagon-diagonals',
      [...pentagonSides, ...star],
      'a regular pentagon with all five of its diagonals',
      'सभी पाँच विकर्णों सहित एक समपंचभुज',
      'hard',
    ),
    spec(
      'rectangle-diagonals-vertical',
      [
        [
          [20, 30],
          [220, 30],
        ],
        [
          [220, 30],
          [220, 150],
        ],
        [
          [220, 150],
          [20, 150],
        ],
        [
          [20, 150],
          [20, 30],
        ],
        [
          [20, 30],
          [220, 150],
        ],
        [
          [220, 30],
          [20, 150],
        ],
        [
          [120, 30],
          [120, 150],
        ],
      ],
      'a rectangle with both diagonals and a vertical line through its centre',
      'दोनों विकर्णों और केंद्र से होकर खड़ी रेखा सहित एक आयत',
      'medium',
    ),
  ];
}

function allFigures(): FigureSpec[] {
  const figures: FigureSpec[] = [];
  for (let k = 0; k <= 6; k++)
    for (let p = 0; p <= 3; p++) {
      if (k + p === 0) continue;
      figures.push(cevianTriangle(k, p, 'triangles'));
      if (p >= 1) figures.push(cevianTriangle(k, p, 'quadrilaterals'));
    }
  for (let rows = 1; rows <= 6; rows++)
    for (let columns = rows; columns <= 6; columns++) {
      if (rows * columns === 1) continue;
      figures.push(gridFigure(rows, columns, 'rectangles'));
      if (rows > 1) figures.push(gridFigure(rows, columns, 'squares'));
    }
  for (let rows = 1; rows <= 3; rows++)
    for (let columns = rows; columns <= (rows === 1 ? 5 : 4); columns++)
      for (const diagonals of ['falling', 'both', 'alternate'] as const) {
        if (diagonals === 'alternate' && rows * columns === 1) continue;
        figures.push(diagonalGrid(rows, columns, diagonals));
      }
  for (let a = 1; a <= 3; a++) for (let b = 1; b <= 2; b++) figures.push(twoCorners(a, b));
  figures.push(...classicFigures());
  return figures;
}

const ASK_WORDS: Record<Ask, { en: string; hi: string }> = {
  triangles: { en: 'triangles', hi: 'त्रिभुज' },
  squares: { en: 'squares', hi: 'वर्ग' },
  rectangles: { en: 'rectangles (squares included)', hi: 'आयत (वर्ग सहित)' },
  quadrilaterals: { en: 'quadrilaterals', hi: 'चतुर्भुज' },
};

function solve(figure: FigureSpec): number {
  if (figure.ask === 'triangles') return trianglesByPoints(figure.segments);
  const quads = quadrilateralsByPoints(figure.segments);
  return figure.ask === 'squares'
    ? quads.squares
    : figure.ask === 'rectangles'
      ? quads.rectangles
      : quads.all;
}

const METHOD: Record<Ask, { en: string; hi: string }> = {
  triangles: {
    en: 'Count by size: the smallest triangles first, then those made of 2, 3, ... pieces, then the whole figure.',
    hi: 'आकार के क्रम में गिनें: पहले सबसे छोटे त्रिभुज, फिर 2, 3, ... टुकड़ों से बने, फिर पूरी आकृति।',
  },
  squares: {
    en: 'Count squares of each size: 1 × 1, then 2 × 2, and so on.',
    hi: 'हर आकार के वर्ग गिनें: 1 × 1, फिर 2 × 2, और इसी तरह।',
  },
  rectangles: {
    en: 'A rectangle is fixed by choosing 2 of the horizontal lines and 2 of the vertical lines.',
    hi: 'एक आयत 2 क्षैतिज और 2 ऊर्ध्वाधर रेखाएँ चुनकर बनता है।',
  },
  quadrilaterals: {
    en: 'A quadrilateral here is fixed by choosing 2 of the lines from the top vertex and 2 of the lines parallel to the base (the base included).',
    hi: 'यहाँ चतुर्भुज ऊपरी शीर्ष से निकली 2 रेखाएँ और आधार के समांतर 2 रेखाएँ (आधार सहित) चुनकर बनता है।',
  },
};

function working(figure: FigureSpec): { en: string; hi: string } {
  const parsed = /^(cevians|grid);(?:k=(\d+);p=(\d+)|(\d+)x(\d+))/.exec(figure.key);
  if (parsed?.[1] === 'cevians') {
    const k = Number(parsed[2]);
    const p = Number(parsed[3]);
    const text =
      figure.ask === 'triangles'
        ? `${k + 2} lines from the top vertex give C(${k + 2}, 2) = ${plural(choose2(k + 2), 'triangle', 'triangles')} ${p === 0 ? 'on the base' : `on each of the ${p + 1} bases`}: ${choose2(k + 2)} × ${p + 1} = ${figure.count}.`
        : `C(${k + 2}, 2) × C(${p + 1}, 2) = ${choose2(k + 2)} × ${choose2(p + 1)} = ${figure.count}.`;
    const textHi =
      figure.ask === 'triangles'
        ? `ऊपरी शीर्ष से ${k + 2} रेखाएँ हर आधार पर C(${k + 2}, 2) = ${choose2(k + 2)} त्रिभुज देती हैं; ${p + 1} आधार: ${choose2(k + 2)} × ${p + 1} = ${figure.count}।`
        : `C(${k + 2}, 2) × C(${p + 1}, 2) = ${choose2(k + 2)} × ${choose2(p + 1)} = ${figure.count}।`;
    return { en: text, hi: textHi };
  }
  if (parsed?.[1] === 'grid') {
    const rows = Number(parsed[4]);
    const columns = Number(parsed[5]);
    if (figure.ask === 'rectangles') {
      const text = `C(${rows + 1}, 2) × C(${columns + 1}, 2) = ${choose2(rows + 1)} × ${choose2(columns + 1)} = ${figure.count}.`;
      return { en: text, hi: text.replace(/\.$/, '।') };
    }
    const terms: string[] = [];
    for (let s = 1; s <= Math.min(rows, columns); s++) terms.push(`${(rows - s + 1) * (columns - s + 1)}`);
    const text = `${terms.join(' + ')} = ${figure.count}.`;
    return {
      en: `By size 1 × 1, 2 × 2, ...: ${text}`,
      hi: `आकार 1 × 1, 2 × 2, ... के अनुसार: ${text.replace(/\.$/, '।')}`,
    };
  }
  return { en: '', hi: '' };
}

/** "6 single + 3 of 2 pieces + … = 16", from the solver's own figures grouped by the pieces they cover. */
function bySize(figure: FigureSpec): { en: string; hi: string; total: number } {
  const groups = countsByPieces(figure.segments, figure.ask);
  const total = groups.reduce((sum, [, n]) => sum + n, 0);
  const en = groups.map(([pieces, n]) => (pieces === 1 ? `${n} single` : `${n} of ${pieces} pieces`));
  const hi = groups.map(([pieces, n]) =>
    pieces === 1 ? `${n} एकल` : `${n} (${pieces} टुकड़ों ${n === 1 ? 'का' : 'के'})`,
  );
  return {
    en: `By size: ${en.join(' + ')} = ${total}.`,
    hi: `आकार के अनुसार: ${hi.join(' + ')} = ${total}।`,
    total,
  };
}

function build(figure: FigureSpec): FigureQuestion | undefined {
  const what = ASK_WORDS[figure.ask];
  const steps = working(figure);
  // Grids already count by size (squares) or by a formula (rectangles); other figures list the sizes.
  const gridCount = figure.key.startsWith('grid;');
  const sizes = gridCount ? undefined : bySize(figure);
  if (sizes && sizes.total !== figure.count) return undefined;
  const lines = {
    en: [METHOD[figure.ask].en, steps.en, sizes?.en ?? ''],
    hi: [METHOD[figure.ask].hi, steps.hi, sizes?.hi ?? ''],
  };
  return {
    stem: `How many ${what.en} are there in the figure: ${figure.en}?`,
    stemHi: `आकृति में कितने ${what.hi} हैं: ${figure.hi}?`,
    correct: { text: String(figure.count), textHi: String(figure.count) },
    distractors: countOptions(figure.count, figure.slips),
    explanation: lines.en.filter(Boolean).join('\n'),
    explanationHi: lines.hi.filter(Boolean).join('\n'),
    difficulty: figure.difficulty,
    figure: drawing(
      240,
      180,
      figure.segments.map(([a, b]) => line(a[0], a[1], b[0], b[1])),
      `The figure is ${figure.en}; all lines are straight and drawn in full.`,
      `आकृति: ${figure.hi}; सभी रेखाएँ सीधी और पूरी खींची गई हैं।`,
    ),
  };
}

export const countingFigures: TopicGenerator = {
  topic: nonVerbalTopic('counting-figures', 'Counting Figures', 'आकृतियों की गिनती'),
  generate: () => {
    const figures = allFigures();
    let next = 0;
    return figureQuestions<FigureSpec>({
      topic: countingFigures.topic,
      generator: 'counting-figure',
      count: figures.length,
      // Every figure once, in order: the space is small and fixed.
      draw: (_random: SeededRandom) => figures[next++],
      key: (figure) => figure.key,
      build,
      isTrue: (figure) => {
        const expected = String(solve(figure));
        return (option) => option === expected;
      },
    });
  },
};
