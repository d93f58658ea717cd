import type { Chart } from '@abhyas/domain';
import { allValues, formatValue, niceMaximum, pieSlicePath, pointOnCircle } from './figure-geometry.ts';

const WIDTH = 360;
const HEIGHT = 240;
const PLOT = { left: 44, right: 12, top: 16, bottom: 44 };
const AXIS_STEPS = 4;

interface Labels {
  categories: readonly string[];
  seriesNames: readonly string[];
}

function ValueAxis({ maximum }: { maximum: number }) {
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  return (
    <g className="learn-figure__axis">
      {Array.from({ length: AXIS_STEPS + 1 }, (_, step) => {
        const y = PLOT.top + plotHeight - (plotHeight * step) / AXIS_STEPS;
        const value = (maximum * step) / AXIS_STEPS;
        return (
          <g key={value}>
            <line x1={PLOT.left} y1={y} x2={WIDTH - PLOT.right} y2={y} className="learn-figure__grid" />
            <text x={PLOT.left - 4} y={y} textAnchor="end" dominantBaseline="central" fontSize={10}>
              {formatValue(value)}
            </text>
          </g>
        );
      })}
      <line x1={PLOT.left} y1={PLOT.top} x2={PLOT.left} y2={HEIGHT - PLOT.bottom} />
    </g>
  );
}

function CategoryLabels({ labels, x }: { labels: readonly string[]; x: (index: number) => number }) {
  return (
    <g className="learn-figure__text">
      {labels.map((label, index) => (
        <text key={label} x={x(index)} y={HEIGHT - PLOT.bottom + 14} textAnchor="middle" fontSize={11}>
          {label}
        </text>
      ))}
    </g>
  );
}

function Legend({ names }: { names: readonly string[] }) {
  if (names.length < 2) return null;
  return (
    <g className="learn-figure__text">
      {names.map((name, index) => {
        const x = PLOT.left + index * ((WIDTH - PLOT.left) / names.length);
        return (
          <g key={name}>
            <rect x={x} y={HEIGHT - 16} width={12} height={10} className={`learn-figure__series-${index}`} />
            <text x={x + 16} y={HEIGHT - 11} dominantBaseline="central" fontSize={11}>
              {name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function BarChart({ chart, labels }: { chart: Chart; labels: Labels }) {
  const maximum = niceMaximum(allValues(chart));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const group = plotWidth / chart.categories.length;
  const barWidth = (group * 0.7) / chart.series.length;
  const centre = (index: number) => PLOT.left + group * index + group / 2;
  return (
    <>
      <ValueAxis maximum={maximum} />
      {chart.series.map((series, seriesIndex) =>
        series.values.map((value, index) => {
          const height = (plotHeight * value) / maximum;
          const x = centre(index) - (group * 0.7) / 2 + barWidth * seriesIndex;
          const y = PLOT.top + plotHeight - height;
          return (
            <g key={`${series.name}-${chart.categories[index]}`}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={height}
                className={`learn-figure__series-${seriesIndex}`}
              />
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                fontSize={10}
                className="learn-figure__text"
              >
                {formatValue(value)}
              </text>
            </g>
          );
        }),
      )}
      <CategoryLabels labels={labels.categories} x={centre} />
      <Legend names={labels.seriesNames} />
    </>
  );
}

function LineChart({ chart, labels }: { chart: Chart; labels: Labels }) {
  const maximum = niceMaximum(allValues(chart));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / chart.categories.length;
  const x = (index: number) => PLOT.left + step * index + step / 2;
  const y = (value: number) => PLOT.top + plotHeight - (plotHeight * value) / maximum;
  return (
    <>
      <ValueAxis maximum={maximum} />
      {chart.series.map((series, seriesIndex) => (
        <g key={series.name} className={`learn-figure__line-${seriesIndex}`}>
          <polyline points={series.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')} />
          {series.values.map((value, index) => (
            <g key={chart.categories[index]}>
              <circle cx={x(index)} cy={y(value)} r={3} className="learn-figure__ink" />
              <text
                x={x(index)}
                y={y(value) - 8}
                textAnchor="middle"
                fontSize={10}
                className="learn-figure__text"
              >
                {formatValue(value)}
              </text>
            </g>
          ))}
        </g>
      ))}
      <CategoryLabels labels={labels.categories} x={x} />
      <Legend names={labels.seriesNames} />
    </>
  );
}

function PieChart({ chart, labels }: { chart: Chart; labels: Labels }) {
  const values = chart.series[0]?.values ?? [];
  const total = values.reduce((sum, value) => sum + value, 0) || 1;
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const r = 78;
  let start = 0;
  return (
    <>
      {values.map((value, index) => {
        const end = start + (360 * value) / total;
        const middle = (start + end) / 2;
        const [lx, ly] = pointOnCircle(cx, cy, r + 14, 90 - middle);
        const slice = (
          <g key={labels.categories[index]}>
            <path d={pieSlicePath(cx, cy, r, start, end)} className={`learn-figure__slice-${index % 4}`} />
            <text
              x={lx}
              y={ly}
              textAnchor={middle < 180 ? 'start' : 'end'}
              dominantBaseline="central"
              fontSize={11}
              className="learn-figure__text"
            >
              {`${labels.categories[index] ?? ''} (${formatValue(value)})`}
            </text>
          </g>
        );
        start = end;
        return slice;
      })}
    </>
  );
}

/** A bar, line or pie chart with every value written on it, as the paper prints them. */
export function ChartFigure({ chart, labels, alt }: { chart: Chart; labels: Labels; alt: string }) {
  const Body = chart.chart === 'bar' ? BarChart : chart.chart === 'line' ? LineChart : PieChart;
  return (
    <svg
      className="learn-figure__drawing learn-figure__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={alt}
    >
      <Body chart={chart} labels={labels} />
    </svg>
  );
}
