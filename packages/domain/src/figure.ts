import { z } from 'zod';

/**
 * Figures are data, never markup: the web app draws them as SVG from these shapes, in the
 * text colour of the theme, so an imported bank cannot carry script and a figure reads in
 * the dark theme too. Every figure has a text alternative a screen-reader user can answer from:
 * a drawing its `alt`, a chart its own data shown as a table.
 */
const coordinate = z.number().finite().min(-1000).max(1000);
const label = z.string().min(1).max(60);

const lineShape = z.object({
  type: z.literal('line'),
  x1: coordinate,
  y1: coordinate,
  x2: coordinate,
  y2: coordinate,
  dashed: z.boolean().optional(),
});
const polygonShape = z.object({
  type: z.literal('polygon'),
  points: z
    .array(z.tuple([coordinate, coordinate]))
    .min(2)
    .max(60),
  /** An open polygon is a polyline. */
  open: z.boolean().optional(),
  shaded: z.boolean().optional(),
  dashed: z.boolean().optional(),
});
const circleShape = z.object({
  type: z.literal('circle'),
  cx: coordinate,
  cy: coordinate,
  r: z.number().finite().positive().max(1000),
  shaded: z.boolean().optional(),
  dashed: z.boolean().optional(),
});
/** An arc from `start` to `end` degrees, counter-clockwise from the positive x axis, as in geometry. */
const arcShape = z.object({
  type: z.literal('arc'),
  cx: coordinate,
  cy: coordinate,
  r: z.number().finite().positive().max(1000),
  start: z.number().finite().min(-360).max(720),
  end: z.number().finite().min(-360).max(720),
});
const dotShape = z.object({ type: z.literal('dot'), x: coordinate, y: coordinate });
const textShape = z.object({
  type: z.literal('text'),
  x: coordinate,
  y: coordinate,
  text: label,
  anchor: z.enum(['start', 'middle', 'end']).optional(),
  /** Font size in figure units; 14 when absent. */
  size: z.number().finite().min(6).max(60).optional(),
  /** Drawn mirrored left to right (mirror-image questions). */
  mirrored: z.boolean().optional(),
  /** Drawn upside down (water-image questions). */
  flipped: z.boolean().optional(),
});

export const figureShapeSchema = z.discriminatedUnion('type', [
  lineShape,
  polygonShape,
  circleShape,
  arcShape,
  dotShape,
  textShape,
]);
export type FigureShape = z.infer<typeof figureShapeSchema>;

export const drawingSchema = z.object({
  kind: z.literal('drawing'),
  /** The drawing's own coordinate box; it scales to the width of the screen. */
  width: z.number().finite().positive().max(1000),
  height: z.number().finite().positive().max(1000),
  shapes: z.array(figureShapeSchema).min(1).max(400),
  /** Enough words to answer the question without seeing the drawing. */
  alt: z.string().min(1).max(2000),
  altHi: z.string().min(1).max(2000).optional(),
});
export type Drawing = z.infer<typeof drawingSchema>;

const seriesSchema = z.object({
  name: label,
  nameHi: label.optional(),
  values: z.array(z.number().finite()).min(1).max(24),
});

export const chartSchema = z.object({
  kind: z.literal('chart'),
  chart: z.enum(['bar', 'line', 'pie']),
  title: z.string().min(1).max(200),
  titleHi: z.string().min(1).max(200).optional(),
  /** The unit of every value, shown on the axis and in the table: "₹ crore", "%", "units". */
  unit: z.string().min(1).max(40).optional(),
  unitHi: z.string().min(1).max(40).optional(),
  categories: z.array(label).min(1).max(24),
  categoriesHi: z.array(label).min(1).max(24).optional(),
  /** A pie has exactly one series. */
  series: z.array(seriesSchema).min(1).max(6),
});
export type Chart = z.infer<typeof chartSchema>;

export const tableFigureSchema = z.object({
  kind: z.literal('table'),
  title: z.string().min(1).max(200),
  titleHi: z.string().min(1).max(200).optional(),
  columns: z.array(label).min(2).max(10),
  columnsHi: z.array(label).min(2).max(10).optional(),
  /** The first cell of each row names it. */
  rows: z
    .array(z.array(z.string().max(60)).min(2).max(10))
    .min(1)
    .max(30),
});
export type TableFigure = z.infer<typeof tableFigureSchema>;

export const figureSchema = z.discriminatedUnion('kind', [drawingSchema, chartSchema, tableFigureSchema]);
export type Figure = z.infer<typeof figureSchema>;

/**
 * Questions that share a passage, a cloze text or a chart form a set. The set is stored once
 * in the pack and shown once with its questions; each question is still answered, scored and
 * synced on its own.
 */
export const questionSetSchema = z.object({
  id: z.string().min(1).max(80),
  /** "Read the passage and answer the questions that follow." */
  instruction: z.string().min(1).max(300),
  instructionHi: z.string().min(1).max(300).optional(),
  /** Paragraphs separated by a blank line; a cloze marks its blanks "(1) ____". */
  passage: z.string().min(1).max(6000).optional(),
  passageHi: z.string().min(1).max(6000).optional(),
  figure: figureSchema.optional(),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;
