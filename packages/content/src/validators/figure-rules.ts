import { type Figure, figureSchema } from '@abhyas/domain';
import type { Candidate } from '../model/candidate.ts';
import type { ValidationProblem } from './validation-problem.ts';

/** What a figure must hold for a learner to read it: the schema, and what a schema cannot say. */
export function figureProblems(figure: Figure): string[] {
  const parsed = figureSchema.safeParse(figure);
  if (!parsed.success)
    return parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const problems: string[] = [];
  const unique = (labels: readonly string[], what: string) => {
    if (new Set(labels).size !== labels.length) problems.push(`${what} repeat: ${labels.join(', ')}`);
  };
  if (figure.kind === 'chart') {
    unique(figure.categories, 'categories');
    if (figure.categoriesHi) unique(figure.categoriesHi, 'Hindi categories');
    if (figure.categoriesHi && figure.categoriesHi.length !== figure.categories.length)
      problems.push('Hindi categories do not match the categories');
    unique(
      figure.series.map((series) => series.name),
      'series names',
    );
    for (const series of figure.series) {
      if (series.values.length !== figure.categories.length)
        problems.push(
          `series ${series.name} has ${series.values.length} values for ${figure.categories.length} categories`,
        );
      if (series.values.some((value) => value < 0))
        problems.push(`series ${series.name} has a negative value`);
    }
    if (figure.chart === 'pie' && figure.series.length !== 1) problems.push('a pie chart has one series');
  }
  if (figure.kind === 'table') {
    unique(
      figure.rows.map((row) => row[0] ?? ''),
      'row labels',
    );
    for (const row of figure.rows)
      if (row.length !== figure.columns.length)
        problems.push(`row ${row[0]} has ${row.length} cells for ${figure.columns.length} columns`);
  }
  if (figure.kind === 'drawing') {
    const outside = figure.shapes.filter((shape) => {
      const points =
        shape.type === 'line'
          ? [
              [shape.x1, shape.y1],
              [shape.x2, shape.y2],
            ]
          : shape.type === 'polygon'
            ? shape.points
            : shape.type === 'text' || shape.type === 'dot'
              ? [[shape.x, shape.y]]
              : [[shape.cx, shape.cy]];
      return points.some(([x = 0, y = 0]) => x < 0 || y < 0 || x > figure.width || y > figure.height);
    });
    if (outside.length > 0) problems.push(`${outside.length} shape(s) outside the drawing's box`);
  }
  return problems;
}

/** Every figure a question shows: its own, its option pictures, its set's. */
export function validateFigures(candidate: Candidate): ValidationProblem[] {
  const { question } = candidate;
  const figures: [string, Figure][] = [];
  if (question.figure) figures.push(['figure', question.figure]);
  for (const [index, figure] of (question.optionFigures ?? []).entries())
    figures.push([`option ${index + 1}`, figure]);
  if (candidate.set?.figure) figures.push([`set ${candidate.set.id}`, candidate.set.figure]);
  return figures.flatMap(([where, figure]) =>
    figureProblems(figure).map((message) => ({
      where: `${question.subcategoryId}/${question.id}`,
      message: `${where}: ${message}`,
    })),
  );
}
