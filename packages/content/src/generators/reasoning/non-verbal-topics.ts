import type { TopicGenerator } from '../../model/topic-generator.ts';

/** Mirror and water images, paper folding, embedded figures, counting figures and dice. */
export const nonVerbalGenerators: readonly TopicGenerator[] = [];
