import type { QuestionDifficulty } from '@abhyas/domain';
import type { Candidate } from '../../model/candidate.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions, type WorkedQuestion } from '../numeric-questions.ts';
import { isMale, kinship, LINK_WORDS, type Link, possessiveHi, reducePath } from './kinship.ts';

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
const NAMES_HI: Record<string, string> = {
  Amit: 'अमित',
  Rahul: 'राहुल',
  Suresh: 'सुरेश',
  Vikram: 'विक्रम',
  Arjun: 'अर्जुन',
  Manoj: 'मनोज',
  Deepak: 'दीपक',
  Karan: 'करण',
  Rohit: 'रोहित',
  Sanjay: 'संजय',
  Nitin: 'नितिन',
  Ajay: 'अजय',
  Priya: 'प्रिया',
  Sunita: 'सुनीता',
  Kavita: 'कविता',
  Neha: 'नेहा',
  Anjali: 'अंजलि',
  Pooja: 'पूजा',
  Rekha: 'रेखा',
  Meera: 'मीरा',
  Geeta: 'गीता',
  Lata: 'लता',
  Nisha: 'निशा',
  Seema: 'सीमा',
};

type Gender = 'm' | 'w';

/**
 * "A is the says[0] of B. B is the says[1] of C. ..." The English answer was worked out by hand
 * from the family tree; the build checks it against the kinship of the path, and takes the Hindi
 * term (चाचा or मामा, बुआ or मौसी) from that path.
 */
export interface Puzzle {
  id: string;
  /** Everyone named, in the order A, B, C (, D). */
  genders: readonly Gender[];
  says: readonly Link[];
  answer: string;
  /** Paths of the answers learners reach by a typical slip (wrong side, wrong generation). */
  wrong: readonly string[];
  /** Says that the last person is a woman where no relation word does. */
  lastIsWoman?: boolean;
  /** "A is the son of B. B is the brother of C's father.": C's father is on the path, unnamed. */
  viaFatherOf?: boolean;
}

/** The first twelve keep their place: a question's id hashes its puzzle and names. */
export const PUZZLES: readonly Puzzle[] = [
  {
    id: 'father-of-sister',
    genders: ['m', 'w', 'm'],
    says: ['F', 'Z'],
    answer: 'Father',
    wrong: ['FB', 'FF', 'B'],
  },
  {
    id: 'father-of-father',
    genders: ['m', 'm', 'w'],
    says: ['F', 'F'],
    answer: 'Paternal grandfather',
    wrong: ['F', 'FB', 'FFF', 'MF'],
  },
  {
    id: 'brother-of-mother',
    genders: ['m', 'w', 'm'],
    says: ['B', 'M'],
    answer: 'Maternal uncle',
    wrong: ['FB', 'MF', 'B', 'F'],
  },
  {
    id: 'sister-of-father',
    genders: ['w', 'm', 'm'],
    says: ['Z', 'F'],
    answer: 'Paternal aunt',
    wrong: ['MZ', 'FM', 'Z', 'M'],
  },
  {
    id: 'sister-of-son',
    genders: ['w', 'm', 'w'],
    says: ['Z', 'S'],
    answer: 'Daughter',
    wrong: ['Z', 'BD', 'SD'],
    lastIsWoman: true,
  },
  {
    id: 'brother-of-son',
    genders: ['m', 'm', 'm'],
    says: ['B', 'S'],
    answer: 'Son',
    wrong: ['B', 'BS', 'SS'],
  },
  {
    id: 'husband-of-sister',
    genders: ['m', 'w', 'm'],
    says: ['H', 'Z'],
    answer: 'Brother-in-law',
    wrong: ['B', 'WF', 'FBS', 'DH'],
  },
  {
    id: 'father-of-wife',
    genders: ['m', 'w', 'm'],
    says: ['F', 'W'],
    answer: 'Father-in-law',
    wrong: ['F', 'ZH', 'FB', 'MF'],
  },
  {
    id: 'mother-of-mother',
    genders: ['w', 'w', 'm'],
    says: ['M', 'M'],
    answer: 'Maternal grandmother',
    wrong: ['FM', 'M', 'MZ'],
  },
  {
    id: 'son-of-brother',
    genders: ['m', 'm', 'w'],
    says: ['S', 'B'],
    answer: 'Nephew',
    wrong: ['S', 'B', 'FBS'],
    lastIsWoman: true,
  },
  {
    id: 'daughter-of-sister',
    genders: ['w', 'w', 'm'],
    says: ['D', 'Z'],
    answer: 'Niece',
    wrong: ['D', 'Z', 'FBD'],
  },
  {
    id: 'son-of-uncle',
    genders: ['m', 'm', 'w'],
    says: ['S', 'B', 'F'],
    answer: 'Cousin',
    wrong: ['B', 'BS', 'FB'],
    viaFatherOf: true,
  },
];

/** Further puzzles, three statements for the harder ones; asked by their own generator. */
export const CHAIN_PUZZLES: readonly Puzzle[] = [
  {
    id: 'son-of-daughter',
    genders: ['m', 'w', 'm'],
    says: ['S', 'D'],
    answer: 'Grandson',
    wrong: ['S', 'ZS', 'DH'],
  },
  {
    id: 'daughter-of-son',
    genders: ['w', 'm', 'w'],
    says: ['D', 'S'],
    answer: 'Granddaughter',
    wrong: ['D', 'BD', 'SW'],
  },
  {
    id: 'brother-of-wife',
    genders: ['m', 'w', 'm'],
    says: ['B', 'W'],
    answer: 'Brother-in-law',
    wrong: ['B', 'WF', 'S'],
  },
  {
    id: 'sister-of-husband',
    genders: ['w', 'm', 'w'],
    says: ['Z', 'H'],
    answer: 'Sister-in-law',
    wrong: ['Z', 'HM', 'D'],
  },
  {
    id: 'wife-of-brother',
    genders: ['w', 'm', 'm'],
    says: ['W', 'B'],
    answer: 'Sister-in-law',
    wrong: ['Z', 'M', 'BD'],
  },
  {
    id: 'son-of-sister-of-father',
    genders: ['m', 'w', 'm', 'w'],
    says: ['S', 'Z', 'F'],
    answer: 'Cousin',
    wrong: ['B', 'ZS', 'FB'],
  },
  {
    id: 'daughter-of-brother-of-mother',
    genders: ['w', 'm', 'w', 'm'],
    says: ['D', 'B', 'M'],
    answer: 'Cousin',
    wrong: ['Z', 'BD', 'MZ'],
  },
  {
    id: 'son-of-sister-of-mother',
    genders: ['m', 'w', 'w', 'w'],
    says: ['S', 'Z', 'M'],
    answer: 'Cousin',
    wrong: ['B', 'ZS', 'MB'],
  },
  {
    id: 'brother-of-wife-of-father',
    genders: ['m', 'w', 'm', 'm'],
    says: ['B', 'W', 'F'],
    answer: 'Maternal uncle',
    wrong: ['FB', 'WB', 'MF', 'B'],
  },
  {
    id: 'sister-of-husband-of-mother',
    genders: ['w', 'm', 'w', 'w'],
    says: ['Z', 'H', 'M'],
    answer: 'Paternal aunt',
    wrong: ['MZ', 'HZ', 'FM', 'Z'],
  },
  {
    id: 'wife-of-son-of-father',
    genders: ['w', 'm', 'm', 'm'],
    says: ['W', 'S', 'F'],
    answer: 'Sister-in-law',
    wrong: ['Z', 'M', 'W', 'SW'],
  },
  {
    id: 'father-of-sister-of-wife',
    genders: ['m', 'w', 'w', 'm'],
    says: ['F', 'Z', 'W'],
    answer: 'Father-in-law',
    wrong: ['F', 'WB', 'FB', 'MF'],
  },
  {
    id: 'mother-of-father-of-brother',
    genders: ['w', 'm', 'm', 'w'],
    says: ['M', 'F', 'B'],
    answer: 'Paternal grandmother',
    wrong: ['M', 'MM', 'FZ'],
  },
  {
    id: 'father-of-mother-of-sister',
    genders: ['m', 'w', 'w', 'm'],
    says: ['F', 'M', 'Z'],
    answer: 'Maternal grandfather',
    wrong: ['F', 'FF', 'MB', 'FFF'],
  },
  {
    id: 'sister-of-mother-of-brother',
    genders: ['w', 'w', 'm', 'w'],
    says: ['Z', 'M', 'B'],
    answer: 'Maternal aunt',
    wrong: ['FZ', 'M', 'MM', 'Z'],
  },
  {
    id: 'son-of-son-of-father',
    genders: ['m', 'm', 'm', 'w'],
    says: ['S', 'S', 'F'],
    answer: 'Nephew',
    wrong: ['S', 'B', 'FBS', 'SS'],
  },
  {
    id: 'daughter-of-daughter-of-mother',
    genders: ['w', 'w', 'w', 'm'],
    says: ['D', 'D', 'M'],
    answer: 'Niece',
    wrong: ['D', 'Z', 'MZD', 'DD'],
  },
  {
    id: 'husband-of-daughter-of-father',
    genders: ['m', 'w', 'm', 'w'],
    says: ['H', 'D', 'F'],
    answer: 'Brother-in-law',
    wrong: ['B', 'F', 'DH', 'FB'],
  },
  {
    id: 'wife-of-brother-of-son',
    genders: ['w', 'm', 'm', 'w'],
    says: ['W', 'B', 'S'],
    answer: 'Daughter-in-law',
    wrong: ['D', 'BW', 'SD', 'Z'],
  },
  {
    id: 'husband-of-sister-of-daughter',
    genders: ['m', 'w', 'w', 'm'],
    says: ['H', 'Z', 'D'],
    answer: 'Son-in-law',
    wrong: ['S', 'ZH', 'DS', 'B'],
  },
];

/** Path from the last person named to A: the statements read backwards. */
export function pathOf(puzzle: Puzzle): Link[] {
  return [...puzzle.says].reverse();
}

/** "father's brother's son" for FBS. */
function glossEn(path: string): string {
  return [...path].map((link) => LINK_WORDS[link as Link].en).join("'s ");
}

/** "पिता के भाई का पुत्र" for FBS: each noun before the last is oblique, so का becomes के before it. */
function glossHi(path: string): string {
  const links = [...path] as Link[];
  return links
    .map((link, i) => {
      if (i === 0) return LINK_WORDS[link].hi;
      const male = LINK_WORDS[link].male;
      const marker = !male ? 'की' : i < links.length - 1 ? 'के' : 'का';
      return `${marker} ${LINK_WORDS[link].hi}`;
    })
    .join(' ');
}

interface Term {
  en: string;
  hi: string;
}

/** The term for a path, with the path spelt out when the term stands for more than one step. */
function termWithGloss(path: Link[]): Term {
  const reduced = reducePath(path) ?? '';
  const kin = kinship(path);
  if (!kin) return { en: glossEn(reduced), hi: glossHi(reduced) };
  if (reduced.length < 2) return { en: kin.en.toLowerCase(), hi: kin.hi };
  return { en: `${kin.en.toLowerCase()} (${glossEn(reduced)})`, hi: `${kin.hi} (${glossHi(reduced)})` };
}

function namesFor(genders: readonly Gender[], picks: readonly number[]): string[] | undefined {
  const names = genders.map((gender, i) => (gender === 'm' ? MEN : WOMEN)[picks[i] ?? 0] ?? '');
  return new Set(names).size === names.length ? names : undefined;
}

/** The options: the answer and the typical slips, no two alike in English or in Hindi. */
function optionsOf(puzzle: Puzzle, answer: Term): { mistakes: string[]; hindi: Map<string, string> } {
  const hindi = new Map([[answer.en, answer.hi]]);
  const usedHi = new Set([answer.hi]);
  const mistakes: string[] = [];
  for (const path of puzzle.wrong) {
    const kin = kinship(path);
    if (!kin || hindi.has(kin.en) || usedHi.has(kin.hi)) continue;
    hindi.set(kin.en, kin.hi);
    usedHi.add(kin.hi);
    mistakes.push(kin.en);
  }
  return { mistakes, hindi };
}

export function workPuzzle(
  puzzle: Puzzle,
  names: readonly string[],
  difficulty: QuestionDifficulty,
): WorkedQuestion | undefined {
  const path = pathOf(puzzle);
  const answer = kinship(path);
  if (!answer || answer.en !== puzzle.answer) return undefined;
  const hi = (name: string) => NAMES_HI[name] ?? name;
  const a = names[0] ?? '';
  const last = names[names.length - 1] ?? '';
  const statements = puzzle.says.map((link, i) => {
    const [who = '', whose = ''] = [names[i], names[i + 1]];
    const word = LINK_WORDS[link];
    if (puzzle.viaFatherOf && i === puzzle.says.length - 2)
      return {
        en: `${who} is the ${word.en} of ${last}'s father.`,
        hi: `${hi(who)}, ${hi(last)} के पिता ${possessiveHi(word.male)} ${word.hi} है।`,
      };
    if (puzzle.viaFatherOf && i === puzzle.says.length - 1) return undefined;
    return {
      en: `${who} is the ${word.en} of ${whose}${puzzle.lastIsWoman && i === puzzle.says.length - 1 ? ', a woman' : ''}.`,
      hi: `${hi(who)}, ${hi(whose)} ${possessiveHi(word.male)} ${word.hi} है।`,
    };
  });
  const shown = statements.filter((s): s is Term => s !== undefined);

  // People along the path from the last one named to A; C's father is unnamed in the cousin puzzle.
  const along = [...names].reverse();
  if (puzzle.viaFatherOf) along.splice(1, 0, '');
  const steps: Term[] = [];
  for (let i = 1; i < along.length; i++) {
    const who = along[i] ?? '';
    if (!who) continue;
    const link = path[i - 1] as Link;
    const word = LINK_WORDS[link];
    const previous = along[i - 1] ?? '';
    const whoseEn = previous ? `${previous}'s` : `${last}'s father's`;
    const whoseHi = previous
      ? `${hi(previous)} ${possessiveHi(word.male)}`
      : `${hi(last)} के पिता ${possessiveHi(word.male)}`;
    if (i === 1) {
      steps.push({ en: `${who} is ${whoseEn} ${word.en}.`, hi: `${hi(who)}, ${whoseHi} ${word.hi} है।` });
      continue;
    }
    const term = termWithGloss(path.slice(0, i));
    steps.push({
      en: `${who} is ${whoseEn} ${word.en}, so ${who} is ${last}'s ${term.en}.`,
      hi: `${hi(who)}, ${whoseHi} ${word.hi} है, अतः ${hi(who)}, ${hi(last)} ${possessiveHi(isMale(path.slice(0, i)))} ${term.hi} है।`,
    });
  }
  const { mistakes, hindi } = optionsOf(puzzle, answer);
  return {
    stem: `${shown.map((s) => s.en).join(' ')} How is ${a} related to ${last}?`,
    answer: answer.en,
    mistakes,
    explanation: steps.map((s) => s.en).join('\n'),
    difficulty,
    hindi: {
      stem: `${shown.map((s) => s.hi).join(' ')} ${hi(a)} का ${hi(last)} से क्या संबंध है?`,
      explanation: steps.map((s) => s.hi).join('\n'),
      optionHi: (option) => hindi.get(option) ?? option,
    },
  };
}

function puzzleQuestions(
  generator: string,
  puzzles: readonly Puzzle[],
  count: number,
  difficultyOf: (puzzle: Puzzle) => QuestionDifficulty,
): Candidate[] {
  return numericQuestions({
    topic: bloodRelations.topic,
    generator,
    count,
    drawParams: (random) => ({
      puzzle: random.int(0, puzzles.length - 1),
      picks: (puzzles === PUZZLES ? [0, 1, 2] : [0, 1, 2, 3]).map(() => random.int(0, 11)),
    }),
    paramsKey: ({ puzzle, picks }) =>
      `${puzzles[puzzle]?.id}:${picks.slice(0, puzzles[puzzle]?.genders.length).join(',')}`,
    build: ({ puzzle: index, picks }) => {
      const puzzle = puzzles[index];
      const names = puzzle && namesFor(puzzle.genders, picks);
      if (!puzzle || !names) return undefined;
      return workPuzzle(puzzle, names, difficultyOf(puzzle));
    },
    // The hand-worked answer, which the build only accepts when the kinship of the path agrees.
    solve: ({ puzzle }) => puzzles[puzzle]?.answer ?? '',
    fallbackDistractors: () => [],
  });
}

export const bloodRelations: TopicGenerator = {
  topic: {
    id: 'blood-relations',
    categoryId: 'verbal-reasoning',
    name: 'Blood Relations',
    nameHi: 'रक्त संबंध',
  },
  generate: () => [
    ...puzzleQuestions('blood-relation', PUZZLES, 240, (puzzle) =>
      puzzle.says.length > 2 || puzzle.answer.includes(' ') || puzzle.answer.includes('-')
        ? 'medium'
        : 'easy',
    ),
    ...puzzleQuestions('blood-relation-chain', CHAIN_PUZZLES, 160, (puzzle) =>
      puzzle.says.length > 2 ? 'hard' : 'medium',
    ),
  ],
};
