import { drawingSchema } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { validateCandidate, validateUniqueness } from '../../validators/question-validators.ts';
import { geometryCircles } from './geometry-circles.ts';
import { geometryPolygons } from './geometry-polygons.ts';
import { geometryTriangles } from './geometry-triangles.ts';

describe.each([geometryTriangles, geometryCircles, geometryPolygons])(
  'geometry topic $topic.id',
  (generator) => {
    const candidates = generator.generate();
    const questions = candidates.map((candidate) => candidate.question);

    it('has at least 120 valid questions, each with Hindi', () => {
      expect(questions.length).toBeGreaterThanOrEqual(120);
      expect(candidates.flatMap(validateCandidate)).toEqual([]);
      expect(validateUniqueness(candidates)).toEqual([]);
      for (const question of questions) {
        expect(question.stemHi && question.optionsHi && question.explanationHi).toBeTruthy();
        expect(question.explanation).not.toMatch(/NaN|undefined|\d\.\d{3}/);
      }
    });

    it('mixes easy, medium and hard questions', () => {
      for (const level of ['easy', 'medium', 'hard'] as const)
        expect(questions.filter((q) => q.difficulty === level).length).toBeGreaterThan(questions.length / 8);
    });

    it('draws most questions, inside the box, with every marked number in the alt text', () => {
      const drawn = questions.filter((question) => question.figure);
      expect(drawn.length).toBeGreaterThan(questions.length * 0.6);
      for (const { figure } of drawn) {
        const drawing = drawingSchema.parse(figure);
        expect(drawing.altHi).toBeTruthy();
        for (const shape of drawing.shapes) {
          const points: [number, number][] =
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
          for (const [x, y] of points) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(drawing.width);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y).toBeLessThanOrEqual(drawing.height);
          }
          if (shape.type === 'text') {
            // About 0.6 em a character: the whole label stays inside the box.
            const width = shape.text.length * (shape.size ?? 14) * 0.6;
            const left =
              shape.anchor === 'end'
                ? shape.x - width
                : shape.anchor === 'middle'
                  ? shape.x - width / 2
                  : shape.x;
            expect(left).toBeGreaterThanOrEqual(-1);
            expect(left + width).toBeLessThanOrEqual(drawing.width + 1);
          }
          if (shape.type === 'text')
            for (const value of shape.text.match(/\d+(?:\.\d+)?(?: cm|°)?/g) ?? [])
              expect(drawing.alt).toContain(value);
        }
      }
    });

    it('never keys one answer for more than a third of the topic', () => {
      const counts = new Map<string, number>();
      for (const q of questions) {
        const key = q.options[q.answerIndex] ?? '';
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      expect(Math.max(...counts.values())).toBeLessThan(questions.length / 3);
    });
  },
);
