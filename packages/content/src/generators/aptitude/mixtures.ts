import { gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { isCleanRatio, ratio } from './format.ts';

export const mixturesAndAlligation: TopicGenerator = {
  topic: {
    id: 'mixtures-and-alligation',
    categoryId: 'arithmetic',
    name: 'Mixtures and Alligation',
    nameHi: 'मिश्रण और एलीगेशन',
  },
  generate: () =>
    numericQuestions({
      topic: mixturesAndAlligation.topic,
      generator: 'alligation',
      count: 180,
      drawParams: (random) => {
        const cheap = random.int(20, 60);
        const dear = cheap + random.int(6, 40);
        const mean = random.int(cheap + 1, dear - 1);
        // At the midpoint the ratio is 1 : 1 and its reverse would also be true.
        if (2 * mean === cheap + dear) return undefined;
        return { cheap, dear, mean };
      },
      paramsKey: ({ cheap, dear, mean }) => `c=${cheap};d=${dear};m=${mean}`,
      build: ({ cheap, dear, mean }) => {
        const x = dear - mean;
        const y = mean - cheap;
        const divisor = gcd(x, y);
        const answer = ratio(x, y);
        const reduce = divisor > 1 ? ` = ${answer}` : '';
        // Mistakes a learner makes: the differences crossed the wrong way, the prices
        // themselves taken as the ratio, a difference over the whole price gap.
        const mistakes = [
          ratio(y, x),
          ratio(cheap, dear),
          ratio(dear, cheap),
          ratio(x, dear - cheap),
          ratio(y, dear - cheap),
          ratio(mean - cheap, dear - cheap),
        ].filter((option) => isCleanRatio(option) && option !== answer);
        return {
          stem: `In what ratio must rice costing ₹${cheap} per kg be mixed with rice costing ₹${dear} per kg so that the mixture costs ₹${mean} per kg?`,
          answer,
          mistakes,
          explanation: `By alligation, cheaper : dearer = (dearer − mean) : (mean − cheaper).\n= (${dear} − ${mean}) : (${mean} − ${cheap}) = ${x} : ${y}${reduce}.`,
          difficulty: divisor > 1 ? 'medium' : 'easy',
          hindi: {
            stem: `₹${cheap} प्रति किग्रा वाले चावल को ₹${dear} प्रति किग्रा वाले चावल के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${mean} प्रति किग्रा हो?`,
            explanation: `एलीगेशन के नियम से, सस्ता : महँगा = (महँगे का मूल्य − औसत मूल्य) : (औसत मूल्य − सस्ते का मूल्य)।\n= (${dear} − ${mean}) : (${mean} − ${cheap}) = ${x} : ${y}${reduce}।`,
          },
        };
      },
      // A ratio x : y is right when the mixture's cost per kg equals the mean, in lowest terms.
      solve: ({ cheap, dear, mean }) => {
        for (let total = 2; total < 200; total++) {
          for (let x = 1; x < total; x++) {
            const y = total - x;
            if (gcd(x, y) === 1 && cheap * x + dear * y === mean * total) return `${x} : ${y}`;
          }
        }
        return 'none';
      },
      // Never a bare number offset for a ratio: if the real mistakes run out, the question is dropped.
      fallbackDistractors: () => [],
    }),
};
