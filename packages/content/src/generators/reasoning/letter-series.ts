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
      count: 200,
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
        ].filter((p) => p >= 0 && p + (pair ? pairGap : 0) <= 25);
        const mistakes = near.map(term);
        if (pair) mistakes.unshift(`${letterAt(answerPosition)}${letterAt(answerPosition + pairGap + 1)}`);
        return {
          stem: `Which term comes next? ${positions.slice(0, 4).map(term).join(', ')}, ?`,
          answer: term(answerPosition),
          mistakes,
          explanation: `Each term moves ${Math.abs(step)} letter${Math.abs(step) === 1 ? '' : 's'} ${step > 0 ? 'forward' : 'back'} in the alphabet (positions ${positions
            .slice(0, 4)
            .map((p) => p + 1)
            .join(
              ', ',
            )}), so the next is at position ${answerPosition + 1}: ${term(answerPosition)}.${pair ? ` In each pair the second letter is ${pairGap} after the first.` : ''}`,
          difficulty: pair ? 'medium' : Math.abs(step) > 2 ? 'medium' : 'easy',
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
