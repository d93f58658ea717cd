import type { TopicGenerator } from '../../model/topic-generator.ts';
import { boatsAndStreams } from './boats-streams.ts';
import { discount } from './discount.ts';
import { divisibilityAndUnitDigits } from './divisibility.ts';
import { pipesAndCisterns } from './pipes-cisterns.ts';

/** Pipes and cisterns, boats and streams, discount, divisibility and unit digits. */
export const arithmeticExtraGenerators: readonly TopicGenerator[] = [
  pipesAndCisterns,
  boatsAndStreams,
  discount,
  divisibilityAndUnitDigits,
];
