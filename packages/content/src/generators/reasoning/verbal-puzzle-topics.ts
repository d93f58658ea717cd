import type { TopicGenerator } from '../../model/topic-generator.ts';
import { dictionaryOrder } from './dictionary-order.ts';
import { letterAnalogy } from './letter-analogy.ts';
import { mathematicalOperations } from './mathematical-operations.ts';
import { missingNumber } from './missing-number.ts';
import { seatingCircular, seatingLinear } from './seating-arrangement.ts';
import { vennDiagrams } from './venn-diagrams.ts';
import { wordAnalogy } from './word-analogy.ts';

/** Word and letter analogies, dictionary order, mathematical operations, Venn diagrams, missing numbers, seating arrangements. */
export const verbalPuzzleGenerators: readonly TopicGenerator[] = [
  wordAnalogy,
  letterAnalogy,
  dictionaryOrder,
  vennDiagrams,
  mathematicalOperations,
  missingNumber,
  seatingLinear,
  seatingCircular,
];
