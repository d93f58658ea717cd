import { describe, expect, it } from 'vitest';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { countingFigures } from '../reasoning/counting-figures.ts';
import { paperFolding } from '../reasoning/paper-folding.ts';
import { vennDiagrams } from '../reasoning/venn-diagrams.ts';
import { algebraTopics } from './algebra.ts';
import { dataInterpretationGenerators } from './data-interpretation.ts';
import { geometryCircles } from './geometry-circles.ts';
import { geometryPolygons } from './geometry-polygons.ts';
import { simplification } from './simplification.ts';
import { meanMedianMode } from './statistics.ts';
import { trigonometryTopics } from './trigonometry.ts';

const topics: readonly TopicGenerator[] = [
  ...algebraTopics,
  simplification,
  meanMedianMode,
  ...trigonometryTopics,
  geometryCircles,
  geometryPolygons,
  ...dataInterpretationGenerators,
  paperFolding,
  countingFigures,
  vennDiagrams,
];

const generated = new Map<TopicGenerator, ReturnType<TopicGenerator['generate']>>();
/** Each topic is generated once for all three checks (counting figures takes a few seconds). */
function questionsOf(topic: TopicGenerator) {
  const candidates = generated.get(topic) ?? topic.generate();
  generated.set(topic, candidates);
  return candidates;
}
const SLOW = 60_000;

const lastLine = (text: string | undefined) => (text ?? '').split('\n').at(-1) ?? '';

describe('every explanation ends on the answer', () => {
  for (const topic of topics) {
    it(
      topic.topic.id,
      () => {
        const questions = questionsOf(topic).map((candidate) => candidate.question);
        expect(questions.length).toBeGreaterThan(0);
        for (const q of questions) {
          const key = q.options[q.answerIndex] ?? '';
          expect(lastLine(q.explanation), q.id).toContain(key);
          if (q.explanationHi && q.optionsHi)
            expect(lastLine(q.explanationHi), q.id).toContain(q.optionsHi[q.answerIndex]);
        }
      },
      SLOW,
    );
  }
});

describe('angle options are angles the figure can have', () => {
  const degrees = (option: string) => (/^\d+(\.\d+)?°$/.test(option) ? Number.parseFloat(option) : undefined);
  for (const topic of [geometryCircles, geometryPolygons]) {
    it(
      topic.topic.id,
      () => {
        for (const { question: q } of questionsOf(topic)) {
          if (/sum of the (interior|exterior) angles/.test(q.stem)) continue;
          const values = q.options.map(degrees).filter((v): v is number => v !== undefined);
          // An angle of a polygon or a quadrilateral is under 360°; here every one asked is an interior
          // angle of a convex figure, or an angle made at a circle, so under 180° (and above 0°).
          for (const value of values) {
            expect(value, `${q.id}: ${q.stem}`).toBeLessThan(180);
            expect(value, `${q.id}: ${q.stem}`).toBeGreaterThan(0);
          }
        }
      },
      SLOW,
    );
  }
});

describe('Hindi uses the Hindi terms', () => {
  for (const topic of topics) {
    it(
      topic.topic.id,
      () => {
        for (const { question: q } of questionsOf(topic)) {
          const hindi = [q.stemHi ?? '', q.explanationHi ?? '', ...(q.optionsHi ?? [])].join('\n');
          expect(hindi, q.id).not.toMatch(/\b(LCM|HCF|LHS|RHS)\b/);
          expect(hindi, q.id).not.toMatch(/(ें|ियाँ) (के|का|की) \d+ मान/);
        }
      },
      SLOW,
    );
  }
});
