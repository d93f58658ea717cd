import type { TopicGenerator } from '../../model/topic-generator.ts';

/** Geometry with figures, and data-interpretation sets on tables and charts. */
export const geometryAndDataGenerators: readonly TopicGenerator[] = [];
