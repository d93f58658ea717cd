import type { TopicGenerator } from '../../model/topic-generator.ts';

/** Word and letter analogies, dictionary order, mathematical operations, Venn diagrams, missing numbers, seating arrangements. */
export const verbalPuzzleGenerators: readonly TopicGenerator[] = [];
