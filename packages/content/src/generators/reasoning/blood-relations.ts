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

const PUZZLES: readonly Puzzle[] = [
  {
    id: 'father-of-sister',
    genders: ['m', 'w', 'm'],
    text: (a, b, c) => `${a} is the father of ${b}. ${b} is the sister of ${c}. How is ${a} related to ${c}?`,
    answer: 'Father',
    wrong: ['Uncle', 'Grandfather', 'Brother'],
    why: (a, b, c) => `${b} and ${c} are siblings, so ${b}'s father ${a} is also ${c}'s father.`,
  },
  {
    id: 'father-of-father',
    genders: ['m', 'm', 'w'],
    text: (a, b, c) => `${a} is the father of ${b}. ${b} is the father of ${c}. How is ${a} related to ${c}?`,
    answer: 'Grandfather',
    wrong: ['Father', 'Uncle', 'Great-grandfather'],
    why: (a, b, c) => `${a} is the father of ${c}'s father ${b}, so ${a} is ${c}'s grandfather.`,
  },
  {
    id: 'brother-of-mother',
    genders: ['m', 'w', 'm'],
    text: (a, b, c) =>
      `${a} is the brother of ${b}. ${b} is the mother of ${c}. How is ${a} related to ${c}?`,
    answer: 'Maternal uncle',
    wrong: ['Paternal uncle', 'Father', 'Brother'],
    why: (a, b, c) => `${a} is the brother of ${c}'s mother ${b}, so ${a} is ${c}'s maternal uncle.`,
  },
  {
    id: 'sister-of-father',
    genders: ['w', 'm', 'm'],
    text: (a, b, c) => `${a} is the sister of ${b}. ${b} is the father of ${c}. How is ${a} related to ${c}?`,
    answer: 'Paternal aunt',
    wrong: ['Maternal aunt', 'Mother', 'Sister'],
    why: (a, b, c) => `${a} is the sister of ${c}'s father ${b}, so ${a} is ${c}'s paternal aunt (bua).`,
  },
  {
    id: 'sister-of-son',
    genders: ['w', 'm', 'w'],
    text: (a, b, c) =>
      `${a} is the sister of ${b}. ${b} is the son of ${c}, a woman. How is ${a} related to ${c}?`,
    answer: 'Daughter',
    wrong: ['Sister', 'Niece', 'Granddaughter'],
    why: (a, b, c) => `${b} is ${c}'s son and ${a} is ${b}'s sister, so ${a} is ${c}'s daughter.`,
  },
  {
    id: 'brother-of-son',
    genders: ['m', 'm', 'm'],
    text: (a, b, c) => `${a} is the brother of ${b}. ${b} is the son of ${c}. How is ${a} related to ${c}?`,
    answer: 'Son',
    wrong: ['Brother', 'Nephew', 'Grandson'],
    why: (a, b, c) => `${b} is ${c}'s son and ${a} is ${b}'s brother, so ${a} is also ${c}'s son.`,
  },
  {
    id: 'husband-of-sister',
    genders: ['m', 'w', 'm'],
    text: (a, b, c) =>
      `${a} is the husband of ${b}. ${b} is the sister of ${c}. How is ${a} related to ${c}?`,
    answer: 'Brother-in-law',
    wrong: ['Brother', 'Father-in-law', 'Cousin'],
    why: (a, b, c) => `${a} is married to ${c}'s sister ${b}, so ${a} is ${c}'s brother-in-law.`,
  },
  {
    id: 'father-of-wife',
    genders: ['m', 'w', 'm'],
    text: (a, b, c) => `${a} is the father of ${b}. ${b} is the wife of ${c}. How is ${a} related to ${c}?`,
    answer: 'Father-in-law',
    wrong: ['Father', 'Brother-in-law', 'Uncle'],
    why: (a, b, c) => `${a} is the father of ${c}'s wife ${b}, so ${a} is ${c}'s father-in-law.`,
  },
  {
    id: 'mother-of-mother',
    genders: ['w', 'w', 'm'],
    text: (a, b, c) => `${a} is the mother of ${b}. ${b} is the mother of ${c}. How is ${a} related to ${c}?`,
    answer: 'Maternal grandmother',
    wrong: ['Paternal grandmother', 'Mother', 'Aunt'],
    why: (a, b, c) =>
      `${a} is the mother of ${c}'s mother ${b}, so ${a} is ${c}'s maternal grandmother (nani).`,
  },
  {
    id: 'son-of-brother',
    genders: ['m', 'm', 'w'],
    text: (a, b, c) =>
      `${a} is the son of ${b}. ${b} is the brother of ${c}, a woman. How is ${a} related to ${c}?`,
    answer: 'Nephew',
    wrong: ['Son', 'Brother', 'Cousin'],
    why: (a, b, c) => `${a} is the son of ${c}'s brother ${b}, so ${a} is ${c}'s nephew.`,
  },
  {
    id: 'daughter-of-sister',
    genders: ['w', 'w', 'm'],
    text: (a, b, c) =>
      `${a} is the daughter of ${b}. ${b} is the sister of ${c}. How is ${a} related to ${c}?`,
    answer: 'Niece',
    wrong: ['Daughter', 'Sister', 'Cousin'],
    why: (a, b, c) => `${a} is the daughter of ${c}'s sister ${b}, so ${a} is ${c}'s niece.`,
  },
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
