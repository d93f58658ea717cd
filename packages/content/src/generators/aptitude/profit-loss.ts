import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num, rupees } from './format.ts';

const profitLossQuestions = () =>
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
      const wordHi = gain ? 'लाभ' : 'हानि';
      const Word = gain ? 'Profit' : 'Loss';
      const amount = Math.abs(sale - cost);
      const percent = (amount * 100) / cost;
      const amountLine = gain ? `${rupees(sale)} − ${rupees(cost)}` : `${rupees(cost)} − ${rupees(sale)}`;
      if (asked === 'percent') {
        // The usual slip: taking the profit on the selling price.
        const onSale = new Fraction(amount * 100, sale);
        return {
          stem: `A shopkeeper buys an article for ${rupees(cost)} and sells it for ${rupees(sale)}. What is the ${word} percentage?`,
          answer: `${percent}%`,
          mistakes: [
            `${num(onSale)}%`,
            `${num(new Fraction(sale * 100, cost))}%`,
            `${percent + 5}%`,
            `${2 * percent}%`,
          ],
          explanation: `${Word} = ${amountLine} = ${rupees(amount)}.\n${Word} % = (${rupees(amount)} ÷ ${rupees(cost)}) × 100 = ${percent}% (always on the cost price).`,
          difficulty: 'easy',
          hindi: {
            stem: `एक दुकानदार एक वस्तु ${rupees(cost)} में खरीदकर ${rupees(sale)} में बेचता है। ${wordHi} प्रतिशत कितना है?`,
            explanation: `${wordHi} = ${amountLine} = ${rupees(amount)}।\n${wordHi} % = (${rupees(amount)} ÷ ${rupees(cost)}) × 100 = ${percent}% (सदा क्रय मूल्य पर)।`,
          },
        };
      }
      // Slip: treating the percentage as if it were on the selling price.
      const onSalePrice = new Fraction(cost * 100, gain ? 100 - percent : 100 + percent);
      return {
        stem: `An article costing ${rupees(cost)} is sold at a ${word} of ${percent}%. What is its selling price?`,
        answer: rupees(sale),
        mistakes: [
          rupees(gain ? cost - amount : cost + amount),
          ...(onSalePrice.isInteger() ? [rupees(onSalePrice)] : []),
          rupees(amount),
          ...(cost + (gain ? 2 : -2) * amount > 0 ? [rupees(cost + (gain ? 2 : -2) * amount)] : []),
          rupees(gain ? sale + 10 : sale - 10),
        ],
        explanation: `${Word} = ${percent}% of ${rupees(cost)} = ${rupees(amount)}.\nSelling price = ${rupees(cost)} ${gain ? '+' : '−'} ${rupees(amount)} = ${rupees(sale)}, i.e. ${rupees(cost)} × ${100 + (gain ? percent : -percent)}/100.`,
        difficulty: 'medium',
        hindi: {
          stem: `${rupees(cost)} क्रय मूल्य वाली एक वस्तु ${percent}% ${wordHi} पर बेची जाती है। उसका विक्रय मूल्य क्या है?`,
          explanation: `${wordHi} = ${rupees(cost)} का ${percent}% = ${rupees(amount)}।\nविक्रय मूल्य = ${rupees(cost)} ${gain ? '+' : '−'} ${rupees(amount)} = ${rupees(sale)}, अर्थात ${rupees(cost)} × ${100 + (gain ? percent : -percent)}/100।`,
        },
      };
    },
    solve: ({ cost, sale, asked }) => {
      const percent = new Fraction(Math.abs(sale - cost) * 100, cost);
      if (asked === 'percent') return `${percent.toString()}%`;
      // From the stated cost and percentage: cost ± cost × p/100.
      const change = new Fraction(cost).mul(percent).div(100);
      return rupees(sale > cost ? change.add(cost) : new Fraction(cost).sub(change));
    },
  });

/** Cost price from the selling price and the percentage: the reverse question the paper likes. */
const costPriceQuestions = () =>
  numericQuestions({
    topic: profitAndLoss.topic,
    generator: 'profit-loss-cost-price',
    count: 80,
    drawParams: (random) => {
      const percent = random.pick([5, 8, 10, 12, 15, 20, 25, 30, 40]);
      const gain = random.next() < 0.6;
      const cost = 50 * random.int(4, 60);
      return { cost, percent, gain };
    },
    paramsKey: ({ cost, percent, gain }) => `cp=${cost};p=${percent};gain=${gain}`,
    build: ({ cost, percent, gain }) => {
      const factor = 100 + (gain ? percent : -percent);
      const sale = (cost * factor) / 100;
      if (!Number.isInteger(sale)) return undefined;
      const word = gain ? 'profit' : 'loss';
      // Slip: taking the percentage of the selling price and undoing it.
      const slip = new Fraction(sale * (100 + (gain ? -percent : percent)), 100);
      return {
        stem: `By selling an article for ${rupees(sale)}, a trader makes a ${word} of ${percent}%. What is its cost price?`,
        answer: rupees(cost),
        mistakes: [
          ...(slip.mul(100).isInteger() ? [rupees(slip)] : []),
          rupees(gain ? sale + (sale - cost) : sale - (cost - sale)),
          rupees(gain ? cost - 50 : cost + 50),
          rupees(gain ? cost + 50 : cost - 50),
        ],
        explanation: `Selling price = ${factor}% of the cost price.\nCost price = ${rupees(sale)} × 100/${factor} = ${rupees(cost)}.`,
        difficulty: 'hard',
        hindi: {
          stem: `एक व्यापारी को एक वस्तु ${rupees(sale)} में बेचने पर ${percent}% ${gain ? 'का लाभ' : 'की हानि'} होती है। उसका क्रय मूल्य क्या है?`,
          explanation: `विक्रय मूल्य = क्रय मूल्य का ${factor}%।\nक्रय मूल्य = ${rupees(sale)} × 100/${factor} = ${rupees(cost)}।`,
        },
      };
    },
    solve: ({ cost, percent, gain }) => {
      // Recover the cost from the selling price alone.
      const sale = new Fraction(cost).mul(new Fraction(100 + (gain ? percent : -percent), 100));
      return rupees(sale.div(new Fraction(100 + (gain ? percent : -percent), 100)));
    },
  });

export const profitAndLoss: TopicGenerator = {
  topic: { id: 'profit-and-loss', categoryId: 'arithmetic', name: 'Profit and Loss', nameHi: 'लाभ और हानि' },
  generate: () => [...profitLossQuestions(), ...costPriceQuestions()],
};
