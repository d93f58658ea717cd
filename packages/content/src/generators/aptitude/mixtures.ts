import { gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

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
        const ratio = `${x / divisor} : ${y / divisor}`;
        return {
          stem: `In what ratio must rice costing ₹${cheap} per kg be mixed with rice costing ₹${dear} per kg so that the mixture costs ₹${mean} per kg?`,
          answer: ratio,
          mistakes: [
            `${y / divisor} : ${x / divisor}`,
            `${cheap} : ${dear}`,
            `${x / divisor + 1} : ${y / divisor}`,
            `${x / divisor} : ${y / divisor + 1}`,
          ],
          explanation: `By alligation: (dearer − mean) : (mean − cheaper) = (${dear} − ${mean}) : (${mean} − ${cheap}) = ${x} : ${y} = ${ratio}.`,
          difficulty: divisor > 1 ? 'medium' : 'easy',
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
    }),
};
