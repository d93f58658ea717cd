import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

/** Everyday words (our own list) used as plain text for letter-shift codes. */
const WORDS = [
  'BOOK',
  'CAKE',
  'DOOR',
  'FISH',
  'GOLD',
  'HAND',
  'KING',
  'LAMP',
  'MILK',
  'NEST',
  'PEN',
  'ROSE',
  'SALT',
  'TREE',
  'WIND',
  'BIRD',
  'CHAIR',
  'EARTH',
  'FRUIT',
  'GLASS',
  'HOUSE',
  'LIGHT',
  'MONEY',
  'PAPER',
  'RIVER',
  'SCHOOL',
  'TRAIN',
  'WATER',
  'MOTHER',
  'FATHER',
  'GARDEN',
  'MARKET',
  'PENCIL',
  'WINTER',
  'SUMMER',
  'FLOWER',
  'NUMBER',
  'ORANGE',
  'TABLE',
  'CLOUD',
  'STONE',
  'BREAD',
  'HORSE',
  'PLANT',
  'SMILE',
  'VOICE',
  'WORLD',
  'YOUTH',
  'QUEEN',
  'JUICE',
];

function shiftWord(word: string, shift: number): string {
  return [...word]
    .map((letter) => String.fromCharCode(((letter.charCodeAt(0) - 65 + shift + 26) % 26) + 65))
    .join('');
}

export const codingDecoding: TopicGenerator = {
  topic: {
    id: 'coding-decoding',
    categoryId: 'verbal-reasoning',
    name: 'Coding-Decoding',
    nameHi: 'कोडिंग-डिकोडिंग',
  },
  generate: () =>
    numericQuestions({
      topic: codingDecoding.topic,
      generator: 'letter-shift-code',
      count: 220,
      drawParams: (random) => {
        const example = random.pick(WORDS);
        const target = random.pick(WORDS);
        const shift = random.pick([-3, -2, -1, 1, 2, 3, 4]);
        return example === target ? undefined : { example, target, shift };
      },
      paramsKey: ({ example, target, shift }) => `${example}>${target};k=${shift}`,
      build: ({ example, target, shift }) => {
        const answer = shiftWord(target, shift);
        const coded = shiftWord(example, shift);
        const signed = `${shift > 0 ? '+' : '−'}${Math.abs(shift)}`;
        const pairs = (word: string) =>
          [...word].map((letter) => `${letter}→${shiftWord(letter, shift)}`).join(', ');
        // A shift past Z (or back past A) starts the alphabet again: say so where it happens.
        const wraps = [...example, ...target].some((letter) => {
          const position = letter.charCodeAt(0) - 65 + shift;
          return position < 0 || position > 25;
        });
        return {
          stem: `In a certain code, ${example} is written as ${coded}. How is ${target} written in that code?`,
          answer,
          mistakes: [
            shiftWord(target, -shift),
            shiftWord(target, shift + 1),
            shiftWord(target, shift - 1),
            [...answer].reverse().join(''),
          ].filter((option) => option !== target),
          explanation: `${pairs(example)}: each letter ${signed}${wraps ? (shift > 0 ? ' (after Z the count goes on from A)' : ' (before A the count goes back to Z)') : ''}\n${pairs(target)}`,
          difficulty: Math.abs(shift) === 1 ? 'easy' : Math.abs(shift) === 2 ? 'medium' : 'hard',
          hindi: {
            stem: `एक निश्चित कूट भाषा में ${example} को ${coded} लिखा जाता है। उसी कूट भाषा में ${target} को कैसे लिखा जाएगा?`,
            explanation: `${pairs(example)}: प्रत्येक अक्षर ${signed}${wraps ? (shift > 0 ? ' (Z के बाद गिनती फिर A से)' : ' (A से पहले गिनती Z पर लौटती है)') : ''}\n${pairs(target)}`,
          },
        };
      },
      // Decode letter by letter from the example pair itself: the shift is read off the data.
      solve: ({ example, target, shift }) => {
        const coded = shiftWord(example, shift);
        const readShift = (coded.charCodeAt(0) - example.charCodeAt(0) + 26) % 26;
        return [...target]
          .map((letter) => String.fromCharCode(((letter.charCodeAt(0) - 65 + readShift) % 26) + 65))
          .join('');
      },
      fallbackDistractors: () => [],
    }),
};
