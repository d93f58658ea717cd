import type { Chart } from '@abhyas/domain';

/** A point on a circle at `degrees`, counter-clockwise from the positive x axis, on a y-down screen. */
export function pointOnCircle(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(cx + r * Math.cos(radians)), round(cy - r * Math.sin(radians))];
}

/** The SVG path of an arc drawn counter-clockwise (as geometry measures angles) from `start` to `end`. */
export function arcPath(cx: number, cy: number, r: number, start: number, end: number): string {
  const sweep = (((end - start) % 360) + 360) % 360 || 360;
  const [x1, y1] = pointOnCircle(cx, cy, r, start);
  const [x2, y2] = pointOnCircle(cx, cy, r, start + Math.min(sweep, 359.99));
  return `M ${x1} ${y1} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 0 ${x2} ${y2}`;
}

/** The path of one pie slice from `start` to `end` degrees, clockwise from twelve o'clock. */
export function pieSlicePath(cx: number, cy: number, r: number, start: number, end: number): string {
  if (end - start >= 359.999)
    return `M ${cx - r} ${cy} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`;
  const [x1, y1] = pointOnCircle(cx, cy, r, 90 - start);
  const [x2, y2] = pointOnCircle(cx, cy, r, 90 - end);
  return `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${end - start > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
}

/** A round upper bound for a value axis: 1, 2, 2.5 or 5 times a power of ten, at or above the largest value. */
export function niceMaximum(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= largest) return step * power;
  return 10 * power;
}

/** A value as a chart label: whole numbers as they are, others to at most two decimals. */
export function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** Every series' values, for the axis. */
export function allValues(chart: Chart): number[] {
  return chart.series.flatMap((series) => series.values);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
