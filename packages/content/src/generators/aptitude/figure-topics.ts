import type { TopicGenerator } from '../../model/topic-generator.ts';
import { dataInterpretationGenerators } from './data-interpretation.ts';
import { geometryCircles } from './geometry-circles.ts';
import { geometryPolygons } from './geometry-polygons.ts';
import { geometryTriangles } from './geometry-triangles.ts';

/** Geometry with figures, and data-interpretation sets on tables and charts. */
export const geometryAndDataGenerators: readonly TopicGenerator[] = [
  geometryTriangles,
  geometryCircles,
  geometryPolygons,
  ...dataInterpretationGenerators,
];
