import type { TopicGenerator } from '../../model/topic-generator.ts';
import { algebraTopics } from './algebra.ts';
import { simplificationTopics } from './simplification.ts';
import { statisticsTopics } from './statistics.ts';
import { trigonometryTopics } from './trigonometry.ts';

/** Algebra, trigonometry, statistics, simplification, number basics, pipes and cisterns, boats and streams. */
export const newArithmeticAndAlgebraGenerators: readonly TopicGenerator[] = [
  ...algebraTopics,
  ...trigonometryTopics,
  ...statisticsTopics,
  ...simplificationTopics,
];
