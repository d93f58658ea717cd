import type { TopicGenerator } from '../../model/topic-generator.ts';
import { countingFigures } from './counting-figures.ts';
import { dice } from './dice.ts';
import { embeddedFigures } from './embedded-figures.ts';
import { mirrorAndWaterImages } from './mirror-images.ts';
import { paperFolding } from './paper-folding.ts';

/** Mirror and water images, paper folding, embedded figures, counting figures and dice. */
export const nonVerbalGenerators: readonly TopicGenerator[] = [
  mirrorAndWaterImages,
  paperFolding,
  embeddedFigures,
  countingFigures,
  dice,
];
