import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

const MEN = [
  'Amit',
  'Rahul',
  'Suresh',
  'Vikram',
  'Arjun',
  'Manoj',
  'Deepak',
  'Karan',
  'Rohit',
  'Sanjay',
  'Nitin',
  'Ajay',
];
const WOMEN = [
  'Priya',
  'Sunita',
  'Kavita',
  'Neha',
  'Anjali',
  'Pooja',
  'Rekha',
  'Meera',
  'Geeta',
  'Lata',
  'Nisha',
  'Seema',
];

/**
 * Each puzzle names the gender of everyone whose gender matters (by name and by word), and
 * its answer was worked out by hand from the family tree it describes.
 */
interface Puzzle {
  id: string;
  /** m = man, w = woman, for the three people A, B, C in order. */
  genders: readonly ['m' | 'w', 'm' | 'w', 'm' | 'w'];
  text: (a: string, b: string, c: string) => string;
  answer: string;
  wrong: readonly string[];
  why: (a: string, b: string, c: string) => string;
}

/** The shape most puzzles take: A is the `first` of B, and B is the `second` of C. */
interface ChainPuzzle extends Pick<Puzzle, 'genders' | 'answer' | 'wrong'> {
  first: string;
  second: string;
  /** Says that C is a woman where no relation word does. */
  cIsWoman?: boolean;
  /** The Hindi kinship word, shown after the answer in the explanation. */
  hindiWord?: string;
  /** Replaces "A is the <first> of C's <second> B, so A is C's <answer>." */
  why?: Puzzle['why'];
}

function chainPuzzle({ first, second, cIsWoman, hindiWord, why, ...puzzle }: ChainPuzzle): Puzzle {
  const womanNote = cIsWoman ? ', a woman' : '';
  const hindiNote = hindiWord ? ` (${hindiWord})` : '';
  return {
    id: `${first}-of-${second}`,
    text: (a, b, c) =>
      `${a} is the ${first} of ${b}. ${b} is the ${second} of ${c}${womanNote}. How is ${a} related to ${c}?`,
    why:
      why ??
      ((a, b, c) =>
        `${a} is the ${first} of ${c}'s ${second} ${b}, so ${a} is ${c}'s ${puzzle.answer.toLowerCase()}${hindiNote}.`),
    ...puzzle,
  };
}

const PUZZLES: readonly Puzzle[] = [
  chainPuzzle({
    first: 'father',
    second: 'sister',
    genders: ['m', 'w', 'm'],
    answer: 'Father',
    wrong: ['Uncle', 'Grandfather', 'Brother'],
    why: (a, b, c) => `${b} and ${c} are siblings, so ${b}'s father ${a} is also ${c}'s father.`,
  }),
  chainPuzzle({
    first: 'father',
    second: 'father',
    genders: ['m', 'm', 'w'],
    answer: 'Grandfather',
    wrong: ['Father', 'Uncle', 'Great-grandfather'],
  }),
  chainPuzzle({
    first: 'brother',
    second: 'mother',
    genders: ['m', 'w', 'm'],
    answer: 'Maternal uncle',
    wrong: ['Paternal uncle', 'Father', 'Brother'],
  }),
  chainPuzzle({
    first: 'sister',
    second: 'father',
    genders: ['w', 'm', 'm'],
    answer: 'Paternal aunt',
    wrong: ['Maternal aunt', 'Mother', 'Sister'],
    hindiWord: 'bua',
  }),
  chainPuzzle({
    first: 'sister',
    second: 'son',
    cIsWoman: true,
    genders: ['w', 'm', 'w'],
    answer: 'Daughter',
    wrong: ['Sister', 'Niece', 'Granddaughter'],
    why: (a, b, c) => `${b} is ${c}'s son and ${a} is ${b}'s sister, so ${a} is ${c}'s daughter.`,
  }),
  chainPuzzle({
    first: 'brother',
    second: 'son',
    genders: ['m', 'm', 'm'],
    answer: 'Son',
    wrong: ['Brother', 'Nephew', 'Grandson'],
    why: (a, b, c) => `${b} is ${c}'s son and ${a} is ${b}'s brother, so ${a} is also ${c}'s son.`,
  }),
  chainPuzzle({
    first: 'husband',
    second: 'sister',
    genders: ['m', 'w', 'm'],
    answer: 'Brother-in-law',
    wrong: ['Brother', 'Father-in-law', 'Cousin'],
    why: (a, b, c) => `${a} is married to ${c}'s sister ${b}, so ${a} is ${c}'s brother-in-law.`,
  }),
  chainPuzzle({
    first: 'father',
    second: 'wife',
    genders: ['m', 'w', 'm'],
    answer: 'Father-in-law',
    wrong: ['Father', 'Brother-in-law', 'Uncle'],
  }),
  chainPuzzle({
    first: 'mother',
    second: 'mother',
    genders: ['w', 'w', 'm'],
    answer: 'Maternal grandmother',
    wrong: ['Paternal grandmother', 'Mother', 'Aunt'],
    hindiWord: 'nani',
  }),
  chainPuzzle({
    first: 'son',
    second: 'brother',
    cIsWoman: true,
    genders: ['m', 'm', 'w'],
    answer: 'Nephew',
    wrong: ['Son', 'Brother', 'Cousin'],
  }),
  chainPuzzle({
    first: 'daughter',
    second: 'sister',
    genders: ['w', 'w', 'm'],
    answer: 'Niece',
    wrong: ['Daughter', 'Sister', 'Cousin'],
  }),
  {
    id: 'son-of-uncle',
    genders: ['m', 'm', 'w'],
    text: (a, b, c) =>
      `${a} is the son of ${b}. ${b} is the brother of ${c}'s father. How is ${a} related to ${c}?`,
    answer: 'Cousin',
    wrong: ['Brother', 'Nephew', 'Uncle'],
    why: (a, b, c) =>
      `${b} is ${c}'s paternal uncle, and the son of one's uncle is one's cousin, so ${a} is ${c}'s cousin.`,
  },
];

function namesFor(genders: Puzzle['genders'], picks: readonly number[]): string[] | undefined {
  const used = new Set<string>();
  const names = genders.map((gender, i) => (gender === 'm' ? MEN : WOMEN)[picks[i] ?? 0] ?? '');
  for (const name of names) {
    if (used.has(name)) return undefined;
    used.add(name);
  }
  return names;
}

export const bloodRelations: TopicGenerator = {
  topic: {
    id: 'blood-relations',
    categoryId: 'verbal-reasoning',
    name: 'Blood Relations',
    nameHi: 'रक्त संबंध',
  },
  generate: () =>
    numericQuestions({
      topic: bloodRelations.topic,
      generator: 'blood-relation',
      count: 240,
      drawParams: (random) => ({
        puzzle: random.int(0, PUZZLES.length - 1),
        picks: [random.int(0, 11), random.int(0, 11), random.int(0, 11)],
      }),
      paramsKey: ({ puzzle, picks }) => `${PUZZLES[puzzle]?.id}:${picks.join(',')}`,
      build: ({ puzzle: index, picks }) => {
        const puzzle = PUZZLES[index];
        const names = puzzle && namesFor(puzzle.genders, picks);
        if (!puzzle || !names) return undefined;
        const [a = '', b = '', c = ''] = names;
        return {
          stem: puzzle.text(a, b, c),
          answer: puzzle.answer,
          mistakes: puzzle.wrong,
          explanation: puzzle.why(a, b, c),
          difficulty: puzzle.answer.includes(' ') || puzzle.answer.includes('-') ? 'medium' : 'easy',
        };
      },
      solve: ({ puzzle }) => PUZZLES[puzzle]?.answer ?? '',
      fallbackDistractors: () => [],
    }),
};
