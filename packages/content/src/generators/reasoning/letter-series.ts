import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function letterAt(position: number): string {
  return ALPHABET[position] ?? '?';
}

export const letterSeries: TopicGenerator = {
  topic: { id: 'letter-series', categoryId: 'series', name: 'Letter Series', nameHi: 'अक्षर श्रृंखला' },
  generate: () =>
    numericQuestions({
      topic: letterSeries.topic,
      generator: 'letter-series',
      count: 216,
      drawParams: (random) => {
        const pair = random.next() < 0.5;
        return {
          start: random.int(0, 12),
          step: random.int(1, 5) * (random.next() < 0.2 ? -1 : 1),
          pair,
          pairGap: random.int(1, 3),
        };
      },
      paramsKey: ({ start, step, pair, pairGap }) =>
        pair ? `s=${start};d=${step};pair=${pairGap}` : `s=${start};d=${step}`,
      build: ({ start, step, pair, pairGap }) => {
        const positions = Array.from({ length: 5 }, (_, i) => start + i * step);
        if (positions.some((position) => position < 0 || position + (pair ? pairGap : 0) > 25))
          return undefined;
        const term = (position: number) =>
          pair ? `${letterAt(position)}${letterAt(position + pairGap)}` : letterAt(position);
        const answerPosition = positions[4] ?? 0;
        const near = [
          answerPosition + 1,
          answerPosition - 1,
          answerPosition + step,
          answerPosition + 2,
          answerPosition - 2,
          answerPosition + 3,
          answerPosition - 3,
          answerPosition + 4,
          answerPosition + 5,
          answerPosition + 6,
          answerPosition - 4,
        ].filter((p) => p >= 0 && p + (pair ? pairGap : 0) <= 25);
        const mistakes = near.map(term);
        if (pair) mistakes.unshift(`${letterAt(answerPosition)}${letterAt(answerPosition + pairGap + 1)}`);
        // A term already in the series is no fair option for the next one.
        const shownTerms = new Set(positions.slice(0, 4).map(term));
        const fair = mistakes.filter((option) => !shownTerms.has(option));
        const signed = `${step > 0 ? '+' : '−'}${Math.abs(step)}`;
        const shown = positions
          .slice(0, 4)
          .map((p) => `${letterAt(p)}=${p + 1}`)
          .join(', ');
        const last = positions[3] ?? 0;
        const next = `${last + 1} ${step > 0 ? '+' : '−'} ${Math.abs(step)} = ${answerPosition + 1} → ${letterAt(answerPosition)}`;
        const second = `${letterAt(answerPosition)} + ${pairGap} → ${letterAt(answerPosition + pairGap)}`;
        return {
          stem: `Which term comes next in the series?\n${positions.slice(0, 4).map(term).join(', ')}, ?`,
          answer: term(answerPosition),
          mistakes: fair,
          explanation: pair
            ? `First letters: ${shown} (each ${signed}); the second letter is the first + ${pairGap}\nNext: ${next}, and ${second}`
            : `Positions: ${shown} (each ${signed})\nNext: ${next}`,
          difficulty: pair
            ? step < 0 || step > 2
              ? 'hard'
              : 'medium'
            : step < 0 || step > 2
              ? 'medium'
              : 'easy',
          hindi: {
            stem: `श्रृंखला में अगला पद कौन-सा होगा?\n${positions.slice(0, 4).map(term).join(', ')}, ?`,
            explanation: pair
              ? `पहले अक्षर: ${shown} (प्रत्येक ${signed}); दूसरा अक्षर = पहला + ${pairGap}\nअगला: ${next}, और ${second}`
              : `स्थान: ${shown} (प्रत्येक ${signed})\nअगला: ${next}`,
          },
        };
      },
      solve: ({ start, step, pair, pairGap }) => {
        const position = start + 4 * step;
        const code = ALPHABET.charCodeAt(0) + position;
        return pair ? String.fromCharCode(code, code + pairGap) : String.fromCharCode(code);
      },
      fallbackDistractors: () => [],
    }),
};
