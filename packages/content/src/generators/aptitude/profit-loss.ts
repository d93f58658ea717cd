import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const profitAndLoss: TopicGenerator = {
  topic: { id: 'profit-and-loss', categoryId: 'arithmetic', name: 'Profit and Loss', nameHi: 'लाभ और हानि' },
  generate: () =>
    numericQuestions({
      topic: profitAndLoss.topic,
      generator: 'profit-loss',
      count: 200,
      drawParams: (random) => {
        const percent = random.pick([4, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50]);
        const gain = random.next() < 0.6;
        const cost = 25 * random.int(4, 80);
        const asked = random.pick(['percent', 'selling'] as const);
        return { cost, sale: (cost * (100 + (gain ? percent : -percent))) / 100, asked };
      },
      paramsKey: ({ cost, sale, asked }) => `cp=${cost};sp=${sale};ask=${asked}`,
      build: ({ cost, sale, asked }) => {
        if (!Number.isInteger(sale)) return undefined;
        const gain = sale > cost;
        const word = gain ? 'profit' : 'loss';
        const amount = Math.abs(sale - cost);
        const percent = (amount * 100) / cost;
        if (asked === 'percent') {
          const onSale = new Fraction(amount * 100, sale);
          return {
            stem: `A shopkeeper buys an article for ₹${cost} and sells it for ₹${sale}. What is the ${word} percentage?`,
            answer: `${percent}%`,
            mistakes: [
              onSale.isInteger() ? `${onSale}%` : `${percent + 2}%`,
              `${amount}%`,
              `${percent * 2}%`,
              `${percent + 5}%`,
            ],
            explanation: `${word[0]?.toUpperCase()}${word.slice(1)} = ₹${amount}. ${word[0]?.toUpperCase()}${word.slice(1)} % = ${amount}/${cost} × 100 = ${percent}% (always on the cost price).`,
            difficulty: 'easy',
          };
        }
        return {
          stem: `An article costing ₹${cost} is sold at a ${word} of ${percent}%. What is its selling price?`,
          answer: `₹${sale}`,
          mistakes: [
            `₹${gain ? cost - amount : cost + amount}`,
            `₹${amount}`,
            `₹${cost + (gain ? 2 : -2) * amount}`,
            `₹${sale + 10}`,
          ],
          explanation: `Selling price = ${cost} × (100 ${gain ? '+' : '−'} ${percent})/100 = ₹${sale}.`,
          difficulty: 'medium',
        };
      },
      solve: ({ cost, sale, asked }) =>
        asked === 'percent' ? `${new Fraction(Math.abs(sale - cost) * 100, cost).toString()}%` : `₹${sale}`,
    }),
};
