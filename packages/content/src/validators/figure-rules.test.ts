import type { Chart, Drawing, TableFigure } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { figureProblems } from './figure-rules.ts';

const chart: Chart = {
  kind: 'chart',
  chart: 'bar',
  title: 'Sales',
  categories: ['2021', '2022', '2023'],
  series: [{ name: 'Shop A', values: [10, 20, 30] }],
};

describe('figureProblems', () => {
  it('accepts a readable chart, table and drawing', () => {
    const table: TableFigure = {
      kind: 'table',
      title: 'T',
      columns: ['Year', 'Units'],
      rows: [['2021', '5']],
    };
    const drawing: Drawing = {
      kind: 'drawing',
      width: 100,
      height: 100,
      shapes: [{ type: 'line', x1: 0, y1: 0, x2: 100, y2: 100 }],
      alt: 'A diagonal line.',
    };
    expect([chart, table, drawing].flatMap(figureProblems)).toEqual([]);
  });

  it('refuses a chart with a repeated category, a short series or a pie of two series', () => {
    expect(figureProblems({ ...chart, categories: ['Dec', 'Dec', 'Jan'] })[0]).toMatch(/categories repeat/);
    expect(figureProblems({ ...chart, series: [{ name: 'A', values: [1, 2] }] })[0]).toMatch(
      /2 values for 3/,
    );
    expect(
      figureProblems({ ...chart, chart: 'pie', series: [...chart.series, { name: 'B', values: [1, 2, 3] }] }),
    ).toContain('a pie chart has one series');
  });

  it('refuses a drawing whose shapes fall outside its box, where the screen would cut them', () => {
    const drawing: Drawing = {
      kind: 'drawing',
      width: 100,
      height: 100,
      shapes: [{ type: 'text', x: 120, y: 50, text: 'A' }],
      alt: 'The letter A.',
    };
    expect(figureProblems(drawing)).toEqual(["1 shape(s) outside the drawing's box"]);
  });
});
