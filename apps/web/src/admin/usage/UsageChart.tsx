import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  /** One value per day; null where there is nothing to draw (no syncs that day). */
  values: readonly (number | null)[];
  /** A CSS custom property of the theme, so the lines follow light and dark. */
  colourVariable: string;
}

const HEIGHT = 220;
/** Tick steps of an axis of counts: never 0.25 of a learner. */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000,
];

/** 'YYYY-MM-DD' as seconds since the epoch at midnight UTC: uPlot's time scale reads seconds. */
export function daySeconds(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 1000;
}

function themeColour(variable: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || 'currentColor';
}

/**
 * A line chart of figures per IST day. The days are calendar labels, so they are drawn in UTC
 * whatever the operator's zone: 2026-11-25 stays the 25th on every machine.
 */
export function UsageChart({
  days,
  series,
  counts = true,
}: {
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Whole numbers (learners, quizzes): the axis ticks are whole too. */
  counts?: boolean;
}) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const text = themeColour('--colour-text');
    const grid = themeColour('--colour-border');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 300),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [axis, { ...axis, size: 56, ...(counts ? { incrs: WHOLE_STEPS } : {}) }],
        // The legend names the lines; the figures are in the table under the chart.
        legend: { live: false },
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: themeColour(line.colourVariable),
            width: 2,
            points: { show: days.length <= 31 },
            spanGaps: false,
          })),
        ],
      },
      [days.map(daySeconds), ...series.map((line) => [...line.values])],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 300), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, counts]);

  return <div ref={holder} className="usage-chart" data-testid="usage-chart" />;
}
