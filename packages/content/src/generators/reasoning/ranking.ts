import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const ranking: TopicGenerator = {
  topic: {
    id: 'ranking-and-order',
    categoryId: 'logical-puzzles',
    name: 'Ranking and Order',
    nameHi: 'क्रम और रैंकिंग',
  },
  generate: () =>
    numericQuestions({
      topic: ranking.topic,
      generator: 'row-ranking',
      count: 200,
      drawParams: (random) => {
        const total = random.int(15, 70);
        return { total, fromLeft: random.int(2, total - 1), asked: random.pick(['right', 'total'] as const) };
      },
      paramsKey: ({ total, fromLeft, asked }) => `n=${total};l=${fromLeft};ask=${asked}`,
      build: ({ total, fromLeft, asked }) => {
        const fromRight = total - fromLeft + 1;
        if (asked === 'right') {
          return {
            stem: `In a row of ${total} children, Meena is ${fromLeft}th from the left. What is her position from the right?`,
            answer: String(fromRight),
            mistakes: [
              String(total - fromLeft),
              String(fromRight + 1),
              String(fromLeft),
              String(fromRight - 2),
            ],
            explanation: `Position from the right = total − position from the left + 1 = ${total} − ${fromLeft} + 1 = ${fromRight}.`,
            difficulty: 'easy',
          };
        }
        return {
          stem: `Karan is ${fromLeft}th from the left and ${fromRight}th from the right in a row of children. How many children are in the row?`,
          answer: String(total),
          mistakes: [String(fromLeft + fromRight), String(total - 2), String(total + 2), String(total - 1)],
          explanation: `Karan is counted in both positions, so the row has ${fromLeft} + ${fromRight} − 1 = ${total} children.`,
          difficulty: 'medium',
        };
      },
      // Counted by laying out the row, not by the formula.
      solve: ({ total, fromLeft, asked }) => {
        const row = Array.from({ length: total }, (_, i) => i + 1);
        const fromRight = row.slice(fromLeft - 1).length;
        return String(asked === 'right' ? fromRight : row.slice(0, fromLeft).length + fromRight - 1);
      },
    }),
};
