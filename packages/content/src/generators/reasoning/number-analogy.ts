import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

interface Rule {
  name: string;
  apply: (n: number) => number;
  explain: (n: number) => string;
}

const RULES: readonly Rule[] = [
  { name: 'square', apply: (n) => n * n, explain: (n) => `${n}² = ${n * n}` },
  { name: 'cube', apply: (n) => n ** 3, explain: (n) => `${n}³ = ${n ** 3}` },
  { name: 'square-plus-one', apply: (n) => n * n + 1, explain: (n) => `${n}² + 1 = ${n * n + 1}` },
  { name: 'square-minus-one', apply: (n) => n * n - 1, explain: (n) => `${n}² − 1 = ${n * n - 1}` },
  { name: 'cube-plus-one', apply: (n) => n ** 3 + 1, explain: (n) => `${n}³ + 1 = ${n ** 3 + 1}` },
  { name: 'cube-minus-one', apply: (n) => n ** 3 - 1, explain: (n) => `${n}³ − 1 = ${n ** 3 - 1}` },
  { name: 'square-plus-self', apply: (n) => n * n + n, explain: (n) => `${n}² + ${n} = ${n * n + n}` },
  { name: 'double-plus-three', apply: (n) => 2 * n + 3, explain: (n) => `2 × ${n} + 3 = ${2 * n + 3}` },
  { name: 'triple-minus-two', apply: (n) => 3 * n - 2, explain: (n) => `3 × ${n} − 2 = ${3 * n - 2}` },
];

export const numberAnalogy: TopicGenerator = {
  topic: {
    id: 'number-analogy',
    categoryId: 'verbal-reasoning',
    name: 'Number Analogy',
    nameHi: 'संख्या सादृश्यता',
  },
  generate: () =>
    numericQuestions({
      topic: numberAnalogy.topic,
      generator: 'number-analogy',
      count: 200,
      drawParams: (random) => {
        const rule = random.int(0, RULES.length - 1);
        const first = random.int(2, 12);
        const second = random.int(2, 12);
        const asked = random.int(2, 15);
        if (new Set([first, second, asked]).size < 3) return undefined;
        return { rule, first, second, asked };
      },
      paramsKey: ({ rule, first, second, asked }) => `${RULES[rule]?.name}:${first},${second}->${asked}`,
      build: ({ rule: ruleIndex, first, second, asked }) => {
        const rule = RULES[ruleIndex];
        if (!rule) return undefined;
        // Any other rule that fits both examples would make its value a second right answer.
        const fitting = RULES.filter(
          (other) => other.apply(first) === rule.apply(first) && other.apply(second) === rule.apply(second),
        );
        if (fitting.length > 1) return undefined;
        const answer = rule.apply(asked);
        const rivals = RULES.filter((other) => other !== rule).map((other) => other.apply(asked));
        const shown = `${first} : ${rule.apply(first)} :: ${second} : ${rule.apply(second)} :: ${asked} : ?`;
        return {
          stem: `Find the missing number.\n${shown}`,
          answer: String(answer),
          mistakes: [...rivals.map(String), String(answer + 2), String(answer - 2)],
          explanation: `${rule.explain(first)}, ${rule.explain(second)}\nSo ${rule.explain(asked)}`,
          difficulty: rule.name.includes('cube')
            ? 'hard'
            : rule.name === 'square' || rule.name === 'double-plus-three'
              ? 'easy'
              : 'medium',
          hindi: {
            stem: `लुप्त संख्या ज्ञात कीजिए।\n${shown}`,
            explanation: `${rule.explain(first)}, ${rule.explain(second)}\nअतः ${rule.explain(asked)}`,
          },
        };
      },
      solve: ({ rule, asked }) => String(RULES[rule]?.apply(asked)),
    }),
};
