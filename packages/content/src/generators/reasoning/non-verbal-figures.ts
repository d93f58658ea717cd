import type { Drawing, Figure, FigureShape, QuestionDifficulty } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { distinctDraws } from '../../model/distinct-draws.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition } from '../../model/topic-generator.ts';
import { placementOf } from '../../taxonomy.ts';

/** Shapes and the question loop shared by the non-verbal reasoning topics. */

export const nonVerbalTopic = (id: string, name: string, nameHi: string): TopicDefinition => ({
  id,
  categoryId: 'non-verbal',
  name,
  nameHi,
});

export const line = (x1: number, y1: number, x2: number, y2: number, dashed = false): FigureShape =>
  dashed ? { type: 'line', x1, y1, x2, y2, dashed } : { type: 'line', x1, y1, x2, y2 };

export const circle = (cx: number, cy: number, r: number, shaded = false): FigureShape =>
  shaded ? { type: 'circle', cx, cy, r, shaded } : { type: 'circle', cx, cy, r };

export const polygon = (
  points: readonly (readonly [number, number])[],
  options: { open?: boolean; shaded?: boolean; dashed?: boolean } = {},
): FigureShape => ({
  type: 'polygon',
  points: points.map(([x, y]) => [round(x), round(y)] as [number, number]),
  ...options,
});

export const text = (
  x: number,
  y: number,
  value: string,
  options: { size?: number; anchor?: 'start' | 'middle' | 'end'; mirrored?: boolean; flipped?: boolean } = {},
): FigureShape => ({
  type: 'text',
  x: round(x),
  y: round(y),
  text: value,
  anchor: options.anchor ?? 'middle',
  ...(options.size ? { size: options.size } : {}),
  ...(options.mirrored ? { mirrored: true } : {}),
  ...(options.flipped ? { flipped: true } : {}),
});

/** Coordinates to two decimals, so packs stay small and builds stay byte-identical. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function drawing(
  width: number,
  height: number,
  shapes: readonly FigureShape[],
  alt: string,
  altHi: string,
): Drawing {
  return { kind: 'drawing', width, height, shapes: [...shapes], alt, altHi };
}

/** One option: its text (the picture's text alternative, and what `isTrue` reads), Hindi and picture. */
export interface FigureOption {
  text: string;
  textHi: string;
  figure?: Drawing;
}

export interface FigureQuestion {
  stem: string;
  stemHi: string;
  correct: FigureOption;
  /** Wrong options, most telling mistake first; the first three are used. */
  distractors: readonly FigureOption[];
  explanation: string;
  explanationHi: string;
  difficulty: QuestionDifficulty;
  figure?: Figure;
}

export interface FigureTopicSpec<P> {
  topic: TopicDefinition;
  generator: string;
  count: number;
  draw: (random: SeededRandom) => P | undefined;
  /** Canonical text of the parameters: the question's entity, so its id. */
  key: (params: P) => string;
  build: (params: P) => FigureQuestion | undefined;
  /** The second, independent solver: is this option text right for these parameters? */
  isTrue: (params: P) => (option: string) => boolean;
}

const DRAWS_PER_QUESTION = 60;

export function figureQuestions<P>(spec: FigureTopicSpec<P>): Candidate[] {
  const placement = placementOf(spec.topic);
  const random = new SeededRandom(`non-verbal|${spec.generator}`);
  const seenStems = new Set<string>();
  const candidates: Candidate[] = [];
  for (const { params, key } of distinctDraws(random, spec.count * DRAWS_PER_QUESTION, spec.draw, spec.key)) {
    if (candidates.length >= spec.count) break;
    const built = spec.build(params);
    // One stem asks a new question for each figure ("Which shape is hidden in the figure?").
    const asked = built ? `${built.stem}\u0000${JSON.stringify(built.figure ?? null)}` : '';
    if (!built || seenStems.has(asked)) continue;
    const distractors = distinctOptions(built.correct, built.distractors);
    if (!distractors) continue;
    seenStems.add(asked);
    const pictures = built.correct.figure && distractors.every((option) => option.figure);
    candidates.push(
      buildCandidate({
        key: { generator: spec.generator, entity: key, template: 'v1' },
        topic: placement,
        stem: built.stem,
        correct: built.correct.text,
        distractors: distractors.map((option) => option.text),
        explanation: built.explanation,
        difficulty: built.difficulty,
        source: { dataset: `generator:${spec.generator}`, record: key },
        isTrue: spec.isTrue(params),
        hindi: {
          stem: built.stemHi,
          correct: built.correct.textHi,
          distractors: distractors.map((option) => option.textHi),
          explanation: built.explanationHi,
        },
        ...(built.figure ? { figure: built.figure } : {}),
        ...(pictures && built.correct.figure
          ? {
              optionFigures: {
                correct: built.correct.figure,
                distractors: distractors.map((option) => option.figure as Drawing),
              },
            }
          : {}),
      }),
    );
  }
  return candidates;
}

function distinctOptions(correct: FigureOption, wrong: readonly FigureOption[]): FigureOption[] | undefined {
  const chosen: FigureOption[] = [];
  const texts = new Set([correct.text]);
  const textsHi = new Set([correct.textHi]);
  for (const option of wrong) {
    if (chosen.length === 3) break;
    if (texts.has(option.text) || textsHi.has(option.textHi)) continue;
    texts.add(option.text);
    textsHi.add(option.textHi);
    chosen.push(option);
  }
  return chosen.length === 3 ? chosen : undefined;
}

/** Wrong counts from typical slips, kept positive, distinct and different from the answer. */
export function countOptions(answer: number, slips: readonly number[]): FigureOption[] {
  const seen = new Set([answer]);
  const options: FigureOption[] = [];
  for (const value of [...slips, answer + 1, answer - 1, answer + 2, answer + 4]) {
    if (!Number.isInteger(value) || value <= 0 || seen.has(value)) continue;
    seen.add(value);
    options.push({ text: String(value), textHi: String(value) });
  }
  return options;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An SVG of a drawing, for looking at figures while writing generators (not used by the app). */
export function drawingToSvg(figure: Drawing, scale = 1.5): string {
  const body = figure.shapes
    .map((shape) => {
      const stroke = 'fill="none" stroke="black" stroke-width="1.5"';
      const dash = 'dashed' in shape && shape.dashed ? ' stroke-dasharray="5 4"' : '';
      switch (shape.type) {
        case 'line':
          return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" ${stroke}${dash}/>`;
        case 'polygon': {
          const tag = shape.open ? 'polyline' : 'polygon';
          const fill = shape.shaded ? 'fill="#ccc" stroke="black" stroke-width="1.5"' : stroke;
          return `<${tag} points="${shape.points.map((p) => p.join(',')).join(' ')}" ${fill}${dash}/>`;
        }
        case 'circle': {
          const fill = shape.shaded ? 'fill="#888" stroke="black" stroke-width="1.5"' : stroke;
          return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" ${fill}${dash}/>`;
        }
        case 'arc': {
          const point = (deg: number) => [
            shape.cx + shape.r * Math.cos((deg * Math.PI) / 180),
            shape.cy - shape.r * Math.sin((deg * Math.PI) / 180),
          ];
          const [x1, y1] = point(shape.start);
          const [x2, y2] = point(shape.end);
          const large = (shape.end - shape.start + 360) % 360 > 180 ? 1 : 0;
          return `<path d="M${x1} ${y1} A${shape.r} ${shape.r} 0 ${large} 0 ${x2} ${y2}" ${stroke}/>`;
        }
        case 'dot':
          return `<circle cx="${shape.x}" cy="${shape.y}" r="3" fill="black"/>`;
        case 'text': {
          const sx = shape.mirrored ? -1 : 1;
          const sy = shape.flipped ? -1 : 1;
          return `<text transform="translate(${shape.x} ${shape.y}) scale(${sx} ${sy})" text-anchor="${shape.anchor ?? 'start'}" dominant-baseline="central" font-family="sans-serif" font-size="${shape.size ?? 14}">${escapeXml(shape.text)}</text>`;
        }
      }
      return '';
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${figure.width * scale}" height="${figure.height * scale}" viewBox="0 0 ${figure.width} ${figure.height}"><rect width="100%" height="100%" fill="white"/>\n${body}\n</svg>`;
}
