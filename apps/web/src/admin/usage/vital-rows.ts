import type { AdminWebVital, WebVitalMetric } from '@abhyas/domain';

export interface VitalRow {
  route: string;
  /** Each metric's p75 as the operator reads it: ms rounded for times, three decimals for CLS. */
  p75: Partial<Record<WebVitalMetric, string>>;
  /** The most reports any of the route's metrics is taken over. */
  samples: number;
}

const shown = (metric: WebVitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** One row per route template, its metrics side by side, in the order the server sent the routes. */
export function vitalRows(vitals: readonly AdminWebVital[]): VitalRow[] {
  const rows = new Map<string, VitalRow>();
  for (const vital of vitals) {
    const row = rows.get(vital.route) ?? { route: vital.route, p75: {}, samples: 0 };
    row.p75[vital.metric] = shown(vital.metric, vital.p75);
    row.samples = Math.max(row.samples, vital.samples);
    rows.set(vital.route, row);
  }
  return [...rows.values()];
}
