import { Fraction } from '../../model/fraction.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num, rupees } from './format.ts';

const topic: TopicDefinition = {
  id: 'discount',
  categoryId: 'arithmetic',
  name: 'Discount',
  nameHi: 'बट्टा (छूट)',
};

const percent = (value: number | Fraction) => `${num(value)}%`;

/** Money a learner could reach by a slip, kept when positive and in whole paise. */
function moneyOptions(values: readonly Fraction[]): string[] {
  return values
    .filter((value) => value.numerator > 0 && value.mul(100).isInteger())
    .map((value) => rupees(value));
}

function percentOptions(values: readonly Fraction[]): string[] {
  return values
    .filter((value) => value.numerator > 0 && value.mul(100).isInteger())
    .map((value) => percent(value));
}

const DISCOUNTS = [5, 8, 10, 12, 15, 20, 25, 30, 35, 40] as const;

const sellingPriceQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-selling-price',
    count: 40,
    drawParams: (random) => ({ marked: 50 * random.int(4, 120), rate: random.pick(DISCOUNTS) }),
    paramsKey: ({ marked, rate }) => `mp=${marked};d=${rate}`,
    build: ({ marked, rate }) => {
      const off = (marked * rate) / 100;
      if (!Number.isInteger(off)) return undefined;
      const sale = marked - off;
      return {
        stem: `The marked price of a shirt is ${rupees(marked)}. A shopkeeper allows a discount of ${rate}%. What is the selling price?`,
        answer: rupees(sale),
        mistakes: moneyOptions([
          // Gave the discount itself.
          new Fraction(off),
          // Added the discount.
          new Fraction(marked + off),
          // Took the discount on the selling price: MP × 100/(100 + d).
          new Fraction(marked * 100, 100 + rate),
          new Fraction(sale - 50),
          new Fraction(sale + 50),
        ]),
        explanation: `Discount = ${rate}% of ${rupees(marked)} = ${rupees(off)}.\nSelling price = ${rupees(marked)} − ${rupees(off)} = ${rupees(sale)}.`,
        difficulty: 'easy',
        hindi: {
          stem: `एक कमीज़ का अंकित मूल्य ${rupees(marked)} है। दुकानदार ${rate}% की छूट देता है। विक्रय मूल्य क्या है?`,
          explanation: `छूट = ${rupees(marked)} का ${rate}% = ${rupees(off)}।\nविक्रय मूल्य = ${rupees(marked)} − ${rupees(off)} = ${rupees(sale)}।`,
        },
      };
    },
    solve: ({ marked, rate }) => rupees(new Fraction(marked).mul(new Fraction(100 - rate, 100))),
  });

const discountRateQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-rate',
    count: 30,
    drawParams: (random) => ({ marked: 100 * random.int(2, 60), rate: random.pick(DISCOUNTS) }),
    paramsKey: ({ marked, rate }) => `mp=${marked};d=${rate}`,
    build: ({ marked, rate }) => {
      const sale = (marked * (100 - rate)) / 100;
      if (!Number.isInteger(sale)) return undefined;
      const off = marked - sale;
      return {
        stem: `A bag marked at ${rupees(marked)} is sold for ${rupees(sale)}. What is the rate of discount?`,
        answer: percent(rate),
        mistakes: percentOptions([
          // Discount taken on the selling price.
          new Fraction(off * 100, sale),
          // Selling price as a percentage of the marked price.
          new Fraction(100 - rate),
          new Fraction(rate + 5),
          new Fraction(rate - 2),
        ]),
        explanation: `Discount = ${rupees(marked)} − ${rupees(sale)} = ${rupees(off)}.\nRate of discount = (${rupees(off)} ÷ ${rupees(marked)}) × 100 = ${rate}% (always on the marked price).`,
        difficulty: 'easy',
        hindi: {
          stem: `${rupees(marked)} अंकित मूल्य वाला एक बैग ${rupees(sale)} में बेचा जाता है। छूट की दर क्या है?`,
          explanation: `छूट = ${rupees(marked)} − ${rupees(sale)} = ${rupees(off)}।\nछूट की दर = (${rupees(off)} ÷ ${rupees(marked)}) × 100 = ${rate}% (सदा अंकित मूल्य पर)।`,
        },
      };
    },
    solve: ({ marked, rate }) => {
      const sale = new Fraction(marked * (100 - rate), 100);
      return percent(new Fraction(marked).sub(sale).div(marked).mul(100));
    },
  });

const successivePairs = (random: { pick: <T>(items: readonly T[]) => T }) => {
  const first = random.pick(DISCOUNTS);
  const second = random.pick(DISCOUNTS);
  return { first, second };
};

const equivalentQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-successive-single',
    count: 35,
    drawParams: (random) => {
      const { first, second } = successivePairs(random);
      return first >= second ? { first, second } : undefined;
    },
    paramsKey: ({ first, second }) => `d1=${first};d2=${second}`,
    build: ({ first, second }) => {
      const product = new Fraction(first * second, 100);
      const single = new Fraction(first + second).sub(product);
      if (!single.mul(100).isInteger()) return undefined;
      return {
        stem: `Two successive discounts of ${first}% and ${second}% are given on an article. What single discount is equivalent to them?`,
        answer: percent(single),
        mistakes: percentOptions([
          // Simply added the two discounts.
          new Fraction(first + second),
          // Added the product instead of subtracting it.
          new Fraction(first + second).add(product),
          new Fraction(first + second).sub(product.mul(2)),
          single.add(1),
        ]),
        explanation: `Single discount = a + b − ab/100 = ${first} + ${second} − ${first} × ${second}/100 = ${first + second} − ${num(product)} = ${num(single)}%.\n(The second discount is taken on the already reduced price, so the total is less than ${first + second}%.)`,
        difficulty: 'medium',
        hindi: {
          stem: `किसी वस्तु पर ${first}% और ${second}% की दो क्रमिक छूटें दी जाती हैं। इनके समतुल्य एकल छूट कितनी है?`,
          explanation: `एकल छूट = a + b − ab/100 = ${first} + ${second} − ${first} × ${second}/100 = ${first + second} − ${num(product)} = ${num(single)}%।\n(दूसरी छूट घटे हुए मूल्य पर मिलती है, इसलिए कुल छूट ${first + second}% से कम होती है।)`,
        },
      };
    },
    // Price on ₹100 after both discounts, the way the book checks it.
    solve: ({ first, second }) => {
      const left = new Fraction(100).mul(new Fraction(100 - first, 100)).mul(new Fraction(100 - second, 100));
      return percent(new Fraction(100).sub(left));
    },
  });

const successivePriceQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-successive-price',
    count: 35,
    drawParams: (random) => {
      const { first, second } = successivePairs(random);
      return { marked: 100 * random.int(3, 80), first, second };
    },
    paramsKey: ({ marked, first, second }) => `mp=${marked};d1=${first};d2=${second}`,
    build: ({ marked, first, second }) => {
      const afterFirst = new Fraction(marked * (100 - first), 100);
      const sale = afterFirst.mul(new Fraction(100 - second, 100));
      if (!sale.isInteger() || !afterFirst.isInteger()) return undefined;
      return {
        stem: `An article is marked at ${rupees(marked)}. Two successive discounts of ${first}% and ${second}% are allowed on it. What is its selling price?`,
        answer: rupees(sale),
        mistakes: moneyOptions([
          // One discount of the sum.
          new Fraction(marked * (100 - first - second), 100),
          // Only the first discount.
          afterFirst,
          // The total discount instead of the price.
          new Fraction(marked).sub(sale),
          sale.add(50),
        ]),
        explanation: `After ${first}% off: ${rupees(marked)} × ${100 - first}/100 = ${rupees(afterFirst)}.\nAfter ${second}% off that: ${rupees(afterFirst)} × ${100 - second}/100 = ${rupees(sale)}.`,
        difficulty: 'medium',
        hindi: {
          stem: `एक वस्तु का अंकित मूल्य ${rupees(marked)} है। उस पर ${first}% और ${second}% की दो क्रमिक छूटें दी जाती हैं। उसका विक्रय मूल्य क्या है?`,
          explanation: `${first}% छूट के बाद: ${rupees(marked)} × ${100 - first}/100 = ${rupees(afterFirst)}।\nउस पर ${second}% छूट के बाद: ${rupees(afterFirst)} × ${100 - second}/100 = ${rupees(sale)}।`,
        },
      };
    },
    // Through the single equivalent discount.
    solve: ({ marked, first, second }) => {
      const single = new Fraction(first + second).sub(new Fraction(first * second, 100));
      return rupees(new Fraction(marked).mul(new Fraction(100).sub(single)).div(100));
    },
  });

const MARKUPS = [10, 20, 25, 30, 40, 50, 60] as const;

/** Marked above cost, then discounted: profit or loss per cent. */
const markupProfitQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-markup-profit',
    count: 30,
    drawParams: (random) => ({ markup: random.pick(MARKUPS), rate: random.pick(DISCOUNTS) }),
    paramsKey: ({ markup, rate }) => `m=${markup};d=${rate}`,
    build: ({ markup, rate }) => {
      const factor = new Fraction((100 + markup) * (100 - rate), 100);
      const change = factor.sub(100);
      // Only a clear profit: a loss or break-even reads as a trick here.
      if (change.numerator <= 0 || !change.mul(100).isInteger()) return undefined;
      return {
        stem: `A shopkeeper marks his goods ${markup}% above the cost price and then allows a discount of ${rate}%. What is his profit percentage?`,
        answer: percent(change),
        mistakes: percentOptions([
          // Subtracted the percentages directly.
          new Fraction(markup - rate),
          // Took the profit on the selling price.
          change.mul(100).div(factor),
          new Fraction(markup),
          change.add(2),
        ]).filter((option) => option !== percent(change)),
        explanation: `Let the cost price be ₹100. Marked price = ${rupees(100 + markup)}.\nSelling price = ${rupees(100 + markup)} × ${100 - rate}/100 = ${rupees(factor)}.\nProfit = ${rupees(factor)} − ₹100 = ${rupees(change)} on ₹100, i.e. ${num(change)}%.`,
        difficulty: 'hard',
        hindi: {
          stem: `एक दुकानदार अपने माल पर क्रय मूल्य से ${markup}% अधिक मूल्य अंकित करता है और फिर ${rate}% की छूट देता है। उसका लाभ प्रतिशत कितना है?`,
          explanation: `माना क्रय मूल्य = ₹100। अंकित मूल्य = ${rupees(100 + markup)}।\nविक्रय मूल्य = ${rupees(100 + markup)} × ${100 - rate}/100 = ${rupees(factor)}।\nलाभ = ${rupees(factor)} − ₹100 = ₹100 पर ${rupees(change)}, अर्थात ${num(change)}%।`,
        },
      };
    },
    // Net effect formula, a different route: m − d − md/100.
    solve: ({ markup, rate }) => percent(new Fraction(markup - rate).sub(new Fraction(markup * rate, 100))),
  });

/** Cost, wanted profit and discount given: how high to mark. */
const markedPriceQuestions = () =>
  numericQuestions({
    topic,
    generator: 'discount-marked-price',
    count: 30,
    drawParams: (random) => ({
      cost: 100 * random.int(2, 50),
      profit: random.pick([10, 12, 15, 20, 25, 30]),
      rate: random.pick([10, 20, 25, 40]),
    }),
    paramsKey: ({ cost, profit, rate }) => `cp=${cost};p=${profit};d=${rate}`,
    build: ({ cost, profit, rate }) => {
      const sale = new Fraction(cost * (100 + profit), 100);
      const marked = sale.mul(new Fraction(100, 100 - rate));
      if (!marked.isInteger() || !sale.isInteger()) return undefined;
      return {
        stem: `An article costs ${rupees(cost)}. At what price must it be marked so that after a discount of ${rate}% the shopkeeper still gains ${profit}%?`,
        answer: rupees(marked),
        mistakes: moneyOptions([
          // Added the discount to the profit.
          new Fraction(cost * (100 + profit + rate), 100),
          // Raised the selling price by the discount rate instead of dividing.
          sale.mul(new Fraction(100 + rate, 100)),
          // Forgot the discount.
          sale,
          marked.add(100),
        ]),
        explanation: `Selling price = ${rupees(cost)} × ${100 + profit}/100 = ${rupees(sale)}.\nThis is ${100 - rate}% of the marked price, so MP = ${rupees(sale)} × 100/${100 - rate} = ${rupees(marked)}.`,
        difficulty: 'hard',
        hindi: {
          stem: `एक वस्तु का क्रय मूल्य ${rupees(cost)} है। उस पर कितना मूल्य अंकित किया जाए कि ${rate}% की छूट देने के बाद भी दुकानदार को ${profit}% लाभ हो?`,
          explanation: `विक्रय मूल्य = ${rupees(cost)} × ${100 + profit}/100 = ${rupees(sale)}।\nयह अंकित मूल्य का ${100 - rate}% है, अतः अंकित मूल्य = ${rupees(sale)} × 100/${100 - rate} = ${rupees(marked)}।`,
        },
      };
    },
    // Check by going forward: search the marked price (in rupees) whose discounted price gives the profit.
    solve: ({ cost, profit, rate }) => {
      const wanted = new Fraction(cost * (100 + profit), 100);
      for (let mp = cost; mp <= cost * 4; mp++) {
        if (new Fraction(mp * (100 - rate), 100).equals(wanted)) return rupees(mp);
      }
      return 'none';
    },
  });

export const discount: TopicGenerator = {
  topic,
  generate: () => [
    ...sellingPriceQuestions(),
    ...discountRateQuestions(),
    ...equivalentQuestions(),
    ...successivePriceQuestions(),
    ...markupProfitQuestions(),
    ...markedPriceQuestions(),
  ],
};
