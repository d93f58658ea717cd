import type { Drawing, FigureShape } from '@abhyas/domain';

/** A point in geometry coordinates: y grows upwards, as in a textbook. */
export type Point = readonly [number, number];

export const add = (p: Point, q: Point): Point => [p[0] + q[0], p[1] + q[1]];
export const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1]];
export const scale = (p: Point, k: number): Point => [p[0] * k, p[1] * k];
export const distance = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);
export const unit = (p: Point): Point => {
  const length = Math.hypot(p[0], p[1]) || 1;
  return [p[0] / length, p[1] / length];
};
/** The point at `degrees` (counter-clockwise from the x axis) on a circle. */
export const polar = (centre: Point, radius: number, degrees: number): Point => [
  centre[0] + radius * Math.cos((degrees * Math.PI) / 180),
  centre[1] + radius * Math.sin((degrees * Math.PI) / 180),
];

/** The angle PVQ in degrees, measured from coordinates. */
export function angleAt(vertex: Point, p: Point, q: Point): number {
  const u = sub(p, vertex);
  const v = sub(q, vertex);
  const cosine = (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(...u) * Math.hypot(...v));
  return (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;
}

/** Area of a polygon by the shoelace formula. */
export function shoelaceArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    twice += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(twice) / 2;
}

/** Where the lines p1p2 and q1q2 meet. */
export function intersect(p1: Point, p2: Point, q1: Point, q2: Point): Point {
  const d = (p1[0] - p2[0]) * (q1[1] - q2[1]) - (p1[1] - p2[1]) * (q1[0] - q2[0]);
  const a = p1[0] * p2[1] - p1[1] * p2[0];
  const b = q1[0] * q2[1] - q1[1] * q2[0];
  return [(a * (q1[0] - q2[0]) - (p1[0] - p2[0]) * b) / d, (a * (q1[1] - q2[1]) - (p1[1] - p2[1]) * b) / d];
}

/** A measured value as the paper prints it: whole, or at most two decimals. */
export function measured(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const LABEL_SIZE = 12;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Draws geometry given in its own coordinates into a box of `width` x `height`: scaled to fit
 * with room for labels, flipped so y grows downwards as the app's SVG expects.
 */
export class Sketch {
  readonly shapes: FigureShape[] = [];
  private readonly k: number;
  private readonly offset: Point;

  constructor(
    extent: readonly Point[],
    readonly width = 240,
    readonly height = 180,
    margin = 26,
    /** Side room for labels beside steep sides, which are wider than tall. */
    marginX = margin + 10,
  ) {
    const xs = extent.map((p) => p[0]);
    const ys = extent.map((p) => p[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    this.k = Math.min((width - 2 * marginX) / (maxX - minX || 1), (height - 2 * margin) / (maxY - minY || 1));
    this.offset = [
      (width - this.k * (maxX - minX)) / 2 - this.k * minX,
      (height - this.k * (maxY - minY)) / 2 + this.k * maxY,
    ];
  }

  /** Figure coordinates of a geometry point. */
  at(p: Point): Point {
    return [round(this.offset[0] + this.k * p[0]), round(this.offset[1] - this.k * p[1])];
  }

  /** A length in geometry units as figure units. */
  size(length: number): number {
    return round(this.k * length);
  }

  line(p: Point, q: Point, dashed = false): this {
    const [x1, y1] = this.at(p);
    const [x2, y2] = this.at(q);
    this.shapes.push({ type: 'line', x1, y1, x2, y2, ...(dashed ? { dashed } : {}) });
    return this;
  }

  polygon(points: readonly Point[], options: { open?: boolean; dashed?: boolean } = {}): this {
    this.shapes.push({
      type: 'polygon',
      points: points.map((p) => this.at(p) as [number, number]),
      ...options,
    });
    return this;
  }

  circle(centre: Point, radius: number): this {
    const [cx, cy] = this.at(centre);
    this.shapes.push({ type: 'circle', cx, cy, r: this.size(radius) });
    return this;
  }

  dot(p: Point): this {
    const [x, y] = this.at(p);
    this.shapes.push({ type: 'dot', x, y });
    return this;
  }

  /** Text centred on a figure point (nudged down so the middle of the letters sits there). */
  private textAt(position: Point, text: string, anchor: 'start' | 'middle' | 'end' = 'middle'): void {
    this.shapes.push({
      type: 'text',
      x: round(position[0]),
      y: round(position[1] + 4),
      text,
      anchor,
      size: LABEL_SIZE,
    });
  }

  /** A label beside point `p`, pushed away from `away` (usually the figure's centre). */
  label(p: Point, text: string, away: Point, gap = 12): this {
    const at = this.at(p);
    const from = this.at(away);
    const direction = at[0] === from[0] && at[1] === from[1] ? ([0, -1] as Point) : unit(sub(at, from));
    this.textAt(add(at, scale(direction, gap)), text);
    return this;
  }

  /** A label at the middle of segment pq, on the side away from `inside`. */
  sideLabel(p: Point, q: Point, text: string, inside: Point, gap = 11): this {
    const a = this.at(p);
    const b = this.at(q);
    const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    let normal = unit([a[1] - b[1], b[0] - a[0]]);
    const towardsInside = sub(this.at(inside), middle);
    if (normal[0] * towardsInside[0] + normal[1] * towardsInside[1] > 0) normal = scale(normal, -1);
    // Beside a steep side the label starts (or ends) next to it rather than straddling it.
    if (Math.abs(normal[0]) > 0.7) {
      this.textAt(add(middle, scale(normal, 5)), text, normal[0] < 0 ? 'end' : 'start');
      return this;
    }
    this.textAt(add(middle, scale(normal, gap)), text);
    return this;
  }

  /**
   * Marks the angle pVq with a small arc and writes `text` inside it, or just outside the vertex
   * when the angle's corner is too cramped for a label.
   */
  angle(vertex: Point, p: Point, q: Point, text: string, radius = 14, outside = false): this {
    const v = this.at(vertex);
    const heading = (point: Point) => {
      const w = sub(this.at(point), v);
      return (Math.atan2(-w[1], w[0]) * 180) / Math.PI;
    };
    let start = heading(p);
    let end = heading(q);
    if ((((end - start) % 360) + 360) % 360 > 180) [start, end] = [end, start];
    start = ((start % 360) + 360) % 360;
    end = start + ((((end - start) % 360) + 360) % 360);
    this.shapes.push({ type: 'arc', cx: v[0], cy: v[1], r: radius, start: round(start), end: round(end) });
    const bisector = unit(add(unit(sub(this.at(p), v)), unit(sub(this.at(q), v))));
    const sweep = end - start;
    const gap = radius + 10 + (sweep < 45 ? 12 : 0) + text.length * 1.5;
    this.textAt(add(v, scale(bisector, outside ? -(14 + text.length * 3) : gap)), text);
    return this;
  }

  /** The small square that marks a right angle pVq. */
  rightAngle(vertex: Point, p: Point, q: Point, side = 9): this {
    const v = this.at(vertex);
    const u = scale(unit(sub(this.at(p), v)), side);
    const w = scale(unit(sub(this.at(q), v)), side);
    this.shapes.push({
      type: 'polygon',
      points: [add(v, u), add(add(v, u), w), add(v, w)].map((point) => [round(point[0]), round(point[1])]),
      open: true,
    });
    return this;
  }

  drawing(alt: string, altHi: string): Drawing {
    return { kind: 'drawing', width: this.width, height: this.height, shapes: this.shapes, alt, altHi };
  }
}

/** The triangle with the given angles at B and C, B at the origin and BC along the x axis. */
export function triangleFromAngles(angleB: number, angleC: number, base = 10): [Point, Point, Point] {
  const b: Point = [0, 0];
  const c: Point = [base, 0];
  const a = intersect(b, polar(b, 1, angleB), c, polar(c, 1, 180 - angleC));
  return [a, b, c];
}

/** The triangle with sides a = BC, b = CA, c = AB, B at the origin and BC along the x axis. */
export function triangleFromSides(a: number, b: number, c: number): [Point, Point, Point] {
  const x = (a * a + c * c - b * b) / (2 * a);
  return [
    [x, Math.sqrt(Math.max(0, c * c - x * x))],
    [0, 0],
    [a, 0],
  ];
}

export const centroidOf = (points: readonly Point[]): Point =>
  scale(
    points.reduce((sum, p) => add(sum, p), [0, 0] as Point),
    1 / points.length,
  );
